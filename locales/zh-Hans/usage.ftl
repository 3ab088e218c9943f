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
