# 中文（简体，由繁体本以 OpenCC tw2sp 转换）：命令行本身给人看的文本（各子命令以文本输出的内容、othello join 的询问，
# 以及命令行的错误消息）。每一则消息在每种语言中都存在，属性与参数相同（由测试检查）。
# 给程序读的输出（JSON、GGF、棋谱、NBoard 协定）从不翻译。

## 棋盘图下方的说明。
diagram-legend = （X 黑子，O 白子，* 可下的位置）

## othello solve：$side 是为之计算局面的一方。
# 长时间计算之前的提醒。
solve-long = { $empties } 个空格：算到终局可能要花上几个小时（每多一个空格，时间约多三倍）；按 Ctrl-C 可停止
solve-to-move = { $empties ->
       *[other] 轮到{ $side }下，{ $empties } 个空格。
    }
solve-game-over = 对局已结束。
solve-passes = { $side }无处可下，只能停手。
# $score 是 $side 的终局子差，带正负号；$outcome 是 win 或 draw；$winner 赢 $margin 子，
# $won-$lost 是终局比分。
solve-score = { $outcome ->
        [draw] 分数：{ $side } { $score }：双方完美下法下为和局（32-32）。
       *[win] 分数：{ $side } { $score }：双方完美下法下{ $winner }赢 { $margin } 子（{ $won }-{ $lost }）。
    }
solve-best = 最佳：{ $moves }
# 不是最佳的着法，各附上计算证明的最高分：「c7 <=+36」。
solve-others = 其他：{ $moves }
solve-line = 变化：{ $moves }
# $nodes 与 $seconds 已用该语言的分隔符号写好；$rate 是 solve-rate。
solve-nodes = 节点：{ $nodes }，用时 { $seconds } 秒
solve-nodes-rate = 节点：{ $nodes }，用时 { $seconds } 秒（{ $rate }）
# 每秒节点数：$unit 是 millions 或 thousands。
solve-rate = { $unit ->
        [millions] { $rate } M/s
       *[thousands] { $rate } k/s
    }

## othello show：$player 是一方加上玩家的名字；$count（数字）与 $discs（同一数字，已补齐）是
## 棋盘上的子数，$hand 是手上的子数；$clock 是 left 或 used。
show-player = { $player } { $count ->
       *[other] 盘上 { $discs } 子
    }，手上 { $hand } 枚，{ $clock ->
        [left] 剩余 { $time }
       *[used] 已用 { $time }
    }
show-rules = 规则：{ $rules }
# 一局有纪录的对局在何处、何时下的：「Championnat de France, 2016」。
show-played-at = 比赛：{ $at }
show-opening = 开局：{ $name }
show-no-moves = 尚未下任何一步。
show-moves = 着法：
show-to-move = 轮到{ $player }下。

## othello analyze。
analyze-no-moves = 没有可覆盘的着法：请给一局对局，或 --moves
# 进行中显示在终端机上。
analyze-progress = 正在以等级 { $level } 分析第 { $done } 手，共 { $total } 手...
analyze-heading = 等级 { $level } 的覆盘（{ $depth ->
       *[other] 搜索 { $depth } 步
    }，剩 { $exact_from } 个空格起精确计算）；分数为落子一方的子差。
# 表格的栏名：英文的宽度是最小值（编号 3、玩家 6、着法 6、分数 5、最佳 12、损失 4 栏）；
# 较宽的栏名会加宽该栏。
analyze-head = 覆盘的各栏
    .number = #
    .player = 玩家
    .move = 着法
    .score = 分数
    .best = 最佳
    .lost = 损失
# 玩家一栏：$side 是 black 或 white。
analyze-side = { $side ->
        [black] 黑方
       *[white] 白方
    }
# 引擎算到终局的一步之后，或开局库中的一步及其评分。
analyze-exact = 精确
analyze-book = 开局库 { $value }
# 失误之下：之前局面的最佳变化，以及实际下法的变化。
analyze-best-line = 最佳变化：{ $line }
analyze-played-line = 实战变化：{ $line }
# 终局时每一方的统计。
analyze-tally = { $player }：{ $lost ->
       *[other] 损失 { $lost } 子
    }，{ $mistakes ->
       *[other] 失误 { $mistakes } 次
    }，{ $blunders ->
       *[other] 大错 { $blunders } 次
    }。

## 命令行的错误消息，接在「othello: 」之后。$reference 与 $text 保持输入时的样子。
error-not-found = `{ $reference }` 既不是文件，也不是棋谱库（{ $folder }）中的对局：othello games 会列出棋谱库
# $ids 是各对局的代号，并列。
error-ambiguous = `{ $reference }` 可能是以下任一对局：{ $ids }
error-not-a-database-game = `{ $reference }` 不是数据库中的对局：db:N，N 从 1 起（othello db games 会列出）
# $total 是数量，$total_text 是以该语言的分隔符号写成的同一数字。
error-no-database-game = { $total ->
       *[other] 数据库共有 { $total_text } 局：没有第 { $number } 局
    }
