# Deutsch: die Hilfe der Befehlszeile (othello --help, othello BEFEHL --help) und die
# Handbuchseiten (othello manual). Das Englische steht in den Doc-Kommentaren von src/cli/; jede
# Nachricht hier ist ein Befehl (doc-othello-book-grow: seine Beschreibung; .plies: diese Option)
# oder eine Gruppe von Optionen, die mehrere Befehle teilen (doc-game-flags). Optionen, Befehle und
# Werte bleiben, wie sie sind; ein Test prüft, dass jeder Text da ist und die Optionen nennt, die
# das Englische nennt.

doc-othello = Othello im Terminal: spielen an einer Tastatur, gegen den Computer oder gegen einen Freund über das Netzwerk; Tipps, Analysen und Auswertungen; eine Partiendatenbank; Trainer für Endspiel und Eröffnung; eine Engine für NBoard
    .after-help =
        Beispiele:
          othello                                  neue Partie: wer spielt, Uhren, Vorgabe, Start
          othello --time 10m --increment 5s        je 10 Minuten, 5 Sekunden dazu nach jedem Zug
          othello --black-time 5m --white-time 2m  ungleiche Bedenkzeit
          othello --handicap 2 --handicap-to white Weiß beginnt mit a1 und h8
          othello --black Ann --white Ben --moves f5d6c3
          othello --computer white                 Schwarz gegen den Computer spielen (Stufe 5)
          othello --computer black --level 12      der Computer eröffnet, auf Stufe 12 von 20
          othello --computer both --time 1m        dem Computer beim Spiel gegen sich selbst zusehen
          othello --resume                         die zuletzt gespielte unbeendete Partie fortsetzen
          othello games                            die Partien der Bibliothek auflisten
          othello --resume 2026-11-22-1405-ann-ben diese Partie der Bibliothek fortsetzen
          othello --load ~/game.json               Partie aus Datei öffnen (Uhren stehen bis zu einer Taste)
          othello show game.json --format ggf      eine Partie ohne den interaktiven Bildschirm ausgeben
          othello host --name Ann --time 10m       für einen Freund an einem anderen Terminal hosten
          othello db explore --moves f5d6          die Partien der Datenbank durch eine Stellung
          othello train endgame                    Endspielaufgaben aus Turnierpartien
          othello manual ~/.local/share/man/man1   die Handbuchseiten schreiben
    .load = Eine in FILE gespeicherte Partie öffnen, oder die Partie der Bibliothek mit dieser ID (ihre Regeln, Namen, Züge und Uhren), angehalten bis eine Taste gedrückt wird. --black und --white benennen die Spieler um. Beispiel: --load ~/games/club-final.json
    .game_number = Aus einer GGF-Datei mit mehreren Partien (einem GGS-Archiv, eine Partie pro Zeile) Partie N öffnen, ab 1 gezählt (Standard: die erste). Beispiel: --load archive.ggf --game 3
    .resume = Die zuletzt gespielte unbeendete Partie fortsetzen (jede Partie bleibt in der Bibliothek, im Datenordner), oder die Partie mit dieser ID (siehe othello games), angehalten bis eine Taste gedrückt wird. Beispiel: othello --resume, oder --resume 2026-11-22-1405-ann-ben
    .computer = Wen der Computer spielt: white, black, both (um ihm beim Spiel gegen sich selbst zuzusehen) oder none. Mit --load oder --resume ändert es, wer die gespeicherte Partie spielte. Beispiel: --computer white, -c white
    .computer-black = Der Computer spielt Schwarz, ein Mensch Weiß
    .computer-white = Der Computer spielt Weiß, ein Mensch Schwarz
    .computer-both = Der Computer spielt gegen sich selbst
    .computer-none = Menschen spielen beide Seiten
    .level = Wie stark der Computer spielt, von 1 (ein Gegner für Anfänger) bis 20 (der stärkste); Standard 5. Beispiel: --computer black --level 12, -c black -l 12
    .no_variety = Der Computer spielt immer seinen besten Zug, jedes Mal dieselbe Partie. Sonst wählen die Stufen ab 8 zufällig unter den Eröffnungszügen, die höchstens einen Stein schlechter als der beste sind (die ersten zwölf Züge). Beispiel: othello --computer white --level 12 --no-variety
    .min_move_time = Die kürzeste Zeit, die ein Zug des Computers auf dem Bildschirm dauert, damit man ihn kommen sieht und dem Computer beim Spiel gegen sich selbst zusehen kann (ein früher gefundener Zug wartet; nie bei knapper Uhr). 0 für sofort. Beispiel: --min-move-time 1s, --min-move-time 0
    .lang = Die Sprache der Wörter des Spiels (die Bildschirme, othello rules, was die Befehle ausgeben, diese Hilfe): en (Englisch), nl (Niederländisch), de (Deutsch), fr (Französisch) oder zh (Chinesisch); vor oder nach dem Namen eines Befehls. Standard: die Sprache des Bildschirms für eine neue Partie, sonst die der Umgebung (LC_ALL, LC_MESSAGES oder LANG), sonst Englisch. Beispiel: --lang nl
    .lang-en = Englisch, auf das jede andere Sprache zurückfällt
    .lang-nl = Niederländisch
    .lang-de = Deutsch
    .lang-fr = Französisch
    .lang-zh = Chinesisch in traditionellen Schriftzeichen (Taiwan, Hongkong, Macau, und eine chinesische Locale ohne Region)
    .lang-zh-hans = Chinesisch in vereinfachten Schriftzeichen (Festlandchina und Singapur: `zh_CN`, `zh_SG`, `zh-Hans`)
    .theme = Die Farben des Bretts: green, dark, light (für helle Terminals) oder contrast; für die nächsten Partien gemerkt, wie T (das sie durchgeht) es tut. Beispiel: --theme light
    .theme-green = Ein grünes Brett, wie auf Filz gespielt
    .theme-dark = Ein dunkles Schieferbrett, ruhig auf einem dunklen Terminal
    .theme-light = Ein Holzbrett mit dunklen Markierungen, für helle Terminals
    .theme-contrast = Der stärkste Kontrast
    .move_numbers = Auf jedem Stein die Nummer des Zuges zeigen, der ihn setzte (m schaltet das ein und aus). Beispiel: othello --move-numbers
    .hints = Mit Tipps beginnen: die Wertung der Engine für jeden erlaubten Zug auf seinem Feld, immer tiefer, während du nachdenkst (i schaltet sie ein und aus, t zeigt nur den besten Zug). Beispiel: othello --hints
    .ascii = Das Brett nur mit ASCII-Zeichen zeichnen (für Terminals, die ● und ○ zwei Spalten breit zeichnen). Beispiel: othello --ascii
    .data_dir = Der Datenordner: die Bibliothek der Partien ist sein Ordner games/, und ein Speichername ohne Ordner kommt dorthin. Standard: der Datenordner der Plattform, etwa ~/.local/share/othello unter Linux. Die Befehle, die ihn benutzen, nehmen ihn auch, vor oder nach ihrem Namen. Beispiel: --data-dir ./othello-data
    .threads = Die Threads, auf denen der Computer sucht (seine Züge, Tipps): jeder Kern der Maschine, wenn nicht anders gesagt; 1 für eine Suche, die bei jedem Lauf gleich ist. Die Befehle, die parallel suchen, nehmen es auch (solve, engine, book grow, db explore, train). Beispiel: --threads 2

