# 中文（繁體）：命令列本身給人看的文字（各子命令以文字輸出的內容、othello join 的詢問，
# 以及命令列的錯誤訊息）。每一則訊息在每種語言中都存在，屬性與參數相同（由測試檢查）。
# 給程式讀的輸出（JSON、GGF、棋譜、NBoard 協定）從不翻譯。

## 棋盤圖下方的說明。
diagram-legend = （X 黑子，O 白子，* 可下的位置）

## othello solve：$side 是為之計算局面的一方。
# 長時間計算之前的提醒。
solve-long = { $empties } 個空格：算到終局可能要花上幾個小時（每多一個空格，時間約多三倍）；按 Ctrl-C 可停止
solve-to-move = { $empties ->
       *[other] 輪到{ $side }下，{ $empties } 個空格。
    }
solve-game-over = 對局已結束。
solve-passes = { $side }無處可下，只能停手。
# $score 是 $side 的終局子差，帶正負號；$outcome 是 win 或 draw；$winner 贏 $margin 子，
# $won-$lost 是終局比分。
solve-score = { $outcome ->
        [draw] 分數：{ $side } { $score }：雙方完美下法下為和局（32-32）。
       *[win] 分數：{ $side } { $score }：雙方完美下法下{ $winner }贏 { $margin } 子（{ $won }-{ $lost }）。
    }
solve-best = 最佳：{ $moves }
# 不是最佳的著法，各附上計算證明的最高分：「c7 <=+36」。
solve-others = 其他：{ $moves }
solve-line = 變化：{ $moves }
# $nodes 與 $seconds 已用該語言的分隔符號寫好；$rate 是 solve-rate。
solve-nodes = 節點：{ $nodes }，用時 { $seconds } 秒
solve-nodes-rate = 節點：{ $nodes }，用時 { $seconds } 秒（{ $rate }）
# 每秒節點數：$unit 是 millions 或 thousands。
solve-rate = { $unit ->
        [millions] { $rate } M/s
       *[thousands] { $rate } k/s
    }

## othello show：$player 是一方加上玩家的名字；$count（數字）與 $discs（同一數字，已補齊）是
## 棋盤上的子數，$hand 是手上的子數；$clock 是 left 或 used。
show-player = { $player } { $count ->
       *[other] 盤上 { $discs } 子
    }，手上 { $hand } 枚，{ $clock ->
        [left] 剩餘 { $time }
       *[used] 已用 { $time }
    }
show-rules = 規則：{ $rules }
# 一局有紀錄的對局在何處、何時下的：「Championnat de France, 2016」。
show-played-at = 比賽：{ $at }
show-opening = 開局：{ $name }
show-no-moves = 尚未下任何一步。
show-moves = 著法：
show-to-move = 輪到{ $player }下。

## othello analyze。
analyze-no-moves = 沒有可覆盤的著法：請給一局對局，或 --moves
# 進行中顯示在終端機上。
analyze-progress = 正在以等級 { $level } 分析第 { $done } 手，共 { $total } 手...
analyze-heading = 等級 { $level } 的覆盤（{ $depth ->
       *[other] 搜尋 { $depth } 步
    }，剩 { $exact_from } 個空格起精確計算）；分數為落子一方的子差。
# 表格的欄名：英文的寬度是最小值（編號 3、玩家 6、著法 6、分數 5、最佳 12、損失 4 欄）；
# 較寬的欄名會加寬該欄。
analyze-head = 覆盤的各欄
    .number = #
    .player = 玩家
    .move = 著法
    .score = 分數
    .best = 最佳
    .lost = 損失
# 玩家一欄：$side 是 black 或 white。
analyze-side = { $side ->
        [black] 黑方
       *[white] 白方
    }
# 引擎算到終局的一步之後，或開局庫中的一步及其評分。
analyze-exact = 精確
analyze-book = 開局庫 { $value }
# 失誤之下：之前局面的最佳變化，以及實際下法的變化。
analyze-best-line = 最佳變化：{ $line }
analyze-played-line = 實戰變化：{ $line }
# 終局時每一方的統計。
analyze-tally = { $player }：{ $lost ->
       *[other] 損失 { $lost } 子
    }，{ $mistakes ->
       *[other] 失誤 { $mistakes } 次
    }，{ $blunders ->
       *[other] 大錯 { $blunders } 次
    }。

## 命令列的錯誤訊息，接在「othello: 」之後。$reference 與 $text 保持輸入時的樣子。
error-not-found = `{ $reference }` 既不是檔案，也不是棋譜庫（{ $folder }）中的對局：othello games 會列出棋譜庫
# $ids 是各對局的代號，並列。
error-ambiguous = `{ $reference }` 可能是以下任一對局：{ $ids }
error-not-a-database-game = `{ $reference }` 不是資料庫中的對局：db:N，N 從 1 起（othello db games 會列出）
# $total 是數量，$total_text 是以該語言的分隔符號寫成的同一數字。
error-no-database-game = { $total ->
       *[other] 資料庫共有 { $total_text } 局：沒有第 { $number } 局
    }
