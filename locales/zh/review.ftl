# 中文（繁體）：覆盤面板與開局探索的框。每一則訊息在每種語言中都存在，屬性與參數相同（由測試
# 檢查）。

## 覆盤面板。
review-title = 覆盤
review-move-of = 第 { $number } 手，共 { $total } 手
review-final-position = 終局局面，共 { $total } 手
review-at-level = 等級 { $level }
# 每一方的統計：$lost 與 $mistakes 已補齊到各自的欄寬。
review-tally = 損失 { $lost } 失誤 { $mistakes }
review-blunders = 大錯 { $blunders }
review-analysing = 分析中：{ $total } 手中已完成 { $done } 手
review-played = { $side }下了
# 這一步的分數，以及開局庫對它的評分。
review-score-book = { $score }，開局庫 { $book }
review-best = 最佳 { $moves }（{ $score }）
review-lost = { $discs ->
        [0] 最佳著法
        [1] 損失 1 子
       *[other] 損失 { $discs } 子
    }
# 一條變化的標籤，最多 6 欄：$label 是 line（最佳變化）或 played。
review-line-label = { $label ->
        [line] 變化
       *[played] 實戰
    }
review-waiting = 已下 { $square }：等待引擎
review-graph-for-black = 黑方評分

## 開局探索 (%)：對局資料庫中此局面的各個著法。
explorer-title = 對局資料庫 (%)
explorer-title-filtered = 對局資料庫 (%)：{ $filter }
explorer-over = 對局已結束。
explorer-looking = 查詢中……
explorer-no-such-game = 資料庫中沒有對局 db:{ $number }
explorer-no-database = { $folder } 中還沒有對局資料庫：請用 othello db import 匯入對局
# $total 是局數，$total_text 是以該語言的分隔符號寫出的同一數字。
explorer-none = { $total ->
       *[other] { $total_text } 局對局中，沒有任何一局經過這個局面。
    }
explorer-games = { $total ->
       *[other] { $total_text } 局中的 { $games } 局
    }
# 表格的標題，每一欄都不超過欄寬：著法 4、局數 8、結果 11、平均 5、評分 5 欄。
explorer-head = 開局探索的各欄
    .move = 著法
    .games = 局數
    .results = 黑勝/和/負
    .mean = 平均
    .value = 評分
explorer-legend = 評分：b 開局庫，h 提示
explorer-legend-plies = 評分：b 開局庫（{ $plies }），h 提示
