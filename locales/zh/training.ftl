# 中文（繁體）：訓練（終盤題目與開局練習）：它們的面板，以及在狀態列上說的話。每一則訊息在每種
# 語言中都存在，屬性與參數相同（由測試檢查）。

## 兩種訓練共用的文字。
training-streak = 連續答對 { $current }（最高 { $best }），{ $tried } 次中答對 { $right } 次
training-record-unreadable = （無法讀取記錄檔：記錄不會保存）
not-a-move-here = { $square } 在這裡不能下。
# 一組題目：$fewest 與 $most 是同一個數字時，$same 為 yes；不限差距時，$margin 為 -1。
difficulty = { $same ->
        [yes] { $fewest } 個空格
       *[no] { $fewest } 至 { $most } 個空格
    }{ $margin ->
        [-1] {""}
       *[other] ，差距最多 { $margin } 子
    }
# 句子中要練習的變化：$name 是開局本身的名字（Tiger、Rose……）。
line-named = { $name } 開局
line-book = 開局庫的主變化

## 終盤題目：$way 是 play-out（每一步都下到終局）或 first-move（只找第一步）。
puzzle-title = 終盤題目
puzzle-to-move = 輪到{ $side }下，{ $empties } 個空格
puzzle-from = 出處：{ $source }
puzzle-set = 題組：{ $set }
puzzle-way = 方式：{ $way ->
        [play-out] 下完（p：只找第一步）
       *[first-move] 只找第一步（p：下完）
    }
puzzle-played = 已下：{ $moves }
puzzle-judging = 解算器正在判斷……
puzzle-answering = 解算器正在應對……
puzzle-solved = 已解出。
puzzle-missed = 答錯。
puzzle-solution = 解答。
puzzle-best-line = 最佳變化：{ $moves }
puzzle-best-line-here = 從這裡起的最佳變化：{ $moves }
puzzle-line-from-start = 從題目局面起的變化：{ $moves }
puzzle-line = 變化：{ $moves }
puzzle-first-moves = 各個第一步：
puzzle-moves-here = 這裡的各著法：
puzzle-its-first-moves = 題目的各個第一步：
# 在分數列表中，標在最佳著法旁。
puzzle-best-mark = 最佳
puzzle-none-with = 沒有符合「{ $set }」的題目。
puzzle-intro = 輪到{ $side }下：{ $way ->
        [play-out] 把局面下完，每一步都要是最佳著法。
       *[first-move] 找出最佳著法。
    }
puzzle-set-now = 現在的題組：{ $set }。
puzzle-way-now = { $way ->
        [play-out] 把局面下完。
       *[first-move] 只找第一步。
    }
puzzle-over = 這一題已結束：按 n 下一題，按 r 再一次。
puzzle-judging-move = { $square }：解算器正在判斷……
# 下完一個題目的過程中：你的著法是最佳著法，$side（解算器）已回應。
puzzle-progress = { $yours }：最佳。{ $side }回應 { $answer }；輪到你下。
puzzle-solved-out = 解出：以完美的下法下完，結果 { $score }（按 n 下一題）。
puzzle-right = 答對：{ $best }，雙方完美應對時為 { $score }（按 n 下一題）。
puzzle-right-second = 答對：{ $best }，雙方完美應對時為 { $score }；次佳 { $second } 為 { $second_score }（按 n 下一題）。
# 題目的第一步時 $at 為 0，否則是你下錯的那一步是你的第幾步。
puzzle-missed-move = { $at ->
        [0] {""}
       *[other] 你的第 { $at } 步{" "}
    }{ $played } 損失 { $lost ->
       *[other] { $lost } 子
    }：最佳 { $best }（{ $score }），變化 { $line }（按 r 再一次，按 n 下一題）。
puzzle-best = { $from ->
        [here] 這裡最佳 { $best }（{ $score }）：{ $line }（按 n 下一題）。
        [start] 從題目的局面起，最佳 { $best }（{ $score }）：{ $line }（按 n 下一題）。
       *[puzzle] 最佳 { $best }（{ $score }）：{ $line }（按 n 下一題）。
    }

## 開局練習。
drill-title = 開局練習
drill-line = 變化：{ $line }
drill-you-play = 你是{ $side }
drill-opening = 開局：{ $name }
drill-moves = 棋譜：{ $moves }
drill-missed = 答錯：{ $misses }
drill-over = 這條變化已結束（n：再一次）
drill-intro = { $line }：請下出{ $side }的著法。
drill-line-over = 這條變化已結束：按 r 再一次，按 p 改下另一方。
drill-right = { $square }：正確。
# 下錯的一步：顯示了程式的著法（s）而不是下了一步時，$played 為 none；$line_start 是開頭
# 字母大寫的 $line；不知道時，$value（正確著法在開局庫中的評分）與 $name（正確著法形成的開局）
# 為 none。
drill-wrong = { $played ->
        [none] { $line_start }
       *[other] 不是 { $played }：{ $line }
    }接下來是 { $right }{ $value ->
        [none] {""}
       *[other] （開局庫評分 { $value }）
    }{ $name ->
        [none] 。
       *[other] ；這是 { $name } 開局。
    }
drill-all-found = { $line }已全部下完：每一步都找到了。
drill-end = { $line }結束：答錯 { $misses ->
       *[other] { $misses } 步
    }（按 n 再一次）。

## 練習的開局列表。
chooser-title = 選擇要練習的開局
chooser-name = 名稱：{ $typed }_
chooser-none = 沒有名稱含有這段文字的開局。
chooser-count = 共 { $count } 個
chooser-book-line = 開局庫的主變化
chooser-intro = 選擇要練習的開局：輸入名稱的一部分，按 Enter 開始練習。
chooser-none-type-less = 沒有名稱含有這段文字的開局：請少輸入一些。
