# 中文（简体，由繁体本以 OpenCC tw2sp 转换）：命令行的说明（othello --help、othello 子指令 --help）与手册页（othello manual）。
# 英文在 src/cli/ 的文档注解里；这里每则消息是一个指令（doc-othello-book-grow：它的说明；.plies：
# 那个选项），或几个指令共用的一组选项（doc-game-flags）。选项、指令与值保持原样；有测试检查每段
# 文本都在，且提到英文提到的每个选项。

doc-othello = 终端机里的黑白棋：在同一个键盘上对弈，或与电脑、与网络上的朋友对弈；提示、覆盘与分析；对局数据库；终盘与开局训练；供 NBoard 使用的引擎
    .after-help =
        范例：
          othello                                  新局画面：谁下、棋钟、让子、开始
          othello --time 10m --increment 5s        各 10 分钟，每步后加 5 秒
          othello --black-time 5m --white-time 2m  双方时间不同
          othello --handicap 2 --handicap-to white 白方先得 a1 与 h8
          othello --black Ann --white Ben --moves f5d6c3
          othello --computer white                 执黑与电脑对弈（等级 5）
          othello --computer black --level 12      电脑先下，等级 12（共 20 级）
          othello --computer both --time 1m        看电脑自己跟自己下
          othello --resume                         继续上次未下完的对局
          othello games                            列出棋谱库中的对局
          othello --resume 2026-11-22-1405-ann-ben 继续棋谱库中的那一局
          othello --load ~/game.json               打开存成文件的对局（按键前棋钟暂停）
          othello show game.json --format ggf      不开交互画面，印出一局
          othello host --name Ann --time 10m       为另一个终端机上的朋友开一局
          othello db explore --moves f5d6          数据库中经过某局面的对局
          othello train endgame                    取自比赛对局的终盘题目
          othello manual ~/.local/share/man/man1   写出手册页
    .load = 打开存在 FILE 的对局，或棋谱库中代号为 ID 的对局（含其规则、名字、着法与棋钟），在按下任一键前暂停。--black 与 --white 可替玩家改名。范例：--load ~/games/club-final.json
    .game_number = 对于含多局的 GGF 档（GGS 的存盘，一行一局），打开第 N 局，从 1 起算（缺省：第一局）。范例：--load archive.ggf --game 3
    .resume = 继续上次未下完的对局（每一局都保存在文件夹的棋谱库中），或代号为 ID 的对局（见 othello games），在按下任一键前暂停。范例：othello --resume，或 --resume 2026-11-22-1405-ann-ben
    .computer = 电脑下哪一方：white、black、both（看它自己跟自己下）或 none。与 --load 或 --resume 一起用时，改变存盘对局由谁来下。范例：--computer white、-c white
    .computer-black = 电脑执黑，人执白
    .computer-white = 电脑执白，人执黑
    .computer-both = 电脑自己跟自己下
    .computer-none = 双方都由人来下
    .level = 电脑的棋力，从 1（给初学者的对手）到 20（最强）；缺省 5。范例：--computer black --level 12、-c black -l 12
    .no_variety = 电脑一律下最佳着法，每次都是同一盘棋。缺省时，等级 8 以上会在与最佳着法相差不到一子的开局着法中随机选择（前十二步）。范例：othello --computer white --level 12 --no-variety
    .min_move_time = 电脑一步棋在画面上最少花的时间，让你看得到它落子，也能观看电脑自己跟自己下（较早找到的着法会等待；棋钟时间不多时则不等）。0 表示立即。范例：--min-move-time 1s、--min-move-time 0
    .lang = 游戏文本的语言（画面、othello rules、子指令印出的内容、这份说明）：en（英文）、nl（荷兰文）、de（德文）、fr（法文）或 zh（中文）；放在子指令名称之前或之后皆可。缺省：新局画面的「语言」，否则为环境的语言（LC_ALL、LC_MESSAGES 或 LANG），否则为英文。范例：--lang nl
    .lang-en = 英文，其他语言缺字时都以它代替
    .lang-nl = 荷兰文
    .lang-de = 德文
    .lang-fr = 法文
    .lang-zh = 繁体中文（台湾、香港、澳门，以及未标明地区的中文 locale）
    .lang-zh-hans = 简体中文（中国大陆与新加坡：`zh_CN`、`zh_SG`、`zh-Hans`）
    .theme = 棋盘的配色：green、dark、light（适合浅色终端机）或 contrast；会记住供之后的对局使用，和按 T（轮流切换）一样。范例：--theme light
    .theme-green = 绿色棋盘，如同在绒布上对弈
    .theme-dark = 深色石板棋盘，在深色终端机上很安静
    .theme-light = 有深色标记的木纹棋盘，适合浅色终端机
    .theme-contrast = 对比最强
    .move_numbers = 在每颗棋子上显示下出它的那一步的步数（按 m 开关）。范例：othello --move-numbers
    .hints = 开始时就打开提示：引擎对每个合法着法的评分写在该格上，在你思考时逐步加深（按 i 开关，按 t 只显示最佳着法）。范例：othello --hints
    .ascii = 只用 ASCII 字符画棋盘（适合把 ● 与 ○ 画成两栏宽的终端机）。范例：othello --ascii
    .data_dir = 文件夹：棋谱库是其中的 games/ 文件夹，不含文件夹的存盘名称也存在那里。缺省：平台的文件夹，例如 Linux 上的 ~/.local/share/othello。用到它的子指令也接受这个选项，放在名称之前或之后皆可。范例：--data-dir ./othello-data
    .threads = 电脑搜索（它的着法、提示）所用的线程数：未指定时用机器的每个内核；1 表示每次运行都得到相同的搜索。平行搜索的子指令也接受它（solve、engine、book grow、db explore、train）。范例：--threads 2