doc-game-flags =
    .handicap = Ecken, die der schwächere Spieler vor dem ersten Zug bekommt (Vorgabe), 0 bis 4, in der Reihenfolge a1, h8, h1, a8. Beispiel: --handicap 2
    .handicap_to = Wer die Ecken der Vorgabe bekommt. Beispiel: --handicap 1 --handicap-to white
    .handicap_to-black = Der erste Spieler
    .handicap_to-white = Der zweite Spieler
    .time = Die Gesamtzeit jedes Spielers (Sudden Death): 30m, 90s, 1h30m, 1:30:00 oder 5:00. Ohne Zeitoption ist die Partie ohne Uhr. Beispiel: --time 10m, -t 10m
    .black_time = Die Gesamtzeit von Schwarz, für ungleiche Bedenkzeit (geht für Schwarz vor --time). Beispiel: --black-time 5m
    .white_time = Die Gesamtzeit von Weiß, für ungleiche Bedenkzeit (geht für Weiß vor --time). Beispiel: --white-time 3m
    .increment = Fischer-Inkrement: Zeit, die nach jedem Zug eines Spielers auf seine Uhr kommt. Beispiel: --increment 5s
    .delay = Bronstein-Verzögerung: bis zu so viel von der Zeit jedes Zuges wird zurückgegeben (statt eines Inkrements). Beispiel: --delay 3s
    .black = Der Name von Schwarz. Beispiel: --black Ann
    .white = Der Name von Weiß. Beispiel: --white Ben
    .moves = Von der Stellung nach diesen Zügen beginnen, außerhalb der Uhr gespielt (sie kosten keine Zeit und bringen kein Inkrement). Beispiel: --moves f5d6c3d3c4, -m f5d6c3d3c4
    .position = Von dieser Stellung beginnen: 64 Felder von a1 bis h8 (X Schwarz, O Weiß, - leer), ein Leerzeichen und die Seite am Zug, wie Edax und Zebra sie schreiben (--moves werden danach gespielt). Beispiel: --position "---------------------------OX------XO--------------------------- X", -p "…"
    .random_start = Von einer Stellung N zufällige Züge tief (1 bis 30) beginnen, die die Engine für ausgeglichen hält, innerhalb von zwei Steinen, für Spieler, die die Eröffnungen auswendig kennen; sie wird als Beginn der Partie gespeichert (--moves werden danach gespielt). Beispiel: --random-start 10