# $why 是 position-problem、transcript-… 或 file-… 訊息。
error-position = --position `{ $text }`：{ $why }
error-moves = --moves `{ $text }`：{ $why }
error-file = { $path }：{ $why }
# 局面字串為何不成立：$problem 是 fields、squares（$count 格）、square（$square 上的 $found）或 to-move（$found）。
position-problem = { $problem ->
        [fields] 不是局面字串（需要棋盤各格與輪到的一方，以空格分開）：應為 a1 到 h8 的 64 個 X、O 或 -，一個空格，再加上輪到的 X 或 O
        [squares] 不是局面字串（{ $count } 格而不是 64 格）：應為 a1 到 h8 的 64 個 X、O 或 -，一個空格，再加上輪到的 X 或 O
        [square] 不是局面字串（{ $square } 上是 `{ $found }`）：應為 a1 到 h8 的 64 個 X、O 或 -，一個空格，再加上輪到的 X 或 O
       *[to-move] 不是局面字串（輪到 `{ $found }`）：應為 a1 到 h8 的 64 個 X、O 或 -，一個空格，再加上輪到的 X 或 O
    }
# 棋譜為何無法下：第 $column 個字元（從 1 起）是 $found，不是一步棋。
transcript-not-a-move = 第 { $column } 個字元：`{ $found }` 不是一步棋（應為 a1-h8 的一格，例如 f5，或 `pass`）
# 第 $number 步（停手也算），$square，由 $side 下：$problem 是 game-over、occupied、flips-nothing 或 out-of-time。
transcript-illegal = { $problem ->
        [game-over] 第 { $number } 步：{ $square } 不合規則：對局已結束
        [occupied] 第 { $number } 步（{ $side }）：{ $square } 不合規則：{ $square } 已經有子
        [flips-nothing] 第 { $number } 步（{ $side }）：{ $square } 不合規則：{ $square } 翻不到任何子
       *[out-of-time] 第 { $number } 步（{ $side }）：{ $square } 不合規則：{ $side }的時間已用完
    }
# 寫出的停手：$over 為 yes 表示對局已結束，否則 $side 有可下之處。
transcript-unforced-pass = { $over ->
        [yes] 第 { $number } 步：停手，但對局已結束
       *[no] 第 { $number } 步：停手，但{ $side }有可下之處
    }
# 檔案被當作什麼讀取（$kind 是 position、ggf 或 transcript），以及為何不是。
record-read-as = { $kind ->
        [position] 當作局面讀取：{ $why }
        [ggf] 當作 GGF 對局讀取：{ $why }
       *[transcript] 當作棋譜讀取：{ $why }
    }
record-empty = 檔案是空的：裡面沒有對局
record-one-game = 其中只有一局，沒有第 { $number } 局
# GGF 記錄為何不是這個 othello 能讀的對局：$why 是下面的 ggf- 原因之一、關於 TI 的 error-rules- 訊息，
# 或 resume-problem。
ggf-not-read = 不是這個 othello 能讀的 GGF 對局：{ $why }
ggf-no-game = 裡面沒有對局，例如 (;GM[Othello]…;)
# 向有 $count 局的檔案要第 $number 局。
ggf-no-such-game = { $count ->
        [1] 其中只有一局，沒有第 { $number } 局
       *[other] 其中有 { $count } 局，沒有第 { $number } 局
    }
ggf-record-not-closed = 對局記錄 `(;` 始終沒有以 `;)` 結束
# $text 是應該出現屬性 NAME[值] 的地方實際寫的內容；$name 是屬性的名稱。
ggf-not-a-property = `{ $text }` 不是屬性，屬性應如 PB[名字]
ggf-value-not-closed = { $name }[ 始終沒有以 ] 結束
ggf-not-othello = GM[{ $value }]：這不是黑白棋
ggf-not-8x8 = TY[{ $value }]：只讀取 8×8 的黑白棋
# BO[…]，第一步之前的棋盤：$problem 是 size（$value 不是以 8 開頭）、empty、to-move（$value 是代表輪到
# 哪一方的字元）或 squares（$why 是 position-problem）。
ggf-board = { $problem ->
        [size] BO[{ $value }]：棋盤必須以它的大小 8 開頭
        [empty] BO 是空的
        [to-move] BO：輪到 `{ $value }`，而不是 * 或 O
       *[squares] BO：{ $why }
    }
# 棋鐘 TI、TB 與 TW：$problem 是 not-a-clock（$text）、uneven 或 one-side。
ggf-clock = { $problem ->
        [not-a-clock] `{ $text }` 不是計時方式，應如 05:00/00:02/00:00
        [uneven] TB 與 TW 的每步加秒不同，othello 的棋鐘無法處理
       *[one-side] 只有一方有時間：TB 與 TW 必須一起給
    }
