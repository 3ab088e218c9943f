# 中文（繁體）：命令列的說明（othello --help、othello 子指令 --help）與手冊頁（othello manual）。
# 英文在 src/cli/ 的文件註解裡；這裡每則訊息是一個指令（doc-othello-book-grow：它的說明；.plies：
# 那個選項），或幾個指令共用的一組選項（doc-game-flags）。選項、指令與值保持原樣；有測試檢查每段
# 文字都在，且提到英文提到的每個選項。

doc-othello = 終端機裡的黑白棋：在同一個鍵盤上對弈，或與電腦、與網路上的朋友對弈；提示、覆盤與分析；對局資料庫；終盤與開局訓練；供 NBoard 使用的引擎
    .after-help =
        範例：
          othello                                  新局畫面：誰下、棋鐘、讓子、開始
          othello --time 10m --increment 5s        各 10 分鐘，每步後加 5 秒
          othello --black-time 5m --white-time 2m  雙方時間不同
          othello --handicap 2 --handicap-to white 白方先得 a1 與 h8
          othello --black Ann --white Ben --moves f5d6c3
          othello --computer white                 執黑與電腦對弈（等級 5）
          othello --computer black --level 12      電腦先下，等級 12（共 20 級）
          othello --computer both --time 1m        看電腦自己跟自己下
          othello --resume                         繼續上次未下完的對局
          othello games                            列出棋譜庫中的對局
          othello --resume 2026-11-22-1405-ann-ben 繼續棋譜庫中的那一局
          othello --load ~/game.json               開啟存成檔案的對局（按鍵前棋鐘暫停）
          othello show game.json --format ggf      不開互動畫面，印出一局
          othello host --name Ann --time 10m       為另一個終端機上的朋友開一局
          othello db explore --moves f5d6          資料庫中經過某局面的對局
          othello train endgame                    取自比賽對局的終盤題目
          othello manual ~/.local/share/man/man1   寫出手冊頁
    .load = 開啟存在 FILE 的對局，或棋譜庫中代號為 ID 的對局（含其規則、名字、著法與棋鐘），在按下任一鍵前暫停。--black 與 --white 可替玩家改名。範例：--load ~/games/club-final.json
    .game_number = 對於含多局的 GGF 檔（GGS 的存檔，一行一局），開啟第 N 局，從 1 起算（預設：第一局）。範例：--load archive.ggf --game 3
    .resume = 繼續上次未下完的對局（每一局都保存在資料夾的棋譜庫中），或代號為 ID 的對局（見 othello games），在按下任一鍵前暫停。範例：othello --resume，或 --resume 2026-11-22-1405-ann-ben
    .computer = 電腦下哪一方：white、black、both（看它自己跟自己下）或 none。與 --load 或 --resume 一起用時，改變存檔對局由誰來下。範例：--computer white、-c white
    .computer-black = 電腦執黑，人執白
    .computer-white = 電腦執白，人執黑
    .computer-both = 電腦自己跟自己下
    .computer-none = 雙方都由人來下
    .level = 電腦的棋力，從 1（給初學者的對手）到 20（最強）；預設 5。範例：--computer black --level 12、-c black -l 12
    .no_variety = 電腦一律下最佳著法，每次都是同一盤棋。預設時，等級 8 以上會在與最佳著法相差不到一子的開局著法中隨機選擇（前十二步）。範例：othello --computer white --level 12 --no-variety
    .min_move_time = 電腦一步棋在畫面上最少花的時間，讓你看得到它落子，也能觀看電腦自己跟自己下（較早找到的著法會等待；棋鐘時間不多時則不等）。0 表示立即。範例：--min-move-time 1s、--min-move-time 0
    .lang = 遊戲文字的語言（畫面、othello rules、子指令印出的內容、這份說明）：en（英文）、nl（荷蘭文）、de（德文）、fr（法文）或 zh（中文）；放在子指令名稱之前或之後皆可。預設：新局畫面的「語言」，否則為環境的語言（LC_ALL、LC_MESSAGES 或 LANG），否則為英文。範例：--lang nl
    .lang-en = 英文，其他語言缺字時都以它代替
    .lang-nl = 荷蘭文
    .lang-de = 德文
    .lang-fr = 法文
    .lang-zh = 繁體中文（台灣、香港、澳門，以及未標明地區的中文 locale）
    .lang-zh-hans = 簡體中文（中國大陸與新加坡：`zh_CN`、`zh_SG`、`zh-Hans`）
    .theme = 棋盤的配色：green、dark、light（適合淺色終端機）或 contrast；會記住供之後的對局使用，和按 T（輪流切換）一樣。範例：--theme light
    .theme-green = 綠色棋盤，如同在絨布上對弈
    .theme-dark = 深色石板棋盤，在深色終端機上很安靜
    .theme-light = 有深色標記的木紋棋盤，適合淺色終端機
    .theme-contrast = 對比最強
    .move_numbers = 在每顆棋子上顯示下出它的那一步的步數（按 m 開關）。範例：othello --move-numbers
    .hints = 開始時就開啟提示：引擎對每個合法著法的評分寫在該格上，在你思考時逐步加深（按 i 開關，按 t 只顯示最佳著法）。範例：othello --hints
    .ascii = 只用 ASCII 字元畫棋盤（適合把 ● 與 ○ 畫成兩欄寬的終端機）。範例：othello --ascii
    .data_dir = 資料夾：棋譜庫是其中的 games/ 資料夾，不含資料夾的存檔名稱也存在那裡。預設：平台的資料夾，例如 Linux 上的 ~/.local/share/othello。用到它的子指令也接受這個選項，放在名稱之前或之後皆可。範例：--data-dir ./othello-data
    .threads = 電腦搜尋（它的著法、提示）所用的執行緒數：未指定時用機器的每個核心；1 表示每次執行都得到相同的搜尋。平行搜尋的子指令也接受它（solve、engine、book grow、db explore、train）。範例：--threads 2