doc-position-flags =
    .position = Die Stellung: 64 Felder von a1 bis h8 (X Schwarz, O Weiß, - leer), ein Leerzeichen und die Seite am Zug (Standard: der Beginn). Beispiel: --position "<64 Felder> X", -p "<64 Felder> X"
    .moves = Züge, die zuerst gespielt werden, ab --position oder dem Beginn. Beispiel: --moves f5d6c3, -m f5d6c3
    .format = Wie ausgegeben wird: text, oder ein JSON-Dokument. Beispiel: --format json, -f json
    .format-text = Text für Menschen (siehe das Handbuch)
    .format-json = Ein JSON-Objekt (siehe das Handbuch)

doc-data-dir-flag =
    .data_dir = Der Datenordner (die Bibliothek der Partien ist sein Ordner games/, die Partiendatenbank seine games.db). Standard: der Datenordner der Plattform, etwa ~/.local/share/othello unter Linux. Beispiel: --data-dir ./othello-data

doc-threads-flag =
    .threads = Die Threads, auf denen die Suche läuft: jeder Kern der Maschine, wenn nicht anders gesagt; 1 für eine Suche, die bei jedem Lauf gleich ist. Beispiel: --threads 2

doc-query-flags =
    .player = Partien mit einem Spieler, dessen Name dies enthält (beliebige Farbe, Groß- oder Kleinschreibung). Zweimal angegeben: die Partien zwischen den beiden (eine Partie zählt, wenn jeder Name einer ihrer Spieler ist). Beispiel: --player tastet, oder --player tastet --player shaman
    .tournament = Partien eines Turniers, dessen Name dies enthält (Groß- oder Kleinschreibung egal). Beispiel: --tournament "world"
    .from_year = Partien aus diesem Jahr oder später. Beispiel: --from 2000
    .to_year = Partien aus diesem Jahr oder früher. Beispiel: --to 2010

doc-othello-show = Eine Partie ausgeben (eine gespeicherte FILE, eine Partie der Bibliothek per ID, oder eine aus den Optionen gebaute) ohne den interaktiven Bildschirm. Beispiel: othello show --moves f5d6c3 --format json
    .file = Eine gespeicherte Partie zum Ausgeben, als Datei oder als ID einer Partie der Bibliothek; ohne sie wird eine Partie aus den Optionen gebaut
    .game_number = Aus einer GGF-Datei mit mehreren Partien (einem GGS-Archiv) Partie N ausgeben, ab 1 gezählt (Standard: die erste). Beispiel: othello show archive.ggf --game 3
    .format = Wie sie ausgegeben wird. Beispiel: --format ggf, -f ggf
    .format-text = Ein Brett, die Zugliste, wer am Zug ist, Steine, Vorrat, Uhren und Ergebnis
    .format-json = Ein JSON-Objekt (siehe das Handbuch)
    .format-transcript = Die Züge als f5d6c3…
    .format-ggf = Das Generic Game Format von GGS und anderen Othello-Programmen