# $why 是 position-problem、transcript-… 或 file-… 消息。
error-position = --position `{ $text }`：{ $why }
error-moves = --moves `{ $text }`：{ $why }
error-file = { $path }：{ $why }
# 局面字符串为何不成立：$problem 是 fields、squares（$count 格）、square（$square 上的 $found）或 to-move（$found）。
position-problem = { $problem ->
        [fields] 不是局面字符串（需要棋盘各格与轮到的一方，以空格分开）：应为 a1 到 h8 的 64 个 X、O 或 -，一个空格，再加上轮到的 X 或 O
        [squares] 不是局面字符串（{ $count } 格而不是 64 格）：应为 a1 到 h8 的 64 个 X、O 或 -，一个空格，再加上轮到的 X 或 O
        [square] 不是局面字符串（{ $square } 上是 `{ $found }`）：应为 a1 到 h8 的 64 个 X、O 或 -，一个空格，再加上轮到的 X 或 O
       *[to-move] 不是局面字符串（轮到 `{ $found }`）：应为 a1 到 h8 的 64 个 X、O 或 -，一个空格，再加上轮到的 X 或 O
    }
# 棋谱为何无法下：第 $column 个字符（从 1 起）是 $found，不是一步棋。
transcript-not-a-move = 第 { $column } 个字符：`{ $found }` 不是一步棋（应为 a1-h8 的一格，例如 f5，或 `pass`）
# 第 $number 步（停手也算），$square，由 $side 下：$problem 是 game-over、occupied、flips-nothing 或 out-of-time。
transcript-illegal = { $problem ->
        [game-over] 第 { $number } 步：{ $square } 不合规则：对局已结束
        [occupied] 第 { $number } 步（{ $side }）：{ $square } 不合规则：{ $square } 已经有子
        [flips-nothing] 第 { $number } 步（{ $side }）：{ $square } 不合规则：{ $square } 翻不到任何子
       *[out-of-time] 第 { $number } 步（{ $side }）：{ $square } 不合规则：{ $side }的时间已用完
    }
# 写出的停手：$over 为 yes 表示对局已结束，否则 $side 有可下之处。
transcript-unforced-pass = { $over ->
        [yes] 第 { $number } 步：停手，但对局已结束
       *[no] 第 { $number } 步：停手，但{ $side }有可下之处
    }
# 文件被当作什么读取（$kind 是 position、ggf 或 transcript），以及为何不是。
record-read-as = { $kind ->
        [position] 当作局面读取：{ $why }
        [ggf] 当作 GGF 对局读取：{ $why }
       *[transcript] 当作棋谱读取：{ $why }
    }
record-empty = 文件是空的：里面没有对局
record-one-game = 其中只有一局，没有第 { $number } 局
# GGF 记录为何不是这个 othello 能读的对局：$why 是下面的 ggf- 原因之一、关于 TI 的 error-rules- 消息，
# 或 resume-problem。
ggf-not-read = 不是这个 othello 能读的 GGF 对局：{ $why }
ggf-no-game = 里面没有对局，例如 (;GM[Othello]…;)
# 向有 $count 局的文件要第 $number 局。
ggf-no-such-game = { $count ->
        [1] 其中只有一局，没有第 { $number } 局
       *[other] 其中有 { $count } 局，没有第 { $number } 局
    }
ggf-record-not-closed = 对局记录 `(;` 始终没有以 `;)` 结束
# $text 是应该出现属性 NAME[值] 的地方实际写的内容；$name 是属性的名称。
ggf-not-a-property = `{ $text }` 不是属性，属性应如 PB[名字]
ggf-value-not-closed = { $name }[ 始终没有以 ] 结束
ggf-not-othello = GM[{ $value }]：这不是黑白棋
ggf-not-8x8 = TY[{ $value }]：只读取 8×8 的黑白棋
# BO[…]，第一步之前的棋盘：$problem 是 size（$value 不是以 8 开头）、empty、to-move（$value 是代表轮到
# 哪一方的字符）或 squares（$why 是 position-problem）。
ggf-board = { $problem ->
        [size] BO[{ $value }]：棋盘必须以它的大小 8 开头
        [empty] BO 是空的
        [to-move] BO：轮到 `{ $value }`，而不是 * 或 O
       *[squares] BO：{ $why }
    }
# 棋钟 TI、TB 与 TW：$problem 是 not-a-clock（$text）、uneven 或 one-side。
ggf-clock = { $problem ->
        [not-a-clock] `{ $text }` 不是计时方式，应如 05:00/00:02/00:00
        [uneven] TB 与 TW 的每步加秒不同，othello 的棋钟无法处理
       *[one-side] 只有一方有时间：TB 与 TW 必须一起给
    }
