# 中文（繁體）：othello 讀不懂的命令列，以玩家的語言說明。$argument、$subcommand、$value 與
# $suggestion 帶引號傳入。
usage-unknown-argument = { $argument } 在這裡不是選項。
usage-unknown-subcommand = { $subcommand } 不是 othello 的指令。
usage-invalid-value = { $value } 不是 { $argument } 的值：可用的值為 { $valid }。
usage-invalid-value-because = { $argument } 不接受這個值：{ $why }
usage-needs-value = { $argument } 需要一個值。
usage-missing = 缺少：{ $arguments }。
usage-conflict = { $argument } 不能與 { $other } 同時使用。
usage-too-many = { $argument } 給了不只一次。
usage-did-you-mean = 您是指 { $suggestion } 嗎？
usage-more = { $command } --help 列出每個選項，附有範例。
