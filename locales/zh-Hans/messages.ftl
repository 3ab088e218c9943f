# 中文（简体，由繁体本以 OpenCC tw2sp 转换）：对局进行时游戏在状态栏上说的话（每则消息都是完整的句子）。每一则消息在每
# 种语言中都存在，属性与参数相同（由测试检查）。

## 下棋。
type-column-first = 请先输入直行 a-h，再输入 { $row }。
game-over = 对局已结束。
over-clocks-stopped = 对局已结束：棋钟已停止。
over-new-or-quit = 对局已结束：按 n 开新局，按 q 离开。
paused = 已暂停：按任意键继续。
paused-start-clocks = 已暂停：按任意键开始计时。
# $state 为 on 或 off。
move-numbers = 棋子上的手数：{ $state ->
        [on] 打开
       *[off] 关闭
    }（m）。
review-nothing-yet = 还没有可覆盘的着法。
review-clocks-stopped = 覆盘中：棋钟停止，直到你回到对局。
# $theme 为 green、dark、light 或 contrast。
theme-chosen = 配色：{ $theme ->
        [green] 绿色
        [dark] 深色
        [light] 浅色
       *[contrast] 高对比
    }（T：下一个）。
# $marked 为 yes 或 no。
legal-marks = 合法落子{ $marked ->
        [yes] 已标示
       *[no] 未标示
    }（L：再切换）。
preferences-not-kept = 偏好设置未保存：{ $problem }。
hints-deeper = 提示深度现为 { $depth } 步。
hints-deeper-off = 提示已关闭：按 i 显示提示，按 t 显示最佳着法。
hints-deepest = 提示深度已达 { $depth } 步。
# $shown 为 yes 或 no。
graph-shown = 分数图{ $shown ->
        [yes] 已显示
       *[no] 已隐藏
    }（Ctrl-G：再切换）。
solve-stopped = 解算已停止（按 S 重新开始）。
solve-over = 对局已结束：没有可解算的局面。
solve-on-your-move = 轮到{ $name }下：请在轮到你时再解算。
solve-already-solved = 本次已解算过：解答就在下方。
solve-already-solving = 已在解算中：按 Esc 停止。
# 某个键在连接对局中不能做的事；$what 是该键所对应的选项。
network-refused = 连接对局中无法这样做：{ $what ->
        [redo] 悔掉的着法已不复存在。
        [pause] 只有在连接中断时棋钟才会停止。
        [new-game] 按 q 离开对局（保留在对局库中），之后按 r 可提议再战。
        [hints] 与真人对弈时没有引擎提示。
        [edit] 棋盘属于这局对局，不能编辑。
       *[review] 覆盘要等对局结束后才能进行。
    }
borrowed-disc = { $side }手上已无棋子：{ $side }向{ $other }取了一枚棋子。
passes = { $side }没有合法落子，停一手。
computer-thinking-wait = { $name }思考中：它会自行落子（按 u 悔回你的上一步）。
engine-chose-illegal = 引擎选了 { $square }，但那里不能下。
engine-no-move = 引擎找不到任何着法。
engine-failed = 电脑无法下棋：{ $problem }。
search-failed = 分析失败：{ $problem }。
illegal-occupied = { $square } 已经有棋子了。
illegal-flips-nothing = 下在 { $square } 翻不到任何棋子。
taken-back = { $moves ->
        [1] 已悔回一步。
       *[other] 已悔回 { $moves } 步（你的一步与电脑的回应）。
    }
played-again = { $moves ->
       *[other] 已重下 { $moves } 步。
    }
nothing-to-undo = 没有可悔的棋。
nothing-to-redo = 没有可重下的棋。
not-taken-back = 无法悔棋：{ $why }。
take-back-nothing = 没有可悔的着法
take-back-lost-on-time = 超时判负无法悔回
take-back-resigned = 认输无法悔回
take-back-no-time = 少了那一步加到的时间，{ $side }就没有剩余时间了
# 让子对局开头的话：让 $name $corners 个角。
handicap-to = { $corners ->
       *[other] 本局让{ $name } { $corners } 个角。
    }
# $other 为 black 或 white：也可以改让这些角的那一方。
handicap-to-computer = { $corners ->
       *[other] 本局让{ $name } { $corners } 个角：角让给了电脑（改用 --handicap-to { $other } 则让给你）。
    }

## 新局。
# 离开的对局有着法时，$kept 为 yes；$from 是新局开始的手数（0：从头开始）。
new-game-from-move = { $from ->
        [0] 已开新局
       *[other] 已从第 { $from } 手开新局
    }{ $kept ->
        [yes] ：上一局保留在对局库中（用 othello games 可列出）。
       *[no] 。
    }
new-game-set-up = 以摆设的局面开新局：轮到{ $side }下。
new-game-set-up-passes = 以摆设的局面开新局：{ $side }没有合法落子，停一手，轮到{ $moving }下。
rematch = 再战，交换颜色。
back-to-the-game = 回到对局。

## 保存。
save-type-a-name = 请输入文件名，或按 Esc 取消。
saved-to = 已保存到 { $path }。
save-failed = 未保存：{ $problem }。
# 即将被覆写的文件里存的是什么。
holds-game = 另一局棋（{ $black } - { $white }，{ $moves ->
       *[other] { $moves } 步
    }，{ $state }）
holds-unfinished = 未下完
holds-not-a-game = 一个不是 othello 对局的文件
holds-unreadable = 一个无法读取的存盘
training-record-not-kept = 训练记录未保存：{ $problem }。

