# 中文（繁體）：對局進行時遊戲在狀態列上說的話（每則訊息都是完整的句子）。每一則訊息在每
# 種語言中都存在，屬性與參數相同（由測試檢查）。

## 下棋。
type-column-first = 請先輸入直行 a-h，再輸入 { $row }。
game-over = 對局已結束。
over-clocks-stopped = 對局已結束：棋鐘已停止。
over-new-or-quit = 對局已結束：按 n 開新局，按 q 離開。
paused = 已暫停：按任意鍵繼續。
paused-start-clocks = 已暫停：按任意鍵開始計時。
# $state 為 on 或 off。
move-numbers = 棋子上的手數：{ $state ->
        [on] 開啟
       *[off] 關閉
    }（m）。
review-nothing-yet = 還沒有可覆盤的著法。
review-clocks-stopped = 覆盤中：棋鐘停止，直到你回到對局。
# $theme 為 green、dark、light 或 contrast。
theme-chosen = 配色：{ $theme ->
        [green] 綠色
        [dark] 深色
        [light] 淺色
       *[contrast] 高對比
    }（T：下一個）。
# $marked 為 yes 或 no。
legal-marks = 合法落子{ $marked ->
        [yes] 已標示
       *[no] 未標示
    }（L：再切換）。
preferences-not-kept = 偏好設定未保存：{ $problem }。
hints-deeper = 提示深度現為 { $depth } 步。
hints-deeper-off = 提示已關閉：按 i 顯示提示，按 t 顯示最佳著法。
hints-deepest = 提示深度已達 { $depth } 步。
# $shown 為 yes 或 no。
graph-shown = 分數圖{ $shown ->
        [yes] 已顯示
       *[no] 已隱藏
    }（Ctrl-G：再切換）。
solve-stopped = 解算已停止（按 S 重新開始）。
solve-over = 對局已結束：沒有可解算的局面。
solve-on-your-move = 輪到{ $name }下：請在輪到你時再解算。
solve-already-solved = 本次已解算過：解答就在下方。
solve-already-solving = 已在解算中：按 Esc 停止。
# 某個鍵在連線對局中不能做的事；$what 是該鍵所對應的選項。
network-refused = 連線對局中無法這樣做：{ $what ->
        [redo] 悔掉的著法已不復存在。
        [pause] 只有在連線中斷時棋鐘才會停止。
        [new-game] 按 q 離開對局（保留在對局庫中），之後按 r 可提議再戰。
        [hints] 與真人對弈時沒有引擎提示。
        [edit] 棋盤屬於這局對局，不能編輯。
       *[review] 覆盤要等對局結束後才能進行。
    }
borrowed-disc = { $side }手上已無棋子：{ $side }向{ $other }取了一枚棋子。
passes = { $side }沒有合法落子，停一手。
computer-thinking-wait = { $name }思考中：它會自行落子（按 u 悔回你的上一步）。
engine-chose-illegal = 引擎選了 { $square }，但那裡不能下。
engine-no-move = 引擎找不到任何著法。
engine-failed = 電腦無法下棋：{ $problem }。
search-failed = 分析失敗：{ $problem }。
illegal-occupied = { $square } 已經有棋子了。
illegal-flips-nothing = 下在 { $square } 翻不到任何棋子。
taken-back = { $moves ->
        [1] 已悔回一步。
       *[other] 已悔回 { $moves } 步（你的一步與電腦的回應）。
    }
played-again = { $moves ->
       *[other] 已重下 { $moves } 步。
    }
nothing-to-undo = 沒有可悔的棋。
nothing-to-redo = 沒有可重下的棋。
not-taken-back = 無法悔棋：{ $why }。
take-back-nothing = 沒有可悔的著法
take-back-lost-on-time = 超時判負無法悔回
take-back-resigned = 認輸無法悔回
take-back-no-time = 少了那一步加到的時間，{ $side }就沒有剩餘時間了
# 讓子對局開頭的話：讓 $name $corners 個角。
handicap-to = { $corners ->
       *[other] 本局讓{ $name } { $corners } 個角。
    }
# $other 為 black 或 white：也可以改讓這些角的那一方。
handicap-to-computer = { $corners ->
       *[other] 本局讓{ $name } { $corners } 個角：角讓給了電腦（改用 --handicap-to { $other } 則讓給你）。
    }

## 新局。
# 離開的對局有著法時，$kept 為 yes；$from 是新局開始的手數（0：從頭開始）。
new-game-from-move = { $from ->
        [0] 已開新局
       *[other] 已從第 { $from } 手開新局
    }{ $kept ->
        [yes] ：上一局保留在對局庫中（用 othello games 可列出）。
       *[no] 。
    }
new-game-set-up = 以擺設的局面開新局：輪到{ $side }下。
new-game-set-up-passes = 以擺設的局面開新局：{ $side }沒有合法落子，停一手，輪到{ $moving }下。
rematch = 再戰，交換顏色。
back-to-the-game = 回到對局。

## 儲存。
save-type-a-name = 請輸入檔名，或按 Esc 取消。
saved-to = 已儲存到 { $path }。
save-failed = 未儲存：{ $problem }。
# 即將被覆寫的檔案裡存的是什麼。
holds-game = 另一局棋（{ $black } - { $white }，{ $moves ->
       *[other] { $moves } 步
    }，{ $state }）
holds-unfinished = 未下完
holds-not-a-game = 一個不是 othello 對局的檔案
holds-unreadable = 一個無法讀取的存檔
training-record-not-kept = 訓練記錄未保存：{ $problem }。

## 棋盤編輯器。
editor-cannot-play = 無法下這個局面：雙方都無處可下。
editor-neither-moves = 雙方都無處可下
editor-cancelled = 棋盤已恢復原樣。