doc-othello-solve = Eine Stellung bis zum Ende lösen: die genaue Wertung, jeder beste Zug, die erwartete Folge, Knoten und Zeit. Beispiel: othello solve --position "<64 Felder> X" --format json
    .file = Eine Partie, die von ihrer letzten Stellung aus gelöst wird, mit --moves danach gespielt, wenn angegeben: eine gespeicherte Datei, eine GGF-Partie, oder die ID einer Partie der Bibliothek
    .game_number = Aus einer GGF-Datei mit mehreren Partien (einem GGS-Archiv) Partie N lösen, ab 1 gezählt (Standard: die erste). Beispiel: othello solve archive.ggf --game 3

doc-othello-analyze = Eine Partie Zug für Zug auswerten: die besten Züge der Engine, die Wertung jedes gespielten Zuges und des besten, die Steine, die jeder Zug verlor, markierte Fehler, und die Summe jedes Spielers. Beispiel: othello analyze game.json --level 10 --format json
    .file = Die Partie zum Auswerten: eine Datei (ein Spielstand, GGF, eine Stellung oder eine Zugfolge) oder die ID einer Partie der Bibliothek; ohne sie die Partie, die --moves vom Beginn oder von --position spielt
    .game_number = Aus einer GGF-Datei mit mehreren Partien (einem GGS-Archiv) Partie N auswerten, ab 1 gezählt (Standard: die erste). Beispiel: othello analyze archive.ggf --game 3
    .moves = Die auszuwertenden Züge, nach denen von FILE oder vom Beginn. Beispiel: --moves f5d6c3d3c4, -m f5d6c3d3c4
    .position = Die Stellung, von der die Züge ausgehen (siehe --position von othello). Beispiel: --position "<64 Felder> X"
    .level = Wie tief die Engine schaut, von 1 bis 20 (Standard 8): die Tiefe der Stufe, und die Zahl leerer Felder, ab der sie die Partie genau löst. Beispiel: --level 12, -l 12
    .format = Wie die Auswertung ausgegeben wird. Beispiel: --format json, -f json
    .format-text = Text für Menschen (siehe das Handbuch)
    .format-json = Ein JSON-Objekt (siehe das Handbuch)

doc-othello-engine = Das NBoard-Protokoll auf Standardein- und -ausgabe sprechen, für die NBoard-GUI und andere Othello-Programme. Beispiel: othello engine
    .no_book = Jeden Zug suchen, auch in der Eröffnung, statt den besten Zug des Buchs zu spielen, wo das Buch einen hat (das book.bin des Datenordners, sonst das mitgelieferte Buch). Beispiel: othello engine --no-book
    .variety = In der Eröffnung zufällig unter den Zügen wählen, die höchstens so viele Steine schlechter als der beste sind (die des Buchs, dann in den ersten zwölf Zügen die der Suche), wie es die Stufen tun, damit Partien vom selben Beginn verschieden werden; 0, der Standard, spielt immer den besten. Beispiel: othello engine --variety 1

doc-othello-games = Die Partien der Bibliothek auflisten: wann jede begann, ihre Spieler, Regeln, Züge und Ergebnis; dann deine Bilanz gegen jede Stufe des Computers. Beispiel: othello games --unfinished
    .unfinished = Nur die unbeendeten Partien. Beispiel: othello games --unfinished
    .computer = Nur die Partien gegen den Computer. Beispiel: othello games --computer
    .level = Nur die Partien gegen den Computer auf dieser Stufe. Beispiel: othello games --level 8, -l 8
    .player = Nur die Partien eines Spielers, dessen Name NAME enthält, Groß- oder Kleinschreibung egal. Beispiel: othello games --player ann, -p ann

doc-othello-book = Die Züge des Eröffnungsbuchs für eine Stellung zeigen, mit ihren Werten (Text oder JSON), oder das Buch mit weiteren Suchen wachsen lassen (othello book grow). Beispiel: othello book --moves f5d6