doc-game-flags =
    .handicap = 第一步之前讓給較弱一方的角，0 到 4 個，依 a1、h8、h1、a8 的順序。範例：--handicap 2
    .handicap_to = 誰得到讓子的角。範例：--handicap 1 --handicap-to white
    .handicap_to-black = 先下的一方
    .handicap_to-white = 後下的一方
    .time = 每位玩家的總時間（包乾制）：30m、90s、1h30m、1:30:00 或 5:00。沒有任何時間選項時，對局不計時。範例：--time 10m、-t 10m
    .black_time = 黑方的總時間，用於雙方時間不同（對黑方而言取代 --time）。範例：--black-time 5m
    .white_time = 白方的總時間，用於雙方時間不同（對白方而言取代 --time）。範例：--white-time 3m
    .increment = 費雪加秒：玩家每下一步後加到其棋鐘上的時間。範例：--increment 5s
    .delay = 布朗斯坦延時：每步所用的時間中，最多這麼多會退還（取代加秒）。範例：--delay 3s
    .black = 黑方的名字。範例：--black Ann
    .white = 白方的名字。範例：--white Ben
    .moves = 從這些著法之後的局面開始，這些著法不計時（不花時間，也不加秒）。範例：--moves f5d6c3d3c4、-m f5d6c3d3c4
    .position = 從這個局面開始：從 a1 到 h8 的 64 格（X 黑、O 白、- 空），一個空格，然後是輪到的一方，與 Edax 和 Zebra 的寫法相同（--moves 在其後下出）。範例：--position "---------------------------OX------XO--------------------------- X"、-p "…"
    .random_start = 從隨機下了 N 步（1 到 30）、引擎判斷為均勢（相差兩子以內）的局面開始，適合把開局背得滾瓜爛熟的玩家；此局面記錄為對局的開始（--moves 在其後下出）。範例：--random-start 10