# 第 $number 步（停手也算），写成 $tag[$value]（$tag 是 B 或 W）：$problem 是 time（$found 不是时间）、
# over、pass（$side 有可下之处）、turn（轮到 $side）、occupied 或 flips-nothing（$found 那一格）
# 或 other（$why：square-not-a-square）。
ggf-move = { $problem ->
        [time] 第 { $number } 步（{ $tag }[{ $value }]）：`{ $found }` 不是时间
        [over] 第 { $number } 步（{ $tag }[{ $value }]）：对局已经结束
        [pass] 第 { $number } 步（{ $tag }[{ $value }]）：停手，但{ $side }有可下之处
        [turn] 第 { $number } 步（{ $tag }[{ $value }]）：轮到{ $side }
        [occupied] 第 { $number } 步（{ $tag }[{ $value }]）：{ $found } 已经有棋子了
        [flips-nothing] 第 { $number } 步（{ $tag }[{ $value }]）：下在 { $found } 翻不到任何棋子
       *[other] 第 { $number } 步（{ $tag }[{ $value }]）：{ $why }
    }
square-not-a-square = `{ $found }` 不是棋盘上的一格：应为字母 a-h 加上数字 1-8，例如 f5
# 记录的对局，其棋步、时间与结果凑不成一局：$problem 是 game-over、occupied、flips-nothing 或
# out-of-time（第 $number 步下在 $square；$side 的时间）、time-used 或 not-flagged（$side），或 handicap。
resume-problem = { $problem ->
        [game-over] 第 { $number } 步（{ $square }）：对局已经结束
        [occupied] 第 { $number } 步（{ $square }）不合规则：{ $square } 已经有子
        [flips-nothing] 第 { $number } 步（{ $square }）不合规则：{ $square } 翻不到任何子
        [out-of-time] 第 { $number } 步（{ $square }）不合规则：{ $side }的时间已用完
        [time-used] 棋钟：{ $side }用掉的时间比{ $side }的棋步花的时间还少
        [not-flagged] 结果：{ $side }超时判负，但{ $side }的棋钟还有时间
       *[handicap] 从摆好的局面开始的对局没有让子：局面已经有它的角
    }
# 文件为何无法读取。
file-not-a-file = 不是一般文件（存盘是 .json 文件）
file-too-large = 太大，不像存盘（一局只需几 KB；上限是 1 MiB）
file-not-text = 不是存盘（不是 UTF-8 文本）
file-no-folder = 文件夹 { $folder } 不存在
file-not-a-save = 不是 othello 的存盘（没有 "format": "{ $format }" 字段）
file-version = 这个 othello 不认得存盘格式版本 { $version }，它读取版本 1 到 { $current }；较新的 othello 也许能读取
# 格式正确的 JSON，却不是一局可能的对局：$problem 是 game-id、started（$found 不是日期）、version、
# untimed 或 timed（棋钟的 "remaining_ms"）、level（$side 的电脑等级 $level，不在 $least 到 $most 之间）、
# remaining（$side 的 "remaining_ms" 是 $written，其余数据得出 $counted）、move（第 $number 步：$why，
# 即 square-not-a-square）或 start（$why，即 position-problem）。存盘的字段名称（game_id、clocks…）
# 照文件写的样子保留。
file-invalid = { $problem ->
        [game-id] game_id：应为 1 到 64 个字母、数字或连字符
        [started] started：`{ $found }` 不是日期与时间，应如 2026-11-22T14:05:00Z
        [version] "version" 字段不存在或不是整数
        [untimed] clocks：不计时的对局没有 "remaining_ms"
        [timed] clocks：计时的对局双方都需要 "remaining_ms"
        [level] computer：{ $side }的等级是 { $level }，但等级只有 { $least } 到 { $most }
        [remaining] clocks：{ $side }的 "remaining_ms" 是 { $written }，但规则、棋步与用掉的时间得出 { $counted }
        [move] 第 { $number } 步：{ $why }
       *[start] start：{ $why }
    }
# 存盘写的结果与棋步得出的结果：$written 与 $counted 是 none（对局仍在进行）、discs、time 或
# resignation，比分是 $written_black-$written_white 与 $counted_black-$counted_white。
file-invalid-result = result：文件写的是{ $written ->
        [none] 没有结果（对局仍在进行）
        [discs] 数子 { $written_black }-{ $written_white }
        [time] 超时 { $written_black }-{ $written_white }
       *[resignation] 认输 { $written_black }-{ $written_white }
    }，但棋步得出的是{ $counted ->
        [none] 没有结果（对局仍在进行）
        [discs] 数子 { $counted_black }-{ $counted_white }
        [time] 超时 { $counted_black }-{ $counted_white }
       *[resignation] 认输 { $counted_black }-{ $counted_white }
    }