## 棋盘编辑器。
editor-cannot-play = 无法下这个局面：双方都无处可下。
editor-neither-moves = 双方都无处可下
editor-cancelled = 棋盘已恢复原样。

## 开局库从败局中学习。
learned-nothing = 开局库已经知道这局败局的开局：没有新东西可学。
learned = 开局库已从败局中学习：搜索了 { $positions ->
       *[other] { $positions } 个局面
    }并写入 book.bin。
learning-failed = 开局库未能从败局中学习：{ $problem }。

## 剪贴板：拷贝时说明拷贝到哪里，也说明可能没有作用。
copy-no-moves = 还没有可拷贝的着法。
copy-not-a-position = 未拷贝：这个棋盘不是可下的局面（双方都无处可下）。
copy-failed = 未拷贝：无法写入终端机（{ $problem }）。
copy-unread = 未拷贝：无法从对局数据库读取这局棋（{ $problem }）。
copied-transcript = 已将棋谱（{ $moves ->
       *[other] { $moves } 步
    }）拷贝到终端机的剪贴板（OSC 52）。
copied-position = 已将局面（轮到{ $side }下）拷贝到终端机的剪贴板（OSC 52）。
copied-ggf = 已将对局以 GGF 格式拷贝到终端机的剪贴板（OSC 52）。
two-sentences = { $first }{ $second }
clipboard-unknown = 有些终端机会忽略它。
clipboard-tmux = 在 tmux 中，只有设置 set -g set-clipboard on 才会送到终端机。
clipboard-iterm = iTerm2 须勾选「Applications in terminal may access clipboard」才会接受。
clipboard-screen = GNU screen 会丢弃它：剪贴板没有改变。
clipboard-vte = 这个终端机（VTE，如 GNOME Terminal）会忽略它：剪贴板没有改变。
clipboard-apple = macOS 的「终端机」会忽略它：剪贴板没有改变。
paste-network = 未打开：粘贴的对局只能在同一台键盘前下，不能用于连接对局。
paste-too-long = 未打开：粘贴的内容超过 { $kib } KiB，比一份对局记录还长。
paste-not-a-record = 未打开：粘贴的内容不是棋谱、局面或 GGF 对局（{ $why }）。
paste-failed = 未打开：{ $why }。
# $kind 为 save、ggf、position、transcript 或 database。
paste-set-up = 已在棋盘上摆出粘贴的{ $kind ->
        [save] {" "}othello 存盘
        [ggf] {" "}GGF 对局
        [position] 局面
        [database] 对局数据库中的对局
       *[transcript] 棋谱
    }：按 Enter 开始下。
pasted-opened = 已将粘贴的{ $kind ->
        [save] {" "}othello 存盘
        [ggf] {" "}GGF 对局
        [position] 局面
        [database] 对局数据库中的对局
       *[transcript] 棋谱
    }当作新局打开，轮到{ $side }下。
pasted-opened-over = 已将粘贴的{ $kind ->
        [save] {" "}othello 存盘
        [ggf] {" "}GGF 对局
        [position] 局面
        [database] 对局数据库中的对局
       *[transcript] 棋谱
    }当作新局打开：对局已结束。

## 开局探索的筛选与对局数据库。
filter-every-game = 开局探索统计所有对局。
filter-set = 开局探索只统计符合「{ $games }」的对局。
filter-refused = { $why }：请输入名字的一部分与年份，例如 1990-2000。
filter-not-a-year = `{ $text }` 不是年份
filter-backwards = { $from }-{ $to } 的结束早于开始
games-explorer-first = 请先打开开局探索（%）：列出的是它的对局。
games-computer-to-move = 轮到电脑下：等它下完再列出对局。
games-over = 对局已结束：没有可列出对局的着法。
games-none = 没有任何对局经过这个局面。
games-nothing-chosen = 没有可覆盘的对局。
games-not-legal = db:{ $number } 的着法不是一局合法的对局。
# 数据库不知道年份时，$year 为 0。
games-reviewing = db:{ $number } { $black } - { $white }，{ $tournament }{ $year ->
        [0] {""}
       *[other] ，{ $year }
    }：唯读（按 Enter 从这里以新局续下；按 Esc 回到列表）。
review-record-players = db:{ $number } { $black } - { $white }
review-record-event = { $tournament }{ $year ->
        [0] {""}
       *[other] ，{ $year }
    }
games-back-to-list = 回到对局列表。
games-play-on = 已从 db:{ $number } 的第 { $from } 手开新局：这局是你的，你一落子就会保留在对局库中。

## 覆盘。
review-no-mistake-yet = 这个方向还没有标示出失误：分析仍在进行。
review-no-mistake = 这个方向没有失误。
review-level = 以等级 { $level } 重新覆盘。
# $pace 以秒数写出（文本见 seconds）。
autoplay-on = 着法自动播放，每步 { $pace }（空白键停止，[ ] 调整速度）。
autoplay-off = 自动播放已停止。
autoplay-pace = 自动播放：每步 { $pace }。
comment-removed = 第 { $number } 手现在没有注解。
comment-kept = 已保留第 { $number } 手的注解，随对局保存。
comment-database-game = 数据库中的对局是唯读的：按 Enter 从这里以你自己的对局续下，就能加注解。
comment-final-position = 终局局面不是一步棋，无法加注解：按 <- 显示最后一步。

## 聊天：你自己说的话如何标示。
chat-you = 你

## 画面关闭之后：对局存放在哪里（$id 是它在对局库中的名称）。
farewell-over = 这局棋已存入你的对局库，名称为 { $id }：othello show { $id }
farewell-resume = 这局棋已存入你的对局库，名称为 { $id }：othello --resume { $id } 可继续这局。
