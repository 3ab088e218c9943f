# Nederlands: de help van de opdrachtregel (othello --help, othello OPDRACHT --help) en de
# manpagina's (othello manual). Het Engels staat in de doc-commentaren van src/cli/; elk bericht
# hier is een opdracht (doc-othello-book-grow: de beschrijving; .plies: die optie), of een groep
# opties die meerdere opdrachten delen (doc-game-flags). Opties, opdrachten en waarden blijven
# zoals ze zijn; een test controleert dat elke tekst er is en de opties noemt die het Engels noemt.

doc-othello = Othello in de terminal: speel aan één toetsenbord, tegen de computer of tegen een vriend over het netwerk; hints, analyses en reviews; een partijendatabase; trainers voor het eindspel en de opening; een engine voor NBoard
    .after-help =
        Voorbeelden:
          othello                                  nieuwe partij: wie speelt, klokken, voorgift, start
          othello --time 10m --increment 5s        10 minuten elk, 5 seconden erbij na elke zet
          othello --black-time 5m --white-time 2m  ongelijke bedenktijd
          othello --handicap 2 --handicap-to white wit begint met a1 en h8
          othello --black Ann --white Ben --moves f5d6c3
          othello --computer white                 speel zwart tegen de computer (niveau 5)
          othello --computer black --level 12      de computer opent, op niveau 12 van 20
          othello --computer both --time 1m        kijk hoe de computer tegen zichzelf speelt
          othello --resume                         ga verder met de laatst gespeelde onafgemaakte partij
          othello games                            de partijen van de bibliotheek
          othello --resume 2026-11-22-1405-ann-ben ga verder met die partij van de bibliotheek
          othello --load ~/game.json               open een bewaarde partij (klokken stil tot een toets)
          othello show game.json --format ggf      druk een partij af zonder het interactieve scherm
          othello host --name Ann --time 10m       host een partij voor een vriend op een andere terminal
          othello db explore --moves f5d6          de partijen van de database door een stelling
          othello train endgame                    eindspelpuzzels uit toernooipartijen
          othello manual ~/.local/share/man/man1   schrijf de manpagina's
    .load = Open een partij die in FILE is bewaard, of de partij van de bibliotheek met die ID (haar regels, namen, zetten en klokken), gepauzeerd tot een toets wordt ingedrukt. --black en --white geven de spelers een nieuwe naam. Voorbeeld: --load ~/games/club-final.json
    .game_number = Van een GGF-bestand met meerdere partijen (een GGS-archief, één partij per regel): open partij N, geteld vanaf 1 (standaard: de eerste). Voorbeeld: --load archive.ggf --game 3
    .resume = Ga verder met de laatst gespeelde onafgemaakte partij (elke partij blijft in de bibliotheek, in de gegevensmap), of met de partij met die ID (zie othello games), gepauzeerd tot een toets wordt ingedrukt. Voorbeeld: othello --resume, of --resume 2026-11-22-1405-ann-ben
    .computer = Wie de computer speelt: white, black, both (om hem tegen zichzelf te zien spelen) of none. Met --load of --resume verandert het wie de bewaarde partij speelde. Voorbeeld: --computer white, -c white
    .computer-black = De computer speelt zwart, een mens wit
    .computer-white = De computer speelt wit, een mens zwart
    .computer-both = De computer speelt tegen zichzelf
    .computer-none = Mensen spelen beide kanten
    .level = Hoe sterk de computer speelt, van 1 (een tegenstander voor beginners) tot 20 (de sterkste); standaard 5. Voorbeeld: --computer black --level 12, -c black -l 12
    .no_variety = De computer speelt altijd zijn beste zet, elke keer dezelfde partij. Standaard kiezen niveau 8 en hoger willekeurig tussen openingszetten die hoogstens één schijf slechter zijn dan de beste (de eerste twaalf zetten). Voorbeeld: othello --computer white --level 12 --no-variety
    .min_move_time = De kortste tijd die een zet van de computer op het scherm duurt, zodat je hem ziet komen en de computer tegen zichzelf kunt zien spelen (een zet die eerder gevonden is wacht; nooit als zijn klok bijna op is). 0 voor meteen. Voorbeeld: --min-move-time 1s, --min-move-time 0
    .lang = De taal van de woorden van het spel (de schermen, othello rules, wat de opdrachten afdrukken, deze help): en (Engels), nl (Nederlands), de (Duits), fr (Frans) of zh (Chinees); voor of na de naam van een opdracht. Standaard: de Taal van het scherm voor een nieuwe partij, anders die van de omgeving (LC_ALL, LC_MESSAGES of LANG), anders Engels. Voorbeeld: --lang nl
    .lang-en = Engels, de taal waarop elke andere terugvalt
    .lang-nl = Nederlands
    .lang-de = Duits
    .lang-fr = Frans
    .lang-zh = Chinees in traditionele karakters (Taiwan, Hongkong, Macau, en een Chinese locale die geen regio noemt)
    .lang-zh-hans = Chinees in vereenvoudigde karakters (het vasteland van China en Singapore: `zh_CN`, `zh_SG`, `zh-Hans`)
    .theme = De kleuren van het bord: green, dark, light (voor lichte terminals) of contrast; onthouden voor de volgende partijen, zoals T (die ze doorloopt) doet. Voorbeeld: --theme light
    .theme-green = Een groen bord, zoals het spel op vilt wordt gespeeld
    .theme-dark = Een donker leisteenbord, rustig op een donkere terminal
    .theme-light = Een houten bord met donkere tekens, voor lichte terminals
    .theme-contrast = Het sterkste contrast
    .move_numbers = Toon op elke schijf het nummer van de zet die haar plaatste (m zet dit aan en uit). Voorbeeld: othello --move-numbers
    .hints = Begin met hints aan: de score van de engine voor elke legale zet op zijn veld, steeds dieper terwijl je nadenkt (i zet ze aan en uit, t toont alleen de beste zet). Voorbeeld: othello --hints
    .ascii = Teken het bord met alleen ASCII-tekens (voor terminals die ● en ○ twee kolommen breed tekenen). Voorbeeld: othello --ascii
    .data_dir = De gegevensmap: de bibliotheek van partijen is haar map games/, en een bewaarnaam zonder map komt erin. Standaard: de gegevensmap van het platform, zoals ~/.local/share/othello op Linux. De opdrachten die haar gebruiken nemen haar ook, voor of na hun naam. Voorbeeld: --data-dir ./othello-data
    .threads = De threads waarop de computer zoekt (zijn zetten, hints): elke kern van de machine tenzij anders gezegd; 1 voor een zoektocht die elke keer dezelfde is. De opdrachten die parallel zoeken nemen het ook (solve, engine, book grow, db explore, train). Voorbeeld: --threads 2

