# 中文（简体，由繁体本以 OpenCC tw2sp 转换）：游戏画面的文本（状态栏、侧边面板、棋盘上的字），以及玩家读到的引擎信息。
# 每一则消息在每种语言中都存在，属性与参数相同（由测试检查）。

## 语言对自己的称呼（新局画面的「语言」一列）。
language-name = 简体中文

## 双方与玩家。
side-black = 黑方
side-white = 白方
# 电脑没有自己的名字时所用的名称。
player-computer = 电脑（等级 { $level }）
# 一方加上玩家的名字：「黑方（Ann）」。
player-titled = { $side }（{ $name }）
player-titled-computer = { $side }（电脑，等级 { $level }）

## 计数的事物（$count 是数字；中文不分单复数，只有 other 一种形式）。
discs = { $count ->
       *[other] { $count } 子
    }
legal-moves = { $count ->
       *[other] { $count } 处可下
    }
plies = { $count ->
       *[other] { $count } 步
    }
plies-range = { $shallowest }-{ $deepest } 步
# $seconds 已用该语言的小数点写好。
seconds = { $seconds } 秒
# 枚举的各项之间，例如目前的规则。
list-separator = {"、"}
# 在该写出着法的地方表示停手。
move-pass = 停手

## 结果：$won 与 $lost 是最终比分，$won_discs 与 $lost_discs 是棋盘上的子数。
outcome-discs = { $empties ->
        [0] { $winner }以 { $won }-{ $lost } 获胜
        [one] { $winner }以 { $won }-{ $lost } 获胜（棋盘上 { $won_discs }-{ $lost_discs }；剩下的空格归胜方）
       *[other] { $winner }以 { $won }-{ $lost } 获胜（棋盘上 { $won_discs }-{ $lost_discs }；剩下的 { $empties } 个空格归胜方）
    }
outcome-forfeit = { $ending ->
        [time] { $loser }超时判负：{ $winner }以 { $won }-{ $lost } 获胜（棋盘上 { $won_discs }-{ $lost_discs }）
       *[resigned] { $loser }认输：{ $winner }以 { $won }-{ $lost } 获胜（棋盘上 { $won_discs }-{ $lost_discs }）
    }
outcome-draw = { $empties ->
        [0] 和局 32-32
       *[other] 和局 32-32（棋盘上 { $black_discs }-{ $white_discs }）
    }

## 目前的规则，寥寥数字：每一项是一则消息，各项并列。
in-force-untimed = 不计时
in-force-time-each = 每方 { $time }
in-force-time-by-side = 黑方 { $black }，白方 { $white }
in-force-increment = { $time }，每步加 { $seconds }
in-force-delay = 延时 { $seconds }
in-force-handicap = { $corners ->
       *[other] 让子：让{ $receiver } { $corners } 个角
    }

## 状态栏。$verdict 是 win、draw 或 loss；$score 是分数，例如 +4。
to-move = 轮到{ $name }下
to-move-clocks-wait = 轮到{ $name }下：按下第一个键后开始计时
typed = 已输入：{ $letter }_
thinking = { $name }思考中……
thinking-book = { $name }思考中：取自开局库，{ $best }（{ $score }）
thinking-exact = { $name }思考中：已算到终局，最佳 { $best }（精确 { $score }）
thinking-sure = { $name }思考中：已看到终局，最佳 { $best }（{ $score }，把握 { $percent }%）
thinking-proven = { $name }思考中：已看到终局，{ $best } { $verdict ->
        [win] 必胜
        [draw] 必和
       *[loss] 必败
    }（已证明；{ $score }，把握 { $percent }%）
thinking-depth = { $name }思考中：深度 { $depth }，最佳 { $best }（{ $score }）
# 立即解算：$step 是下面的某一则 solving- 消息；$nodes 与 $seconds 已写好。
solving = 正在解算 { $empties } 个空格：{ $step }；{ $nodes } 个节点，{ $seconds } 秒（Esc 停止）。
solving-first-steps = 初步计算
solving-exact = 精确，最佳 { $best }（{ $score }）
solving-proven = { $side }{ $verdict ->
        [win] 必胜
        [draw] 必和
       *[loss] 必败
    }（已证明），着法 { $best }（{ $score }，把握 { $percent }%）