doc-game-flags =
    .handicap = 第一步之前让给较弱一方的角，0 到 4 个，依 a1、h8、h1、a8 的顺序。范例：--handicap 2
    .handicap_to = 谁得到让子的角。范例：--handicap 1 --handicap-to white
    .handicap_to-black = 先下的一方
    .handicap_to-white = 后下的一方
    .time = 每位玩家的总时间（包干制）：30m、90s、1h30m、1:30:00 或 5:00。没有任何时间选项时，对局不计时。范例：--time 10m、-t 10m
    .black_time = 黑方的总时间，用于双方时间不同（对黑方而言取代 --time）。范例：--black-time 5m
    .white_time = 白方的总时间，用于双方时间不同（对白方而言取代 --time）。范例：--white-time 3m
    .increment = 费雪加秒：玩家每下一步后加到其棋钟上的时间。范例：--increment 5s
    .delay = 布朗斯坦延时：每步所用的时间中，最多这么多会退还（取代加秒）。范例：--delay 3s
    .black = 黑方的名字。范例：--black Ann
    .white = 白方的名字。范例：--white Ben
    .moves = 从这些着法之后的局面开始，这些着法不计时（不花时间，也不加秒）。范例：--moves f5d6c3d3c4、-m f5d6c3d3c4
    .position = 从这个局面开始：从 a1 到 h8 的 64 格（X 黑、O 白、- 空），一个空格，然后是轮到的一方，与 Edax 和 Zebra 的写法相同（--moves 在其后下出）。范例：--position "---------------------------OX------XO--------------------------- X"、-p "…"
    .random_start = 从随机下了 N 步（1 到 30）、引擎判断为均势（相差两子以内）的局面开始，适合把开局背得滚瓜烂熟的玩家；此局面记录为对局的开始（--moves 在其后下出）。范例：--random-start 10

doc-position-flags =
    .position = 局面：从 a1 到 h8 的 64 格（X 黑、O 白、- 空），一个空格，然后是轮到的一方（缺省：开局）。范例：--position "<64 格> X"、-p "<64 格> X"
    .moves = 先下的着法，从 --position 或开局起。范例：--moves f5d6c3、-m f5d6c3
    .format = 印出的方式：text，或一份 JSON 文档。范例：--format json、-f json
    .format-text = 给人看的文本（见手册）
    .format-json = 一个 JSON 对象（见手册）

doc-data-dir-flag =
    .data_dir = 文件夹（棋谱库是其中的 games/ 文件夹，对局数据库是其中的 games.db）。缺省：平台的文件夹，例如 Linux 上的 ~/.local/share/othello。范例：--data-dir ./othello-data

doc-threads-flag =
    .threads = 搜索所用的线程数：未指定时用机器的每个内核；1 表示每次运行都得到相同的搜索。范例：--threads 2

doc-query-flags =
    .player = 有一位玩家的名字包含这段文本的对局（执黑或执白皆可，不分大小写）。给两次时：这两人之间的对局（每个名字都是对局的玩家之一才算）。范例：--player tastet，或 --player tastet --player shaman
    .tournament = 名称包含这段文本的赛事的对局（不分大小写）。范例：--tournament "world"
    .from_year = 这一年或之后下的对局。范例：--from 2000
    .to_year = 这一年或之前下的对局。范例：--to 2010