doc-game-flags =
    .handicap = Hoeken die de zwakkere speler voor de eerste zet krijgt (voorgift), 0 tot 4, in de volgorde a1, h8, h1, a8. Voorbeeld: --handicap 2
    .handicap_to = Wie de hoeken van de voorgift krijgt. Voorbeeld: --handicap 1 --handicap-to white
    .handicap_to-black = De eerste speler
    .handicap_to-white = De tweede speler
    .time = De totale tijd van elke speler (sudden death): 30m, 90s, 1h30m, 1:30:00 of 5:00. Zonder tijdoptie is de partij zonder klok. Voorbeeld: --time 10m, -t 10m
    .black_time = De totale tijd van zwart, voor ongelijke bedenktijd (gaat voor --time voor zwart). Voorbeeld: --black-time 5m
    .white_time = De totale tijd van wit, voor ongelijke bedenktijd (gaat voor --time voor wit). Voorbeeld: --white-time 3m
    .increment = Fischer-increment: tijd die na elke zet van een speler bij zijn klok komt. Voorbeeld: --increment 5s
    .delay = Bronstein-vertraging: tot zoveel van de tijd van elke zet wordt teruggegeven (in plaats van een increment). Voorbeeld: --delay 3s
    .black = De naam van zwart. Voorbeeld: --black Ann
    .white = De naam van wit. Voorbeeld: --white Ben
    .moves = Begin vanaf de stelling na deze zetten, gespeeld buiten de klok (ze kosten geen tijd en leveren geen increment op). Voorbeeld: --moves f5d6c3d3c4, -m f5d6c3d3c4
    .position = Begin vanaf deze stelling: 64 velden van a1 tot h8 (X zwart, O wit, - leeg), een spatie, en de kant die aan zet is, zoals Edax en Zebra ze schrijven (--moves worden erna gespeeld). Voorbeeld: --position "---------------------------OX------XO--------------------------- X", -p "…"
    .random_start = Begin vanaf een stelling N willekeurige zetten diep (1 tot 30) die de engine in evenwicht vindt, binnen twee schijven, voor spelers die de openingen uit hun hoofd kennen; ze wordt opgeslagen als het begin van de partij (--moves worden erna gespeeld). Voorbeeld: --random-start 10