# 第 $number 步（停手也算），寫成 $tag[$value]（$tag 是 B 或 W）：$problem 是 time（$found 不是時間）、
# over、pass（$side 有可下之處）、turn（輪到 $side）、occupied 或 flips-nothing（$found 那一格）
# 或 other（$why：square-not-a-square）。
ggf-move = { $problem ->
        [time] 第 { $number } 步（{ $tag }[{ $value }]）：`{ $found }` 不是時間
        [over] 第 { $number } 步（{ $tag }[{ $value }]）：對局已經結束
        [pass] 第 { $number } 步（{ $tag }[{ $value }]）：停手，但{ $side }有可下之處
        [turn] 第 { $number } 步（{ $tag }[{ $value }]）：輪到{ $side }
        [occupied] 第 { $number } 步（{ $tag }[{ $value }]）：{ $found } 已經有棋子了
        [flips-nothing] 第 { $number } 步（{ $tag }[{ $value }]）：下在 { $found } 翻不到任何棋子
       *[other] 第 { $number } 步（{ $tag }[{ $value }]）：{ $why }
    }
square-not-a-square = `{ $found }` 不是棋盤上的一格：應為字母 a-h 加上數字 1-8，例如 f5
# 記錄的對局，其棋步、時間與結果湊不成一局：$problem 是 game-over、occupied、flips-nothing 或
# out-of-time（第 $number 步下在 $square；$side 的時間）、time-used 或 not-flagged（$side），或 handicap。
resume-problem = { $problem ->
        [game-over] 第 { $number } 步（{ $square }）：對局已經結束
        [occupied] 第 { $number } 步（{ $square }）不合規則：{ $square } 已經有子
        [flips-nothing] 第 { $number } 步（{ $square }）不合規則：{ $square } 翻不到任何子
        [out-of-time] 第 { $number } 步（{ $square }）不合規則：{ $side }的時間已用完
        [time-used] 棋鐘：{ $side }用掉的時間比{ $side }的棋步花的時間還少
        [not-flagged] 結果：{ $side }超時判負，但{ $side }的棋鐘還有時間
       *[handicap] 從擺好的局面開始的對局沒有讓子：局面已經有它的角
    }
# 檔案為何無法讀取。
file-not-a-file = 不是一般檔案（存檔是 .json 檔案）
file-too-large = 太大，不像存檔（一局只需幾 KB；上限是 1 MiB）
file-not-text = 不是存檔（不是 UTF-8 文字）
file-no-folder = 資料夾 { $folder } 不存在
file-not-a-save = 不是 othello 的存檔（沒有 "format": "{ $format }" 欄位）
file-version = 這個 othello 不認得存檔格式版本 { $version }，它讀取版本 1 到 { $current }；較新的 othello 也許能讀取
# 格式正確的 JSON，卻不是一局可能的對局：$problem 是 game-id、started（$found 不是日期）、version、
# untimed 或 timed（棋鐘的 "remaining_ms"）、level（$side 的電腦等級 $level，不在 $least 到 $most 之間）、
# remaining（$side 的 "remaining_ms" 是 $written，其餘資料得出 $counted）、move（第 $number 步：$why，
# 即 square-not-a-square）或 start（$why，即 position-problem）。存檔的欄位名稱（game_id、clocks…）
# 照檔案寫的樣子保留。
file-invalid = { $problem ->
        [game-id] game_id：應為 1 到 64 個字母、數字或連字號
        [started] started：`{ $found }` 不是日期與時間，應如 2026-11-22T14:05:00Z
        [version] "version" 欄位不存在或不是整數
        [untimed] clocks：不計時的對局沒有 "remaining_ms"
        [timed] clocks：計時的對局雙方都需要 "remaining_ms"
        [level] computer：{ $side }的等級是 { $level }，但等級只有 { $least } 到 { $most }
        [remaining] clocks：{ $side }的 "remaining_ms" 是 { $written }，但規則、棋步與用掉的時間得出 { $counted }
        [move] 第 { $number } 步：{ $why }
       *[start] start：{ $why }
    }
# 存檔寫的結果與棋步得出的結果：$written 與 $counted 是 none（對局仍在進行）、discs、time 或
# resignation，比分是 $written_black-$written_white 與 $counted_black-$counted_white。
file-invalid-result = result：檔案寫的是{ $written ->
        [none] 沒有結果（對局仍在進行）
        [discs] 數子 { $written_black }-{ $written_white }
        [time] 超時 { $written_black }-{ $written_white }
       *[resignation] 認輸 { $written_black }-{ $written_white }
    }，但棋步得出的是{ $counted ->
        [none] 沒有結果（對局仍在進行）
        [discs] 數子 { $counted_black }-{ $counted_white }
        [time] 超時 { $counted_black }-{ $counted_white }
       *[resignation] 認輸 { $counted_black }-{ $counted_white }
    }

