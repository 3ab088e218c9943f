# 中文（繁體）：遊戲畫面的文字（狀態列、側邊面板、棋盤上的字），以及玩家讀到的引擎資訊。
# 每一則訊息在每種語言中都存在，屬性與參數相同（由測試檢查）。

## 語言對自己的稱呼（新局畫面的「語言」一列）。
language-name = 繁體中文

## 雙方與玩家。
side-black = 黑方
side-white = 白方
# 電腦沒有自己的名字時所用的名稱。
player-computer = 電腦（等級 { $level }）
# 一方加上玩家的名字：「黑方（Ann）」。
player-titled = { $side }（{ $name }）
player-titled-computer = { $side }（電腦，等級 { $level }）

## 計數的事物（$count 是數字；中文不分單複數，只有 other 一種形式）。
discs = { $count ->
       *[other] { $count } 子
    }
legal-moves = { $count ->
       *[other] { $count } 處可下
    }
plies = { $count ->
       *[other] { $count } 步
    }
plies-range = { $shallowest }-{ $deepest } 步
# $seconds 已用該語言的小數點寫好。
seconds = { $seconds } 秒
# 列舉的各項之間，例如目前的規則。
list-separator = {"、"}
# 在該寫出著法的地方表示停手。
move-pass = 停手

## 結果：$won 與 $lost 是最終比分，$won_discs 與 $lost_discs 是棋盤上的子數。
outcome-discs = { $empties ->
        [0] { $winner }以 { $won }-{ $lost } 獲勝
        [one] { $winner }以 { $won }-{ $lost } 獲勝（棋盤上 { $won_discs }-{ $lost_discs }；剩下的空格歸勝方）
       *[other] { $winner }以 { $won }-{ $lost } 獲勝（棋盤上 { $won_discs }-{ $lost_discs }；剩下的 { $empties } 個空格歸勝方）
    }
outcome-forfeit = { $ending ->
        [time] { $loser }超時判負：{ $winner }以 { $won }-{ $lost } 獲勝（棋盤上 { $won_discs }-{ $lost_discs }）
       *[resigned] { $loser }認輸：{ $winner }以 { $won }-{ $lost } 獲勝（棋盤上 { $won_discs }-{ $lost_discs }）
    }
outcome-draw = { $empties ->
        [0] 和局 32-32
       *[other] 和局 32-32（棋盤上 { $black_discs }-{ $white_discs }）
    }

## 目前的規則，寥寥數字：每一項是一則訊息，各項並列。
in-force-untimed = 不計時
in-force-time-each = 每方 { $time }
in-force-time-by-side = 黑方 { $black }，白方 { $white }
in-force-increment = { $time }，每步加 { $seconds }
in-force-delay = 延時 { $seconds }
in-force-handicap = { $corners ->
       *[other] 讓子：讓{ $receiver } { $corners } 個角
    }

## 狀態列。$verdict 是 win、draw 或 loss；$score 是分數，例如 +4。
to-move = 輪到{ $name }下
to-move-clocks-wait = 輪到{ $name }下：按下第一個鍵後開始計時
typed = 已輸入：{ $letter }_
thinking = { $name }思考中……
thinking-book = { $name }思考中：取自開局庫，{ $best }（{ $score }）
thinking-exact = { $name }思考中：已算到終局，最佳 { $best }（精確 { $score }）
thinking-sure = { $name }思考中：已看到終局，最佳 { $best }（{ $score }，把握 { $percent }%）
thinking-proven = { $name }思考中：已看到終局，{ $best } { $verdict ->
        [win] 必勝
        [draw] 必和
       *[loss] 必敗
    }（已證明；{ $score }，把握 { $percent }%）
thinking-depth = { $name }思考中：深度 { $depth }，最佳 { $best }（{ $score }）
# 立即解算：$step 是下面的某一則 solving- 訊息；$nodes 與 $seconds 已寫好。
solving = 正在解算 { $empties } 個空格：{ $step }；{ $nodes } 個節點，{ $seconds } 秒（Esc 停止）。
solving-first-steps = 初步計算
solving-exact = 精確，最佳 { $best }（{ $score }）
solving-proven = { $side }{ $verdict ->
        [win] 必勝
        [draw] 必和
       *[loss] 必敗
    }（已證明），著法 { $best }（{ $score }，把握 { $percent }%）