doc-position-flags =
    .position = De stelling: 64 velden van a1 tot h8 (X zwart, O wit, - leeg), een spatie, en de kant die aan zet is (standaard: het begin). Voorbeeld: --position "<64 velden> X", -p "<64 velden> X"
    .moves = Zetten om eerst te spelen, vanaf --position of het begin. Voorbeeld: --moves f5d6c3, -m f5d6c3
    .format = Hoe af te drukken: text, of één JSON-document. Voorbeeld: --format json, -f json
    .format-text = Tekst voor mensen (zie de handleiding)
    .format-json = Eén JSON-object (zie de handleiding)

doc-data-dir-flag =
    .data_dir = De gegevensmap (de bibliotheek van partijen is haar map games/, de partijendatabase haar games.db). Standaard: de gegevensmap van het platform, zoals ~/.local/share/othello op Linux. Voorbeeld: --data-dir ./othello-data

doc-threads-flag =
    .threads = De threads waarop de zoektocht loopt: elke kern van de machine tenzij anders gezegd; 1 voor een zoektocht die elke keer dezelfde is. Voorbeeld: --threads 2

doc-query-flags =
    .player = Partijen met een speler wiens naam dit bevat (elke kleur, hoofdletters of niet). Twee keer gegeven: de partijen tussen die twee (een partij telt als elke naam een van haar spelers is). Voorbeeld: --player tastet, of --player tastet --player shaman
    .tournament = Partijen van een toernooi waarvan de naam dit bevat (hoofdletters of niet). Voorbeeld: --tournament "world"
    .from_year = Partijen gespeeld in dit jaar of later. Voorbeeld: --from 2000
    .to_year = Partijen gespeeld in dit jaar of eerder. Voorbeeld: --to 2010

doc-othello-show = Druk een partij af (een bewaard FILE, een partij van de bibliotheek per ID, of een die met de opties wordt gemaakt) zonder het interactieve scherm. Voorbeeld: othello show --moves f5d6c3 --format json
    .file = Een bewaarde partij om af te drukken, als bestand of als ID van een partij in de bibliotheek; zonder: een partij gemaakt met de opties
    .game_number = Van een GGF-bestand met meerdere partijen (een GGS-archief): druk partij N af, geteld vanaf 1 (standaard: de eerste). Voorbeeld: othello show archive.ggf --game 3
    .format = Hoe af te drukken. Voorbeeld: --format ggf, -f ggf
    .format-text = Een bord, de zettenlijst, wie aan zet is, schijven, voorraad, klokken en uitslag
    .format-json = Eén JSON-object (zie de handleiding)
    .format-transcript = De zetten als f5d6c3…
    .format-ggf = Het Generic Game Format van GGS en andere Othello-programma's