doc-position-flags =
    .position = 局面：從 a1 到 h8 的 64 格（X 黑、O 白、- 空），一個空格，然後是輪到的一方（預設：開局）。範例：--position "<64 格> X"、-p "<64 格> X"
    .moves = 先下的著法，從 --position 或開局起。範例：--moves f5d6c3、-m f5d6c3
    .format = 印出的方式：text，或一份 JSON 文件。範例：--format json、-f json
    .format-text = 給人看的文字（見手冊）
    .format-json = 一個 JSON 物件（見手冊）

doc-data-dir-flag =
    .data_dir = 資料夾（棋譜庫是其中的 games/ 資料夾，對局資料庫是其中的 games.db）。預設：平台的資料夾，例如 Linux 上的 ~/.local/share/othello。範例：--data-dir ./othello-data

doc-threads-flag =
    .threads = 搜尋所用的執行緒數：未指定時用機器的每個核心；1 表示每次執行都得到相同的搜尋。範例：--threads 2

doc-query-flags =
    .player = 有一位玩家的名字包含這段文字的對局（執黑或執白皆可，不分大小寫）。給兩次時：這兩人之間的對局（每個名字都是對局的玩家之一才算）。範例：--player tastet，或 --player tastet --player shaman
    .tournament = 名稱包含這段文字的賽事的對局（不分大小寫）。範例：--tournament "world"
    .from_year = 這一年或之後下的對局。範例：--from 2000
    .to_year = 這一年或之前下的對局。範例：--to 2010

doc-othello-show = 不開互動畫面，印出一局（存檔 FILE、棋譜庫中代號為 ID 的對局，或由選項組成的一局）。範例：othello show --moves f5d6c3 --format json
    .file = 要印出的存檔對局，可以是檔案或棋譜庫中對局的代號；沒有時，由選項組成一局
    .game_number = 對於含多局的 GGF 檔（GGS 的存檔），印出第 N 局，從 1 起算（預設：第一局）。範例：othello show archive.ggf --game 3
    .format = 印出的方式。範例：--format ggf、-f ggf
    .format-text = 棋盤圖、著法列表、輪到誰、子數、手上的子、棋鐘與結果
    .format-json = 一個 JSON 物件（見手冊）
    .format-transcript = 著法，寫成 f5d6c3…
    .format-ggf = GGS 與其他黑白棋軟體使用的 Generic Game Format

doc-othello-solve = 把一個局面算到終局：精確的分數、每個最佳著法、預期的變化、節點數與時間。範例：othello solve --position "<64 格> X" --format json
    .file = 要從最後局面求解的對局，有給 --moves 時在其後下出：存檔、GGF 棋譜，或棋譜庫中對局的代號
    .game_number = 對於含多局的 GGF 檔（GGS 的存檔），求解第 N 局，從 1 起算（預設：第一局）。範例：othello solve archive.ggf --game 3

doc-othello-analyze = 逐步覆盤一局：引擎的最佳著法、每步實戰著法與最佳著法的分數、每步損失的子數、標出的失誤，以及每位玩家的總計。範例：othello analyze game.json --level 10 --format json
    .file = 要覆盤的對局：一個檔案（存檔、GGF、局面字串或著法序列）或棋譜庫中對局的代號；沒有時，是 --moves 從開局或 --position 下出的對局
    .game_number = 對於含多局的 GGF 檔（GGS 的存檔），覆盤第 N 局，從 1 起算（預設：第一局）。範例：othello analyze archive.ggf --game 3
    .moves = 要覆盤的著法，接在 FILE 的著法之後或從開局起。範例：--moves f5d6c3d3c4、-m f5d6c3d3c4
    .position = 著法開始的局面（見 othello 的 --position）。範例：--position "<64 格> X"
    .level = 引擎看得多深，從 1 到 20（預設 8）：該等級的深度，以及從幾個空格起精確算到終局。範例：--level 12、-l 12
    .format = 覆盤印出的方式。範例：--format json、-f json
    .format-text = 給人看的文字（見手冊）
    .format-json = 一個 JSON 物件（見手冊）