solving-sure = 把握 { $percent }%，最佳 { $best }（{ $score }）
solving-depth = 深度 { $depth }，最佳 { $best }（{ $score }）
# $outcome 是 $side（轮到的一方）的 win、draw 或 loss；$margin 是它赢或输的子数。
solved = 解算完成：最佳着法是 { $best }，双方都完美应对时{ $side }{ $outcome ->
        [win] 赢 { $margin } 子
        [draw] 和局
       *[loss] 输 { $margin } 子
    }（{ $score }；{ $nodes } 个节点，{ $seconds } 秒）。
not-saved = 未保存：{ $problem }。每下一步后都会再试一次。
opening-book-moves = 开局库（{ $depths }）：{ $moves }。
review-comment = 第 { $number } 手 { $played } 的注解：{ $comment }
review-autoplay = 自动播放，每步 { $seconds }（空白键停止）。
editor-status = 棋盘编辑器：黑子 { $black ->
       *[other] { $black } 枚
    }，白子 { $white ->
       *[other] { $white } 枚
    }；轮到{ $side }下（{ $moves }）。标记处即合法落子。
editor-passes-first = 没有合法落子：{ $side }须先停一手

## 状态栏上的提示：$what 是 hints-every 或 hints-best。
hints-every = 提示 (i)
hints-best = 最佳着法 (t)
hints-on = { $what }：打开。
hints-thinking = { $what }：思考中……
hints-exact = { $what }：已算到终局，数字为精确的终局子差。
# 搜索仍在进行时，$more 为 yes。
hints-sure = { $what }：数字为终局子差，把握 { $percent }%{ $more ->
        [yes] ，把握还会提高。
       *[no] 。
    }
hints-proven = { $what }：{ $best } { $verdict ->
        [win] 必胜
        [draw] 必和
       *[loss] 必败
    }（已证明）；数字为终局子差，把握 { $percent }%{ $more ->
        [yes] ，把握还会提高。
       *[no] 。
    }
hints-deepening = { $what }：深度 { $depth }（目标 { $target }），加深中；数字为子差。
hints-depth = { $what }：深度 { $depth }；数字为子差；按 + 加深。

## 策略标示 (o)：一行说明标记的意思。
overlay-stable = 稳定子 (*)：再也不会被翻转的棋子；黑方 { $black } 枚，白方 { $white } 枚。先从角形成，再由角沿边延伸。(o: 下一个)
overlay-frontier = 边缘子 (+)：紧邻空格的棋子，像一道墙，让对方有棋可下；黑方 { $black } 枚，白方 { $white } 枚。越少越好。(o: 下一个)
overlay-corners = 空角旁的 X 格与 C 格 (X, C)：占下它们可能把角送给对方。(o: 下一个)
overlay-parity = 奇偶性：{ $regions } 个空区，其中 { $odd } 个为奇数（数字是该区的大小，# 表示 10 以上；粗体为奇数）。在区内最后落子者有利：先下奇数区。(o: 下一个)
overlay-parity-later = 奇偶性：空格剩 { $from } 个以内时才标示空区（目前 { $empties } 个）。(o: 下一个)

## 连接对局的状态。
network-waiting-code = 等待玩家加入：{ $command }
network-waiting = 等待玩家加入。
network-reading-rules = { $name } 正在阅读规则……
# 第一次来回时间测得之前，$milliseconds 为 -1；$sent 是 none 或一个格。
network-connected = { $milliseconds ->
        [-1] 已与 { $name } 连接
       *[other] 已与 { $name } 连接，延迟 { $milliseconds } 毫秒
    }{ $sent ->
        [none] 。
       *[other] ；已送出 { $sent }。
    }