doc-othello-solve = Los een stelling op tot het einde: de exacte score, elke beste zet, de verwachte variant, knopen en tijd. Voorbeeld: othello solve --position "<64 velden> X" --format json
    .file = Een partij om op te lossen vanaf haar laatste stelling, met --moves daarna gespeeld als ze gegeven zijn: een bewaard bestand, een GGF-partij, of de ID van een partij in de bibliotheek
    .game_number = Van een GGF-bestand met meerdere partijen (een GGS-archief): los partij N op, geteld vanaf 1 (standaard: de eerste). Voorbeeld: othello solve archive.ggf --game 3

doc-othello-analyze = Bekijk een partij zet voor zet: de beste zetten van de engine, de score van elke gespeelde zet en van de beste, de schijven die elke zet verloor, de fouten gemarkeerd, en het totaal van elke speler. Voorbeeld: othello analyze game.json --level 10 --format json
    .file = De partij om te analyseren: een bestand (een bewaarde partij, GGF, een stelling of een zettenreeks) of de ID van een partij in de bibliotheek; zonder: de partij die --moves speelt vanaf het begin of --position
    .game_number = Van een GGF-bestand met meerdere partijen (een GGS-archief): analyseer partij N, geteld vanaf 1 (standaard: de eerste). Voorbeeld: othello analyze archive.ggf --game 3
    .moves = De zetten om te analyseren, na die van FILE of vanaf het begin. Voorbeeld: --moves f5d6c3d3c4, -m f5d6c3d3c4
    .position = De stelling waar de zetten beginnen (zie --position van othello). Voorbeeld: --position "<64 velden> X"
    .level = Hoe diep de engine kijkt, van 1 tot 20 (standaard 8): de diepte van het niveau, en het aantal lege velden vanaf waar hij de partij exact oplost. Voorbeeld: --level 12, -l 12
    .format = Hoe de analyse af te drukken. Voorbeeld: --format json, -f json
    .format-text = Tekst voor mensen (zie de handleiding)
    .format-json = Eén JSON-object (zie de handleiding)

doc-othello-engine = Spreek het NBoard-protocol op standaardinvoer en -uitvoer, voor de NBoard-GUI en andere Othello-programma's. Voorbeeld: othello engine
    .no_book = Zoek elke zet, ook in de opening, in plaats van de beste zet van het boek te spelen waar het boek er een heeft (het book.bin van de gegevensmap, anders het meegeleverde boek). Voorbeeld: othello engine --no-book
    .variety = Kies in de opening willekeurig tussen de zetten die hoogstens zoveel schijven slechter zijn dan de beste (die van het boek, dan in de eerste twaalf zetten die van de zoektocht), zoals de niveaus doen, zodat partijen vanaf hetzelfde begin verschillen; 0, de standaard, speelt altijd de beste. Voorbeeld: othello engine --variety 1

doc-othello-games = Toon de partijen van de bibliotheek: wanneer elke begon, haar spelers, regels, zetten en uitslag; dan je resultaten tegen elk niveau van de computer. Voorbeeld: othello games --unfinished
    .unfinished = Alleen de partijen die niet af zijn. Voorbeeld: othello games --unfinished
    .computer = Alleen de partijen tegen de computer. Voorbeeld: othello games --computer
    .level = Alleen de partijen tegen de computer op dit niveau. Voorbeeld: othello games --level 8, -l 8
    .player = Alleen de partijen van een speler wiens naam NAME bevat, hoofdletters of niet. Voorbeeld: othello games --player ann, -p ann

doc-othello-book = Toon de zetten van het openingsboek voor een stelling, met hun waarden (tekst of JSON), of laat het boek groeien met meer zoektochten (othello book grow). Voorbeeld: othello book --moves f5d6