## othello games：列出棋譜庫。
games-list-none = { $folder } 裡還沒有對局：每一局下過的對局都會保存在那裡。
games-list-none-asked = { $folder } 裡沒有符合條件的對局。
# 不知道對局開始的日期與時間時，用來代替。
games-list-started-unknown = （開始時間不明）
# 一局對局：$started 是日期與時間，雙方的名字，目前的規則，$moves（數字）是已下的步數，$state 是結果或 games-list-unfinished。
games-list-game = { $started }  { $black } 對 { $white }  { $rules }  { $moves ->
       *[other] { $moves } 步
    }  { $state }
games-list-unfinished = 未下完
games-list-unreadable = 無法讀取：{ $why }
games-list-resume-note = * 是 othello --resume 會繼續的對局；othello --resume 代號 可開啟其中任一局。
games-list-against-computer = 對電腦（已下完的對局）：
# $level 已補齊到兩欄。
games-list-level-record = 等級 { $level }：勝 { $won } 局，和 { $drawn } 局，負 { $lost } 局

## othello join：主機的邀請，在對局開始前詢問。主機沒有給名字時 $named 為 no，否則 $host 是
## 主機的名字；$address 是主機所在的位址。
join-invitation = { $named ->
        [no] 主機邀請你在 { $address } 下一局黑白棋：
       *[yes] { $host } 邀請你在 { $address } 下一局黑白棋：
    }
# $you 與 $them 是雙方（黑方、白方）。
join-sides = { $named ->
        [no] 你是{ $you }，主機是{ $them }
       *[yes] 你是{ $you }，{ $host } 是{ $them }
    }
# 對局從哪裡開始：$start 是 standard、moves（已下 $moves 步）或 position（擺設的局面）。
join-start = { $start ->
        [standard] 從標準開局開始
        [moves] { $moves ->
           *[other] 從已下 { $moves } 步的局面開始
        }
       *[position] 從擺設的局面開始
    }
# 問題，回答打在後面：y 或 yes 在每種語言中都表示接受，join-yes 的字也是。
join-play = 要下這局嗎？[y/N]
# 這個語言中表示接受的字，以空格分開，小寫（y 與 yes 之外）。
join-yes = 是 好 要
join-declined = 已拒絕：主機會收到通知。
# 加入碼中打錯的字（$typed），視為加入碼的字 $word。
join-code-mended = （加入碼中的 { $typed } 視為 { $word }。）

## othello host 與 join：它們的錯誤訊息。$game 是棋譜庫中的對局（其代號）或一個檔案。
# $what 是 game（終端機中的遊戲）、game-show（同上，用於 othello --load 等）或 trainer。
error-needs-terminal = { $what ->
        [game] 遊戲需要終端機，但標準輸入或輸出不是終端機
        [game-show] 遊戲需要終端機，但標準輸入或輸出不是終端機；要從腳本印出對局，請用 othello show
       *[trainer] 訓練需要終端機，但標準輸入或輸出不是終端機
    }
error-no-relay = 尚未指定中繼站：用 --relay HOST:PORT 指定一次，之後就會記住（othello host --relay HOST:PORT，othello join --relay HOST:PORT CODE）
error-join-relay-code-alone = othello join --relay HOST:PORT 只需要加入碼，不需要主機的位址
error-join-needs = othello join 需要主機的位址與加入碼
# 輸入的位址不成立：$problem 是 none（沒有這個名字的位址）或 not-an-address（$why 是解析器的說法）。
error-address = { $problem ->
        [none] { $address }：沒有這個位址
       *[not-an-address] { $address }：不是位址（{ $why }）
    }
# 輸入的內容（$typed）不是加入碼：$problem 是 shape、number 或 word（此時 $typed 是那個字）。
error-join-code = { $problem ->
        [shape] { $typed } 不是加入碼：加入碼是一個數字加兩個英文字，例如 7-guitar-hamster
        [number] { $typed } 不是加入碼：開頭應是 1 到 999 的數字
       *[word] { $typed } 不是加入碼用的字：請核對主機顯示的加入碼
    }
error-not-a-network-game = { $game } 不是連線對局
error-join-older-game = { $game } 是舊版 othello 儲存的，沒有對局的金鑰：請用主機現在顯示的加入碼加入（othello join { $address } CODE）
error-not-hosted = { $game } 不是你當主機的對局：othello --resume 繼續同一鍵盤上的對局，othello join --resume 繼續你加入過的對局
error-network-game-over = { $game } 已結束：othello show 可印出這局
# $way 是 relay 或 direct：對方加入的方式。
error-host-the-same-way = { $way ->
        [relay] { $game } 正在進行，對方會照加入時的方式回來：請再透過中繼站當主機（--relay）
       *[direct] { $game } 正在進行，對方會照加入時的方式回來：請再直接當主機（--listen）
    }
