# Deutsch: was das Spiel über eine Netzwerkpartie und den anderen Spieler sagt (jede Meldung ein
# ganzer Satz; die Zeilen des Chats, wie getippt). Jede Meldung gibt es in jeder Sprache, mit
# denselben Attributen und Argumenten (ein Test prüft es).

## Die Anfragen des anderen Spielers, so wie die Frage sie stellt.
asked-take-back = { $name } bittet darum, den eigenen letzten Zug zurücknehmen zu dürfen.
asked-rematch = { $name } bietet eine Revanche an, mit getauschten Farben.

## Neuigkeiten der Partie über das Netzwerk: $name ist der andere Spieler.
net-joined = { $name } ist beigetreten und liest die Regeln.
net-back = { $name } ist zurück: die Partie geht weiter.
net-connected-again = Wieder mit { $name } verbunden: die Partie geht weiter.
net-left-before-start = Der Spieler ist gegangen, bevor die Partie begann: warte auf einen anderen.
net-accepted = { $name } hat angenommen: die Partie beginnt, die Uhren laufen.
net-wrong-code = Falscher Beitrittscode versucht ({ $tries } von { $allowed }): ein Tippfehler, oder jemand rät.
net-wrong-codes-renewed = { $tries } falsche Codes versucht: ein neuer Code wird angezeigt, gib ihn deinem Mitspieler.
net-declined = { $name } hat die Partie abgelehnt: warte auf einen anderen Spieler.
net-left-over = { $name } ist gegangen: die Partie bleibt auf beiden Seiten gespeichert.
net-left = { $name } ist gegangen: die Partie bleibt auf beiden Seiten gespeichert und geht nach der Rückkehr weiter.
net-not-understood = Die Seite von { $name } hat etwas gesendet, das dieses Spiel nicht versteht ({ $problem }): Verbindung getrennt.
net-out-of-place = Die Seite von { $name } hat eine unerwartete Nachricht gesendet: ignoriert.
# $why ist eine der refusal-Meldungen oder net-not-a-square.
net-move-refused = Zug { $square } von { $name } abgelehnt: { $why }.
net-not-a-square = { $square } ist kein Feld
net-their-move = { $name } ist am Zug.
net-on-its-way = Dein Zug ist unterwegs zum Host.
net-not-played = Nicht gespielt: { $why }.
net-played-while-away = { $square } gespielt: { $name } sieht den Zug nach der Rückkehr.
net-misfit = Ein Zug vom Host passte nicht auf dieses Brett: warte auf das Brett des Hosts.
net-unreadable = Der Host hat eine Partie gesendet, die diese Seite nicht lesen kann: { $problem }.
net-host-refused = Der Host hat abgelehnt: { $reason }.
# Eine Chatzeile, wie getippt: es wird kein Punkt angehängt.
net-chat = { $name }: { $text }
net-you-said = Du: { $text }
net-said-yes = { $name } hat Ja gesagt.
net-said-no = { $name } hat Nein gesagt.
net-took-back = { $name } hat einen Zug zurückgenommen.
# $asked ist asked-take-back oder asked-rematch.
net-asked-later = { $asked } Antworte darauf, wenn du wieder am Brett bist.
net-asking-take-back = Du hast { $name } gebeten, deinen letzten Zug zurücknehmen zu dürfen: warte auf die Antwort.
net-asking-rematch = Du hast { $name } eine Revanche angeboten, mit getauschten Farben: warte auf die Antwort.
net-take-back-declined = Du hast weitergespielt: die Bitte um Zurücknahme ist abgelehnt.
net-rematch-declined = Die Revanche ist abgelehnt.
net-cannot-answer-now = { $name } kann deine Anfrage jetzt nicht beantworten: die Verbindung ist abgerissen.
net-not-connected = { $name } ist nicht verbunden.
net-no-answer-sent = Die Verbindung ist abgerissen: keine Antwort gesendet.
net-resign-when-back = Nicht verbunden: gib auf, wenn der andere Spieler zurück ist.
net-nothing-sent = Nicht verbunden: nichts gesendet.
net-nothing-to-take-back = Du hast keinen Zug, den du zurücknehmen könntest.
net-rematch-after = Eine Revanche gibt es nach der Partie.
net-take-back-failed = Der Zug konnte nicht zurückgenommen werden.

## Warum ein Zug nicht gespielt wurde, in wenigen Worten (in den Sätzen oben).
refusal-not-begun = die Partie hat noch nicht begonnen
refusal-over = die Partie ist vorbei
refusal-not-their-turn = nicht am Zug
refusal-not-a-square = kein Feld
refusal-connection-lost = die Verbindung zu { $name } ist abgerissen
refusal-on-its-way = der vorige Zug ist noch unterwegs