solving-sure = 把握 { $percent }%，最佳 { $best }（{ $score }）
solving-depth = 深度 { $depth }，最佳 { $best }（{ $score }）
# $outcome 是 $side（輪到的一方）的 win、draw 或 loss；$margin 是它贏或輸的子數。
solved = 解算完成：最佳著法是 { $best }，雙方都完美應對時{ $side }{ $outcome ->
        [win] 贏 { $margin } 子
        [draw] 和局
       *[loss] 輸 { $margin } 子
    }（{ $score }；{ $nodes } 個節點，{ $seconds } 秒）。
not-saved = 未儲存：{ $problem }。每下一步後都會再試一次。
opening-book-moves = 開局庫（{ $depths }）：{ $moves }。
review-comment = 第 { $number } 手 { $played } 的註解：{ $comment }
review-autoplay = 自動播放，每步 { $seconds }（空白鍵停止）。
editor-status = 棋盤編輯器：黑子 { $black ->
       *[other] { $black } 枚
    }，白子 { $white ->
       *[other] { $white } 枚
    }；輪到{ $side }下（{ $moves }）。標記處即合法落子。
editor-passes-first = 沒有合法落子：{ $side }須先停一手

## 狀態列上的提示：$what 是 hints-every 或 hints-best。
hints-every = 提示 (i)
hints-best = 最佳著法 (t)
hints-on = { $what }：開啟。
hints-thinking = { $what }：思考中……
hints-exact = { $what }：已算到終局，數字為精確的終局子差。
# 搜尋仍在進行時，$more 為 yes。
hints-sure = { $what }：數字為終局子差，把握 { $percent }%{ $more ->
        [yes] ，把握還會提高。
       *[no] 。
    }
hints-proven = { $what }：{ $best } { $verdict ->
        [win] 必勝
        [draw] 必和
       *[loss] 必敗
    }（已證明）；數字為終局子差，把握 { $percent }%{ $more ->
        [yes] ，把握還會提高。
       *[no] 。
    }
hints-deepening = { $what }：深度 { $depth }（目標 { $target }），加深中；數字為子差。
hints-depth = { $what }：深度 { $depth }；數字為子差；按 + 加深。

## 策略標示 (o)：一行說明標記的意思。
overlay-stable = 穩定子 (*)：再也不會被翻轉的棋子；黑方 { $black } 枚，白方 { $white } 枚。先從角形成，再由角沿邊延伸。(o: 下一個)
overlay-frontier = 邊緣子 (+)：緊鄰空格的棋子，像一道牆，讓對方有棋可下；黑方 { $black } 枚，白方 { $white } 枚。越少越好。(o: 下一個)
overlay-corners = 空角旁的 X 格與 C 格 (X, C)：佔下它們可能把角送給對方。(o: 下一個)
overlay-parity = 奇偶性：{ $regions } 個空區，其中 { $odd } 個為奇數（數字是該區的大小，# 表示 10 以上；粗體為奇數）。在區內最後落子者有利：先下奇數區。(o: 下一個)
overlay-parity-later = 奇偶性：空格剩 { $from } 個以內時才標示空區（目前 { $empties } 個）。(o: 下一個)

## 連線對局的狀態。
network-waiting-code = 等待玩家加入：{ $command }
network-waiting = 等待玩家加入。
network-reading-rules = { $name } 正在閱讀規則……
# 第一次來回時間測得之前，$milliseconds 為 -1；$sent 是 none 或一個格。
network-connected = { $milliseconds ->
        [-1] 已與 { $name } 連線
       *[other] 已與 { $name } 連線，延遲 { $milliseconds } 毫秒
    }{ $sent ->
        [none] 。
       *[other] ；已送出 { $sent }。
    }