# $why 是作業系統的說法。
error-relay-unreachable = 無法連上中繼站 { $address }：{ $why }（可用 --relay 指定另一個）
error-cannot-listen = 無法在 { $address } 上監聽：{ $why }（可用 --listen 選擇另一個位址或連接埠）
# $problem 是 failed（$error 是作業系統的說法）、relay（$address 的中繼站，以及 $error）、
# not-at-relay（等了 $waited 之後）、closed 或 silent（等了 $waited）。
error-host-unreachable = { $problem ->
        [relay] 無法連上主機：中繼站 { $address }：{ $error }
        [not-at-relay] 無法連上主機：主機不在中繼站 { $address }（已等待 { $waited }）：對局還在等待嗎？加入碼的數字正確嗎？
        [closed] 無法連上主機：{ $address }：主機關閉了連線
        [silent] 無法連上主機：{ $address }：{ $waited }內主機沒有回應
       *[failed] 無法連上主機：{ $address }：{ $error }
    }
# 主機拒絕的原因：$reason 是 wrong-code、wrong-key、takes-no-code、full、other-version，
# 或 other（此時 $said 是主機自己的說法）。
error-host-refused = { $reason ->
        [wrong-code] 主機拒絕了：加入碼錯誤：請向主機核對
        [wrong-key] 主機拒絕了：這局對局的金鑰與主機的不符：請用主機顯示的加入碼加入
        [takes-no-code] 主機拒絕了：這局對局正在進行，不接受加入碼：對方請用 othello join --resume 回來
        [full] 主機拒絕了：這局對局已經有兩位玩家
        [other-version] 主機拒絕了：主機使用另一個版本的協定：雙方請使用相同的 othello
       *[other] 主機拒絕了：{ $said }
    }
# $why 是技術細節，以英文表示。
error-host-protocol = 主機不使用本遊戲的協定：{ $why }
error-host-version = 主機使用第 { $host } 版協定，這個 othello 使用第 { $ours } 版：雙方請使用相同的 othello
# $why 是對局無法讀取的原因。
error-host-game = 無法讀取主機的對局：{ $why }
error-host-went-away = 主機已離開：{ $why }
error-cannot-read-answer = 無法讀取回答：{ $why }

## othello 與 othello --resume：它們的錯誤訊息。
error-nothing-to-resume = { $folder } 裡沒有未下完的對局可繼續（othello games 會列出棋譜庫）
error-level-without-computer = --level：電腦沒有下任何一方；請加上 --computer white、black 或 both

## othello db：對局資料庫。以 _text 結尾的參數是用該語言的分隔符號寫成的數字，不帶 _text 的同一
## 數字用來選擇複數形式。
# 匯入之後：用時 $seconds 新增 $added 局，$duplicates_text 局已存在，$partial 局不是從標準開局
# 下到終局（0：沒有），接著是資料庫的內容與位置（$path）。
db-imported = { $added ->
       *[other] 已匯入 { $added_text } 局
    }，用時 { $seconds } 秒（{ $duplicates_text } 局已存在{ $partial ->
        [0] {""}
       *[other] ，{ $partial_text } 局不是從標準開局下到終局
    }）；資料庫共有 { $games ->
       *[other] { $games_text } 局
    }、{ $positions ->
       *[other] { $positions_text } 個局面
    }（{ $path }）。
# othello db games：$total 局中有 $found 局符合，查詢用時 $milliseconds；$shown 是 all，或只顯示
# 最新 $count 局時為 newest（--limit）。
db-games-found = { $total ->
       *[other] { $total_text } 局中
    }{ $found ->
       *[other] 有 { $found_text } 局符合
    }（查詢用時 { $milliseconds } 毫秒）；{ $shown ->
        [all] 全部：
       *[newest] 最新的 { $count } 局（--limit）：
    }
db-games-open = 用 othello --load db:N 開啟其中一局，或用 othello analyze db:N 覆盤。
# othello db explore：$games 局中有 $matching 局經過這個局面；那裡對局已結束時 $turn 為 none，
# 否則輪到 $side。
db-explore-through = { $games ->
       *[other] 資料庫的 { $games_text } 局中有 { $matching_text } 局經過這個局面
    }{ $turn ->
        [none] 。
       *[yes] （輪到{ $side }下）。
    }
# 沒有找到任何著法時，資料庫回答所用的時間。
db-explore-found-in = （查詢用時 { $milliseconds } 毫秒）
# 表格的欄名：英文的寬度是最小值（著法 4、局數 7、黑勝 9、和局 5、黑負 10、黑方平均 12 欄）；
# 較寬的欄名會加寬該欄。
db-explore-head = 資料庫瀏覽的各欄
    .move = 著法
    .games = 局數
    .won = 黑勝
    .drawn = 和局
    .lost = 黑負
    .mean = 黑方平均
    .value = 評分
# 對局所佔的比例，$percent 以該語言的小數點寫成。
db-explore-percent = { $percent }%
# 一步棋對輪到的一方的評分（$value，以子數計，帶正負號）：$from 是 book（來自 $depth 步深的
# 搜尋）或 engine。
db-explore-value = { $from ->
        [book] { $value }（{ $depth ->
           *[other] 開局庫，深度 { $depth } 步
        }）
       *[engine] { $value }（引擎）
    }
