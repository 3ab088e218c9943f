# 中文（繁體）：遊戲對連線對局與另一位玩家所說的話（每則訊息都是完整的句子；聊天的內容照輸入顯示）。
# 每一則訊息在每種語言中都存在，屬性與參數相同（由測試檢查）。

## 另一位玩家的請求，照問題的問法。
asked-take-back = { $name }請求悔回自己的上一步。
asked-rematch = { $name }提議再下一局，交換顏色。

## 連線對局的消息：$name 是另一位玩家。
net-joined = { $name }已加入，正在閱讀規則。
net-back = { $name }回來了：對局繼續。
net-connected-again = 已重新與{ $name }連線：對局繼續。
net-left-before-start = 玩家在對局開始前離開了：等待另一位玩家。
net-accepted = { $name }已接受：對局開始，棋鐘開始計時。
net-wrong-code = 有人輸入了錯誤的加入碼（第 { $tries } 次，上限 { $allowed } 次）：可能是打錯字，也可能是有人在亂猜。
net-wrong-codes-renewed = 已有 { $tries } 次輸入錯誤的加入碼：已顯示新的加入碼，請把它告訴你的朋友。
net-declined = { $name }拒絕了這局對局：等待另一位玩家。
net-left-over = { $name }已離開：雙方都保存了這局對局。
net-left = { $name }已離開：雙方都保存了這局對局，對方回來後繼續。
net-not-understood = { $name }那一方送來了本遊戲無法理解的內容（{ $problem }）：已中斷連線。
net-out-of-place = { $name }那一方送來了一則時機不對的訊息：已忽略。
# $why 是某一則 refusal- 訊息，或 net-not-a-square。
net-move-refused = { $name }的著法 { $square } 被拒絕：{ $why }。
net-not-a-square = { $square } 不是棋盤上的格子
net-their-move = 現在輪到{ $name }下。
net-on-its-way = 你的著法正在傳送給主機。
net-not-played = 未落子：{ $why }。
net-played-while-away = 已下 { $square }：{ $name }回來後就會看到。
net-misfit = 主機送來的一步棋與這個棋盤不符：等待主機的棋盤。
net-unreadable = 主機送來了本機無法讀取的對局：{ $problem }。
net-host-refused = 主機拒絕了：{ $reason }。
# 一行聊天內容，照輸入顯示：不加句號。
net-chat = { $name }：{ $text }
net-you-said = 你：{ $text }
net-said-yes = { $name }同意了。
net-said-no = { $name }拒絕了。
net-took-back = { $name }悔回了一步。
# $asked 是 asked-take-back 或 asked-rematch。
net-asked-later = { $asked }請回到棋盤後再回覆。
net-asking-take-back = 已請{ $name }讓你悔回上一步：等待回覆。
net-asking-rematch = 已向{ $name }提議再下一局，交換顏色：等待回覆。
net-take-back-declined = 你繼續下了：已拒絕悔棋請求。
net-rematch-declined = 已拒絕再戰的提議。
net-cannot-answer-now = { $name }現在無法回覆你的請求：連線已中斷。
net-not-connected = { $name }未連線。
net-no-answer-sent = 連線已中斷：未送出回覆。
net-resign-when-back = 未連線：請等對方回來後再認輸。
net-nothing-sent = 未連線：沒有送出任何內容。
net-nothing-to-take-back = 你沒有可悔回的著法。
net-rematch-after = 對局結束後才能再戰。
net-take-back-failed = 無法悔回這一步。

## 著法為何沒有下出，寥寥數字（嵌在上面的句子中）。
refusal-not-begun = 對局尚未開始
refusal-over = 對局已結束
refusal-not-their-turn = 還沒輪到對方下
refusal-not-a-square = 不是棋盤上的格子
refusal-connection-lost = 與{ $name }的連線已中斷
refusal-on-its-way = 上一步還在傳送中