doc-othello-show = 不开交互画面，印出一局（存盘 FILE、棋谱库中代号为 ID 的对局，或由选项组成的一局）。范例：othello show --moves f5d6c3 --format json
    .file = 要印出的存盘对局，可以是文件或棋谱库中对局的代号；没有时，由选项组成一局
    .game_number = 对于含多局的 GGF 档（GGS 的存盘），印出第 N 局，从 1 起算（缺省：第一局）。范例：othello show archive.ggf --game 3
    .format = 印出的方式。范例：--format ggf、-f ggf
    .format-text = 棋盘图、着法列表、轮到谁、子数、手上的子、棋钟与结果
    .format-json = 一个 JSON 对象（见手册）
    .format-transcript = 着法，写成 f5d6c3…
    .format-ggf = GGS 与其他黑白棋软件使用的 Generic Game Format

doc-othello-solve = 把一个局面算到终局：精确的分数、每个最佳着法、预期的变化、节点数与时间。范例：othello solve --position "<64 格> X" --format json
    .file = 要从最后局面求解的对局，有给 --moves 时在其后下出：存盘、GGF 棋谱，或棋谱库中对局的代号
    .game_number = 对于含多局的 GGF 档（GGS 的存盘），求解第 N 局，从 1 起算（缺省：第一局）。范例：othello solve archive.ggf --game 3

doc-othello-analyze = 逐步覆盘一局：引擎的最佳着法、每步实战着法与最佳着法的分数、每步损失的子数、标出的失误，以及每位玩家的总计。范例：othello analyze game.json --level 10 --format json
    .file = 要覆盘的对局：一个文件（存盘、GGF、局面字符串或着法串行）或棋谱库中对局的代号；没有时，是 --moves 从开局或 --position 下出的对局
    .game_number = 对于含多局的 GGF 档（GGS 的存盘），覆盘第 N 局，从 1 起算（缺省：第一局）。范例：othello analyze archive.ggf --game 3
    .moves = 要覆盘的着法，接在 FILE 的着法之后或从开局起。范例：--moves f5d6c3d3c4、-m f5d6c3d3c4
    .position = 着法开始的局面（见 othello 的 --position）。范例：--position "<64 格> X"
    .level = 引擎看得多深，从 1 到 20（缺省 8）：该等级的深度，以及从几个空格起精确算到终局。范例：--level 12、-l 12
    .format = 覆盘印出的方式。范例：--format json、-f json
    .format-text = 给人看的文本（见手册）
    .format-json = 一个 JSON 对象（见手册）

doc-othello-engine = 在标准输入与输出上使用 NBoard 协定，供 NBoard 图形接口与其他黑白棋程序使用。范例：othello engine
    .no_book = 每一步都搜索，开局也一样，而不是在开局库有着法时下开局库的最佳着法（文件夹的 book.bin，否则是内置的开局库）。范例：othello engine --no-book
    .variety = 开局时，在与最佳着法相差不超过这么多子的着法中随机选择（先是开局库的，然后在前十二步中是搜索的），和各等级的做法一样，让从同一开始的对局有所不同；0 为缺省，一律下最佳着法。范例：othello engine --variety 1

doc-othello-games = 列出棋谱库中的对局：每局何时开始、玩家、规则、着法与结果；然后是你对电脑每个等级的战绩。范例：othello games --unfinished
    .unfinished = 只列未下完的对局。范例：othello games --unfinished
    .computer = 只列与电脑的对局。范例：othello games --computer
    .level = 只列与这个等级的电脑的对局。范例：othello games --level 8、-l 8
    .player = 只列名字包含 NAME 的玩家的对局，不分大小写。范例：othello games --player ann、-p ann

doc-othello-book = 显示开局库对某局面的着法及其评分（文本或 JSON），或以更多搜索扩充开局库（othello book grow）。范例：othello book --moves f5d6