db-explore-footer = 評分以輪到的一方的子數計；黑方平均是黑方終局子差的平均。查詢用時 { $milliseconds } 毫秒。

## othello book：開局庫。以 _text 結尾的參數是用該語言的分隔符號寫成的數字，不帶 _text 的同一數字
## 用來選擇複數形式；$seconds 是整秒，$each 是帶兩位小數的秒數；$path 是開局庫存放的位置。
# 開局庫：$positions 個局面，最深到開局後 $plies 步；$source 是它的檔案，或 book-shipped。
book-summary = 開局庫：{ $positions ->
       *[other] { $positions_text } 個局面
    }，最深到開局後 { $plies ->
       *[other] { $plies } 步
    }（{ $source }）。
book-shipped = 內建的開局庫
book-not-in = 這個局面不在開局庫中。
book-moves = 開局庫的著法，分數為輪到的一方的子差：
# 開局庫到此為止之處的最佳著法，附上以子數計的分數。
book-best-out = 離開開局庫的最佳著法：{ $square } { $score }
# othello book show：開局庫的樹，每行一步，附上分數與搜尋深度。
book-tree-none = 從這個局面沒有著法進入開局庫。
book-tree-heading = 開局庫的著法，分數為下這步的一方的子差：
book-tree-move = { $square } { $score }（深度 { $depth }）
# othello book grow：進行中顯示在終端機上，完成後說明做了什麼。
book-grow-progress = { $searched ->
       *[other] 已搜尋 { $searched_text } 個局面，開局庫中有 { $positions_text } 個，{ $seconds } 秒
    }
book-grown = 用時 { $seconds } 秒{ $searched ->
       *[other] 搜尋了 { $searched_text } 個局面
    }；開局庫共有 { $positions ->
       *[other] { $positions_text } 個局面
    }（新增 { $new_text } 個），最深到開局後 { $plies ->
       *[other] { $plies } 步
    }：{ $path }
# othello book grow --wthor 與 --leaves：要評估的局面，先說明。
book-wthor-positions = { $positions ->
       *[other] { $positions_text } 個局面，在前 { $plies } 步中有 { $games } 局以上的對局走到
    }
book-leaves-positions = { $positions ->
       *[other] 開局庫外的 { $positions_text } 個局面，各由離開開局庫的最佳著法（差距 { $margin } 子以內）走到，在前 { $plies } 步之內
    }
book-scored-progress = { $scored ->
       *[other] 已評估 { $scored_text } 個局面，每個 { $each } 秒
    }
# 一個分片評估了什麼（沒有評估任何局面時 $each 為 none）：$merged 為 no 表示多個分片之一（其分片檔
# 在 $path），為 yes 表示已合併到 $path 的開局庫。
book-scored = 用時 { $seconds } 秒{ $scored ->
       *[other] 評估了 { $scored_text } 個局面
    }{ $each ->
        [none] {""}
       *[other] ，每個 { $each } 秒
    }；分片 { $shard }/{ $shards } 有 { $held_text } 個局面（之前 { $before_text } 個）{ $merged ->
        [no] ：{ $path }
       *[yes] ；開局庫共有 { $positions ->
           *[other] { $positions_text } 個局面
        }：{ $path }
    }
book-merged = 已合併 { $parts ->
       *[other] { $parts } 個分片檔
    }；開局庫共有 { $positions ->
       *[other] { $positions_text } 個局面
    }（之前 { $before_text } 個）：{ $path }
book-imported = 從 { $file } { $read ->
       *[other] 讀入 { $read_text } 個局面
    }；開局庫共有 { $positions ->
       *[other] { $positions_text } 個局面
    }：{ $path }
# othello book learn：開局庫學習了 $games 局對局。
book-learned = { $games ->
       *[other] 已學習 { $games_text } 局
    }：用時 { $seconds } 秒{ $searched ->
       *[other] 搜尋了 { $searched_text } 個新局面
    }；開局庫共有 { $positions ->
       *[other] { $positions_text } 個局面
    }（之前 { $before_text } 個）：{ $path }
# 開局庫的錯誤訊息。$why 是作業系統的說法，或技術細節。
error-cannot-save-book = 無法儲存開局庫：{ $why }
error-cannot-write = 無法寫入 { $path }：{ $why }
error-cannot-save-part = 無法儲存分片檔：{ $why }
error-games-file = { $path }：不是 256 MB 以內的一般檔案
error-no-wthor = { $path }：裡面沒有 WTHOR 對局檔（WTH_YYYY.wtb）
error-not-wthor = { $path }：不是 WTHOR 檔案：{ $why }
error-another-part = { $path }：這是另一個分片、另一組局面或另一個深度的分片檔：請刪除它，或用 --out 寫到別處
error-not-a-part = { $path }：不是分片檔：{ $why }
error-cannot-merge = 無法合併：{ $why }
# 無法合併的分片檔，以 $path 指出出錯的分片檔：$problem 是 foreign（與第一個分片檔的局面、切分或深度
# 不同）、incomplete 或 twice。
error-merge-part = { $problem ->
        [foreign] { $path }：這個分片檔屬於另一組局面、另一種切分或另一個深度，與第一個不同
        [incomplete] { $path }：分片檔尚未完成：再執行一次它的分片來完成它
       *[twice] { $path }：同一個分片給了兩次
    }