network-lost-over = 与 { $name } 的连接中断：对局已结束，保存在本机。
network-lost-host-their-clock = 与 { $name } 的连接中断：等待对方回来；轮到对方下，对方的棋钟继续走。
network-lost-guest-your-clock = 与 { $name } 的连接中断：正尝试连上主机；轮到你下，你的棋钟继续走。
network-lost-host-stopped = 与 { $name } 的连接中断：等待对方回来；棋钟已停止；对方回来后会送出你的着法。
network-lost-guest-stopped = 与 { $name } 的连接中断：正尝试连上主机；棋钟已停止。

## 侧边面板。
panel-wins = 获胜
# 棋钟的标签：剩余时间，或不计时对局中已用的时间。
panel-clock-left = 剩余
panel-clock-used = 已用
panel-in-hand = 手上 { $count } 枚
panel-opening = 开局：
panel-moves = 棋谱
panel-moves-none = 尚无
panel-moves-hidden = 暂停时隐藏
panel-moves-more = 棋谱（还有 { $rows } 列：PgUp PgDn）
# 数字来自哪一种搜索。
source-book = 开局库
source-exact = 精确
source-sure = 把握 { $percent }%
source-depth = 深度 { $depth }
source-depth-selective = 选择性深度 { $depth }
lines-heading = 变化（{ $source }）
lines-heading-exact = 变化（精确，下到终局）
# 一条变化的标签，最多 6 栏：$label 是 best 或 cursor。
lines-label = { $label ->
        [best] 最佳
       *[cursor] 光标
    }
# 一步棋已证明的结果，显示在分数旁。
verdict = { $verdict ->
        [win] 必胜
        [draw] 必和
       *[loss] 必败
    }

## 棋盘与分数图。
board-paused = 已暂停：按任意键继续
graph-title = 黑方评分：
graph-computer = 电脑
graph-hints = 提示
graph-move = 手数
too-small = 终端机大小为 { $size }；othello 至少需要 { $least }。请把窗口放大（按 q 离开）。

## 说明 (?)：标题、棋盘上各标记的意思（.large：在大棋盘上），以及底部一行。
help-title = 说明
help-keys = 按键
help-keys-review = 覆盘时的按键
help-on-the-board = 棋盘上
help-in-the-save-box = 保存框中
help-mark-discs = 黑子与白子
    .large = 黑子与白子（在大棋盘上又大又圆）
help-mark-legal = 轮到的一方的合法落子
    .large = 轮到的一方的合法落子（在大棋盘上为 •）
help-mark-cursor = 光标
    .large = 光标
help-mark-last-move = 上一步，另加底线
    .large = 上一步，另加底线（大棋子上的一个点）
help-mark-flipped = 上一步翻转的棋子，短暂显示
    .large = 上一步翻转的棋子，短暂显示（在大棋盘上为灰色或暗色）
help-mark-number = 按 m 时：下出该棋子的手数
    .large = 按 m 时：下出该棋子的手数
help-mark-stable = 按 o 时：稳定子；边缘子
    .large = 按 o 时：稳定子；边缘子
help-mark-x-c = 按 o 时：空角旁的 X 格与 C 格
    .large = 按 o 时：空角旁的 X 格与 C 格
help-mark-region = 按 o 时：空区的大小（奇数时为粗体）
    .large = 按 o 时：空区的大小（奇数时为粗体）
help-mark-running = 正在走的棋钟
    .large = 正在走的棋钟
help-mark-low = 时间所剩不多的棋钟
    .large = 时间所剩不多的棋钟
help-mark-winner = 胜方
    .large = 胜方
help-to-rules = r 规则
help-to-keys = r 按键
rules-box-title = 规则
# $arrows 是终端机所显示的方向键；$other 是 help-to-rules 或 help-to-keys。
help-foot-scroll = { $arrows } PgUp PgDn 卷动；{ $other }；按其他键关闭
help-foot = { $other }；按其他键关闭

## 新局画面的框。
new-game-title = 新局
new-game-stays = 进行中的对局会保留在对局库中。