## othello games：列出棋谱库。
games-list-none = { $folder } 里还没有对局：每一局下过的对局都会保存在那里。
games-list-none-asked = { $folder } 里没有符合条件的对局。
# 不知道对局开始的日期与时间时，用来代替。
games-list-started-unknown = （开始时间不明）
# 一局对局：$started 是日期与时间，双方的名字，目前的规则，$moves（数字）是已下的步数，$state 是结果或 games-list-unfinished。
games-list-game = { $started }  { $black } 对 { $white }  { $rules }  { $moves ->
       *[other] { $moves } 步
    }  { $state }
games-list-unfinished = 未下完
games-list-unreadable = 无法读取：{ $why }
games-list-resume-note = * 是 othello --resume 会继续的对局；othello --resume 代号 可打开其中任一局。
games-list-against-computer = 对电脑（已下完的对局）：
# $level 已补齐到两栏。
games-list-level-record = 等级 { $level }：胜 { $won } 局，和 { $drawn } 局，负 { $lost } 局

## othello join：主机的邀请，在对局开始前询问。主机没有给名字时 $named 为 no，否则 $host 是
## 主机的名字；$address 是主机所在的地址。
join-invitation = { $named ->
        [no] 主机邀请你在 { $address } 下一局黑白棋：
       *[yes] { $host } 邀请你在 { $address } 下一局黑白棋：
    }
# $you 与 $them 是双方（黑方、白方）。
join-sides = { $named ->
        [no] 你是{ $you }，主机是{ $them }
       *[yes] 你是{ $you }，{ $host } 是{ $them }
    }
# 对局从哪里开始：$start 是 standard、moves（已下 $moves 步）或 position（摆设的局面）。
join-start = { $start ->
        [standard] 从标准开局开始
        [moves] { $moves ->
           *[other] 从已下 { $moves } 步的局面开始
        }
       *[position] 从摆设的局面开始
    }
# 问题，回答打在后面：y 或 yes 在每种语言中都表示接受，join-yes 的字也是。
join-play = 要下这局吗？[y/N]
# 这个语言中表示接受的字，以空格分开，小写（y 与 yes 之外）。
join-yes = 是 好 要
join-declined = 已拒绝：主机会收到通知。
# 加入码中打错的字（$typed），视为加入码的字 $word。
join-code-mended = （加入码中的 { $typed } 视为 { $word }。）

## othello host 与 join：它们的错误消息。$game 是棋谱库中的对局（其代号）或一个文件。
# $what 是 game（终端机中的游戏）、game-show（同上，用于 othello --load 等）或 trainer。
error-needs-terminal = { $what ->
        [game] 游戏需要终端机，但标准输入或输出不是终端机
        [game-show] 游戏需要终端机，但标准输入或输出不是终端机；要从脚本印出对局，请用 othello show
       *[trainer] 训练需要终端机，但标准输入或输出不是终端机
    }
error-no-relay = 尚未指定中继站：用 --relay HOST:PORT 指定一次，之后就会记住（othello host --relay HOST:PORT，othello join --relay HOST:PORT CODE）
error-join-relay-code-alone = othello join --relay HOST:PORT 只需要加入码，不需要主机的地址
error-join-needs = othello join 需要主机的地址与加入码
# 输入的地址不成立：$problem 是 none（没有这个名字的地址）或 not-an-address（$why 是解析器的说法）。
error-address = { $problem ->
        [none] { $address }：没有这个地址
       *[not-an-address] { $address }：不是地址（{ $why }）
    }
# 输入的内容（$typed）不是加入码：$problem 是 shape、number 或 word（此时 $typed 是那个字）。
error-join-code = { $problem ->
        [shape] { $typed } 不是加入码：加入码是一个数字加两个英文本，例如 7-guitar-hamster
        [number] { $typed } 不是加入码：开头应是 1 到 999 的数字
       *[word] { $typed } 不是加入码用的字：请核对主机显示的加入码
    }
error-not-a-network-game = { $game } 不是连接对局
error-join-older-game = { $game } 是旧版 othello 保存的，没有对局的密钥：请用主机现在显示的加入码加入（othello join { $address } CODE）
error-not-hosted = { $game } 不是你当主机的对局：othello --resume 继续同一键盘上的对局，othello join --resume 继续你加入过的对局
error-network-game-over = { $game } 已结束：othello show 可印出这局
# $way 是 relay 或 direct：对方加入的方式。
error-host-the-same-way = { $way ->
        [relay] { $game } 正在进行，对方会照加入时的方式回来：请再通过中继站当主机（--relay）
       *[direct] { $game } 正在进行，对方会照加入时的方式回来：请再直接当主机（--listen）
    }