doc-othello-engine = 在標準輸入與輸出上使用 NBoard 協定，供 NBoard 圖形介面與其他黑白棋程式使用。範例：othello engine
    .no_book = 每一步都搜尋，開局也一樣，而不是在開局庫有著法時下開局庫的最佳著法（資料夾的 book.bin，否則是內建的開局庫）。範例：othello engine --no-book
    .variety = 開局時，在與最佳著法相差不超過這麼多子的著法中隨機選擇（先是開局庫的，然後在前十二步中是搜尋的），和各等級的做法一樣，讓從同一開始的對局有所不同；0 為預設，一律下最佳著法。範例：othello engine --variety 1

doc-othello-games = 列出棋譜庫中的對局：每局何時開始、玩家、規則、著法與結果；然後是你對電腦每個等級的戰績。範例：othello games --unfinished
    .unfinished = 只列未下完的對局。範例：othello games --unfinished
    .computer = 只列與電腦的對局。範例：othello games --computer
    .level = 只列與這個等級的電腦的對局。範例：othello games --level 8、-l 8
    .player = 只列名字包含 NAME 的玩家的對局，不分大小寫。範例：othello games --player ann、-p ann

doc-othello-book = 顯示開局庫對某局面的著法及其評分（文字或 JSON），或以更多搜尋擴充開局庫（othello book grow）。範例：othello book --moves f5d6

doc-othello-book-grow = 擴充資料夾的開局庫（book.bin；還沒有時用內建的開局庫）：沿著與最佳著法相差不超過 --margin 子的著法，搜尋從開局起到 --plies 步為止的每個局面；邊做邊存，所以 Ctrl-C 會保留已完成的部分，再執行一次會接著做。改用 --wthor 時，搜尋 WTHOR 對局所到過的局面；改用 --leaves 時，搜尋開局庫之外最佳著法所通往的局面，並可用 --shard K/N --out PART 切成分片（用 othello book merge 合併）。範例：othello book grow --plies 8 --margin 2 --depth 14
    .plies = 搜尋從開局起到這麼多步為止的局面，1 到 30
    .margin = 與最佳著法相差不超過這麼多子的著法會繼續延伸進開局庫（用 --leaves 時：與其局面評分相差不超過這麼多子的開局庫外最佳著法會被收入），0 到 64
    .leaves = 搜尋開局庫外最佳著法所通往的局面（開局庫的葉子），從距開局少於 --plies 步的開局庫局面出發，每個都與其局面評分相差不超過 --margin 子，而不是從開局擴充：開局庫變化的最佳偏離會收入開局庫，每執行一次就沿著它們多走一步。和 --wthor 一樣可切成分片（每個分片都來自同一個 book.bin）。範例：--leaves --plies 20 --margin 2
    .wthor = 搜尋 WTHOR 對局（這個資料夾中的 WTH_YYYY.wtb 檔）在前 --plies 步中到過的局面，每個局面至少由 --min-games 局到過，而不是沿著 --margin 從開局擴充。範例：--wthor ~/wthor
    .min_games = 用 --wthor 時，至少有這麼多局到過的局面才會搜尋
    .shard = 用 --wthor 或 --leaves 時，只搜尋 N 個分片中的第 K 片（從 0 起），寫入 --out，以便與其他分片合併（othello book merge）；同一分片一定得到同一個檔案，中途停下的分片會從停下處接著做。範例：--shard 3/8 --out part-3.part
    .out = 分片寫入的檔案
    .depth = 每個局面的著法由這麼多步深的選擇性搜尋評分，1 到 30