network-lost-over = 與 { $name } 的連線中斷：對局已結束，保存在本機。
network-lost-host-their-clock = 與 { $name } 的連線中斷：等待對方回來；輪到對方下，對方的棋鐘繼續走。
network-lost-guest-your-clock = 與 { $name } 的連線中斷：正嘗試連上主機；輪到你下，你的棋鐘繼續走。
network-lost-host-stopped = 與 { $name } 的連線中斷：等待對方回來；棋鐘已停止；對方回來後會送出你的著法。
network-lost-guest-stopped = 與 { $name } 的連線中斷：正嘗試連上主機；棋鐘已停止。

## 側邊面板。
panel-wins = 獲勝
# 棋鐘的標籤：剩餘時間，或不計時對局中已用的時間。
panel-clock-left = 剩餘
panel-clock-used = 已用
panel-in-hand = 手上 { $count } 枚
panel-opening = 開局：
panel-moves = 棋譜
panel-moves-none = 尚無
panel-moves-hidden = 暫停時隱藏
panel-moves-more = 棋譜（還有 { $rows } 列：PgUp PgDn）
# 數字來自哪一種搜尋。
source-book = 開局庫
source-exact = 精確
source-sure = 把握 { $percent }%
source-depth = 深度 { $depth }
source-depth-selective = 選擇性深度 { $depth }
lines-heading = 變化（{ $source }）
lines-heading-exact = 變化（精確，下到終局）
# 一條變化的標籤，最多 6 欄：$label 是 best 或 cursor。
lines-label = { $label ->
        [best] 最佳
       *[cursor] 游標
    }
# 一步棋已證明的結果，顯示在分數旁。
verdict = { $verdict ->
        [win] 必勝
        [draw] 必和
       *[loss] 必敗
    }

## 棋盤與分數圖。
board-paused = 已暫停：按任意鍵繼續
graph-title = 黑方評分：
graph-computer = 電腦
graph-hints = 提示
graph-move = 手數
too-small = 終端機大小為 { $size }；othello 至少需要 { $least }。請把視窗放大（按 q 離開）。

## 說明 (?)：標題、棋盤上各標記的意思（.large：在大棋盤上），以及底部一行。
help-title = 說明
help-keys = 按鍵
help-keys-review = 覆盤時的按鍵
help-on-the-board = 棋盤上
help-in-the-save-box = 儲存框中
help-mark-discs = 黑子與白子
    .large = 黑子與白子（在大棋盤上又大又圓）
help-mark-legal = 輪到的一方的合法落子
    .large = 輪到的一方的合法落子（在大棋盤上為 •）
help-mark-cursor = 游標
    .large = 游標
help-mark-last-move = 上一步，另加底線
    .large = 上一步，另加底線（大棋子上的一個點）
help-mark-flipped = 上一步翻轉的棋子，短暫顯示
    .large = 上一步翻轉的棋子，短暫顯示（在大棋盤上為灰色或暗色）
help-mark-number = 按 m 時：下出該棋子的手數
    .large = 按 m 時：下出該棋子的手數
help-mark-stable = 按 o 時：穩定子；邊緣子
    .large = 按 o 時：穩定子；邊緣子
help-mark-x-c = 按 o 時：空角旁的 X 格與 C 格
    .large = 按 o 時：空角旁的 X 格與 C 格
help-mark-region = 按 o 時：空區的大小（奇數時為粗體）
    .large = 按 o 時：空區的大小（奇數時為粗體）
help-mark-running = 正在走的棋鐘
    .large = 正在走的棋鐘
help-mark-low = 時間所剩不多的棋鐘
    .large = 時間所剩不多的棋鐘
help-mark-winner = 勝方
    .large = 勝方
help-to-rules = r 規則
help-to-keys = r 按鍵
rules-box-title = 規則
# $arrows 是終端機所顯示的方向鍵；$other 是 help-to-rules 或 help-to-keys。
help-foot-scroll = { $arrows } PgUp PgDn 捲動；{ $other }；按其他鍵關閉
help-foot = { $other }；按其他鍵關閉

## 新局畫面的框。
new-game-title = 新局
new-game-stays = 進行中的對局會保留在對局庫中。