## 问题与对话框。
quit-title = 离开
quit-question = 要离开吗？对局会保留在你的对局库中：用 othello --resume 即可继续。
overwrite-title = 取代？
# $holds 说明文件里存的是什么，例如「一局已结束的对局」。
overwrite-question = { $path } 已存有：{ $holds }。要用这一局取代它吗？
asked-title = 对方请求
resign-title = 认输
resign-question = 要认输吗？对局立即结束，由对方获胜。
open-pasted-title = 打开？
# $kind 是 save、ggf、position、transcript 或 database。
open-pasted-question = 要把粘贴的内容（{ $kind ->
        [save] othello 存盘
        [ggf] GGF 对局
        [position] 局面
        [database] 对局数据库中的对局
       *[transcript] 棋谱
    }）当作新局打开吗？进行中的对局会保留在你的对局库中。
chat-title = 聊天
chat-say-to = 对 { $name } 说：
chat-keys = Enter: 送出   Esc: 取消
chat-nothing-yet = 还没有人说话：按 t 发言。
chat-history-keys = Up Down PgUp PgDn: 卷动   t: 发言   其他键: 返回
copy-title = 拷贝
copy-what = 通过终端机拷贝到剪贴板（OSC 52；有些终端机，以及未打开 set-clipboard 的 tmux，会忽略它）：
comment-title = 注解
comment-on = 对 { $about } 的注解：
comment-keys = Enter: 保留（留空则删除）   Esc: 取消
filter-title = 开局探索筛选
filter-what = 开局探索所用的对局：玩家名字的一部分与年份（2005、1990-2000、2000-）；留空则为全部对局。
filter-keys = Enter: 统计这些对局   Esc: 取消
save-title = 保存
save-as = 将对局保存为（只写名称则存入 { $folder }）：
save-keys = Enter: 保存   Esc: 取消
save-keys-then-quit = Enter: 保存并离开   Esc: 取消
save-editing = 编辑：{ $arrows } Home End Ctrl-U Ctrl-W

## 结果横幅。
result-title = 对局结束
result-wins = { $name }以 { $won }-{ $lost } 获胜
result-draw = 和局 32-32
result-out-of-time = { $name }超时
result-resigned = { $name }认输
result-on-the-board = 棋盘上 { $first }-{ $second }
result-any-key = 按任意键关闭

## 对局数据库中经过此局面的对局。
# $games 是局数，$games_text 是以该语言的分隔符号写出的同一数字。
games-title = 对局数据库：此局面的对局
games-of-move = { $square }：{ $games ->
       *[other] { $games_text } 局
    }，占 { $share }%   (← → 其他着法)
games-every-move = 所有着法：{ $games ->
       *[other] 共列出 { $games_text } 局
    }   (← → 单一着法)
games-keys = ↑ ↓ 选择   Enter 覆盘（唯读）   Esc 返回

## 新局画面的各列：标签（同一则消息的属性），然后是各个值。
new-game-labels = 新局的选项
    .opponent = 对手
    .level = 等级
    .time = 时间
    .increment = 加秒
    .handicap = 让子
    .start = 起始局面
    .hint-depth = 提示深度
    .hint-solve = 提示解算
    .learning = 学习
    .language = 语言
new-game-opponent-person = 在这台键盘前的人
# $side 是 black 或 white。
new-game-opponent-computer = 电脑，执{ $side ->
        [black] 黑
       *[white] 白
    }
new-game-needs-computer = （对电脑时）
new-game-needs-time = （计时时）
new-game-needs-standard-start = （标准开局时）
new-game-untimed = 不计时
new-game-minutes = 每方 { $minutes } 分钟
new-game-none = 无
new-game-off = 关闭
new-game-increment = 每步 { $seconds } 秒
new-game-handicap = { $corners ->
       *[other] 让{ $side ->
            [black] 黑方
           *[white] 白方
        } { $corners } 个角
    }
new-game-learning-standard-only = 打开，仅限标准开局且无让子
new-game-learning-on = 开局库会从电脑的败局中学习
new-game-start-standard = 标准
new-game-start-random = 随机、均衡，已下 8 手
new-game-start-editor = 在棋盘编辑器中摆设
new-game-exact-from = 剩 { $empties } 个空格起精确计算
new-game-system-language = 系统语言（LANG）