## 開局庫從敗局中學習。
learned-nothing = 開局庫已經知道這局敗局的開局：沒有新東西可學。
learned = 開局庫已從敗局中學習：搜尋了 { $positions ->
       *[other] { $positions } 個局面
    }並寫入 book.bin。
learning-failed = 開局庫未能從敗局中學習：{ $problem }。

## 剪貼簿：複製時說明複製到哪裡，也說明可能沒有作用。
copy-no-moves = 還沒有可複製的著法。
copy-not-a-position = 未複製：這個棋盤不是可下的局面（雙方都無處可下）。
copy-failed = 未複製：無法寫入終端機（{ $problem }）。
copy-unread = 未複製：無法從對局資料庫讀取這局棋（{ $problem }）。
copied-transcript = 已將棋譜（{ $moves ->
       *[other] { $moves } 步
    }）複製到終端機的剪貼簿（OSC 52）。
copied-position = 已將局面（輪到{ $side }下）複製到終端機的剪貼簿（OSC 52）。
copied-ggf = 已將對局以 GGF 格式複製到終端機的剪貼簿（OSC 52）。
two-sentences = { $first }{ $second }
clipboard-unknown = 有些終端機會忽略它。
clipboard-tmux = 在 tmux 中，只有設定 set -g set-clipboard on 才會送到終端機。
clipboard-iterm = iTerm2 須勾選「Applications in terminal may access clipboard」才會接受。
clipboard-screen = GNU screen 會丟棄它：剪貼簿沒有改變。
clipboard-vte = 這個終端機（VTE，如 GNOME Terminal）會忽略它：剪貼簿沒有改變。
clipboard-apple = macOS 的「終端機」會忽略它：剪貼簿沒有改變。
paste-network = 未開啟：貼上的對局只能在同一台鍵盤前下，不能用於連線對局。
paste-too-long = 未開啟：貼上的內容超過 { $kib } KiB，比一份對局記錄還長。
paste-not-a-record = 未開啟：貼上的內容不是棋譜、局面或 GGF 對局（{ $why }）。
paste-failed = 未開啟：{ $why }。
# $kind 為 save、ggf、position、transcript 或 database。
paste-set-up = 已在棋盤上擺出貼上的{ $kind ->
        [save] {" "}othello 存檔
        [ggf] {" "}GGF 對局
        [position] 局面
        [database] 對局資料庫中的對局
       *[transcript] 棋譜
    }：按 Enter 開始下。
pasted-opened = 已將貼上的{ $kind ->
        [save] {" "}othello 存檔
        [ggf] {" "}GGF 對局
        [position] 局面
        [database] 對局資料庫中的對局
       *[transcript] 棋譜
    }當作新局開啟，輪到{ $side }下。
pasted-opened-over = 已將貼上的{ $kind ->
        [save] {" "}othello 存檔
        [ggf] {" "}GGF 對局
        [position] 局面
        [database] 對局資料庫中的對局
       *[transcript] 棋譜
    }當作新局開啟：對局已結束。

## 開局探索的篩選與對局資料庫。
filter-every-game = 開局探索統計所有對局。
filter-set = 開局探索只統計符合「{ $games }」的對局。
filter-refused = { $why }：請輸入名字的一部分與年份，例如 1990-2000。
filter-not-a-year = `{ $text }` 不是年份
filter-backwards = { $from }-{ $to } 的結束早於開始
games-explorer-first = 請先開啟開局探索（%）：列出的是它的對局。
games-computer-to-move = 輪到電腦下：等它下完再列出對局。
games-over = 對局已結束：沒有可列出對局的著法。
games-none = 沒有任何對局經過這個局面。
games-nothing-chosen = 沒有可覆盤的對局。
games-not-legal = db:{ $number } 的著法不是一局合法的對局。
# 資料庫不知道年份時，$year 為 0。
games-reviewing = db:{ $number } { $black } - { $white }，{ $tournament }{ $year ->
        [0] {""}
       *[other] ，{ $year }
    }：唯讀（按 Enter 從這裡以新局續下；按 Esc 回到列表）。
review-record-players = db:{ $number } { $black } - { $white }
review-record-event = { $tournament }{ $year ->
        [0] {""}
       *[other] ，{ $year }
    }
games-back-to-list = 回到對局列表。
games-play-on = 已從 db:{ $number } 的第 { $from } 手開新局：這局是你的，你一落子就會保留在對局庫中。

## 覆盤。
review-no-mistake-yet = 這個方向還沒有標示出失誤：分析仍在進行。
review-no-mistake = 這個方向沒有失誤。
review-level = 以等級 { $level } 重新覆盤。
# $pace 以秒數寫出（文字見 seconds）。
autoplay-on = 著法自動播放，每步 { $pace }（空白鍵停止，[ ] 調整速度）。
autoplay-off = 自動播放已停止。
autoplay-pace = 自動播放：每步 { $pace }。
comment-removed = 第 { $number } 手現在沒有註解。
comment-kept = 已保留第 { $number } 手的註解，隨對局保存。
comment-database-game = 資料庫中的對局是唯讀的：按 Enter 從這裡以你自己的對局續下，就能加註解。
comment-final-position = 終局局面不是一步棋，無法加註解：按 <- 顯示最後一步。

## 聊天：你自己說的話如何標示。
chat-you = 你

## 畫面關閉之後：對局存放在哪裡（$id 是它在對局庫中的名稱）。
farewell-over = 這局棋已存入你的對局庫，名稱為 { $id }：othello show { $id }
farewell-resume = 這局棋已存入你的對局庫，名稱為 { $id }：othello --resume { $id } 可繼續這局。