doc-othello-book-merge = 把 othello book grow --shard 寫出的分片（每個分片一次且都已完成）合併進資料夾的開局庫（還沒有時用內建的），或合併到 --out FILE。範例：othello book merge parts/*.part
    .parts = 分片，順序不拘
    .out = 把合併後的開局庫寫到這個檔案，而不是資料夾的 book.bin

doc-othello-book-export = 把資料夾的開局庫（沒有時用內建的）寫成文字，一行一個局面：局面、輪到的一方、深度、評分、開局庫外的最佳著法及其評分。範例：othello book export --out book.txt
    .out = 要寫入的檔案（未指定時寫到標準輸出）

doc-othello-book-learn = 學習對局：對局前 --plies 步中尚未在資料夾開局庫裡的局面會被搜尋並收入，評分也會往回更新。可以是檔案（存檔、GGF 棋譜或存檔、著法序列）或棋譜庫中以代號指定的對局。範例：othello book learn games.ggf
    .games = 對局：檔案，或棋譜庫中對局的代號
    .plies = 學習從開局起到這麼多步為止的局面，1 到 30
    .depth = 每個新局面的著法由這麼多步深的選擇性搜尋評分，1 到 30

doc-othello-book-show = 從某局面（未指定時為開局）印出開局庫的樹，往下 --plies 步：每個開局庫著法附上評分與搜尋深度，最佳的在前。範例：othello book show --moves f5 --plies 2
    .plies = 樹往下幾步，1 到 10

doc-othello-book-import = 把 othello book export 寫出的開局庫讀進資料夾的開局庫：每個局面取代開局庫中的同一局面，除非開局庫的搜尋得更深（--replace：只用檔案中的開局庫）。範例：othello book import book.txt
    .file = 文字形式的開局庫
    .replace = 以檔案中的開局庫取代資料夾原有的開局庫

doc-othello-host = 為另一個終端機上的玩家開一局：在畫面上印出位址與要給對方的加入碼；規則由選項決定，和任何對局一樣。除非 --listen 另有指定，只在本機回送位址上等待。範例：othello host --time 10m --name Ann
    .color = 你下的顏色；對方下另一色。範例：--color white
    .color-black = 先下的一方
    .color-white = 後下的一方
    .name = 你的名字，對方看到的樣子。範例：--name Ann
    .listen = 在哪裡等待：IP:PORT，或只有 IP（連接埠 7654）。預設 127.0.0.1:7654 只接受這台機器上的玩家；0.0.0.0 開放給區域網路（經由路由器或通道，也開放給網際網路）。連接埠 0 表示任一空閒的連接埠。與 --resume 一起用時，未指定就用對局自己的位址。範例：--listen 0.0.0.0:7654
    .relay = 不在本機等待，而是在 magic-wormhole 中繼站等待對方：雙方都向外連到中繼站，所以都不需要開放連接埠，中繼站也只看得到加密後的內容。指定的中繼站會被記住：只寫 --relay 就再到那裡會合。與 --resume 一起用時，未指定就用對局自己的中繼站。範例：--relay relay.example.org:4001
    .resume = 再次主持棋譜庫中你主持過的對局（在任一方停下之後），對象是同一位客人（尚未開始的對局會得到新的加入碼），未給 --listen 時用同一個位址。範例：othello host --resume 2026-11-24-2130-ann-ben

doc-othello-join = 加入以 othello host 開的對局，使用主機給的位址與加入碼；下棋前會顯示規則並詢問。範例：othello join 192.168.1.20:7654 7-guitar-zebra
    .address = 主機的位址：IP:PORT、HOST:PORT，或只有其中之一（連接埠 7654）；用 --relay 時不需要（只要加入碼）。範例：192.168.1.20:7654
    .code = 主機給的加入碼：一個數字加兩個字，中間用連字號或空格（打錯一次的字會被修正）。只給加入碼時，到上次指定的中繼站與主機會合。範例：7-guitar-zebra
    .relay = 在這個 magic-wormhole 中繼站（主機指定的那個）與主機會合，而不是直接連到主機；會被記住，下次只給加入碼就在那裡會合。範例：othello join --relay relay.example.org:4001 CODE
    .name = 你的名字，主機看到的樣子。範例：--name Ben
    .yes = 不經詢問就接受主機的規則。範例：othello join 127.0.0.1 CODE --yes
    .resume = 再次加入棋譜庫中你加入過的對局，使用對局保存的位址與金鑰（從不用加入碼）。範例：othello join --resume 2026-11-24-2130-ann-ben

doc-othello-db = 對局資料庫（來自 WTHOR 檔的比賽對局、GGF 存檔、棋譜庫的對局）：匯入、列出對局、探索某局面的著法。範例：othello db explore --moves f5d6

doc-othello-db-import = 把對局匯入資料夾的資料庫（games.db）：WTHOR 檔（WTH_YYYY.wtb，旁邊要有 WTHOR.JOU 與 WTHOR.TRN）、GGF 檔與 GGS 存檔、放這些檔案的資料夾，加上 --library 時還有棋譜庫中已下完的對局。已在資料庫中的對局不會重複加入；無法讀取的檔案會被拒絕並指出檔名，資料庫保持原樣。範例：othello db import ~/wthor
    .paths = 要匯入的檔案或資料夾。範例：othello db import WTH_2019.wtb WTH_2020.wtb
    .library = 同時匯入棋譜庫中已下完的對局（從標準開局下到終局的）

doc-othello-db-games = 列出資料庫的對局：依玩家、賽事、年份，或對局經過的局面（含棋盤的對稱）。用 othello --load db:N（或 show、analyze db:N）開啟其中一局。範例：othello db games --player tastet --moves f5d6c3
    .limit = 最多這麼多局，最新的在前（0：全部）。範例：--limit 100

doc-othello-db-explore = 資料庫對局中從某局面下出的每一步：局數、黑方的勝、和、負、黑方平均的終局子差，以及開局庫或引擎的評分。範例：othello db explore --moves f5d6 --from 2000
    .level = 開局庫外的著法由這個等級的搜尋評分，1 到 20（一次搜尋所有著法）。範例：--level 12、-l 12
    .no_engine = 不用引擎搜尋：只用開局庫的評分（最快的回答）

doc-othello-train = 訓練：取自實戰對局、由精確解算器判定的終盤題目，或開局練習；連續答對與紀錄保存在資料夾中。範例：othello train endgame --empties 10-14

doc-othello-train-endgame = 取自比賽對局（以及 FFO）的終盤題目：找出最佳著法，或與解算器把局面下完，每一步都精確判定。範例：othello train endgame --empties 12-16
    .empties = 題目的空格數：一個數字，或 8 到 24 之間的範圍。範例：--empties 12-16
    .margin = 只出最佳著法比次佳著法最多好這麼多子的題目（差距小的題目較微妙）。範例：--margin 4
    .play_out = 與解算器把每個局面下到終局，每一步都判定（否則只問第一步）
    .seed = 題目的順序：同一個種子給出同樣的順序。範例：--seed 7

doc-othello-train-opening = 開局練習：程式下有名字的開局（或開局庫的主變化）的一方，由你找出另一方的著法。範例：othello train opening Tiger --color white
    .name = 有名字的開局（othello train list 會列出）；沒有時，用開局庫的主變化。範例：Tiger
    .color = 你下的一方。範例：--color white
    .color-black = 先下的一方
    .color-white = 後下的一方

doc-othello-train-list = 列出開局練習認得的有名字的開局，以及每種空格數各有多少題目。範例：othello train list

doc-othello-manual = 寫出手冊頁：othello.1 以及每個子指令各一頁（othello-show.1、…），由這些相同的定義產生，寫入 DIR。範例：othello manual ~/.local/share/man/man1
    .dir = 要寫入的資料夾，必要時會建立（預設：目前的資料夾）

doc-othello-rules = 以你的語言印出遊戲規則（--lang，否則新局畫面的「語言」，否則環境的語言：LC_ALL、LC_MESSAGES 或 LANG；都不是時用英文），用本專案自己的文字。範例：othello rules --lang nl

doc-othello-completions = 印出 shell 的自動補全腳本。範例：othello completions bash > ~/.local/share/bash-completion/completions/othello
    .shell = shell：bash、elvish、fish、powershell 或 zsh