doc-othello-book-grow = Das Buch des Datenordners wachsen lassen (book.bin; das mitgelieferte Buch, wenn es noch keines gibt), indem jede Stellung bis --plies Züge vom Beginn durchsucht wird, entlang von Zügen, die höchstens --margin Steine schlechter als der beste sind; beim Laufen gespeichert, sodass Strg-C das Fertige behält und ein zweiter Lauf weitermacht. Mit --wthor stattdessen die Stellungen, die die Partien von WTHOR erreichten, und mit --leaves die, zu denen seine besten Züge aus dem Buch führen, in Teile geschnitten mit --shard K/N --out PART (zusammengeführt mit othello book merge). Beispiel: othello book grow --plies 8 --margin 2 --depth 14
    .plies = Stellungen bis zu so vielen Zügen vom Beginn werden durchsucht, 1 bis 30
    .margin = Ein Zug, der höchstens so viele Steine schlechter als der beste ist, führt weiter ins Buch (mit --leaves: ein bester Zug aus dem Buch innerhalb so vieler Steine vom Wert seiner Stellung wird aufgenommen), 0 bis 64
    .leaves = Die Stellungen durchsuchen, zu denen die besten Züge aus dem Buch führen (seine Blätter), von seinen Stellungen weniger als --plies Züge vom Beginn, jede innerhalb von --margin Steinen vom Wert ihrer Stellung, statt vom Beginn aus zu wachsen: die besten Abweichungen von den Linien des Buchs kommen hinein, und jeder Lauf geht einen Zug weiter. In Teile geschnitten wie mit --wthor (jeder Teil vom selben book.bin). Beispiel: --leaves --plies 20 --margin 2
    .wthor = Die Stellungen durchsuchen, die die Partien von WTHOR (die Dateien WTH_YYYY.wtb dieses Ordners) in ihren ersten --plies Zügen erreichten, jede von --min-games Partien oder mehr erreicht, statt vom Beginn entlang --margin zu wachsen. Beispiel: --wthor ~/wthor
    .min_games = Mit --wthor wird eine Stellung durchsucht, wenn so viele Partien oder mehr sie erreichten
    .shard = Mit --wthor oder --leaves nur den Teil K von N (ab 0) durchsuchen und ihn nach --out schreiben, um ihn mit den anderen zusammenzuführen (othello book merge); derselbe Teil ergibt immer dieselbe Datei, und ein halb fertiger Teil macht weiter, wo er aufhörte. Beispiel: --shard 3/8 --out part-3.part
    .out = Die Datei, die ein Teil schreibt
    .depth = Die Züge jeder Stellung werden von einer selektiven Suche so viele Halbzüge tief gewertet, 1 bis 30