doc-othello-book-grow = 扩充文件夹的开局库（book.bin；还没有时用内置的开局库）：沿着与最佳着法相差不超过 --margin 子的着法，搜索从开局起到 --plies 步为止的每个局面；边做边存，所以 Ctrl-C 会保留已完成的部分，再运行一次会接着做。改用 --wthor 时，搜索 WTHOR 对局所到过的局面；改用 --leaves 时，搜索开局库之外最佳着法所通往的局面，并可用 --shard K/N --out PART 切成分片（用 othello book merge 合并）。范例：othello book grow --plies 8 --margin 2 --depth 14
    .plies = 搜索从开局起到这么多步为止的局面，1 到 30
    .margin = 与最佳着法相差不超过这么多子的着法会继续延伸进开局库（用 --leaves 时：与其局面评分相差不超过这么多子的开局库外最佳着法会被收入），0 到 64
    .leaves = 搜索开局库外最佳着法所通往的局面（开局库的叶子），从距开局少于 --plies 步的开局库局面出发，每个都与其局面评分相差不超过 --margin 子，而不是从开局扩充：开局库变化的最佳偏离会收入开局库，每运行一次就沿着它们多走一步。和 --wthor 一样可切成分片（每个分片都来自同一个 book.bin）。范例：--leaves --plies 20 --margin 2
    .wthor = 搜索 WTHOR 对局（这个文件夹中的 WTH_YYYY.wtb 档）在前 --plies 步中到过的局面，每个局面至少由 --min-games 局到过，而不是沿着 --margin 从开局扩充。范例：--wthor ~/wthor
    .min_games = 用 --wthor 时，至少有这么多局到过的局面才会搜索
    .shard = 用 --wthor 或 --leaves 时，只搜索 N 个分片中的第 K 片（从 0 起），写入 --out，以便与其他分片合并（othello book merge）；同一分片一定得到同一个文件，中途停下的分片会从停下处接着做。范例：--shard 3/8 --out part-3.part
    .out = 分片写入的文件
    .depth = 每个局面的着法由这么多步深的选择性搜索评分，1 到 30