# $why 是操作系统的说法。
error-relay-unreachable = 无法连上中继站 { $address }：{ $why }（可用 --relay 指定另一个）
error-cannot-listen = 无法在 { $address } 上监听：{ $why }（可用 --listen 选择另一个地址或连接端口）
# $problem 是 failed（$error 是操作系统的说法）、relay（$address 的中继站，以及 $error）、
# not-at-relay（等了 $waited 之后）、closed 或 silent（等了 $waited）。
error-host-unreachable = { $problem ->
        [relay] 无法连上主机：中继站 { $address }：{ $error }
        [not-at-relay] 无法连上主机：主机不在中继站 { $address }（已等待 { $waited }）：对局还在等待吗？加入码的数字正确吗？
        [closed] 无法连上主机：{ $address }：主机关闭了连接
        [silent] 无法连上主机：{ $address }：{ $waited }内主机没有回应
       *[failed] 无法连上主机：{ $address }：{ $error }
    }
# 主机拒绝的原因：$reason 是 wrong-code、wrong-key、takes-no-code、full、other-version，
# 或 other（此时 $said 是主机自己的说法）。
error-host-refused = { $reason ->
        [wrong-code] 主机拒绝了：加入码错误：请向主机核对
        [wrong-key] 主机拒绝了：这局对局的密钥与主机的不符：请用主机显示的加入码加入
        [takes-no-code] 主机拒绝了：这局对局正在进行，不接受加入码：对方请用 othello join --resume 回来
        [full] 主机拒绝了：这局对局已经有两位玩家
        [other-version] 主机拒绝了：主机使用另一个版本的协定：双方请使用相同的 othello
       *[other] 主机拒绝了：{ $said }
    }
# $why 是技术细节，以英文表示。
error-host-protocol = 主机不使用本游戏的协定：{ $why }
error-host-version = 主机使用第 { $host } 版协定，这个 othello 使用第 { $ours } 版：双方请使用相同的 othello
# $why 是对局无法读取的原因。
error-host-game = 无法读取主机的对局：{ $why }
error-host-went-away = 主机已离开：{ $why }
error-cannot-read-answer = 无法读取回答：{ $why }

## othello 与 othello --resume：它们的错误消息。
error-nothing-to-resume = { $folder } 里没有未下完的对局可继续（othello games 会列出棋谱库）
error-level-without-computer = --level：电脑没有下任何一方；请加上 --computer white、black 或 both

## othello db：对局数据库。以 _text 结尾的参数是用该语言的分隔符号写成的数字，不带 _text 的同一
## 数字用来选择复数形式。
# 导入之后：用时 $seconds 添加 $added 局，$duplicates_text 局已存在，$partial 局不是从标准开局
# 下到终局（0：没有），接着是数据库的内容与位置（$path）。
db-imported = { $added ->
       *[other] 已导入 { $added_text } 局
    }，用时 { $seconds } 秒（{ $duplicates_text } 局已存在{ $partial ->
        [0] {""}
       *[other] ，{ $partial_text } 局不是从标准开局下到终局
    }）；数据库共有 { $games ->
       *[other] { $games_text } 局
    }、{ $positions ->
       *[other] { $positions_text } 个局面
    }（{ $path }）。
# othello db games：$total 局中有 $found 局符合，查找用时 $milliseconds；$shown 是 all，或只显示
# 最新 $count 局时为 newest（--limit）。
db-games-found = { $total ->
       *[other] { $total_text } 局中
    }{ $found ->
       *[other] 有 { $found_text } 局符合
    }（查找用时 { $milliseconds } 毫秒）；{ $shown ->
        [all] 全部：
       *[newest] 最新的 { $count } 局（--limit）：
    }
db-games-open = 用 othello --load db:N 打开其中一局，或用 othello analyze db:N 覆盘。
# othello db explore：$games 局中有 $matching 局经过这个局面；那里对局已结束时 $turn 为 none，
# 否则轮到 $side。
db-explore-through = { $games ->
       *[other] 数据库的 { $games_text } 局中有 { $matching_text } 局经过这个局面
    }{ $turn ->
        [none] 。
       *[yes] （轮到{ $side }下）。
    }
# 没有找到任何着法时，数据库回答所用的时间。
db-explore-found-in = （查找用时 { $milliseconds } 毫秒）
# 表格的栏名：英文的宽度是最小值（着法 4、局数 7、黑胜 9、和局 5、黑负 10、黑方平均 12 栏）；
# 较宽的栏名会加宽该栏。
db-explore-head = 数据库浏览的各栏
    .move = 着法
    .games = 局数
    .won = 黑胜
    .drawn = 和局
    .lost = 黑负
    .mean = 黑方平均
    .value = 评分
