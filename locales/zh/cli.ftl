# 中文（繁體）：命令列本身給人看的文字（以文字輸出的 othello solve、show 與 analyze）。每一則訊息
# 在每種語言中都存在，屬性與參數相同（由測試檢查）。給程式讀的輸出（JSON、GGF、棋譜、NBoard
# 協定）從不翻譯。

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