doc-othello-book-merge = 把 othello book grow --shard 写出的分片（每个分片一次且都已完成）合并进文件夹的开局库（还没有时用内置的），或合并到 --out FILE。范例：othello book merge parts/*.part
    .parts = 分片，顺序不拘
    .out = 把合并后的开局库写到这个文件，而不是文件夹的 book.bin

doc-othello-book-export = 把文件夹的开局库（没有时用内置的）写成文本，一行一个局面：局面、轮到的一方、深度、评分、开局库外的最佳着法及其评分。范例：othello book export --out book.txt
    .out = 要写入的文件（未指定时写到标准输出）

doc-othello-book-learn = 学习对局：对局前 --plies 步中尚未在文件夹开局库里的局面会被搜索并收入，评分也会往回更新。可以是文件（存盘、GGF 棋谱或存盘、着法串行）或棋谱库中以代号指定的对局。范例：othello book learn games.ggf
    .games = 对局：文件，或棋谱库中对局的代号
    .plies = 学习从开局起到这么多步为止的局面，1 到 30
    .depth = 每个新局面的着法由这么多步深的选择性搜索评分，1 到 30

doc-othello-book-show = 从某局面（未指定时为开局）印出开局库的树，往下 --plies 步：每个开局库着法附上评分与搜索深度，最佳的在前。范例：othello book show --moves f5 --plies 2
    .plies = 树往下几步，1 到 10

doc-othello-book-import = 把 othello book export 写出的开局库读进文件夹的开局库：每个局面取代开局库中的同一局面，除非开局库的搜索得更深（--replace：只用文件中的开局库）。范例：othello book import book.txt
    .file = 文本形式的开局库
    .replace = 以文件中的开局库取代文件夹原有的开局库

doc-othello-host = 为另一个终端机上的玩家开一局：在画面上印出地址与要给对方的加入码；规则由选项决定，和任何对局一样。除非 --listen 另有指定，只在本机回送地址上等待。范例：othello host --time 10m --name Ann
    .color = 你下的颜色；对方下另一色。范例：--color white
    .color-black = 先下的一方
    .color-white = 后下的一方
    .name = 你的名字，对方看到的样子。范例：--name Ann
    .listen = 在哪里等待：IP:PORT，或只有 IP（连接端口 7654）。缺省 127.0.0.1:7654 只接受这台机器上的玩家；0.0.0.0 开放给局域网路（经由路由器或信道，也开放给互联网）。连接端口 0 表示任一空闲的连接端口。与 --resume 一起用时，未指定就用对局自己的地址。范例：--listen 0.0.0.0:7654
    .relay = 不在本机等待，而是在 magic-wormhole 中继站等待对方：双方都向外连到中继站，所以都不需要开放连接端口，中继站也只看得到加密后的内容。指定的中继站会被记住：只写 --relay 就再到那里会合。与 --resume 一起用时，未指定就用对局自己的中继站。范例：--relay relay.example.org:4001
    .resume = 再次主持棋谱库中你主持过的对局（在任一方停下之后），对象是同一位客人（尚未开始的对局会得到新的加入码），未给 --listen 时用同一个地址。范例：othello host --resume 2026-11-24-2130-ann-ben

doc-othello-join = 加入以 othello host 开的对局，使用主机给的地址与加入码；下棋前会显示规则并询问。范例：othello join 192.168.1.20:7654 7-guitar-zebra
    .address = 主机的地址：IP:PORT、HOST:PORT，或只有其中之一（连接端口 7654）；用 --relay 时不需要（只要加入码）。范例：192.168.1.20:7654
    .code = 主机给的加入码：一个数字加两个字，中间用连字符或空格（打错一次的字会被修正）。只给加入码时，到上次指定的中继站与主机会合。范例：7-guitar-zebra
    .relay = 在这个 magic-wormhole 中继站（主机指定的那个）与主机会合，而不是直接连到主机；会被记住，下次只给加入码就在那里会合。范例：othello join --relay relay.example.org:4001 CODE
    .name = 你的名字，主机看到的样子。范例：--name Ben
    .yes = 不经询问就接受主机的规则。范例：othello join 127.0.0.1 CODE --yes
    .resume = 再次加入棋谱库中你加入过的对局，使用对局保存的地址与密钥（从不用加入码）。范例：othello join --resume 2026-11-24-2130-ann-ben

doc-othello-db = 对局数据库（来自 WTHOR 档的比赛对局、GGF 存盘、棋谱库的对局）：导入、列出对局、探索某局面的着法。范例：othello db explore --moves f5d6

doc-othello-db-import = 把对局导入文件夹的数据库（games.db）：WTHOR 档（WTH_YYYY.wtb，旁边要有 WTHOR.JOU 与 WTHOR.TRN）、GGF 档与 GGS 存盘、放这些文件的文件夹，加上 --library 时还有棋谱库中已下完的对局。已在数据库中的对局不会重复加入；无法读取的文件会被拒绝并指出文件名，数据库保持原样。范例：othello db import ~/wthor
    .paths = 要导入的文件或文件夹。范例：othello db import WTH_2019.wtb WTH_2020.wtb
    .library = 同时导入棋谱库中已下完的对局（从标准开局下到终局的）

doc-othello-db-games = 列出数据库的对局：依玩家、赛事、年份，或对局经过的局面（含棋盘的对称）。用 othello --load db:N（或 show、analyze db:N）打开其中一局。范例：othello db games --player tastet --moves f5d6c3
    .limit = 最多这么多局，最新的在前（0：全部）。范例：--limit 100

doc-othello-db-explore = 数据库对局中从某局面下出的每一步：局数、黑方的胜、和、负、黑方平均的终局子差，以及开局库或引擎的评分。范例：othello db explore --moves f5d6 --from 2000
    .level = 开局库外的着法由这个等级的搜索评分，1 到 20（一次搜索所有着法）。范例：--level 12、-l 12
    .no_engine = 不用引擎搜索：只用开局库的评分（最快的回答）

doc-othello-train = 训练：取自实战对局、由精确解算器判定的终盘题目，或开局练习；连续答对与纪录保存在文件夹中。范例：othello train endgame --empties 10-14

doc-othello-train-endgame = 取自比赛对局（以及 FFO）的终盘题目：找出最佳着法，或与解算器把局面下完，每一步都精确判定。范例：othello train endgame --empties 12-16
    .empties = 题目的空格数：一个数字，或 8 到 24 之间的范围。范例：--empties 12-16
    .margin = 只出最佳着法比次佳着法最多好这么多子的题目（差距小的题目较微妙）。范例：--margin 4
    .play_out = 与解算器把每个局面下到终局，每一步都判定（否则只问第一步）
    .seed = 题目的顺序：同一个种子给出同样的顺序。范例：--seed 7

doc-othello-train-opening = 开局练习：程序下有名字的开局（或开局库的主变化）的一方，由你找出另一方的着法。范例：othello train opening Tiger --color white
    .name = 有名字的开局（othello train list 会列出）；没有时，用开局库的主变化。范例：Tiger
    .color = 你下的一方。范例：--color white
    .color-black = 先下的一方
    .color-white = 后下的一方

doc-othello-train-list = 列出开局练习认得的有名字的开局，以及每种空格数各有多少题目。范例：othello train list

doc-othello-manual = 写出手册页：othello.1 以及每个子指令各一页（othello-show.1、…），由这些相同的定义产生，写入 DIR。范例：othello manual ~/.local/share/man/man1
    .dir = 要写入的文件夹，必要时会创建（缺省：目前的文件夹）

doc-othello-rules = 以你的语言印出游戏规则（--lang，否则新局画面的「语言」，否则环境的语言：LC_ALL、LC_MESSAGES 或 LANG；都不是时用英文），用本项目自己的文本。范例：othello rules --lang nl

doc-othello-completions = 印出 shell 的自动补全脚本。范例：othello completions bash > ~/.local/share/bash-completion/completions/othello
    .shell = shell：bash、elvish、fish、powershell 或 zsh