# 对局所占的比例，$percent 以该语言的小数点写成。
db-explore-percent = { $percent }%
# 一步棋对轮到的一方的评分（$value，以子数计，带正负号）：$from 是 book（来自 $depth 步深的
# 搜索）或 engine。
db-explore-value = { $from ->
        [book] { $value }（{ $depth ->
           *[other] 开局库，深度 { $depth } 步
        }）
       *[engine] { $value }（引擎）
    }
db-explore-footer = 评分以轮到的一方的子数计；黑方平均是黑方终局子差的平均。查找用时 { $milliseconds } 毫秒。

## othello book：开局库。以 _text 结尾的参数是用该语言的分隔符号写成的数字，不带 _text 的同一数字
## 用来选择复数形式；$seconds 是整秒，$each 是带两位小数的秒数；$path 是开局库存放的位置。
# 开局库：$positions 个局面，最深到开局后 $plies 步；$source 是它的文件，或 book-shipped。
book-summary = 开局库：{ $positions ->
       *[other] { $positions_text } 个局面
    }，最深到开局后 { $plies ->
       *[other] { $plies } 步
    }（{ $source }）。
book-shipped = 内置的开局库
book-not-in = 这个局面不在开局库中。
book-moves = 开局库的着法，分数为轮到的一方的子差：
# 开局库到此为止之处的最佳着法，附上以子数计的分数。
book-best-out = 离开开局库的最佳着法：{ $square } { $score }
# othello book show：开局库的树，每行一步，附上分数与搜索深度。
book-tree-none = 从这个局面没有着法进入开局库。
book-tree-heading = 开局库的着法，分数为下这步的一方的子差：
book-tree-move = { $square } { $score }（深度 { $depth }）
# othello book grow：进行中显示在终端机上，完成后说明做了什么。
book-grow-progress = { $searched ->
       *[other] 已搜索 { $searched_text } 个局面，开局库中有 { $positions_text } 个，{ $seconds } 秒
    }
book-grown = 用时 { $seconds } 秒{ $searched ->
       *[other] 搜索了 { $searched_text } 个局面
    }；开局库共有 { $positions ->
       *[other] { $positions_text } 个局面
    }（添加 { $new_text } 个），最深到开局后 { $plies ->
       *[other] { $plies } 步
    }：{ $path }
# othello book grow --wthor 与 --leaves：要评估的局面，先说明。
book-wthor-positions = { $positions ->
       *[other] { $positions_text } 个局面，在前 { $plies } 步中有 { $games } 局以上的对局走到
    }
book-leaves-positions = { $positions ->
       *[other] 开局库外的 { $positions_text } 个局面，各由离开开局库的最佳着法（差距 { $margin } 子以内）走到，在前 { $plies } 步之内
    }
book-scored-progress = { $scored ->
       *[other] 已评估 { $scored_text } 个局面，每个 { $each } 秒
    }
# 一个分片评估了什么（没有评估任何局面时 $each 为 none）：$merged 为 no 表示多个分片之一（其分片档
# 在 $path），为 yes 表示已合并到 $path 的开局库。
book-scored = 用时 { $seconds } 秒{ $scored ->
       *[other] 评估了 { $scored_text } 个局面
    }{ $each ->
        [none] {""}
       *[other] ，每个 { $each } 秒
    }；分片 { $shard }/{ $shards } 有 { $held_text } 个局面（之前 { $before_text } 个）{ $merged ->
        [no] ：{ $path }
       *[yes] ；开局库共有 { $positions ->
           *[other] { $positions_text } 个局面
        }：{ $path }
    }
book-merged = 已合并 { $parts ->
       *[other] { $parts } 个分片档
    }；开局库共有 { $positions ->
       *[other] { $positions_text } 个局面
    }（之前 { $before_text } 个）：{ $path }
book-imported = 从 { $file } { $read ->
       *[other] 读入 { $read_text } 个局面
    }；开局库共有 { $positions ->
       *[other] { $positions_text } 个局面
    }：{ $path }
# othello book learn：开局库学习了 $games 局对局。
book-learned = { $games ->
       *[other] 已学习 { $games_text } 局
    }：用时 { $seconds } 秒{ $searched ->
       *[other] 搜索了 { $searched_text } 个新局面
    }；开局库共有 { $positions ->
       *[other] { $positions_text } 个局面
    }（之前 { $before_text } 个）：{ $path }
