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

# 命令列上輸入的值為何不被接受；$value 為輸入的原文。
value-name = `{ $value }` 不是名字：須為 1 到 { $most } 個字元，且不含控制字元
value-level = `{ $value }` 不是等級：等級從 1 到 20
value-game-number = `{ $value }` 不是棋局編號：棋局從 1 起算
value-time-too-long = `{ $value }` 太長：時間最多 { $hours } 小時
value-pause-too-long = `{ $value }` 太長：最多 10s，或 0 表示不等
value-not-a-duration = `{ $value }` 不是時間長度：請用 30m、90s、1h30m、1:30:00 或 5:00 這樣的寫法
value-needs-unit = `{ $value }` 需要單位：{ $value }m 表示分鐘，{ $value }s 表示秒
value-range = `{ $value }` 超出範圍：須在 { $low } 到 { $high } 之間
value-at-least = `{ $value }` 超出範圍：須為 { $low } 或以上

clap-usage = 用法
clap-commands = 指令
clap-arguments = 參數
clap-options = 選項
clap-help = 顯示說明
clap-help-more = 顯示說明（'--help' 看完整的）
clap-help-summary = 顯示說明（'-h' 看摘要）
clap-version = 顯示版本
clap-help-command = 顯示這段說明，或所指子指令的說明
clap-help-command-arg = 顯示子指令的說明
clap-default = [預設：{ $values }]
clap-possible-values = [可用的值：{ $values }]
clap-possible-values-heading = 可用的值：
clap-man-name = 名稱
clap-man-synopsis = 用法
clap-man-description = 說明
clap-man-extra = 範例
clap-man-version = 版本