doc-othello-book-grow = Laat het boek van de gegevensmap groeien (book.bin; het meegeleverde boek als er nog geen is) door elke stelling tot --plies zetten vanaf het begin te doorzoeken, langs zetten die hoogstens --margin schijven slechter zijn dan de beste; bewaard terwijl het loopt, zodat Ctrl-C houdt wat klaar is en een tweede keer verdergaat. Met --wthor in plaats daarvan de stellingen die de partijen van WTHOR bereikten, en met --leaves die waar de beste zetten buiten het boek heen leiden, in delen gesneden met --shard K/N --out PART (samengevoegd met othello book merge). Voorbeeld: othello book grow --plies 8 --margin 2 --depth 14
    .plies = Stellingen tot zoveel zetten vanaf het begin worden doorzocht, 1 tot 30
    .margin = Een zet die hoogstens zoveel schijven slechter is dan de beste leidt verder het boek in (met --leaves: een beste zet buiten het boek binnen zoveel schijven van de waarde van zijn stelling wordt opgenomen), 0 tot 64
    .leaves = Doorzoek de stellingen waar de beste zetten buiten het boek heen leiden (zijn bladeren), vanaf zijn stellingen minder dan --plies zetten van het begin, elk binnen --margin schijven van de waarde van haar stelling, in plaats van vanaf het begin te groeien: de beste afwijkingen van de varianten van het boek komen erin, en elke keer gaat het een zet verder. In delen gesneden zoals met --wthor (elk deel vanaf hetzelfde book.bin). Voorbeeld: --leaves --plies 20 --margin 2
    .wthor = Doorzoek de stellingen die de partijen van WTHOR (de bestanden WTH_YYYY.wtb van deze map) in hun eerste --plies zetten bereikten, elk door --min-games partijen of meer, in plaats van vanaf het begin langs --margin te groeien. Voorbeeld: --wthor ~/wthor
    .min_games = Met --wthor wordt een stelling doorzocht als zoveel partijen of meer haar bereikten
    .shard = Met --wthor of --leaves: doorzoek alleen deel K van N (vanaf 0) en schrijf het naar --out, om samen te voegen met de andere (othello book merge); hetzelfde deel geeft altijd hetzelfde bestand, en een deel dat halverwege stopte gaat verder waar het stopte. Voorbeeld: --shard 3/8 --out part-3.part
    .out = Het bestand dat een deel schrijft
    .depth = De zetten van elke stelling krijgen een score van een selectieve zoektocht zoveel zetten diep, 1 tot 30