# 开局库的错误消息。$why 是操作系统的说法，或技术细节。
error-cannot-save-book = 无法保存开局库：{ $why }
error-cannot-write = 无法写入 { $path }：{ $why }
error-cannot-save-part = 无法保存分片档：{ $why }
error-games-file = { $path }：不是 256 MB 以内的一般文件
error-no-wthor = { $path }：里面没有 WTHOR 对局档（WTH_YYYY.wtb）
error-not-wthor = { $path }：不是 WTHOR 文件：{ $why }
error-another-part = { $path }：这是另一个分片、另一组局面或另一个深度的分片档：请删除它，或用 --out 写到别处
error-not-a-part = { $path }：不是分片档：{ $why }
error-cannot-merge = 无法合并：{ $why }
# 无法合并的分片档，以 $path 指出出错的分片档：$problem 是 foreign（与第一个分片档的局面、切分或深度
# 不同）、incomplete 或 twice。
error-merge-part = { $problem ->
        [foreign] { $path }：这个分片档属于另一组局面、另一种切分或另一个深度，与第一个不同
        [incomplete] { $path }：分片档尚未完成：再运行一次它的分片来完成它
       *[twice] { $path }：同一个分片给了两次
    }
# 没有给分片档的分片（$shards，逐一列出，共 $count 个）：error-cannot-merge 的 $why。
merge-missing = 缺少 { $count } 个分片：{ $shards }

## othello train：从命令行开始的训练。
# othello train list：有名字的开局（各用自己的名字），然后是每种空格数的题目数。
train-list-openings = 有名字的开局（othello train opening 名字）：
train-list-puzzles = 终盘题目（othello train endgame --empties N）：
# 题目表的各栏：英文的宽度是最小值（各 7 栏）；较宽的栏名会加宽该栏。
train-list-head = 题目表的各栏
    .empties = 空格数
    .puzzles = 题目数
# $difficulty 是以文本表示的一组题目（difficulty）。
error-no-puzzle = 没有 { $difficulty } 的题目（othello train list 会列出数量）
error-no-opening = 没有名为 `{ $name }` 的开局（othello train list 会列出名字）
# $problem 是训练纪录无法写入的原因。
error-training-record = 训练纪录未能保存：{ $problem }
training-not-a-record = 不是训练纪录档
training-not-a-record-why = 不是训练纪录档（{ $why }）

## 对局数据库为何无法回答或写入：$path 为其文件。
db-missing = 还没有对局数据库（{ $path }）：请先导入对局，例如 othello db import WTH_2019.wtb
db-import-running = 另一个 othello db import 正在 { $path } 上运行：请等它完成
db-not-a-database = { $path }：不是本程序的对局数据库（{ $why }）
db-older-format = { $path }：较旧版 othello 的对局数据库（格式 { $old }；本版读取格式 { $current }）：请再运行一次 othello db import（用你的文件，或 --library）来更新；其中的对局会保留
db-unknown-format = { $path }：格式 { $format } 的对局数据库，本版 othello（格式 { $current }）无法读取：是较新版 othello 的，或是文件已损坏
db-damaged = { $path }：已损坏：{ $what }（请删除此文件，再用 othello db import 重新导入你的对局）
db-disk-full = { $path }：磁盘已满：请清出空间后再导入；数据库保持原状
db-quota = { $path }：磁盘配额已用完：请清出空间后再导入；数据库保持原状
db-too-many = { $path }：超过 { $most } 局
# 导入时给的文件不是 GGF（$game 为 0），或其中第 $game 局无法读取：$why 是 ggf-not-read。
db-source-ggf = { $game ->
        [0] { $path }：不是 GGF：{ $why }
       *[other] { $path }：第 { $game } 局：{ $why }
    }
# 导入时给的文件或文件夹不是对局：$problem 为 no-files（文件夹）、not-wthor 或 not-names
# （$why 为 wthor-problem）、no-names（$name：WTHOR.JOU 或 WTHOR.TRN）、not-a-file 或 neither。
db-source = { $problem ->
        [no-files] { $path }：这个文件夹里没有 WTHOR（.wtb）或 GGF（.ggf）文件
        [not-wthor] { $path }：不是 WTHOR 文件：{ $why }
        [no-names] { $path }：对局旁没有记载名字的 { $name }
        [not-names] { $path }：不是 WTHOR 名字文件：{ $why }
        [not-a-file] { $path }：不是不超过 512 MB 的一般文件
       *[neither] { $path }：既不是 WTHOR 文件（.wtb），也不是 GGF 文本
    }
# WTHOR 读取器拒绝文件的原因（见 en/cli.ftl）。
wthor-problem = { $problem ->
        [too-short] 比 WTHOR 档头（{ $bytes } 字节）还短
        [not-8x8] 其中的对局不是在 8×8 棋盘上下的（大小 { $size }）
        [games-length] 档头记载 { $records } 局（{ $expected } 字节），但文件有 { $bytes } 字节
        [names-length] 档头记载 { $records } 个名字（{ $expected } 字节），但文件有 { $bytes } 字节
       *[illegal] 第 { $game } 局：第 { $number } 步不是合法的棋步
    }

## othello manual。
manual-wrote = 已将 { $count } 个手册页写入 { $folder }：
manual-read = 用 man { $page } 阅读其中一页。