# 沒有給分片檔的分片（$shards，逐一列出，共 $count 個）：error-cannot-merge 的 $why。
merge-missing = 缺少 { $count } 個分片：{ $shards }

## othello train：從命令列開始的訓練。
# othello train list：有名字的開局（各用自己的名字），然後是每種空格數的題目數。
train-list-openings = 有名字的開局（othello train opening 名字）：
train-list-puzzles = 終盤題目（othello train endgame --empties N）：
# 題目表的各欄：英文的寬度是最小值（各 7 欄）；較寬的欄名會加寬該欄。
train-list-head = 題目表的各欄
    .empties = 空格數
    .puzzles = 題目數
# $difficulty 是以文字表示的一組題目（difficulty）。
error-no-puzzle = 沒有 { $difficulty } 的題目（othello train list 會列出數量）
error-no-opening = 沒有名為 `{ $name }` 的開局（othello train list 會列出名字）
# $problem 是訓練紀錄無法寫入的原因。
error-training-record = 訓練紀錄未能保存：{ $problem }
training-not-a-record = 不是訓練紀錄檔
training-not-a-record-why = 不是訓練紀錄檔（{ $why }）

## 對局資料庫為何無法回答或寫入：$path 為其檔案。
db-missing = 還沒有對局資料庫（{ $path }）：請先匯入對局，例如 othello db import WTH_2019.wtb
db-import-running = 另一個 othello db import 正在 { $path } 上執行：請等它完成
db-not-a-database = { $path }：不是本程式的對局資料庫（{ $why }）
db-older-format = { $path }：較舊版 othello 的對局資料庫（格式 { $old }；本版讀取格式 { $current }）：請再執行一次 othello db import（用你的檔案，或 --library）來更新；其中的對局會保留
db-unknown-format = { $path }：格式 { $format } 的對局資料庫，本版 othello（格式 { $current }）無法讀取：是較新版 othello 的，或是檔案已損壞
db-damaged = { $path }：已損壞：{ $what }（請刪除此檔案，再用 othello db import 重新匯入你的對局）
db-disk-full = { $path }：磁碟已滿：請清出空間後再匯入；資料庫保持原狀
db-quota = { $path }：磁碟配額已用完：請清出空間後再匯入；資料庫保持原狀
db-too-many = { $path }：超過 { $most } 局
# 匯入時給的檔案不是 GGF（$game 為 0），或其中第 $game 局無法讀取：$why 是 ggf-not-read。
db-source-ggf = { $game ->
        [0] { $path }：不是 GGF：{ $why }
       *[other] { $path }：第 { $game } 局：{ $why }
    }
# 匯入時給的檔案或資料夾不是對局：$problem 為 no-files（資料夾）、not-wthor 或 not-names
# （$why 為 wthor-problem）、no-names（$name：WTHOR.JOU 或 WTHOR.TRN）、not-a-file 或 neither。
db-source = { $problem ->
        [no-files] { $path }：這個資料夾裡沒有 WTHOR（.wtb）或 GGF（.ggf）檔案
        [not-wthor] { $path }：不是 WTHOR 檔案：{ $why }
        [no-names] { $path }：對局旁沒有記載名字的 { $name }
        [not-names] { $path }：不是 WTHOR 名字檔案：{ $why }
        [not-a-file] { $path }：不是不超過 512 MB 的一般檔案
       *[neither] { $path }：既不是 WTHOR 檔案（.wtb），也不是 GGF 文字
    }
# WTHOR 讀取器拒絕檔案的原因（見 en/cli.ftl）。
wthor-problem = { $problem ->
        [too-short] 比 WTHOR 檔頭（{ $bytes } 位元組）還短
        [not-8x8] 其中的對局不是在 8×8 棋盤上下的（大小 { $size }）
        [games-length] 檔頭記載 { $records } 局（{ $expected } 位元組），但檔案有 { $bytes } 位元組
        [names-length] 檔頭記載 { $records } 個名字（{ $expected } 位元組），但檔案有 { $bytes } 位元組
       *[illegal] 第 { $game } 局：第 { $number } 步不是合法的棋步
    }

## othello manual。
manual-wrote = 已將 { $count } 個手冊頁寫入 { $folder }：
manual-read = 用 man { $page } 閱讀其中一頁。