## 問題與對話框。
quit-title = 離開
quit-question = 要離開嗎？對局會保留在你的對局庫中：用 othello --resume 即可繼續。
overwrite-title = 取代？
# $holds 說明檔案裡存的是什麼，例如「一局已結束的對局」。
overwrite-question = { $path } 已存有：{ $holds }。要用這一局取代它嗎？
asked-title = 對方請求
resign-title = 認輸
resign-question = 要認輸嗎？對局立即結束，由對方獲勝。
open-pasted-title = 開啟？
# $kind 是 save、ggf、position、transcript 或 database。
open-pasted-question = 要把貼上的內容（{ $kind ->
        [save] othello 存檔
        [ggf] GGF 對局
        [position] 局面
        [database] 對局資料庫中的對局
       *[transcript] 棋譜
    }）當作新局開啟嗎？進行中的對局會保留在你的對局庫中。
chat-title = 聊天
chat-say-to = 對 { $name } 說：
chat-keys = Enter: 送出   Esc: 取消
chat-nothing-yet = 還沒有人說話：按 t 發言。
chat-history-keys = Up Down PgUp PgDn: 捲動   t: 發言   其他鍵: 返回
copy-title = 複製
copy-what = 透過終端機複製到剪貼簿（OSC 52；有些終端機，以及未開啟 set-clipboard 的 tmux，會忽略它）：
comment-title = 註解
comment-on = 對 { $about } 的註解：
comment-keys = Enter: 保留（留空則刪除）   Esc: 取消
filter-title = 開局探索篩選
filter-what = 開局探索所用的對局：玩家名字的一部分與年份（2005、1990-2000、2000-）；留空則為全部對局。
filter-keys = Enter: 統計這些對局   Esc: 取消
save-title = 儲存
save-as = 將對局儲存為（只寫名稱則存入 { $folder }）：
save-keys = Enter: 儲存   Esc: 取消
save-keys-then-quit = Enter: 儲存並離開   Esc: 取消
save-editing = 編輯：{ $arrows } Home End Ctrl-U Ctrl-W

## 結果橫幅。
result-title = 對局結束
result-wins = { $name }以 { $won }-{ $lost } 獲勝
result-draw = 和局 32-32
result-out-of-time = { $name }超時
result-resigned = { $name }認輸
result-on-the-board = 棋盤上 { $first }-{ $second }
result-any-key = 按任意鍵關閉

## 對局資料庫中經過此局面的對局。
# $games 是局數，$games_text 是以該語言的分隔符號寫出的同一數字。
games-title = 對局資料庫：此局面的對局
games-of-move = { $square }：{ $games ->
       *[other] { $games_text } 局
    }，佔 { $share }%   (← → 其他著法)
games-every-move = 所有著法：{ $games ->
       *[other] 共列出 { $games_text } 局
    }   (← → 單一著法)
games-keys = ↑ ↓ 選擇   Enter 覆盤（唯讀）   Esc 返回

## 新局畫面的各列：標籤（同一則訊息的屬性），然後是各個值。
new-game-labels = 新局的選項
    .opponent = 對手
    .level = 等級
    .time = 時間
    .increment = 加秒
    .handicap = 讓子
    .start = 起始局面
    .hint-depth = 提示深度
    .hint-solve = 提示解算
    .learning = 學習
    .language = 語言
new-game-opponent-person = 在這台鍵盤前的人
# $side 是 black 或 white。
new-game-opponent-computer = 電腦，執{ $side ->
        [black] 黑
       *[white] 白
    }
new-game-needs-computer = （對電腦時）
new-game-needs-time = （計時時）
new-game-needs-standard-start = （標準開局時）
new-game-untimed = 不計時
new-game-minutes = 每方 { $minutes } 分鐘
new-game-none = 無
new-game-off = 關閉
new-game-increment = 每步 { $seconds } 秒
new-game-handicap = { $corners ->
       *[other] 讓{ $side ->
            [black] 黑方
           *[white] 白方
        } { $corners } 個角
    }
new-game-learning-standard-only = 開啟，僅限標準開局且無讓子
new-game-learning-on = 開局庫會從電腦的敗局中學習
new-game-start-standard = 標準
new-game-start-random = 隨機、均衡，已下 8 手
new-game-start-editor = 在棋盤編輯器中擺設
new-game-exact-from = 剩 { $empties } 個空格起精確計算
new-game-system-language = 系統語言（LANG）