doc-othello-book-merge = Voeg de delen die othello book grow --shard schreef, elk deel één keer en elk af, samen in het boek van de gegevensmap (het meegeleverde als er nog geen is), of in --out FILE. Voorbeeld: othello book merge parts/*.part
    .parts = De delen, in elke volgorde
    .out = Schrijf het samengevoegde boek naar dit bestand in plaats van naar het book.bin van de gegevensmap

doc-othello-book-export = Schrijf het boek van de gegevensmap (het meegeleverde als er geen is) als tekst, een stelling per regel: stelling, kant aan zet, diepte, waarde, beste zet buiten het boek, zijn waarde. Voorbeeld: othello book export --out book.txt
    .out = Het bestand om te schrijven (standaarduitvoer als het niet gegeven is)

doc-othello-book-learn = Leer partijen: hun stellingen in hun eerste --plies zetten die nog niet in het boek van de gegevensmap staan worden doorzocht en komen erin, en de waarden worden teruggerekend. Bestanden (een bewaarde partij, een GGF-partij of -archief, een zettenreeks) of partijen van de bibliotheek per ID. Voorbeeld: othello book learn games.ggf
    .games = De partijen: bestanden, of ID's van partijen van de bibliotheek
    .plies = Stellingen tot zoveel zetten vanaf het begin worden geleerd, 1 tot 30
    .depth = De zetten van elke nieuwe stelling krijgen een score van een selectieve zoektocht zoveel zetten diep, 1 tot 30

doc-othello-book-show = Druk de boom van het boek af vanaf een stelling (het begin tenzij anders gezegd), --plies zetten diep: elke boekzet met zijn waarde en de diepte van zijn zoektocht, de beste eerst. Voorbeeld: othello book show --moves f5 --plies 2
    .plies = Hoeveel zetten diep de boom gaat, 1 tot 10

doc-othello-book-import = Lees een boek dat othello book export schreef in het boek van de gegevensmap: elke stelling neemt de plaats in van die van het boek, tenzij die van het boek dieper doorzocht is (--replace: alleen het boek van het bestand). Voorbeeld: othello book import book.txt
    .file = Het boek als tekst
    .replace = Maak het boek van het bestand dat van de gegevensmap, in plaats van wat die had

doc-othello-host = Host een partij voor een speler op een andere terminal: drukt (op het scherm) het adres en een toegangscode af om te geven; de regels zijn die van de opties, zoals bij elke partij. Luistert op het loopback-adres tenzij --listen iets anders zegt. Voorbeeld: othello host --time 10m --name Ann
    .color = De kleur die je speelt; de andere speler krijgt de andere. Voorbeeld: --color white
    .color-black = De eerste speler
    .color-white = De tweede speler
    .name = Je naam, zoals de andere speler die ziet. Voorbeeld: --name Ann
    .listen = Waar te luisteren: IP:PORT, of alleen een IP (poort 7654). De standaard, 127.0.0.1:7654, neemt alleen spelers op deze machine; 0.0.0.0 opent het voor het LAN (en, via een router of een tunnel, het internet). Poort 0 neemt een vrije poort. Met --resume het eigen adres van de partij, tenzij gegeven. Voorbeeld: --listen 0.0.0.0:7654
    .relay = Wacht op de andere speler bij een magic-wormhole-transitrelay in plaats van te luisteren: beide kanten verbinden ermee, zodat geen van beide een open poort nodig heeft, en het ziet alleen wat versleuteld is. De genoemde relay wordt onthouden: --relay alleen spreekt er weer af. Met --resume de eigen relay van de partij, tenzij gegeven. Voorbeeld: --relay relay.example.org:4001
    .resume = Host opnieuw een partij van de bibliotheek die je hostte (nadat een van beide kanten stopte), voor dezelfde gast (een partij die nog niet begon krijgt een nieuwe code), op hetzelfde adres tenzij --listen gegeven is. Voorbeeld: othello host --resume 2026-11-24-2130-ann-ben

doc-othello-join = Doe mee aan een partij die met othello host wordt gehost, met het adres en de code die de host geeft; toont de regels en vraagt voor het spelen. Voorbeeld: othello join 192.168.1.20:7654 7-guitar-zebra
    .address = Het adres van de host: IP:PORT, HOST:PORT, of een van beide alleen (poort 7654); met --relay geen (alleen de code). Voorbeeld: 192.168.1.20:7654
    .code = De toegangscode die de host gaf: een getal en twee woorden, met streepjes of spaties ertussen (een woord met één tikfout wordt hersteld). Alleen gegeven: de host wordt getroffen bij de laatst genoemde relay. Voorbeeld: 7-guitar-zebra
    .relay = Tref de host bij deze magic-wormhole-transitrelay (die de host noemt) in plaats van met hem te verbinden; onthouden, zodat de code alleen er de volgende keer afspreekt. Voorbeeld: othello join --relay relay.example.org:4001 CODE
    .name = Je naam, zoals de host die ziet. Voorbeeld: --name Ben
    .yes = Aanvaard de regels van de host zonder dat het gevraagd wordt. Voorbeeld: othello join 127.0.0.1 CODE --yes
    .resume = Doe opnieuw mee aan een partij van de bibliotheek waaraan je meedeed, met het adres en de sleutel van de partij die ze bewaart (nooit de code). Voorbeeld: othello join --resume 2026-11-24-2130-ann-ben

doc-othello-db = De partijendatabase (toernooipartijen uit WTHOR-bestanden, GGF-archieven, de partijen van de bibliotheek): importeren, partijen tonen, de zetten van een stelling verkennen. Voorbeeld: othello db explore --moves f5d6

doc-othello-db-import = Importeer partijen in de database van de gegevensmap (games.db): WTHOR-bestanden (WTH_YYYY.wtb, met WTHOR.JOU en WTHOR.TRN ernaast), GGF-bestanden en GGS-archieven, mappen ervan, en met --library de afgemaakte partijen van de bibliotheek. Een partij die er al is wordt niet twee keer toegevoegd; een bestand dat niet te lezen is wordt geweigerd, met zijn naam, en de database blijft zoals ze was. Voorbeeld: othello db import ~/wthor
    .paths = Bestanden of mappen om te importeren. Voorbeeld: othello db import WTH_2019.wtb WTH_2020.wtb
    .library = Importeer ook de afgemaakte partijen van de bibliotheek (gespeeld van het gewone begin tot het einde)

doc-othello-db-games = Toon de partijen van de database: per speler, toernooi, jaren, of een stelling waar ze door gingen (ook gespiegeld of gedraaid). Open er een met othello --load db:N (of show, analyze db:N). Voorbeeld: othello db games --player tastet --moves f5d6c3
    .limit = Hoogstens zoveel partijen, de nieuwste eerst (0: alle). Voorbeeld: --limit 100

doc-othello-db-explore = Elke zet die vanaf een stelling in de partijen van de database gespeeld is: hoeveel partijen, de winst, remises en verliezen van zwart, de gemiddelde eindmarge van zwart, en de waarde van het boek of de engine. Voorbeeld: othello db explore --moves f5d6 --from 2000
    .level = De zetten buiten het boek krijgen hun waarde van een zoektocht op dit niveau, 1 tot 20 (één zoektocht voor alle zetten tegelijk). Voorbeeld: --level 12, -l 12
    .no_engine = Geen zoektocht van de engine: alleen de waarden van het boek (het snelste antwoord)

doc-othello-train = Train: eindspelpuzzels uit echte partijen, beoordeeld door de exacte oplosser, of een openingsoefening; een reeks en een record worden in de gegevensmap bewaard. Voorbeeld: othello train endgame --empties 10-14

doc-othello-train-endgame = Eindspelpuzzels uit toernooipartijen (en FFO): vind de beste zet, of speel de stelling uit tegen de oplosser, elke zet exact beoordeeld. Voorbeeld: othello train endgame --empties 12-16
    .empties = De lege velden van de puzzels: één getal, of een bereik van 8 tot 24. Voorbeeld: --empties 12-16
    .margin = Alleen puzzels waarvan de beste zet hoogstens zoveel schijven beter is dan de tweede (een kleine marge is een subtiele puzzel). Voorbeeld: --margin 4
    .play_out = Speel elke stelling uit tot het einde tegen de oplosser, elke zet beoordeeld (anders wordt alleen de eerste zet gevraagd)
    .seed = De volgorde van de puzzels: hetzelfde zaad zet ze in dezelfde volgorde. Voorbeeld: --seed 7

doc-othello-train-opening = De openingsoefening: het programma speelt één kant van een opening met een naam (of van de hoofdvariant van het boek) en jij vindt de zetten van de andere kant. Voorbeeld: othello train opening Tiger --color white
    .name = Een opening met een naam (othello train list noemt ze); zonder: de hoofdvariant van het boek. Voorbeeld: Tiger
    .color = De kant die je speelt. Voorbeeld: --color white
    .color-black = De eerste speler
    .color-white = De tweede speler

doc-othello-train-list = Toon de openingen met een naam die de oefening kent, en hoeveel puzzels er zijn voor elk aantal lege velden. Voorbeeld: othello train list

doc-othello-manual = Schrijf de manpagina's: othello.1 en één voor elke opdracht (othello-show.1, …), gemaakt uit dezelfde definities, in DIR. Voorbeeld: othello manual ~/.local/share/man/man1
    .dir = De map om ze in te schrijven, gemaakt als dat nodig is (standaard: de huidige map)

doc-othello-rules = Druk de spelregels af in je taal (--lang, anders de Taal van het scherm voor een nieuwe partij, anders die van de omgeving: LC_ALL, LC_MESSAGES of LANG; Engels als het geen van deze is), in de eigen woorden van het project. Voorbeeld: othello rules --lang nl

doc-othello-completions = Druk een aanvulscript voor een shell af. Voorbeeld: othello completions bash > ~/.local/share/bash-completion/completions/othello
    .shell = De shell: bash, elvish, fish, powershell of zsh
