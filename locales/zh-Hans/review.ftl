# 中文（简体，由繁体本以 OpenCC tw2sp 转换）：覆盘面板与开局探索的框。每一则消息在每种语言中都存在，属性与参数相同（由测试
# 检查）。

## 覆盘面板。
review-title = 覆盘
review-move-of = 第 { $number } 手，共 { $total } 手
review-final-position = 终局局面，共 { $total } 手
review-at-level = 等级 { $level }
# 每一方的统计：$lost 与 $mistakes 已补齐到各自的栏宽。
review-tally = 损失 { $lost } 失误 { $mistakes }
review-blunders = 大错 { $blunders }
review-analysing = 分析中：{ $total } 手中已完成 { $done } 手
review-played = { $side }下了
# 这一步的分数，以及开局库对它的评分。
review-score-book = { $score }，开局库 { $book }
review-best = 最佳 { $moves }（{ $score }）
review-lost = { $discs ->
        [0] 最佳着法
        [1] 损失 1 子
       *[other] 损失 { $discs } 子
    }
# 一条变化的标签，最多 6 栏：$label 是 line（最佳变化）或 played。
review-line-label = { $label ->
        [line] 变化
       *[played] 实战
    }
review-waiting = 已下 { $square }：等待引擎
review-graph-for-black = 黑方评分

## 开局探索 (%)：对局数据库中此局面的各个着法。
explorer-title = 对局数据库 (%)
explorer-title-filtered = 对局数据库 (%)：{ $filter }
explorer-over = 对局已结束。
explorer-looking = 查找中……
explorer-no-such-game = 数据库中没有对局 db:{ $number }
explorer-no-database = { $folder } 中还没有对局数据库：请用 othello db import 导入对局
# $total 是局数，$total_text 是以该语言的分隔符号写出的同一数字。
explorer-none = { $total ->
       *[other] { $total_text } 局对局中，没有任何一局经过这个局面。
    }
explorer-games = { $total ->
       *[other] { $total_text } 局中的 { $games } 局
    }
# 表格的标题，每一栏都不超过栏宽：着法 4、局数 8、结果 11、平均 5、评分 5 栏。
explorer-head = 开局探索的各栏
    .move = 着法
    .games = 局数
    .results = 黑胜/和/负
    .mean = 平均
    .value = 评分
explorer-legend = 评分：b 开局库，h 提示
explorer-legend-plies = 评分：b 开局库（{ $plies }），h 提示