## Rarer errors: an opening book that cannot be read, a game that could not be saved or opened,
## the terminal, and what the operating system said.
book-not-a-file = { $kind ->
        [text] 不是不超过 1 GB 的一般文件
       *[book] 不是不超过 256 MB 的一般文件
    }
book-foreign = 不是 othello 的开局库
book-version = 版本 { $version } 的开局库，这个 othello 无法读取（它读取版本 { $current }）
book-damaged = 损坏的开局库：{ $what ->
        [header] 档头不完整
        [length] 长度与局面数不符
        [checksum] 内容与校验和不符
        [square-twice] 有局面的一格被占了两次
        [not-canonical] 有局面不是以其标准形式保存
        [header-checksum] 档头与校验和不符
        [shard] 它的分片不属于它的分片之一
        [packed] 压缩形式无法解压
       *[other] { $why }
    }
# 文本开局库中不是开局库局面的一行：$why 是 book-text-problem。
book-text-line = 第 { $line } 行：{ $why }
# 文本开局库的一行为何不是开局库的局面（否则是 position-problem）：$problem 是 fields、no-move、depth、
# value、move-out、move-out-illegal、move-out-value、not-canonical 或 twice。
book-text-problem = { $problem ->
        [fields] 应有六栏：局面、轮到的一方、深度、分数、离开开局库的着法、它的分数
        [no-move] 局面无子可下
        [depth] 深度应为 0 到 60
        [value] 分数应为子差，例如 +1.25，不超过 64
        [move-out] 离开开局库的着法应为一格，例如 f5，或 --
        [move-out-illegal] 离开开局库的着法在这个局面不合规则
        [move-out-value] 它的分数应为子差，例如 -0.50
        [not-canonical] 局面没有以其标准形式写出（开局库写出的形式）
       *[twice] 同一个局面出现两次
    }
farewell-not-saved = 无法保存这局棋：{ $why }
farewell-library = 你的对局库中的 { $id }
farewell-gone = 它已经不在那里了
farewell-holds-all = { $place } 保存了这局棋的全部 { $moves } 步：{ $command } 可继续这局。
farewell-holds-part = { $dated ->
        [yes] { $place } 保存了这局棋在 { $date } { $time } 时的样子，即 { $moves } 步中的前 { $played } 步：{ $command } 可从那里继续。
       *[no] { $place } 保存了这局棋较早的样子，即 { $moves } 步中的前 { $played } 步：{ $command } 可从那里继续。
    }
farewell-unreadable = 无法读取 { $place }：{ $why }
farewell-lost = { $kept ->
        [none] 这局棋没有任何部分被保存。{ $moves ->
            [0] 它的 0 步棋谱：无
           *[other] 它的 { $moves } 步棋谱：{ $transcript }
        }
       *[some] { $moves ->
            [0] 它的 0 步棋谱：无
           *[other] 它的 { $moves } 步棋谱：{ $transcript }
        }
    }
error-cannot-open-game = { $problem ->
        [in-use] { $pid ->
            [0] 无法打开对局 { $game }：它已在另一个 othello 中打开。
           *[other] 无法打开对局 { $game }：它已在另一个 othello 中打开（进程 { $pid }）。
        }
       *[lock] 无法打开对局 { $game }：无法锁定它：{ $why }。
    }
error-open-disk-full = 磁盘已满：请清出空间后再试一次（这局棋安全地保存在 { $folder }）。
error-open-read-only = 无法写入 { $folder }，而进行中的对局每下一步都要保存：请让它可写入，或把这局棋拷贝到别处，再用 --load 打开副本（在此之前可用 othello show { $game } 印出它）。
error-terminal = 终端机错误：{ $why }
error-cannot-start = 无法启动：{ $why }
error-cannot-make-folder = 无法创建文件夹 { $folder }：{ $why }
error-cannot-write-output = 无法写入输出：{ $why }
error-no-balanced-start = --random-start { $moves }：在这个深度找不到均势的开局
io-error = { $kind ->
        [not-found] 没有这个文件或文件夹
        [permission-denied] 没有权限
        [already-exists] 已经存在
        [invalid-data] 内容不符合预期
        [storage-full] 磁盘已满
        [quota-exceeded] 磁盘配额已用完
        [read-only] 磁盘为唯读
        [is-a-folder] 这是一个文件夹
        [not-a-folder] 路径中有一部分不是文件夹
       *[other] { $os }
    }
error-rules-handicap = { $flag }：让子为 0 到 4 个角，不是 { $corners }
error-rules-no-time = { $flag }：{ $side }没有时间：时限必须大于零
error-rules-too-long = { $flag }：{ $hours } 小时太长了：时间最多 { $most } 小时
error-rules-side-without-time = { $side ->
        [black] 黑方没有时间：请加上 --time 或 --black-time
       *[white] 白方没有时间：请加上 --time 或 --white-time
    }
