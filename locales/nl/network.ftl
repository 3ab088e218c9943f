# Nederlands: wat het spel zegt over een netwerkpartij en de andere speler (elke boodschap een hele
# zin; de regels van de chat zoals ze getypt zijn). Elke boodschap hier bestaat in elke taal, met
# dezelfde attributen en argumenten (een test controleert dat).

## De verzoeken van de andere speler, zoals de vraag ze stelt.
asked-take-back = { $name } vraagt om diens laatste zet terug te mogen nemen.
asked-rematch = { $name } biedt een revanche aan, met omgewisselde kleuren.

## Nieuws over de partij via het netwerk: $name is de andere speler.
net-joined = { $name } doet mee en leest de regels.
net-back = { $name } is terug: de partij gaat verder.
net-connected-again = Weer verbonden met { $name }: de partij gaat verder.
net-left-before-start = De speler is weggegaan voordat de partij begon: wachten op een andere speler.
net-accepted = { $name } gaat akkoord: de partij begint, de klokken lopen.
net-wrong-code = Verkeerde toegangscode geprobeerd ({ $tries } van { $allowed }): een tikfout, of iemand die gokt.
net-wrong-codes-renewed = { $tries } verkeerde codes geprobeerd: er staat een nieuwe code op het scherm, geef die aan je vriend.
net-declined = { $name } heeft de partij afgewezen: wachten op een andere speler.
net-left-over = { $name } is weggegaan: de partij blijft aan beide kanten bewaard.
net-left = { $name } is weggegaan: de partij blijft aan beide kanten bewaard en gaat verder zodra die terug is.
net-not-understood = De kant van { $name } stuurde iets wat dit spel niet begrijpt ({ $problem }): verbinding verbroken.
net-out-of-place = De kant van { $name } stuurde een bericht op een onverwacht moment: genegeerd.
# $why is een van de refusal-boodschappen, of net-not-a-square.
net-move-refused = Zet { $square } van { $name } geweigerd: { $why }.
net-not-a-square = { $square } is geen veld
net-their-move = { $name } is aan zet.
net-on-its-way = Jouw zet is onderweg naar de host.
net-not-played = Niet gespeeld: { $why }.
net-played-while-away = { $square } gespeeld: { $name } ziet het zodra die terug is.
net-misfit = Een zet van de host paste niet op dit bord: wachten op het bord van de host.
net-unreadable = De host stuurde een partij die deze kant niet kan lezen: { $problem }.
net-host-refused = De host weigerde: { $reason }.
# Een chatregel, zoals getypt: er komt geen punt achter.
net-chat = { $name }: { $text }
net-you-said = Jij: { $text }
net-said-yes = { $name } zei ja.
net-said-no = { $name } zei nee.
net-took-back = { $name } nam een zet terug.
# $asked is asked-take-back of asked-rematch.
net-asked-later = { $asked } Geef antwoord als je terug bent bij het bord.
net-asking-take-back = Aan { $name } gevraagd of je je laatste zet mag terugnemen: wachten op het antwoord.
net-asking-rematch = Aan { $name } een revanche gevraagd, met omgewisselde kleuren: wachten op het antwoord.
net-take-back-declined = Je speelde door: het verzoek om terug te nemen is afgewezen.
net-rematch-declined = De revanche is afgewezen.
net-cannot-answer-now = { $name } kan nu niet op je verzoek antwoorden: de verbinding is verbroken.
net-not-connected = { $name } is niet verbonden.
net-no-answer-sent = De verbinding is verbroken: geen antwoord verzonden.
net-resign-when-back = Niet verbonden: opgeven kan zodra de andere speler terug is.
net-nothing-sent = Niet verbonden: niets verzonden.
net-nothing-to-take-back = Je hebt geen zet om terug te nemen.
net-rematch-after = Een revanche kan na de partij.
net-take-back-failed = De zet kon niet worden teruggenomen.

## Waarom een zet niet gespeeld is, in een paar woorden (binnen de zinnen hierboven).
refusal-not-begun = de partij is nog niet begonnen
refusal-over = de partij is afgelopen
refusal-not-their-turn = niet aan zet
refusal-not-a-square = geen veld
refusal-connection-lost = de verbinding met { $name } is verbroken
refusal-on-its-way = de vorige zet is nog onderweg
