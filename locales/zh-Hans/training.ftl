# 中文（简体，由繁体本以 OpenCC tw2sp 转换）：训练（终盘题目与开局练习）：它们的面板，以及在状态栏上说的话。每一则消息在每种
# 语言中都存在，属性与参数相同（由测试检查）。

## 两种训练共用的文本。
training-streak = 连续答对 { $current }（最高 { $best }），{ $tried } 次中答对 { $right } 次
training-record-unreadable = （无法读取记录档：记录不会保存）
not-a-move-here = { $square } 在这里不能下。
# 一组题目：$fewest 与 $most 是同一个数字时，$same 为 yes；不限差距时，$margin 为 -1。
difficulty = { $same ->
        [yes] { $fewest } 个空格
       *[no] { $fewest } 至 { $most } 个空格
    }{ $margin ->
        [-1] {""}
       *[other] ，差距最多 { $margin } 子
    }
# 句子中要练习的变化：$name 是开局本身的名字（Tiger、Rose……）。
line-named = { $name } 开局
line-book = 开局库的主变化

## 终盘题目：$way 是 play-out（每一步都下到终局）或 first-move（只找第一步）。
puzzle-title = 终盘题目
puzzle-to-move = 轮到{ $side }下，{ $empties } 个空格
puzzle-from = 出处：{ $source }
puzzle-set = 题组：{ $set }
puzzle-way = 方式：{ $way ->
        [play-out] 下完（p：只找第一步）
       *[first-move] 只找第一步（p：下完）
    }
puzzle-played = 已下：{ $moves }
puzzle-judging = 解算器正在判断……
puzzle-answering = 解算器正在应对……
puzzle-solved = 已解出。
puzzle-missed = 答错。
puzzle-solution = 解答。
puzzle-best-line = 最佳变化：{ $moves }
puzzle-best-line-here = 从这里起的最佳变化：{ $moves }
puzzle-line-from-start = 从题目局面起的变化：{ $moves }
puzzle-line = 变化：{ $moves }
puzzle-first-moves = 各个第一步：
puzzle-moves-here = 这里的各着法：
puzzle-its-first-moves = 题目的各个第一步：
# 在分数列表中，标在最佳着法旁。
puzzle-best-mark = 最佳
puzzle-none-with = 没有符合「{ $set }」的题目。
puzzle-intro = 轮到{ $side }下：{ $way ->
        [play-out] 把局面下完，每一步都要是最佳着法。
       *[first-move] 找出最佳着法。
    }
puzzle-set-now = 现在的题组：{ $set }。
puzzle-way-now = { $way ->
        [play-out] 把局面下完。
       *[first-move] 只找第一步。
    }
puzzle-over = 这一题已结束：按 n 下一题，按 r 再一次。
puzzle-judging-move = { $square }：解算器正在判断……
# 下完一个题目的过程中：你的着法是最佳着法，$side（解算器）已回应。
puzzle-progress = { $yours }：最佳。{ $side }回应 { $answer }；轮到你下。
puzzle-solved-out = 解出：以完美的下法下完，结果 { $score }（按 n 下一题）。
puzzle-right = 答对：{ $best }，双方完美应对时为 { $score }（按 n 下一题）。
puzzle-right-second = 答对：{ $best }，双方完美应对时为 { $score }；次佳 { $second } 为 { $second_score }（按 n 下一题）。
# 题目的第一步时 $at 为 0，否则是你下错的那一步是你的第几步。
puzzle-missed-move = { $at ->
        [0] {""}
       *[other] 你的第 { $at } 步{" "}
    }{ $played } 损失 { $lost ->
       *[other] { $lost } 子
    }：最佳 { $best }（{ $score }），变化 { $line }（按 r 再一次，按 n 下一题）。
puzzle-best = { $from ->
        [here] 这里最佳 { $best }（{ $score }）：{ $line }（按 n 下一题）。
        [start] 从题目的局面起，最佳 { $best }（{ $score }）：{ $line }（按 n 下一题）。
       *[puzzle] 最佳 { $best }（{ $score }）：{ $line }（按 n 下一题）。
    }

## 开局练习。
drill-title = 开局练习
drill-line = 变化：{ $line }
drill-you-play = 你是{ $side }
drill-opening = 开局：{ $name }
drill-moves = 棋谱：{ $moves }
drill-missed = 答错：{ $misses }
drill-over = 这条变化已结束（n：再一次）
drill-intro = { $line }：请下出{ $side }的着法。
drill-line-over = 这条变化已结束：按 r 再一次，按 p 改下另一方。
drill-right = { $square }：正确。
# 下错的一步：显示了程序的着法（s）而不是下了一步时，$played 为 none；$line_start 是开头
# 字母大写的 $line；不知道时，$value（正确着法在开局库中的评分）与 $name（正确着法形成的开局）
# 为 none。
drill-wrong = { $played ->
        [none] { $line_start }
       *[other] 不是 { $played }：{ $line }
    }接下来是 { $right }{ $value ->
        [none] {""}
       *[other] （开局库评分 { $value }）
    }{ $name ->
        [none] 。
       *[other] ；这是 { $name } 开局。
    }
drill-all-found = { $line }已全部下完：每一步都找到了。
drill-end = { $line }结束：答错 { $misses ->
       *[other] { $misses } 步
    }（按 n 再一次）。

## 练习的开局列表。
chooser-title = 选择要练习的开局
chooser-name = 名称：{ $typed }_
chooser-none = 没有名称含有这段文本的开局。
chooser-count = 共 { $count } 个
chooser-book-line = 开局库的主变化
chooser-intro = 选择要练习的开局：输入名称的一部分，按 Enter 开始练习。
chooser-none-type-less = 没有名称含有这段文本的开局：请少输入一些。
