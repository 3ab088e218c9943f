# Nederlands: de woorden van het spel. Elke boodschap bestaat in elke taal, met dezelfde
# attributen en argumenten (een test controleert dat).

## De spelregels (othello rules): elke boodschap is een kop, haar .body de alinea eronder.

rules-title = De spelregels van Othello
rules-board = Het bord
    .body = Twee spelers, zwart en wit, spelen op een bord van 8 bij 8 velden met schijven die aan de ene kant zwart en aan de andere kant wit zijn. De kolommen heten a tot en met h van links naar rechts, de rijen 1 tot en met 8 van boven naar beneden: a1 is de hoek linksboven.
rules-start = Het begin
    .body = In het midden liggen vier schijven: zwart op d5 en e4, wit op d4 en e5. Zwart begint.
rules-move = Een zet
    .body = Je legt een schijf van jouw kleur op een leeg veld, zodat één of meer schijven van je tegenstander in een rechte lijn tussen die schijf en een andere schijf van jou liggen, zonder leeg veld ertussen. De lijn mag in elk van de acht richtingen lopen: langs de rij, langs de kolom of langs een van beide diagonalen. Een zet die geen schijf insluit is niet toegestaan.
rules-flip = Omdraaien
    .body = Elke ingesloten lijn wordt in één keer naar jouw kleur omgedraaid, in alle richtingen waarin de nieuwe schijf insluit. Alleen die schijven draaien om: een schijf die net is omgedraaid sluit zelf geen andere in, dus er zijn geen kettingreacties.
rules-pass = Passen
    .body = Wie geen geldige zet heeft, moet passen, en de tegenstander is weer aan de beurt. Wie wel kan zetten, mag niet passen.
rules-end = Het einde
    .body = Het spel is uit als geen van beide spelers nog kan zetten: als het bord vol is, of eerder als geen van beiden nog een schijf kan leggen.
rules-score = De uitslag
    .body = Wie de meeste schijven op het bord heeft, wint. Lege velden aan het eind gaan naar de winnaar: een partij gewonnen met 34 tegen 29 en één leeg veld telt als 35 tegen 29; gelijkspel is 32 tegen 32.
rules-pool = De voorraad schijven
    .body = Elke speler heeft 32 schijven, 30 in de hand zodra de vier in het midden liggen. Wie kan zetten maar geen schijf meer in de hand heeft, krijgt er een van de tegenstander.
rules-handicap = Voorgift
    .body = Een sterkere speler kan een voorgift van één tot vier hoeken geven: vóór de eerste zet komen daar schijven van de zwakkere speler te liggen, in de volgorde a1, h8, h1, a8. Zwart begint nog steeds.
rules-clock = Klokken
    .body = Met een klok heeft elke speler een eigen bedenktijd, die alleen loopt als hij aan zet is; een increment voegt na elke zet enkele seconden toe. Wie door zijn tijd heen is, verliest, wat het bord ook zegt.