doc-othello-book-merge = Die Teile, die othello book grow --shard schrieb, jeden Teil einmal und jeden fertig, in das Buch des Datenordners zusammenführen (das mitgelieferte, wenn es noch keines gibt), oder in --out FILE. Beispiel: othello book merge parts/*.part
    .parts = Die Teile, in beliebiger Reihenfolge
    .out = Das zusammengeführte Buch in diese Datei schreiben statt in das book.bin des Datenordners

doc-othello-book-export = Das Buch des Datenordners (das mitgelieferte, wenn es keines gibt) als Text schreiben, eine Stellung pro Zeile: Stellung, Seite am Zug, Tiefe, Wert, bester Zug aus dem Buch, sein Wert. Beispiel: othello book export --out book.txt
    .out = Die zu schreibende Datei (Standardausgabe, wenn keine angegeben ist)

doc-othello-book-learn = Partien lernen: ihre Stellungen in ihren ersten --plies Zügen, die noch nicht im Buch des Datenordners sind, werden durchsucht und kommen hinein, und die Werte werden zurückgerechnet. Dateien (ein Spielstand, eine GGF-Partie oder ein GGF-Archiv, eine Zugfolge) oder Partien der Bibliothek per ID. Beispiel: othello book learn games.ggf
    .games = Die Partien: Dateien, oder IDs von Partien der Bibliothek
    .plies = Stellungen bis zu so vielen Zügen vom Beginn werden gelernt, 1 bis 30
    .depth = Die Züge jeder neuen Stellung werden von einer selektiven Suche so viele Halbzüge tief gewertet, 1 bis 30

doc-othello-book-show = Den Baum des Buchs ab einer Stellung ausgeben (dem Beginn, wenn nicht anders gesagt), --plies Züge tief: jeder Buchzug mit seinem Wert und der Tiefe seiner Suche, der beste zuerst. Beispiel: othello book show --moves f5 --plies 2
    .plies = Wie viele Züge tief der Baum geht, 1 bis 10

doc-othello-book-import = Ein von othello book export geschriebenes Buch in das Buch des Datenordners einlesen: jede Stellung ersetzt die des Buchs, außer die des Buchs wurde tiefer durchsucht (--replace: nur das Buch der Datei). Beispiel: othello book import book.txt
    .file = Das Buch als Text
    .replace = Das Buch der Datei zum Buch des Datenordners machen, an Stelle dessen, was er hatte

doc-othello-host = Eine Partie für einen Spieler an einem anderen Terminal hosten: gibt (auf dem Bildschirm) die Adresse und einen Beitrittscode zum Weitergeben aus; die Regeln sind die der Optionen, wie bei jeder Partie. Lauscht auf der Loopback-Adresse, außer --listen sagt anderes. Beispiel: othello host --time 10m --name Ann
    .color = Die Farbe, die du spielst; der andere Spieler bekommt die andere. Beispiel: --color white
    .color-black = Der erste Spieler
    .color-white = Der zweite Spieler
    .name = Dein Name, wie der andere Spieler ihn sieht. Beispiel: --name Ann
    .listen = Wo gelauscht wird: IP:PORT, oder eine IP allein (Port 7654). Der Standard, 127.0.0.1:7654, nimmt nur Spieler auf dieser Maschine; 0.0.0.0 öffnet ihn für das LAN (und, über einen Router oder einen Tunnel, das Internet). Port 0 nimmt einen freien Port. Mit --resume die eigene Adresse der Partie, wenn nicht angegeben. Beispiel: --listen 0.0.0.0:7654
    .relay = Auf den anderen Spieler an einem Magic-Wormhole-Transit-Relay warten, statt zu lauschen: beide Seiten verbinden sich dorthin, sodass keine einen offenen Port braucht, und es sieht nur Verschlüsseltes. Das genannte Relay wird gemerkt: --relay allein trifft sich wieder dort. Mit --resume das eigene Relay der Partie, wenn nicht angegeben. Beispiel: --relay relay.example.org:4001
    .resume = Eine Partie der Bibliothek, die du gehostet hast, erneut hosten (nachdem eine Seite aufhörte), für denselben Gast (eine nicht begonnene Partie bekommt einen neuen Code), auf derselben Adresse, außer --listen ist angegeben. Beispiel: othello host --resume 2026-11-24-2130-ann-ben

doc-othello-join = Einer mit othello host gehosteten Partie beitreten, mit der Adresse und dem Code, die der Host gibt; zeigt die Regeln und fragt vor dem Spielen. Beispiel: othello join 192.168.1.20:7654 7-guitar-zebra
    .address = Die Adresse des Hosts: IP:PORT, HOST:PORT, oder eines davon allein (Port 7654); mit --relay keine (der Code allein). Beispiel: 192.168.1.20:7654
    .code = Der Beitrittscode, den der Host gab: eine Zahl und zwei Wörter, mit Bindestrichen oder Leerzeichen dazwischen (ein einmal vertipptes Wort wird berichtigt). Allein angegeben: der Host wird am zuletzt genannten Relay getroffen. Beispiel: 7-guitar-zebra
    .relay = Den Host an diesem Magic-Wormhole-Transit-Relay treffen (dem, das der Host nennt), statt sich mit ihm zu verbinden; gemerkt, sodass beim nächsten Mal der Code allein dort trifft. Beispiel: othello join --relay relay.example.org:4001 CODE
    .name = Dein Name, wie der Host ihn sieht. Beispiel: --name Ben
    .yes = Die Regeln des Hosts annehmen, ohne gefragt zu werden. Beispiel: othello join 127.0.0.1 CODE --yes
    .resume = Einer Partie der Bibliothek, der du beigetreten bist, erneut beitreten, mit der Adresse und dem Schlüssel der Partie, die sie aufbewahrt (nie dem Code). Beispiel: othello join --resume 2026-11-24-2130-ann-ben

doc-othello-db = Die Partiendatenbank (Turnierpartien aus WTHOR-Dateien, GGF-Archiven, die Partien der Bibliothek): importieren, Partien auflisten, die Züge einer Stellung erkunden. Beispiel: othello db explore --moves f5d6

doc-othello-db-import = Partien in die Datenbank des Datenordners importieren (games.db): WTHOR-Dateien (WTH_YYYY.wtb, mit WTHOR.JOU und WTHOR.TRN daneben), GGF-Dateien und GGS-Archive, Ordner davon, und mit --library die beendeten Partien der Bibliothek. Eine schon vorhandene Partie wird nicht doppelt aufgenommen; eine unlesbare Datei wird mit ihrem Namen abgelehnt, und die Datenbank bleibt, wie sie war. Beispiel: othello db import ~/wthor
    .paths = Zu importierende Dateien oder Ordner. Beispiel: othello db import WTH_2019.wtb WTH_2020.wtb
    .library = Auch die beendeten Partien der Bibliothek importieren (von der üblichen Anfangsstellung bis zum Ende gespielt)

doc-othello-db-games = Die Partien der Datenbank auflisten: nach Spieler, Turnier, Jahren, oder einer Stellung, durch die sie gingen (auch gespiegelt oder gedreht). Eine davon mit othello --load db:N öffnen (oder show, analyze db:N). Beispiel: othello db games --player tastet --moves f5d6c3
    .limit = Höchstens so viele Partien, die neuesten zuerst (0: alle). Beispiel: --limit 100

doc-othello-db-explore = Jeder Zug, der in den Partien der Datenbank von einer Stellung aus gespielt wurde: wie viele Partien, Siege, Remis und Niederlagen von Schwarz, der mittlere Endvorsprung von Schwarz, und der Wert des Buchs oder der Engine. Beispiel: othello db explore --moves f5d6 --from 2000
    .level = Die Züge außerhalb des Buchs werden von einer Suche auf dieser Stufe bewertet, 1 bis 20 (eine Suche für alle Züge zugleich). Beispiel: --level 12, -l 12
    .no_engine = Keine Suche der Engine: nur die Werte des Buchs (die schnellste Antwort)

doc-othello-train = Trainieren: Endspielaufgaben aus echten Partien, vom exakten Löser bewertet, oder ein Eröffnungstraining; eine Serie und ein Rekord werden im Datenordner aufbewahrt. Beispiel: othello train endgame --empties 10-14

doc-othello-train-endgame = Endspielaufgaben aus Turnierpartien (und FFO): den besten Zug finden, oder die Stellung gegen den Löser ausspielen, jeder Zug genau bewertet. Beispiel: othello train endgame --empties 12-16
    .empties = Die leeren Felder der Aufgaben: eine Zahl, oder ein Bereich von 8 bis 24. Beispiel: --empties 12-16
    .margin = Nur Aufgaben, deren bester Zug um höchstens so viele Steine besser als der zweite ist (ein kleiner Abstand ist eine feine Aufgabe). Beispiel: --margin 4
    .play_out = Jede Stellung gegen den Löser bis zum Ende ausspielen, jeder Zug bewertet (sonst wird nur nach dem ersten Zug gefragt)
    .seed = Die Reihenfolge der Aufgaben: derselbe Startwert bringt sie in dieselbe Reihenfolge. Beispiel: --seed 7

doc-othello-train-opening = Das Eröffnungstraining: das Programm spielt eine Seite einer benannten Eröffnung (oder der Hauptlinie des Buchs), und du findest die Züge der anderen Seite. Beispiel: othello train opening Tiger --color white
    .name = Eine benannte Eröffnung (othello train list nennt sie); ohne eine die Hauptlinie des Buchs. Beispiel: Tiger
    .color = Die Seite, die du spielst. Beispiel: --color white
    .color-black = Der erste Spieler
    .color-white = Der zweite Spieler

doc-othello-train-list = Die benannten Eröffnungen auflisten, die das Eröffnungstraining kennt, und wie viele Aufgaben es für jede Zahl leerer Felder gibt. Beispiel: othello train list

doc-othello-manual = Die Handbuchseiten schreiben: othello.1 und eine für jeden Befehl (othello-show.1, …), aus denselben Definitionen gemacht, nach DIR. Beispiel: othello manual ~/.local/share/man/man1
    .dir = Der Ordner, in den sie geschrieben werden, angelegt wenn nötig (Standard: der aktuelle Ordner)

doc-othello-rules = Die Spielregeln in deiner Sprache ausgeben (--lang, sonst die Sprache des Bildschirms für eine neue Partie, sonst die der Umgebung: LC_ALL, LC_MESSAGES oder LANG; Englisch, wenn es keine davon ist), in den eigenen Worten des Projekts. Beispiel: othello rules --lang nl

doc-othello-completions = Ein Vervollständigungsskript für eine Shell ausgeben. Beispiel: othello completions bash > ~/.local/share/bash-completion/completions/othello
    .shell = Die Shell: bash, elvish, fish, powershell oder zsh