## Rarer errors: an opening book that cannot be read, a game that could not be saved or opened,
## the terminal, and what the operating system said.
book-not-a-file = { $kind ->
        [text] 不是不超過 1 GB 的一般檔案
       *[book] 不是不超過 256 MB 的一般檔案
    }
book-foreign = 不是 othello 的開局庫
book-version = 版本 { $version } 的開局庫，這個 othello 無法讀取（它讀取版本 { $current }）
book-damaged = 損壞的開局庫：{ $what ->
        [header] 檔頭不完整
        [length] 長度與局面數不符
        [checksum] 內容與校驗和不符
        [square-twice] 有局面的一格被佔了兩次
        [not-canonical] 有局面不是以其標準形式儲存
        [header-checksum] 檔頭與校驗和不符
        [shard] 它的分片不屬於它的分片之一
        [packed] 壓縮形式無法解壓
       *[other] { $why }
    }
# 文字開局庫中不是開局庫局面的一行：$why 是 book-text-problem。
book-text-line = 第 { $line } 行：{ $why }
# 文字開局庫的一行為何不是開局庫的局面（否則是 position-problem）：$problem 是 fields、no-move、depth、
# value、move-out、move-out-illegal、move-out-value、not-canonical 或 twice。
book-text-problem = { $problem ->
        [fields] 應有六欄：局面、輪到的一方、深度、分數、離開開局庫的著法、它的分數
        [no-move] 局面無子可下
        [depth] 深度應為 0 到 60
        [value] 分數應為子差，例如 +1.25，不超過 64
        [move-out] 離開開局庫的著法應為一格，例如 f5，或 --
        [move-out-illegal] 離開開局庫的著法在這個局面不合規則
        [move-out-value] 它的分數應為子差，例如 -0.50
        [not-canonical] 局面沒有以其標準形式寫出（開局庫寫出的形式）
       *[twice] 同一個局面出現兩次
    }
farewell-not-saved = 無法儲存這局棋：{ $why }
farewell-library = 你的對局庫中的 { $id }
farewell-gone = 它已經不在那裡了
farewell-holds-all = { $place } 保存了這局棋的全部 { $moves } 步：{ $command } 可繼續這局。
farewell-holds-part = { $dated ->
        [yes] { $place } 保存了這局棋在 { $date } { $time } 時的樣子，即 { $moves } 步中的前 { $played } 步：{ $command } 可從那裡繼續。
       *[no] { $place } 保存了這局棋較早的樣子，即 { $moves } 步中的前 { $played } 步：{ $command } 可從那裡繼續。
    }
farewell-unreadable = 無法讀取 { $place }：{ $why }
farewell-lost = { $kept ->
        [none] 這局棋沒有任何部分被保存。{ $moves ->
            [0] 它的 0 步棋譜：無
           *[other] 它的 { $moves } 步棋譜：{ $transcript }
        }
       *[some] { $moves ->
            [0] 它的 0 步棋譜：無
           *[other] 它的 { $moves } 步棋譜：{ $transcript }
        }
    }
error-cannot-open-game = { $problem ->
        [in-use] { $pid ->
            [0] 無法開啟對局 { $game }：它已在另一個 othello 中開啟。
           *[other] 無法開啟對局 { $game }：它已在另一個 othello 中開啟（程序 { $pid }）。
        }
       *[lock] 無法開啟對局 { $game }：無法鎖定它：{ $why }。
    }
error-open-disk-full = 磁碟已滿：請清出空間後再試一次（這局棋安全地保存在 { $folder }）。
error-open-read-only = 無法寫入 { $folder }，而進行中的對局每下一步都要儲存：請讓它可寫入，或把這局棋複製到別處，再用 --load 開啟副本（在此之前可用 othello show { $game } 印出它）。
error-terminal = 終端機錯誤：{ $why }
error-cannot-start = 無法啟動：{ $why }
error-cannot-make-folder = 無法建立資料夾 { $folder }：{ $why }
error-cannot-write-output = 無法寫入輸出：{ $why }
error-no-balanced-start = --random-start { $moves }：在這個深度找不到均勢的開局
io-error = { $kind ->
        [not-found] 沒有這個檔案或資料夾
        [permission-denied] 沒有權限
        [already-exists] 已經存在
        [invalid-data] 內容不符合預期
        [storage-full] 磁碟已滿
        [quota-exceeded] 磁碟配額已用完
        [read-only] 磁碟為唯讀
        [is-a-folder] 這是一個資料夾
        [not-a-folder] 路徑中有一部分不是資料夾
       *[other] { $os }
    }
error-rules-handicap = { $flag }：讓子為 0 到 4 個角，不是 { $corners }
error-rules-no-time = { $flag }：{ $side }沒有時間：時限必須大於零
error-rules-too-long = { $flag }：{ $hours } 小時太長了：時間最多 { $most } 小時
error-rules-side-without-time = { $side ->
        [black] 黑方沒有時間：請加上 --time 或 --black-time
       *[white] 白方沒有時間：請加上 --time 或 --white-time
    }
