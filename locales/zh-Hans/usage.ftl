# 中文（简体，由繁体本以 OpenCC tw2sp 转换）：othello 读不懂的命令行，以玩家的语言说明。$argument、$subcommand、$value 与
# $suggestion 带引号传入。
usage-unknown-argument = { $argument } 在这里不是选项。
usage-unknown-subcommand = { $subcommand } 不是 othello 的指令。
usage-invalid-value = { $value } 不是 { $argument } 的值：可用的值为 { $valid }。
usage-invalid-value-because = { $argument } 不接受这个值：{ $why }
usage-needs-value = { $argument } 需要一个值。
usage-missing = 缺少：{ $arguments }。
usage-conflict = { $argument } 不能与 { $other } 同时使用。
usage-too-many = { $argument } 给了不只一次。
usage-did-you-mean = 您是指 { $suggestion } 吗？
usage-more = { $command } --help 列出每个选项，附有范例。

# 命令行上输入的值为何不被接受；$value 为输入的原文。
value-name = `{ $value }` 不是名字：须为 1 到 { $most } 个字符，且不含控制字符
value-level = `{ $value }` 不是等级：等级从 1 到 20
value-game-number = `{ $value }` 不是棋局编号：棋局从 1 起算
value-time-too-long = `{ $value }` 太长：时间最多 { $hours } 小时
value-pause-too-long = `{ $value }` 太长：最多 10s，或 0 表示不等
value-not-a-duration = `{ $value }` 不是时间长度：请用 30m、90s、1h30m、1:30:00 或 5:00 这样的写法
value-needs-unit = `{ $value }` 需要单位：{ $value }m 表示分钟，{ $value }s 表示秒
value-range = `{ $value }` 超出范围：须在 { $low } 到 { $high } 之间
value-at-least = `{ $value }` 超出范围：须为 { $low } 或以上

clap-usage = 用法
clap-commands = 指令
clap-arguments = 参数
clap-options = 选项
clap-help = 显示说明
clap-help-more = 显示说明（'--help' 看完整的）
clap-help-summary = 显示说明（'-h' 看摘要）
clap-version = 显示版本
clap-help-command = 显示这段说明，或所指子指令的说明
clap-help-command-arg = 显示子指令的说明
clap-default = [缺省：{ $values }]
clap-possible-values = [可用的值：{ $values }]
clap-possible-values-heading = 可用的值：
clap-man-name = 名称
clap-man-synopsis = 用法
clap-man-description = 说明
clap-man-extra = 范例
clap-man-version = 版本
