# 中文（简体，由繁体本以 OpenCC tw2sp 转换）：游戏对连接对局与另一位玩家所说的话（每则消息都是完整的句子；聊天的内容照输入显示）。
# 每一则消息在每种语言中都存在，属性与参数相同（由测试检查）。

## 另一位玩家的请求，照问题的问法。
asked-take-back = { $name }请求悔回自己的上一步。
asked-rematch = { $name }提议再下一局，交换颜色。

## 连接对局的消息：$name 是另一位玩家。
net-joined = { $name }已加入，正在阅读规则。
net-back = { $name }回来了：对局继续。
net-connected-again = 已重新与{ $name }连接：对局继续。
net-left-before-start = 玩家在对局开始前离开了：等待另一位玩家。
net-accepted = { $name }已接受：对局开始，棋钟开始计时。
net-wrong-code = 有人输入了错误的加入码（第 { $tries } 次，上限 { $allowed } 次）：可能是打错字，也可能是有人在乱猜。
net-wrong-codes-renewed = 已有 { $tries } 次输入错误的加入码：已显示新的加入码，请把它告诉你的朋友。
net-declined = { $name }拒绝了这局对局：等待另一位玩家。
net-left-over = { $name }已离开：双方都保存了这局对局。
net-left = { $name }已离开：双方都保存了这局对局，对方回来后继续。
net-not-understood = { $name }那一方送来了本游戏无法理解的内容（{ $problem }）：已中断连接。
net-out-of-place = { $name }那一方送来了一则时机不对的消息：已忽略。
# $why 是某一则 refusal- 消息，或 net-not-a-square。
net-move-refused = { $name }的着法 { $square } 被拒绝：{ $why }。
net-not-a-square = { $square } 不是棋盘上的格子
net-their-move = 现在轮到{ $name }下。
net-on-its-way = 你的着法正在发送给主机。
net-not-played = 未落子：{ $why }。
net-played-while-away = 已下 { $square }：{ $name }回来后就会看到。
net-misfit = 主机送来的一步棋与这个棋盘不符：等待主机的棋盘。
net-unreadable = 主机送来了本机无法读取的对局：{ $problem }。
net-host-refused = 主机拒绝了：{ $reason }。
# 一行聊天内容，照输入显示：不加句号。
net-chat = { $name }：{ $text }
net-you-said = 你：{ $text }
net-said-yes = { $name }同意了。
net-said-no = { $name }拒绝了。
net-took-back = { $name }悔回了一步。
# $asked 是 asked-take-back 或 asked-rematch。
net-asked-later = { $asked }请回到棋盘后再回复。
net-asking-take-back = 已请{ $name }让你悔回上一步：等待回复。
net-asking-rematch = 已向{ $name }提议再下一局，交换颜色：等待回复。
net-take-back-declined = 你继续下了：已拒绝悔棋请求。
net-rematch-declined = 已拒绝再战的提议。
net-cannot-answer-now = { $name }现在无法回复你的请求：连接已中断。
net-not-connected = { $name }未连接。
net-no-answer-sent = 连接已中断：未送出回复。
net-resign-when-back = 未连接：请等对方回来后再认输。
net-nothing-sent = 未连接：没有送出任何内容。
net-nothing-to-take-back = 你没有可悔回的着法。
net-rematch-after = 对局结束后才能再战。
net-take-back-failed = 无法悔回这一步。

## 着法为何没有下出，寥寥数字（嵌在上面的句子中）。
refusal-not-begun = 对局尚未开始
refusal-over = 对局已结束
refusal-not-their-turn = 还没轮到对方下
refusal-not-a-square = 不是棋盘上的格子
refusal-connection-lost = 与{ $name }的连接已中断
refusal-on-its-way = 上一步还在发送中
