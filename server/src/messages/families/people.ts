import { affirmative, CALL, GIFT_CARDS_OR_CRYPTO, LINK, OTHER_APP, PAY } from './cues';
import { defineFamily, hasPhone, hasUnknownLink } from './define-family';
import { OTHER } from './other-languages';

/** Someone you know, love, or are selling to: the relationship is the lever, money is the ask. */

const MONEY_ASK = affirmative(
  /\b(?:send|transfer|lend|loan|wire|needs?|wants?|asking for|demand\w*|help (?:me )?with|pay|buy|put in|process|(?:zelle|venmo|cash ?app|paypal|revolut|gcash|e-?wallet|momo|m-?pesa|mpesa) (?:me|us))\b.{0,40}(?:\b(?:money|cash|funds|rs|gift ?cards?|western union|moneygram|tickets?|customs|fees?|bills?|rent|fines?|bail|tax(?:es)?|codes|zelle|bitcoin|crypto|revolut|venmo|cash ?app|g ?cash|gpay|google pay|paytm|phonepe|upi|m-?pesa|jazz ?cash|easypaisa|bkash|opay|palmpay|momo|pix|bizum|e-?wallet)\b|\$|£|€|₹|\br\d{3,}\b|\b\d+k\b|\b\d[\d,.]* ?(?:euros?|dollars?|pounds?|quid|bucks|usd|eur|gbp|naira|rand|pesos?)\b|₦ ?\d|\bn ?\d{1,3}(?:,\d{3})+\b|\b(?:ksh|kes|ghs|tsh|ugx|ngn|php|pkr|bdt|zar|rm|r\$)\.? ?\d|\b\d[\d,.]* ?(?:ksh|bob|cedis|shillings|taka|rupees|ringgit)\b|\b(?:to|into) (?:this|my|the following|the) (?:account|acct|a\/c|number)\b)/,
);

export const romance = defineFamily({
  family: 'romance',
  title: 'Romance or "wrong number" approach that turns to money',
  cues: {
    affection: [
      /\b(?:feel (?:something )?special|never felt this way|our future|future together|my love|darling|sweetheart|honey|baby|babe|dearest|my dear|i love you|miss you|soul ?mate|connection|your profile|lonely|you seem (?:very |so |really )?(?:nice|lovely|kind|sweet|friendly)|where are you from|nice to meet you|be friends|(?:get to )?know you better|serious relationship|looking for (?:love|a partner|a wife|a husband|someone special)|hi+ dear|(?:been |are |so )so sweet to me|my (?:king|queen|angel)|hi angel|(?:hello|hi|hey|good morning) (?:beautiful|gorgeous|handsome|pretty)|finally be together|be together (?:forever|at last)|(?:so |really )?happy (?:talking|chatting|speaking) (?:to|with) (?:you|u)|(?:talking|chatting) (?:to|with) (?:you|u) (?:these|the|this) past|sweetie|my everything|you (?:say|said) you love me)\b/,
      /\b(?:mon amour|mon coeur|mi amor|meu amor|mein schatz|hallo schatz|amore mio|tesoro|mi cielo|mi vida|sayang(?:ku)?|habibi|habibti|mahal ko|jaan|jaanu)\b|ハニー|亲爱的|حبيبت|حبيبي/,
    ],
    story: [
      /\b(?:(?:on|from|at) (?:the|an|my) (?:oil )?rig|rig (?:company|work|job|supervisor|manager)|embassy|proof of funds(?!.{0,60}\b(?:mortgage|offer|solicitor|conveyancer))|(?:at|on) (?:the|a|my) (?:military |army )?base in|leave (?:papers|application|request)|army|soldier|military|deployed|peacekeeping|oil rig|offshore|ship|widow\w*|doctor (?:in|serving)|un mission|stuck at (?:the )?airport(?: customs)?|inheritance|engineer abroad|my commander|equipment (?:broke|failed|is broken)|(?:my|the) contract (?:ends|is over|is finished)|navy|marines?|retirement package|eredita|herencia|heranca|erbschaft|(?:won'?t|will not|doesn'?t|does not|can'?t|cannot|didn'?t) (?:accept|take|work with) my (?:foreign|international|overseas|american|us|uk) (?:card|bank card|credit card|account)|my (?:foreign|international|overseas) (?:card|bank card|credit card|account) (?:isn'?t|is not|doesn'?t|does not|won'?t|was) (?:working|accepted|declined|blocked))\b/,
      // "The visa office says I need to show 1500", "the clearing agent wants 4,650 dollars", "they are holding my passport
      // until the hospital bill is settled", "the investment has matured but needs a release code": the paperwork, port, hospital
      // or fee that stands between the lover and the meeting, or the money.
      /\b(?:visa (?:office|fee|processing|sponsor|application|interview)|sponsor for (?:the|my) visa|travel (?:permit|papers)|clearing agent|(?:stuck|held|seized|detained) at the (?:port|border)|overstay\w*|holding my passport|(?:my )?(?:mother|mom|mum|father|dad) is (?:very )?(?:sick|ill)|release (?:code|fee)|(?:investment|funds|profits?) (?:has |have )?matured|(?:rejected|declined|refused|blocked) my (?:card|payment) because (?:it'?s|it is) foreign)\b/,
    ],
    // "My luggage is held at customs, they want a clearance fee": a lover's story, but a parcel's too, so it
    // counts only beside affection.
    customs: [
      /\b(?:(?:at|in|by|through|for) customs|customs (?:problems?|issues?|hold)|clearance fee|diplomat\w*|(?:la )?douane|dedouanement|aduanas?|alfandega|dogana|zoll|bea cukai|pajak barang\w*)\b|税関|海关|الجمارك|таможн/,
    ],
    // "I have sent you a gift package containing 50,000 GBP and an iPhone", "a gift with gold jewellery and pounds":
    // cash and gold by parcel, which no one sends, and which "customs" will hold for a fee.
    giftParcel: [
      /\b(?:sent|sending|send|shipped|posted|dispatched) (?:you )?(?:a |an |my |the |this )?(?:gift|package|parcel|box|consignment)\b.{0,40}\b(?:containing|contains|with|of|filled with) (?:[\w,.$£€]+ ){0,3}(?:cash|money|dollars|pounds|gbp|usd|euros?|jewell?ery|gold|diamonds)\b/,
    ],
    soldier: [
      /\b(?:doctors without borders|medecins sans frontieres|un (?:doctor|surgeon|nurse)|my commander|leave (?:fee|form|papers|application)|vacation (?:fee|form|leave)|(?:army|military) (?:base|leave|doctor|officer|general)|deployed (?:in|to|overseas)|peace ?keeping|un mission)\b/,
    ],
    wrongNumber: [
      /\b(?:wrong number|(?:i )?got (?:your|this) number from|(?:i )?found your number|\bgave me (?:your|this) number|your number (?:was|is) (?:in|saved in) my (?:contacts|phone)|is this (?:(?:mr|mrs|ms|miss|dr)\.? )?(?!(?:legit|legitimate|real|true|safe|right|ok|okay|correct|normal|genuine|spam|fake|necessary|free|new|yours|it|possible|allowed|true|work|yours)\?)[a-z]+\?|is this [a-z]+'?s (?:number|phone)|sorry,? (?:i )?(?:must have|think i)|do i know you|who is this)(?!\w)/,
    ],
    // "Sorry, wrong number! I was trying to text my sister": the writer's own slip, explained, and nothing more.
    ownSlip: [
      /\b(?:i was (?:trying|meaning|about) to (?:text|message|send (?:this|it) to)|(?:this|that) was meant for|meant to (?:text|send (?:this|it) to)) (?:my|our|a) (?:sister|brother|mum|mom|dad|wife|husband|partner|friend|boss|son|daughter|colleague|cousin|neighbou?r|landlord|flatmate|roommate)\b/,
    ],
    // "I saw your profile and want to know you more, I am looking for an honest and caring man": a stranger's overture.
    stranger: [
      /\b(?:saw|came across|found|viewed|seen|got) your (?:profile|picture|photo|page|number (?:in|from|on) (?:a|the) (?:group|business group))\b|\b(?:thanks|thank you) for accepting my (?:friend )?request\b|\b(?:want|like|love|wish) to (?:get to )?know you (?:more|better)\b|\blooking for (?:a|an|my) (?:honest|caring|loving|serious|god-?fearing|trustworthy|faithful|kind) (?:\w+ )?(?:man|woman|partner|relationship|person|lady|gentleman)\b/,
    ],
    // "If you can book it for me": the flight to meet, paid by the one waiting.
    money: [
      MONEY_ASK,
      // "Just send the 700 for the lawyer", "if you pay the 640 on your side": a sum both already know, no currency.
      affirmative(
        /\b(?:(?:send|pay|put|lend|wire|transfer)\b (?:me |us )?(?:the |only |just |even )?|need (?:the |only |just )|help (?:me )?with (?:the |only |just )?)\d{2,3}(?:,\d{3})*\b(?! ?(?:am|pm|miles|km|minutes|mins|hours|days|times|people|%))|\b(?:can|could) (?:you|u) (?:send|pay|transfer|wire) (?:part|some|half)\b/,
      ),
      affirmative(
        /\b(?:book|buy|pay(?: for)?|cover) (?:it|them|the (?:flight|ticket)s?|my (?:flight|ticket)s?) for me\b|\bif you (?:can|could) (?:book|buy|pay for) (?:it|them|the (?:flight|ticket)s?)\b/,
      ),
    ],
    hardToTrace: [GIFT_CARDS_OR_CRYPTO],
    // "I only meet guys who have been through the background check at meetverify-safe.com, it's $19": the date's "safety"
    // site, which takes card details.
    safetyCheck: [
      /\b(?:background check|safety (?:check|verification)|verified (?:dater|member|badge)|(?:dating|date|meet(?:ing)?|member) verification|verification (?:badge|id|site|page))\b/,
    ],
    sugar: [
      /\b(?:sugar (?:baby|babies|daddy|daddies|mommy|momma)\b.{0,80}\b(?:allowance|spoil|weekly|monthly|pay you|send you)|(?:weekly|monthly) allowance\b.{0,60}\bsugar (?:baby|daddy|mommy|momma))\b/,
    ],
    // "Please don't tell your son about us yet": the lover who must not be checked on by the family.
    secret: [
      /\b(?:don'?t|do not|please don'?t|never) tell (?:your|ur) (?:son|daughter|kids|children|family|friends|sister|brother)\b|\bkeep (?:us|this|it|our relationship) (?:a )?secret\b/,
    ],
    fee: [
      /\bcosts? (?:me )?(?:[$£€]|usd ?)\d|\bpayment of (?:[$£€]|usd ?)?\d|\bcan(?:not|'t) pay (?:it )?(?:from here|myself)\b|\b(?:fee|fees|charges?|duty|duties|tax|taxes|clearance|release|frais|liberer|liberar|libertar|tasa|taxa|tasse|gebuhr\w*|pajak|biaya|sbloccare)\b|手数料|费用|رسوم|ادفع|пошлин|сбор/,
    ],
    // "We met at the golf club last week": a stranger who claims a meeting the reader will not remember.
    metBefore: [
      /\b(?:we met (?:at|in|on|during)|(?:it'?s|this is) [a-z]+ from the (?:golf|tennis|wine|yoga|gym|club|party|conference|dinner|event|meetup)|saw you (?:in|at) the [a-z ]{0,30}(?:group|club|event|meetup|party))\b/,
    ],
    // "Reply me on Hangouts", "can we chat on WhatsApp?": away from the site where they found you.
    otherApp: [OTHER_APP],
    // "Jenny, 47, divorced and bored, see my photos here": a stranger offering herself, the adult-dating lure
    // that leads to paid chat sites and subscription traps. Her situation is the hook…
    available: [
      /\b(?:took some (?:new )?(?:pics|photos)|(?:pics|photos) just for (?:you|u)|lonely|bored|single|divorced|divorcee|widowed|new in town|married but|discreet|affair|naughty|sexy|horny|hook ?up|no strings|(?:fun|adventure|company) (?:tonight|this evening)|looking for (?:fun|a man|a woman|an adventure|a discreet))\b/,
      OTHER.available,
    ],
    // …and her pictures or profile, behind a link, are the request.
    profile: [
      /\b(?:my|her) (?:private |hot |new )?(?:pics|pictures|photos|profile|videos)\b|\b(?:new )?(?:pics|photos|pictures) (?:just )?for (?:you|u)\b|\b(?:see|view|check out) (?:my|me|her)\b|\bchat with me\b/,
      OTHER.profile,
    ],
  },
  hook: ['affection', 'story', 'wrongNumber', 'available'],
  request: ['hardToTrace', 'money', 'otherApp', 'profile'],
  assess(has, facts) {
    const asks = has('money') || has('hardToTrace');
    if (asks && (has('story') || (has('customs') && has('affection')))) return 'story-and-money';
    if (asks && has('affection') && has('secret')) return 'story-and-money';
    // "My darling, I am sending you my savings; the diplomatic agent will contact you for the clearance fee": the
    // fee is the ask, even unspoken.
    if (has('customs') && has('affection') && has('fee')) return 'story-and-money';
    if (has('giftParcel') && (has('customs') || has('fee'))) return 'story-and-money';
    // "My commander won't approve my leave unless I pay the vacation fee, darling": the soldier's fee, asked of a
    // lover.
    if ((has('soldier') || has('story')) && has('affection') && has('fee')) return 'story-and-money';
    // A partner may well ask "babe, can you pay the phone bill"; asking for gift cards or crypto is the tell.
    if (has('affection') && has('hardToTrace')) return 'affection-and-untraceable-money';
    if (has('affection') && has('money')) return 'affection-and-money';
    if (has('wrongNumber') && (has('affection') || has('story') || has('metBefore')))
      return 'wrong-number-and-affection-or-story';
    // "I'm a doctor on a UN mission, I'd like us to be friends": a stranger's story, looking for affection; moved to
    // another app, or a soldier's overture to someone whose profile they found, is the approach in full.
    if (has('story') && has('affection'))
      return has('otherApp') || (has('soldier') && has('stranger'))
        ? 'story-affection-and-other-app'
        : 'story-and-affection';
    // "I'm new in town, lonely … can you send me 1k for bundles so we can videocall?": a stranger's overture and a sum.
    if (has('stranger') && has('available') && has('money')) return 'story-and-money';
    // "Sgt. Reynolds, on a peacekeeping mission … I saw your profile … are you on Google Chat?": the soldier's overture
    // to a stranger, moved to another app.
    if (has('soldier') && has('stranger') && has('otherApp')) return 'story-affection-and-other-app';
    // Friends share photos at the sites everyone uses; a stranger's profile lives at a site hardly anyone visits.
    if (has('available') && has('profile') && hasUnknownLink(facts)) return 'stranger-offer-and-profile-link';
    if (has('safetyCheck') && hasUnknownLink(facts)) return 'stranger-offer-and-profile-link';
    // "Wealthy businessman looking for a sugar baby, $1,500 weekly allowance": the allowance that never comes, and the
    // "fee to release" it that does.
    if (has('sugar')) return 'story-affection-and-other-app';
    return has('wrongNumber') && !has('ownSlip') ? 'wrong-number' : null;
  },
});

export const familyImpersonation = defineFamily({
  family: 'family-impersonation',
  title: '"Hi Mum, new number" or boss impersonation',
  cues: {
    // Addressed to family: "Hi Mum", "Dad, it's me", "hey sis".
    kin: [
      /\b(?:hi|hey|hello|hiya|dear)\b,? (?:mum|mom|mam|mummy|mommy|dad|daddy|mother|father|nan|nana|gran|grandma|grandpa|auntie|aunty|uncle|son|sis|bro|cuz|cousin)\b|\bit'?s your (?:son|daughter)\b|\b(?:mum|mom|dad)\b,? (?:it'?s me|i'?m in trouble|please|i need (?:your )?help|help me)|^(?:grandma|grandpa|granny|grandmother|grandfather|nana|nan|gran)\b,? (?:please|pls|it'?s me|help|i'?m|i need)/,
      OTHER.relative,
      // Polish and Korean: "Cześć mamo", "엄마".
      /\b(?:czesc|hej|witaj) (?:mamo|tato|babciu|dziadku)\b|^(?:mamo|tato),|엄마|아빠|^(?:anne|baba) benim\b|^(?:mama|baba) ni mimi\b|\bni mimi (?:mama|baba|shangazi|mjomba|dada|kaka|bibi|babu)\b|^(?:hola |hi )?(?:tio|tia|abuela|abuelo|abuelita|abuelito),|^мама,|^папа,|^ماما|^بابا/,
    ],
    kinOpening: [OTHER.kinOpening],
    // …or to no one: "Hey, it's me". A friend who changed network writes that too, so it counts only with a
    // request or trouble.
    itsMe: [
      /\bit'?s me\b|^(?:hi |hey |hello )?(?:grandma|grandpa|granny|nana|nan|gran|mum|mom|mam|dad|mummy|mommy|daddy),? (?:it'?s|this is) [a-z]+\b/,
    ],
    newNumber: [
      // "I dey use my friend phone, my own spoil", "using another person's phone": the Nigerian and Ghanaian English.
      /\b(?:(?:i )?(?:dey use|am using|use|using) (?:my |a )?(?:friends?'?s?|another person'?s?|somebody'?s?|someone'?s?) (?:phone|line|number|sim)|my own (?:phone )?(?:don )?spoil)\b/,
      /\b(?:new (?:phone|number|mobile|sim)|my (?:old )?(?:phone|mobile) (?:broke|is broken|died|fell|(?:got|was|has been) (?:stolen|smashed|damaged|lost)|is (?:lost|damaged))|(?:dropped|broke|smashed|cracked) my phone|lost my phone|(?:this is )?my (?:temporary|temp) (?:number|phone)|(?:using|on|from) (?:a|my) friends?'?s? (?:phone|mobile)|(?:using|on) (?:a )?friends?'?s?(?: (?:phone|mobile))?|(?:using|on|from) (?:a |my )?mates?'? ?(?:one|phone|mobile)|(?:this is|it'?s) (?:a|my) (?:friend|mate)'?s (?:phone|number|mobile)|phones? (?:is |s )?(?:broken|broke|smashed|dead)|mine (?:is )?(?:broken|broke|dead|smashed)|save (?:this|my) (?:new )?number|this is my new number|delete (?:the )?old number|my (?:phone|mobile)(?:'s| is) (?:acting up|not working|off|dead|switched off)|(?:texting|messaging|writing) (?:you )?from (?:this|another|a different|my \w+'s) (?:one|number|phone)|using (?:the|a|my|his|her) \w+'s(?: (?:phone|mobile))?)\b/,
      OTHER.newNumber,
      /\b(?:telefonum bozuldu|bu numaradan yaz\S*|so dien thoai moi|nombor baru|namba yangu mpya)\b|пишу с чужого|телефон (?:разбился|сломался)|с чужого (?:номера|телефона)|مش معايا تليفوني|\b(?:moj nowy numer|nowy numer|telefon (?:mi )?sie zepsu\S*|zepsu\S* (?:mi )?(?:sie )?telefon)|액정|폰이 고장|핸드폰 고장|수리 맡겼|이 번호로 (?:문자|연락)|нов(?:ый|ого|ом) номер/,
    ],
    // "New phone finally came! Same number though": the number has not changed. "I'll ring you tonight": a child
    // who will call is not hiding their voice.
    sameNumber: [
      /\bi'?ll (?:ring|call|phone|facetime) (?:you|u|ya)\b|\b(?:same (?:old )?number|(?:kept|keeping) (?:my|the) (?:old )?number|number(?:'s| is| stays| is still) the same)\b/,
    ],
    trouble: [
      /\b(?:nimeshikwa|nipo (?:hospitali|polisi)|niko (?:hospitali|polisi|stuck)|ajali|comisaria|tuve un choque|accidente|accident hoyeche|accident (?:ho gaya|hua|hogaya)|hospital (?:me|mein) (?:hai|hain|admit)|police ne\b.{0,30}\bpakda|giraftar)\b|аварию|в больнице|حادثة|المستشفى/,
      /\b(?:locked out of my (?:bank(?:ing)?|account|app)|my (?:bank(?:ing)? |upi |gpay |paytm |phonepe )?app (?:is )?(?:not working|locked|down|blocked)|my (?:upi|gpay|paytm|phonepe|card) (?:is )?(?:not working|blocked)|in (?:a bit of |some |big |serious )?trouble|help (?:me )?with something urgent|(?:an )?urgent favou?r|need (?:your )?help urgently|accident|arrested|hospital|lawyer|bail|banking app (?:is )?(?:locked|not working)|can'?t (?:access|log in to) my bank|urgent(?:ly)? need)\b/,
      /\b(?:kan (?:nog )?niet inloggen|kann (?:mich )?(?:noch )?nicht einloggen|online-?banking\b.{0,40}\bnicht\b|no puedo entrar (?:a|en) (?:mi )?(?:banco|app)|nao consigo (?:entrar|acessar) (?:no|o) (?:banco|app))\b/,
    ],
    // "Can you spot me $300 till Friday?": a friend's loan, asked from a new number (from the old one it is a friend's).
    loanAsk: [affirmative(/\b(?:spot|front|float) (?:me|us)\b.{0,20}(?:[$£€₹]|\d)/)],
    // The grandparent scam's trouble: arrest, bail, a lawyer ("in trouble with my boss" is not it).
    arrested: [/\b(?:arrested|bail|lawyer|attorney|police station|jail|prison|in custody|locked up)\b/],
    bankLocked: [
      /\bmy (?:upi|gpay|paytm|phonepe)\b.{0,10}\b(?:is )?(?:not working|blocked)\b/,
      /\bbank(?:'s| has)? (?:frozen|locked|blocked) my (?:account|card)\b|\b(?:banking app|bank app|online banking|bank account|card)\b.{0,20}\b(?:is |got |has been )?(?:locked|blocked|frozen|not working|down)\b|\bcan'?t (?:access|log in to|get into) my (?:bank|banking|account|card)\b|\b(?:mi )?app del banco no (?:funciona|me deja)\b|\b(?:payment nahi ho raha|account (?:band|block) ho gaya|conta (?:ficou |esta |foi )?bloquead[ao]|cuenta (?:esta |quedo )?bloquead[ao]|problem z kontem|konto (?:jest )?zablokowane)\b/,
    ],
    untilTomorrow: [
      /\bsort (?:you|u) (?:back|out)\b|\b(?:until|till|til|by) (?:tomorrow|monday|friday|the weekend|next week|payday)\b|\b(?:pay|send|give|transfer|return) (?:it |you |the money |them )?back\b|\bfirst thing (?:tomorrow|in the morning)\b|\b(?:will|i'?ll) return (?:the )?(?:cash|money|it) (?:by )?tomorrow\b|\b(?:kal (?:subah )?(?:tak |pakka )?(?:wapas|lauta)\w*|te devolvo|devolvo amanha|te lo devuelvo|te los devuelvo|te las devuelvo|oddam (?:jutro|ci)|je te rembourse|ich zahle (?:es )?(?:dir )?(?:morgen )?zuruck)\b/,
    ],
    // "Stuck in Manila, they stole my wallet, wire me $500": a friend's hacked account asks for untraceable money.
    stranded: [
      /\b(?:stuck|stranded) (?:in|at|abroad)(?! (?:work|the office|home|school|traffic|a meeting|the gym))|(?:stole|stolen|robbed|lost|took) (?:my|our) (?:wallet|passport|bag|purse|cards?)\b|\b(?:mugged|robbed)\b|\bmy (?:wallet|bag|purse|passport) (?:get|got|don|was|has been) (?:stolen|stole|lost|thief)\b/,
    ],
    // …or into a payment app's handle: "send €250 on Revolut to @r_macka", "Cash App $JayT22".
    untraceable: [
      GIFT_CARDS_OR_CRYPTO,
      /\b(?:revolut|cash ?app|venmo|zelle|paypal|wise)\b.{0,20}(?:@|\$[a-z])/,
    ],
    // "Don't call, my phone is dying", "no puedo hablar, solo puedo escribir": the stranded friend who cannot be rung to
    // check.
    noCall: [
      /\b(?:usipige simu|usinipigie|no (?:me )?(?:llames|llame)|no puedo hablar|solo puedo escribir|nao (?:me )?(?:ligue|liga)|nao posso falar|so posso (?:escrever|mandar mensagem))\b/,
      /\b(?:don'?t|do not|pls don'?t|please don'?t) (?:call|ring|phone)\b|\b(?:phone|battery) (?:is )?(?:dying|about to die|almost dead|at \d+ ?%)/,
    ],
    // "Your son has been in an accident and needs bail": a stranger speaking for your relative.
    yourRelative: [
      /\b(?:apnar (?:chhele|meye|chheler|meyer)|aap(?:ka|ki|ke) (?:beta|beti|bete|papa|pita|pati|mummy|mata|bhai|behen)|tumhara beta)\b/,
      /\byour (?:son|daughter|grandson|granddaughter|child|kid|husband|wife|nephew|niece|brother|sister)\b/,
      // "Hello Auntie, I'm Chidi's friend, he had an accident": someone speaking for the one in trouble.
      /\b(?:i'?m|it'?s|this is) (?:[a-z]+ )?[a-z]+'s (?:friend|colleague|roommate|flatmate|classmate|neighbou?r|coursemate)\b/,
    ],
    boss: [
      /\b(?:(?:i'?m|i am) (?:on a flight|boarding a flight|in the air)|are you (?:available|free|around|at your desk|in the office)|i'?m (?:stuck |out )?(?:in a|at a) (?:meeting|conference)|quick favou?r|do me a favou?r|need a favou?r from you|need you to (?:buy|get|purchase)|(?:confidential|discreet|sensitive) (?:acquisition|deal|matter|project|transaction|payment)|treat (?:his|her|their) instructions as (?:coming )?from me|(?:is|it'?s|remains?|keep (?:it|this)) (?:strictly )?confidential until|(?:in|at|between) back[- ]to[- ]back meetings|need you to (?:approve (?:and )?)?(?:process|pay|wire|send|make|release)\b.{0,30}\b(?:wire|payment|transfer|invoice)|w-?2 (?:forms?|copies|statements)|(?:all|every) (?:staff|employees)'?s? (?:w-?2s?|tax forms|payslips|pay stubs|payroll (?:records|data|details))|(?:w-?2s?|tax forms|payslips|pay stubs) (?:of|for) (?:all|every) (?:staff|employees?))\b/,
    ],
    errand: [
      /\b(?:can|could) (?:you|u) do me a (?:quick |small |big |huge |massive |massive massive |really big )?favou?r\b|\bneed to ask (?:you|u) (?:something|a favou?r)\b|\bneed (?:you to (?:do|handle|take care of|help (?:me )?with|run|get|process|complete|make|approve|send)|your help (?:with|on)|a (?:quick |small |little |urgent )?(?:favou?r|task|errand))\b|\bneed (?:a |an )?(?:quick |small |urgent )?(?:task|errand) (?:done|handled|completed)\b/,
    ],
    // "The first installment needs to be wired today": a payment due within hours, beside a confidential deal.
    wireToday: [
      /\b(?:wire|wired|transfer|payment|installment|instalment)\b.{0,40}\b(?:today|asap|urgently|right away|by (?:end of (?:the )?day|eod|noon|close of business|cob))\b/,
    ],
    // "Send me your cell phone number, I need you to complete a task": the gift-card errand moved to a text.
    wantsNumber: [/\bsend me your (?:cell|mobile|personal|direct|whats ?app)(?: phone)? (?:number|no)\b/],
    // "I'm in a meeting and can't talk on the phone": the boss who cannot be rung to check.
    cantTalk: [
      /\b(?:can'?t|cannot|can not|unable to|won'?t be able to) (?:talk|speak|take (?:a |any |your )?calls?|answer (?:the |my |your )?(?:phone|calls?))\b|\b(?:text|email|e-mail|message) only\b|\bmessaging you from my personal (?:number|phone|mobile)\b|\b(?:can|could) only (?:communicate|be reached|talk|respond|reply|message) (?:by|via|through|over|on) (?:e-?mail|text|message|chat|whatsapp)\b|\b(?:travel(?:l)?ing|on the road|on a flight|boarding|abroad)\b.{0,40}\blimited (?:access|connectivity|signal|reception)\b/,
    ],
    // "Please don't tell Mom", "I need you to do something quietly": the secrecy that keeps the victim from
    // checking with anyone.
    secrecy: [
      /\b(?:don'?t|do not|please don'?t|can'?t|cannot) tell (?:mom|mum|dad|anyone|anybody|my (?:parents|mom|mum|dad))|keep (?:this|it) (?:between us|secret|quiet|confidential)|(?:don'?t|do not) (?:discuss|mention) (?:it |this )?(?:with|to) anyone|(?:quietly|discreetly|confidentially)\b|\b(?:it'?s|this is|it is) (?:\w+ and )?(?:strictly )?confidential\b|\bmy lawyer will call\b|\bno le digas a (?:mi )?(?:mama|papa|nadie)\b/,
    ],
    money: [
      MONEY_ASK,
      // "Please process the attached invoice for the overseas supplier today": the boss's payment, named by its paperwork.
      affirmative(/\bprocess (?:the |this )?(?:attached )?(?:invoice|payment|wire|transfer)\b/),
      // "I've got a bill I need to pay today … can u help?"
      affirmative(/\b(?:bill|rent|fees?|fine)\b.{0,20}\b(?:i )?(?:need to|have to|must|gotta) pay\b/),
      // "Can you help me with a payment today?", "can you pay something for me": the sum comes in the next text.
      affirmative(
        /\b(?:help (?:me )?with|make|cover|pay) (?:a |the |an urgent )?(?:payment|something|bill) (?:for me|today|urgently|now)\b/,
      ),
      affirmative(OTHER.moneyAsk),
      // "Unless bail of N150,000 is paid to 2087719034 (UBA)": the sum, asked in the passive.
      /\b(?:bail|bond|fine|release fee)\b.{0,30}\b(?:is |be )?paid (?:to|into)\b/,
      // "20000 turant is UPI pe bhejo", "pls bank in RM800 to Maybank …": the sum asked for in Hinglish and in the
      // Malaysian and Singaporean "bank in".
      /\b\d[\d,.]*k? (?:rs |rupees |rupaye )?(?:\w+ ){0,4}?bhej(?:o|do|dein|dijiye)\b|\bbank in (?:rm ?|s?\$ ?)?\d/,
      /\bnecesito (?:\w+ )?(?:s\/|\$|€|dinero|plata|\d)/,
      /(?:перевести|переведи|перевед[её]шь|скинь|скинуть|одолжи|займи)[^.?!]{0,30}\d|\b(?:me prestas|me prestarias|me emprestas|me empresta)\b/,
      GIFT_CARDS_OR_CRYPTO,
      affirmative(/\b(?:text|message) me (?:back )?on whatsapp|\bwhatsapp me\b/),
    ],
  },
  hook: ['kin', 'itsMe', 'newNumber', 'boss', 'stranded'],
  request: ['money'],
  assess(has) {
    const spokenFor = has('yourRelative') && has('trouble') && has('money');
    // The disguise is the new number, or trouble that needs money now: a real child asking "hi dad, can u
    // transfer me £20 for the trip" from their own number is not one.
    const relative = has('kin') || has('itsMe');
    // "Mami no puedo hablar …": a parent addressed without a comma, counted only where money or trouble is asked.
    const addressed = relative || has('kinOpening');
    const disguised =
      (has('newNumber') && (has('money') || has('trouble') || has('loanAsk'))) ||
      (addressed && has('trouble') && has('money'));
    if (disguised || spokenFor) return 'relative-asks-money-or-in-trouble';
    // "Got robbed in Manila … can you lend me $1,500 … please don't tell anyone": the stranded traveller who wants
    // no one to check.
    if (
      has('stranded') &&
      (has('untraceable') || has('noCall') || has('cantTalk') || has('secrecy')) &&
      has('money')
    )
      return 'stranded-asks-untraceable-money';
    if (has('boss') && (has('money') || (has('secrecy') && has('wireToday')))) return 'boss-asks-money';
    // "Hi grandma, I'm in trouble … please don't tell Mom, my lawyer will call": the grandparent scam's opening.
    // …or "please don't call, just text": a child in trouble who cannot be rung to check.
    if (addressed && has('trouble') && (has('secrecy') || has('noCall')))
      return 'relative-asks-money-or-in-trouble';
    // "Mum please don't ring, the mic is broken … send it to this account, it's my friend's": money, and no call to check.
    if (addressed && has('money') && has('noCall')) return 'relative-asks-money-or-in-trouble';
    // "Bro I'm in trouble … lawyer needs $1,500 for bail. Please don't tell mom": the relative is the one not to tell.
    if (has('arrested') && has('secrecy') && has('money')) return 'relative-asks-money-or-in-trouble';
    // "Are you available? I need you to do something for me quietly": the opener of the gift-card errand.
    if (
      (has('boss') && (has('secrecy') || has('cantTalk') || has('newNumber')) && has('errand')) ||
      (has('wantsNumber') && has('errand'))
    )
      return 'boss-asks-favour-quietly';
    // "Can you lend me £250 until tomorrow? My banking app is locked": a friend's hijacked account asking for money.
    if (has('bankLocked') && has('money') && has('untilTomorrow')) return 'locked-out-friend-asks-loan';
    if (has('kin') && has('newNumber') && !has('sameNumber')) return 'relative-new-number';
    // "New number, delete the old one. Can you do me a massive favour … I'll pay you back Monday": the favour is money.
    if (has('newNumber') && !has('sameNumber') && has('errand') && has('untilTomorrow'))
      return 'relative-asks-money-or-in-trouble';
    // "Hey it's me, got a new number … need a quick favour": the opener, before the money.
    if (has('itsMe') && has('newNumber') && !has('sameNumber') && has('errand')) return 'relative-new-number';
    if (relative && (has('money') || has('trouble'))) return 'relative-asks-money-or-help';
    return null;
  },
});

export const marketplace = defineFamily({
  family: 'marketplace',
  title: 'Marketplace buyer overpayment or fake payment',
  cues: {
    sale: [
      /\b(?:item|listing|still available|tickets? (?:available|for sale)|(?:i have|i'?ve got|got|still have|selling|i'?m selling|sell(?:ing)? my) (?:\d+ |two |a pair of )?(?:\w+ ){0,4}tickets?|entradas|billets|(?:flat|apartment|room|house|cottage|property|bedsitter|bedsit|studio)\b(?: [\w,]+){0,4}? (?:is )?(?:still )?(?:available|for rent)|(?:puppy|puppies|kitten|kittens) (?:is |are )?(?:still )?(?:ready|available)|your (?:car|bike|sofa|chair|table|phone|ad|advert)|trade (?:me )?(?:ur|your)|(?:buy|sell\w*) my \w+ (?:acc|account)|marketplace|olx|jiji|jumia|carousell|kijiji|mercari|offerup|gumtree|ebay|craigslist|vinted|depop|quikr|buyer|interested in (?:buying|your)|(?:buy(?:ing)?|want|purchase) your \w+|(?:i can|i'?ll|i will|happy to) sell (?:you|them|it))\b/,
      OTHER.sale,
      /ваш товар|ваше объявление|авито|юла/,
      /\b(?:ilan\w*|urun\w*|kaufer|kleinanzeigen|leboncoin|wallapop|marktplaats|allegro|departamento|apartamento|alquiler|the rent)\b/,
      /\b(?:(?:i'?ve |i have )?paid for the|made the transfer of|self[- ]contain(?:ed)?|\d bedroom|chamber (?:and|&) hall|(?:i'?m|im|am) selling|selling (?:my|a|an|the|\d)|for sale|tix|puppy|kitten|the (?:room|flat|apartment|place|house|unit) is yours|ho (?:\d|due|tre) biglietti|puppies|kittens|booking request|your (?:listing|booking)|ticket resale|resale tickets?|selling (?:\w+ ){0,3}seats)\b/,
      // "Before I come for the sofa", "I sent the $250 for the PS5": the buyer speaks of the reader's item.
      /\b(?:(?:come|coming) (?:for|to (?:get|collect|pick up)) the|(?:sent|paid|send|pay) (?:you )?(?:the )?(?:[$£€]\d[\d,.]* )?for the) (?:\w+ )?(?:sofa|couch|bike|car|table|chair|desk|ps5|playstation|xbox|tv|phone|iphone|laptop|bed|dresser|wardrobe|fridge|camera|item|tickets?)\b/,
    ],
    trick: [
      /\b(?:more than (?:your|the) (?:asking )?price|overpa\w+(?! (?:tax|taxes|vat|premiums?|bills?|interest|national insurance|ni\b))|cashier'?s? che(?:ck|que)|send back the (?:extra|difference|rest|balance)|(?<!\bclaim (?:an )?)extra (?:money|amount|£|\$)(?![\d,.]* (?:for|towards?) (?:the )?(?:gas|petrol|fuel|diesel|delivery|dropping|your time|drive|trip))|refund the (?:extra|difference|rest)|send (?:the )?(?:extra|difference|rest)\b.{0,20}\bback|send (?:the )?(?:rest|extra|difference|balance) on to\b|\b(?:issue|problem|error) with (?:airbnb|booking(?:\.com)?|vrbo|expedia)\b.{0,100}\b(?:bank transfer|pay (?:us )?directly)\b|(?:e-?)?transfer (?:me |us )?back the (?:[$£€]?\d[\d,.]* )?(?:difference|extra|excess|rest)\b|paid (?:you )?extra|(?:sent|paid|transferred) (?:you )?.{0,20} instead of|by mistake|(?:sent|paid|transferred)\b.{0,40}\b(?:in error|by accident|accidentally|to the wrong)|(?:accidentally|mistakenly|wrongly) (?:sent|paid|transferred)|\bna mistake\b|\bwrong (?:transaction|transfer|payment|deposit)\b|\bbhul kore\b|\bsalah (?:transfer|kirim)\b|\btransfer(?:ed)? (?:by )?(?:mistake|error)\b|\b(?:caiu|ficou|aparece|consta) como agendado\b|\bpix agendado\b|\bdevolva\b.{0,40}\b(?:liberar|libera)\b|\bmistake i (?:send|sent|transfer\w*)|(?:can'?t|cannot|unable to) (?:show|meet)|\$?\d+ (?:in|via|with) (?:\w+ )?gift ?cards?\b|\b(?:u|you) (?:gotta|have to|need to|must) go first\b|(?:working|living|stuck) abroad|i'?m (?:currently |now )?abroad|abroad for work|out of the country|(?:mail|post|send) (?:you )?the keys|(?:bank transfer|friends and family|gift cards?|zelle|venmo|cash ?app|crypto|usdt|bitcoin|western union|moneygram) only|only (?:by |via |accept |take )?(?:bank transfer|friends and family|gift cards?|zelle|venmo|cash ?app|crypto|usdt|bitcoin|western union|moneygram)|(?:pay|payment)\w* (?:me )?directly (?:by|via|through|with|to) (?:bank transfer|wire|zelle|paypal|cash ?app|crypto|western union|my (?:bank|account))|(?<!\b(?:don'?t|do not|never|not)\b.{0,40})(?:outside|off) (?:of )?(?:the )?(?:airbnb|booking(?:\.com)?|ebay|vinted|etsy|platform|app|site)\b|(?:release|unlock|receive) (?:the |your )?(?:funds|payment|money)\b.{0,40}\b(?:fee|first pay|pay)|release (?:the |your )?(?:funds|payment|money)\b.{0,30}\b(?:once|after|when|until) you (?:send|provide|upload|give)\b.{0,30}\btracking|courier (?:fee|charge)|shipping agent|business account|upgrade (?:your|to a) (?:account|business)|receive (?:the )?(?:payment|money) .{0,20}(?:link|card)|(?:pay|paying|send|sending|mail|mailing|post|posting|issue|issuing) (?:you )?(?:by |with |a |the |my )?(?:company |business |bank |personal )?cheque\b(?! acc\w*| a\/c| account)|certified check|my (?:cousin|agent|mover|courier|driver|shipper|shipping company|pick ?-?up agent|assistant) will (?:come (?:and |to )?)?(?:collect|pick)|my (?:courier|mover|agent|shipper|shipping company|pickup agent) will (?:handle|arrange|take care of|do) (?:everything|the (?:pick ?up|collection|shipping|rest))|\d+(?: ?(?:dollars|pounds|euros?))? extra (?:for|to cover) (?:the |my )?(?:movers?|couriers?|shipping|pick ?up|agents?|transport)|upgrad\w* (?:\w+ ){0,3}(?:to )?(?:a )?business\b|business (?:account )?upgrade|click (?:the|this|on the) link to (?:receive|claim|accept|release) (?:the |your )?(?:funds|payment|money)|check your (?:e-?mail|inbox) from (?:the )?(?:payment|zelle|paypal|venmo|ebay|marketplace)|deposit (?:it|the (?:check|cheque))\b.{0,40}\b(?:send|transfer|pay)\b.{0,30}\bback\b|courier (?:you )?the keys|send (?:me )?(?:your )?(?:paypal|zelle|venmo) e-?mail\b.{0,40}\b(?:courier|mover|pick|collect)|(?:send|arrange|book) (?:a |my |the )?(?:courier|mover|agent|shipping company|pickup agent) to (?:pick|collect)|check your (?:e-?mail|inbox|spam(?: folder)?) for (?:the |a |my )?(?:payment|confirmation|paypal|transfer)|(?:check|look in|look at|search) your (?:e-?mail|inbox|spam|junk)(?: folder)? for an? e-?mail from (?:zelle|paypal|venmo|cash ?app|ebay|the bank)|only (?:via |by |through )?(?:paypal )?(?:friends (?:and|&) family|f ?& ?f)|(?:pay|send)\w* (?:it |me |the money )?(?:via |by |through |with |on )?paypal (?:friends (?:and|&) family|f ?& ?f)|(?<!\b(?:never|not|won'?t|don'?t|do not) )accept\w* .{0,40}\bgift ?cards?|(?:funds|payment|money)\b.{0,40}\b(?:on hold|pending|held|locked)\b.{0,40}\b(?:until|unless)\b.{0,40}\bfee|(?:mistakenly|wrongly|accidentally) sent|wrong send|(?:holding )?deposit\b.{0,40}\b(?:take it off the market|before (?:the )?viewing|to secure (?:it|the (?:room|flat|apartment)))|\bdeposit\b.{0,30}\bto (?:hold|reserve|keep) (?:it|them|her|him|the (?:room|flat|apartment|house|item|tickets?|puppy|kitten|car|bike))\b|(?:can'?t|cannot|unable to) (?:come (?:and |to )?)?(?:pick (?:it |them )?up|collect|view) (?:it |them )?(?:because|as|since)|send (?:my|a) (?:courier|mover|agent|driver|cousin|shipper) to (?:get|pick|collect)|(?:free|gratis|gratuit\w*) (?:for|para|pour) (?:adoption|adopcion)\b.{0,80}\b(?:shipping|delivery|transport|envio|livraison)|viewing (?:after|once you(?:'ve)? paid|after payment)|(?:only )?(?:showing|show) (?:it |the (?:flat|room|place|apartment|house) )?to (?:people|those|anyone) who(?:'ve| have)? (?:already )?paid|(?:seller|you) (?:to |must |need to |have to )?pay (?:an? |the )?(?:[$£€]?\d+ )?(?:insurance|shipping|delivery|courier|transfer|release) fee|(?:1|one|een|un|uno|1 ?ct) (?:cent|cents|penny|centimo|centavo|rs|rupees?|rupaye|re)\b.{0,50}\b(?:betal\w*|pay\w*|verif\w*|check|confirm\w*|pag\w*|bhej\w*)|\b(?:betal\w*|pay|pag\w*) (?:\w+ ){0,3}(?:1|one|een|un|uno) (?:cent|cents|penny|centimo|centavo)\b|mb ?way\b.{0,60}\b(?:codigo|code)|(?:per ricevere|para recibir|pour recevoir|para receber|um (?:das geld|die zahlung) zu erhalten) (?:i soldi|il pagamento|il denaro|el dinero|el pago|l'argent|le paiement|o dinheiro|o pagamento)?\b.{0,60}\b(?:carta|tarjeta|carte|cartao|karte|link|enlace|lien)\b|to receive (?:the |your )?(?:money|payment|funds)\b.{0,60}\b(?:card details|card number|enter your card)|\bpay (?:[$£€] ?\d[\d,.]* |\d+ ?(?:dollars|pounds|euros?) )?for (?:the )?(?:shipping )?insurance\b|\b(?:hold|reserve|keep) (?:it|them|the \w+) (?:for you )?,? ?(?:just )?(?:send|pay|transfer)\w* (?:me )?(?:a |the )?(?:[$£€]\d[\d,.]* )?deposit\b|\bwhoever (?:sends|pays|transfers) (?:the |a )?(?:[$£€]?\d[\d,.]* )?(?:money |holding )?(?:deposit )?first\b|\bfirst (?:one )?to (?:pay|send|transfer) (?:gets|takes) it\b|\b(?:reservation|holding|booking) fee\b.{0,40}\bto (?:hold|reserve)\b|\bi'?ll (?:courier|post|send) (?:you )?the keys\b|\bdeposit\b.{0,60}\bfirst come,? first serve|\bfirst come,? first serve\w*\b.{0,60}\bdeposit\b|te (?:mando|envio|enviare) las llaves|(?:envio|mando) (?:as )?chaves|friends ?& ?family only|link per ricevere (?:i soldi|il pagamento)|\b(?:airbnb|booking(?:\.com)?|vrbo|ebay|vinted|etsy|paypal|depop)(?:'s)? (?:payment )?(?:system|site|app|platform|checkout) (?:is )?(?:having (?:issues|problems|trouble)|down|not working|broken)\b|\b(?:holding|viewing|reservation) (?:fee|deposit)\b.{0,60}\b(?:viewing|refundable)\b|\bto secure (?:a|the|your) viewing\b|\b(?:send|pay|transfer)\w* (?:me )?(?:a |the )?(?:[$£€]\d[\d,.]* )?deposit\b.{0,60}\b(?:i'?ll|i will|to) (?:hold|reserve|keep) (?:it|them)\b|\b(?:delivery|shipping|pet|courier|transport) agent (?:needs|requires|wants|asks for)\b|\b(?:refundable )?insurance for the (?:crate|cage|pet|puppy|kitten|dog)\b|\brefundable (?:crate |pet )?insurance\b|ricarica (?:poste ?pay|postepay)|\bbook (?:directly|direct) with me\b|\b(?:easier|cheaper|better|best|faster|simpler) (?:if you |to )?book (?:directly|direct)\b|\b(?:airbnb|booking(?:\.com)?|vrbo)(?:'s)? calendar (?:is )?(?:glitching|broken|not working|down|having (?:issues|problems))\b|\b(?:payment|pay) (?:by|via|with) (?:bank transfer|wise|zelle|revolut) first\b|\bi'?m in another (?:city|country|state)\b.{0,40}\bship|(?:can'?t|cannot|unable to) (?:do|show|arrange|offer) (?:any |a )?viewings?\b|\bout of (?:state|town|the country)\b.{0,60}\b(?:video tour|keys|viewing)|\b(?:plus|and) extra for (?:shipping|the mover|pick ?up|my mover)\b|enlace para recibir (?:el dinero|el pago)|lien pour recevoir (?:l'argent|le paiement)|link (?:para|pra) receber (?:o dinheiro|o pagamento))\b/,
      // "I'm in Durban at the moment … pay the deposit into my Capitec acc and the caretaker will hand over the keys",
      // "to reserve it send Ksh 5,000 booking fee", "pay to BSB … and I'll send the lockbox code": the landlord who is away,
      // and the fee to hold a place unseen.
      /\bi'?m (?:currently |now )?(?:in|at|based in|working in) [a-z]+(?: [a-z]+)? (?:at the moment|for work|right now|currently|on business)\b|\bto (?:reserve|hold|secure|book) (?:it|the (?:room|flat|apartment|house|cottage|place|unit|bedsitter|studio))\b,? (?:just |please |kindly )?(?:send|pay|transfer|deposit)\w*\b|\b(?:caretaker|agent|my (?:brother|cousin|lawyer|assistant)) (?:will |to |would )?(?:hand (?:you )?over|give you|bring you|send you) the keys\b|\b(?:i'?ll|i will|we'?ll|we will) (?:then )?(?:send|give|text|e-?mail) (?:you )?(?:the )?(?:lock ?box|key ?safe|key ?box) code\b/,
      // "I'm deaf so I can only text, what's your email so I can send payment?", "send your phone number and email so I
      // can make the payment via PayPal", "I'll send a prepaid shipping label by email": the fake buyer's PayPal e-mail.
      /\b(?:i'?m|i am) (?:deaf|hearing impaired)\b|\bcan only (?:text|communicate by text|message)\b|\b(?:send|give|what'?s|confirm|provide)\w* (?:me )?(?:your |ur )?(?:phone number and |number and )?(?:e-?mail|email address)\b.{0,40}\b(?:pay|payment|send (?:the )?money)\b|\bprepaid (?:shipping )?label\b.{0,30}\be-?mail\b|\b(?:send|arrange|book)\w* (?:a |my |the )?(?:dhl|ups|fedex|usps)? ?courier (?:to|will|who will) (?:come (?:and |to )?)?(?:collect|pick)|\bthe courier will (?:come (?:and |to )?)?(?:collect|pick)\b|\bdeployed\b.{0,60}\b(?:ship|shipping)\b|\b(?:puppy|kitten|dog|cat|pet)\b.{0,60}\b(?:held|stuck|detained|quarantined)\b.{0,40}\b(?:airport|customs|transit)\b/,
      // "I have paid for the generator, see alert above. My driver is coming", "kindly check your phone for alert … my
      // dispatch rider is on the way, pls release the item": a forged credit alert, and a rider to take the goods.
      /\b(?:see (?:the )?alert|check (?:your )?(?:phone|account) for (?:the )?alert)\b|\bmy (?:driver|dispatch rider|rider|boy|logistics (?:guy|man)) is (?:on the way|coming)\b|\brelease the (?:item|goods|product|phone|car) to (?:him|her|them|my|the (?:rider|driver|bearer))\b|\bsend it with the rider\b|\b(?:my brother|my sister|my cousin|my agent|the caretaker) will show you (?:the (?:house|room|flat) )?after you (?:send|pay)\b|\bcommitment fee\b|\bbring the keys? when i (?:return|come back)\b|\b(?:that|it) was (?:a|by) mistake\b/,
      // "I've sent a payment of $480 to your email, you just need to accept it": the fake payment notice.
      /\b(?:sent|send|made) (?:you )?(?:a |the )?(?:payment|money|funds)\b.{0,40}\bto your e-?mail\b/,
      // "It will reflect in your account once you pay the N5,000 clearance fee", "I'll pay through courier service": a
      // payment that arrives only after the seller pays, and a buyer who pays through the courier they send.
      /\b(?:reflect|show|appear|be credited|land)\w* (?:up )?(?:in |on )?(?:your )?(?:account|balance|wallet)\b.{0,30}\b(?:once|after|when|if|as soon as) you (?:pay|send|transfer)\b|\b(?:pay|payment)\w* (?:through|via|by|with) (?:a |the |my )?courier (?:service|company|agent)\b/,
      // "Your bank is not enrolled for large amounts … send the $200 activation", "send the shipping fee to the courier
      // agent first", "free to a good home, you just pay the shipping", "pay half now to reserve": the fee before the deal.
      /\b(?:not|isn'?t|aren'?t) (?:yet )?(?:enrolled|eligible|activated|upgraded|verified|enabled) (?:for|to receive) (?:large|big|high|this|such|business) (?:amounts?|payments?|transfers?)\b|\bsend (?:the |an? )?(?:[$£€]\d[\d,.]* )?activation\b|\b(?:pay|send)\w* (?:the )?(?:shipping|courier|delivery|transport) (?:fee|cost|charge)\b.{0,40}\b(?:courier|agent|first)\b|\bfree to (?:a )?good home\b.{0,80}\b(?:shipping|delivery|transport)\b|\b(?:pay|send|transfer)\w* (?:me )?(?:half|50 ?%|part of it|a part)\b.{0,30}\bto (?:reserve|hold|secure)\b|\b(?:deposit|reserve fee|reservation fee) (?:is )?(?:needed |required )?to (?:reserve|hold)\b(?! (?:a |your |the )?(?:table|seat|spot|place|booking|slot|appointment|date))|\breserve fee\b.{0,30}\b(?:via|by|thru|through) (?:gcash|zelle|cash ?app|venmo|paypal|maya|bank transfer)\b|\b(?:send|pay|transfer)\w* (?:the |a |me )?(?:deposit|reserve fee|reservation fee|down ?payment)\b.{0,30}\bfirst\b|\bkeys (?:are )?(?:sent|mailed|posted|couriered|delivered)\b.{0,20}\bafter (?:the |your )?(?:deposit|payment)\b|\bno (?:visits|viewings|pick ?ups?)\b.{0,30}\b(?:covid|abroad|away|travel\w*)\b/,
      // "To receive the money you first have to verify your card", "FedEx needs you to pay $85 shipping insurance first",
      // "send half now and half when it arrives", "they're free, you just cover the shipping", "I'll pay by check, send me
      // your bank details", "I always use secure-escrow-trade.com": the fake buyer's and seller's moves.
      /\bto receive (?:the |your )?(?:money|payment|funds)\b.{0,40}\b(?:verify|confirm|enter|add|link) (?:your )?(?:card|bank)\b|\bpay (?:the |a )?(?:[$£€]\d[\d,.]* )?(?:shipping|courier|delivery|transit) insurance\b|\bsend (?:me )?half (?:now|first|upfront)\b.{0,30}\b(?:when (?:it|they) (?:arrives?|comes?|lands?)|on delivery|after delivery|when (?:you )?(?:receive|get) (?:it|them))\b|\bfree\b.{0,60}\b(?:just|only) (?:cover|pay for|pay) (?:the )?(?:shipping|delivery|transport)\b|\bpay (?:you )?(?:by|with) (?:a )?(?:check|cheque)\b.{0,80}\bbank details\b|\b(?:use|through|via) (?:an? )?escrow\b.{0,40}\b[a-z0-9-]+\.(?:com|net|org|co|io)\b|\bescrow\b.{0,20}\b[a-z0-9-]*escrow[a-z0-9-]*\.(?:com|net|org|co|io)\b/,
      OTHER.saleTrick,
      // "Un transporteur passera récupérer l'article … valider avec votre carte", "solo tienes que pagar la activación
      // de la cuenta comercial", "linkten kart bilgilerinizi girerek": the fake buyer's courier and card page.
      /(?<!\b(?:won'?t|will not|don'?t|do not|never|not) )\b(?:accept|take|do|use|only|by|via|through|using) (?:only )?(?:paypal )?(?:friends (?:and|&) family|f ?& ?f)\b|\b(?:hold|reserve|keep) (?:it|them|the \w+) (?:for you )?with (?:a )?(?:[$£€]\d+ )?deposit\b|\bpay (?:the )?(?:[$£€]\d+ )?(?:delivery|shipping|transport|mover'?s?) (?:fee |cost )?in advance\b|\bship(?:ped)? to my (?:daughter|son|cousin|brother|sister|agent|uncle|aunt) in\b|\byou (?:will|'ll) (?:get|receive) (?:an )?e-?mail from (?:ebay|paypal|zelle|facebook|marketplace|venmo|cash ?app)\b|\bmark (?:it|the payment) as (?:a )?(?:gift|friends)\b|\b(?:crate|pet transport\w*|pet (?:courier|delivery|shipping|taxi)|pet airline|airline|delivery company|shipping company)\b.{0,80}\b(?:refundable|insurance|certificate|you'?ll get it back)\b|\b(?:delivery|shipping|transport|transit) insurance\b.{0,40}\brefundable\b|\brefundable (?:delivery|shipping|transport) (?:insurance|fee|deposit)\b|\b(?:send|forward|transfer|wire|pay) (?:the )?(?:extra|difference|excess|balance|rest) to (?:my|the|our|his|her)\b|\b(?:send|pay|transfer)\w* (?:me )?(?:the |a )?(?:[$£€]\d[\d,.]* )?(?:deposit|application fee|holding fee)\b.{0,40}\b(?:i'?ll|i will|to) (?:hold|reserve|keep|secure) (?:it|them|the \w+)\b|\b(?:deposit|application fee|holding fee)\b.{0,40}\b(?:via|by|through|with|on) (?:zelle|cash ?app|venmo|apple pay|gift ?cards?|crypto|wire)\b.{0,20}\bto (?:hold|reserve|secure) (?:it|them|the \w+)\b|\b(?:payment|pay(?:ing)?) first (?:via|by|with|through) (?:zelle|cash ?app|venmo|bank transfer|wire|apple pay|gift ?cards?|crypto|paypal)\b|\b(?:deposit|payment|fee)\b.{0,30}\b(?:as|in|with|via) (?:an? )?(?:\w+ )?gift ?cards?\b|\bcan'?t do (?:a |the )?(?:pick ?up|viewing|collection)\b|\bescrow (?:service|company|payment)\b.{0,80}\b(?:e-?mail|release the funds|tracking)\b|\b(?:vehicle |car )?(?:history|vin|carfax|autocheck) report\b|\b(?:ship|fedex|courier|mail|post|send)\w* (?:you )?the keys\b|\bthe keys\b.{0,30}\b(?:by|via|through) (?:fedex|ups|dhl|courier|post|mail)\b|\bkeys are (?:in|with) my (?:custody|agent|lawyer)\b|\bviewings? (?:isn'?t|is not|are not|aren'?t) possible\b|\bgeben sie (?:dort |hier )?ihre kartendaten\b|\b(?:entrer|saisir) votre carte bancaire\b|\bintroduc\w* (?:los )?datos de (?:tu|su) tarjeta\b|\bun transporteur (?:passera|viendra|va passer)\b|\bvalider avec votre carte\b|\bpagar (?:la )?activacion\b|\b(?:cuenta|conta) (?:comercial|de negocios|business)\b|\bkart bilgileri\w*/,
      /чтобы получить (?:деньги|оплату|средства).{0,80}(?:карт|ссылк)/,
      // "I'm deployed, it's stored with a shipping company. Pay via eBay Vehicle Protection": a seller who is away, an
      // item held by a shipper, and a marketplace's name on an escrow that marketplace does not run.
      /\b(?:pay|paid|payment)\w* (?:\w+ ){0,2}(?:via|through|with|using|into|to) (?:the )?(?:ebay|amazon|google|paypal|facebook|autotrader|carvana)(?: \w+){0,2} (?:protection|escrow)\b|\b(?:stored|held|kept|parked) (?:with|at|by) (?:a |an |the )?(?:shipping|transport|logistics|freight) (?:company|agent|firm)\b/,
    ],
    // "My PayPal isn't working, I'll pay through a link": a buyer's excuse, but a child's too, so only beside a sale.
    // "Your security code is 482119 … someone may have typed your number by mistake": a service's code, no sale.
    codeNotice: [/\b(?:code|otp|passcode|pin)\b (?:is:?|:) ?\d{4,8}\b/],
    inPerson: [
      /\b(?:come (?:and |to )?(?:see|view|look at) it first|rest (?:on|at) (?:collection|pick ?up)|(?:cash|pay) on collection|(?:with|and) the rest in cash|view (?:it )?before you (?:pay|buy))\b/,
    ],
    paymentTrouble: [/\b(?:my )?(?:paypal|card|venmo|bank app) (?:isn'?t|is not|not|stopped) working\b/],
    pay: [
      affirmative(PAY),
      LINK,
      affirmative(
        /\b(?:refund (?:it|the|me)|send (?:it|the money|them) back|forward (?:it|the (?:extra|rest|difference|money)) to\b|(?:send|return|refund|transfer) (?:the |my )?(?:[$£€]?\d[\d,.]* )?(?:difference|extra|excess)\b|send back|send am back|send (?:that|this|the) (?:part|amount|bit|extra|money) back|pay (?:it )?back|return (?:it|the money|the extra|the difference)|reverse (?:it|tu|back|via|to|the (?:money|transaction|transfer))|return kar\w*|refund \d[\d,.]*k?)\b/,
      ),
      // "Send the $200 to the agent's Zelle", "send me $300 first": money on to the buyer's helper, or sent first.
      affirmative(
        /\b(?:send|forward|transfer)\w* (?:the )?(?:[$£€]\d[\d,.]* )?to (?:the |my |his |her )?(?:agent|shipper|mover|courier|driver|pickup agent)(?:'s)?\b|\bsend (?:me |us )?(?:[$£€]\d[\d,.]*) first\b/,
      ),
      // "Pakibalik naman po", "tafadhali nirudishie", "wapas bhej do": send it back, in Tagalog, Swahili and Hindi.
      /\b(?:wap[ai]s (?:bhej|kar|de|lauta)\w*|(?:di)?kembalikan|balikin|devolva|devolver|tuma|pakibalik\w*|ibalik|\w*rudishie|rudisha\w*|devuelv\w*|ferot (?:pathan|den|dao|diben|koren))\b/,
    ],
  },
  hook: ['sale'],
  request: ['trick', 'pay'],
  assess(has) {
    if (has('codeNotice')) return null;
    // "… rest on collection, or come and see it first", "see you Saturday with the rest in cash": a deal finished in
    // person, which no fake buyer or seller offers.
    if (has('inPerson')) return null;
    if (has('paymentTrouble') && has('sale') && has('pay')) return 'trick-sale-and-payment';
    if (!has('trick')) return null;
    if (has('sale') && has('pay')) return 'trick-sale-and-payment';
    return has('sale') || has('pay') ? 'trick-and-sale-or-payment' : null;
  },
});

export const extortion = defineFamily({
  family: 'extortion',
  title: 'Blackmail, sextortion or police threat',
  cues: {
    threat: [
      // "The girl you were chatting to is 15 … her parents want to press charges": the fake minor and the police who settle.
      /\b(?:is|was|she'?s|he'?s) (?:only )?1[2-7](?: years? old| yo| y\/o)?\b.{0,80}\b(?:charges|police|arrest\w*)\b|\bpress charges\b|\bsettle (?:this|it|the (?:matter|case)) without (?:arrest|charges|police)\b/,
      /\b(?:we have your (?:daughter|son|child|kid|wife|husband|mother|father|grandson|granddaughter)|recorded you|webcam|adult (?:videos?|sites?|content)|satisf(?:y|ying) yourself|pleasur(?:e|ing) yourself|masturbat\w*|i made a video (?:of|showing) (?:you|how you)|intimate (?:photos?|videos?|pictures?)|nude\w*|private (?:video|photos?)|your secrets|i have (?:access to|hacked) your|i know your password|your password is|malware on your|fir (?:has been|is) (?:registered|filed)|cyber ?cell|arrest warrant|you will be arrested|digital arrest|illegal content|illegal (?:drugs|items|goods|substances)|(?:parcel|package|shipment) .{0,30}\bseized|narcotics|money laundering case|investigating officer|deport\w*|visa (?:will be |has been )?(?:cancell?ed|revoked)|warrant (?:has been |was |is )?(?:issued|out)|failed to (?:appear|report) for (?:jury|court)|missed (?:your )?(?:jury|court) (?:duty|service|date)|cyber ?crime (?:branch|cell|department|police|unit)|(?:parcel|package|shipment|courier)\b.{0,60}\b(?:contains?|containing|found with)\b.{0,40}\b(?:drugs|mdma|narcotics|passports|contraband|cocaine|heroin|weapons))\b/,
      // "Ya tenemos a tu hijo", "seu filho está com a gente", "nous avons votre fille": a relative held, in Spanish,
      // Portuguese, French and German (the English is above).
      /\b(?:(?:tenemos|tengo) a (?:tu|su) (?:hij[oa]|espos[oa]|madre|padre|mama|papa|niet[oa])|(?:tu|su) (?:hij[oa]|niet[oa]) (?:sigue|esta) con nosotros|(?:seu|sua|teu|tua) (?:filh[oa]|marido|esposa|net[oa]) (?:esta|ta) com a gente|(?:estamos|temos) com (?:o seu|a sua|seu|sua) (?:filh[oa]|net[oa])|(?:nous avons|on a|on tient) (?:ton|votre) (?:fils|fille)|wir haben (?:ihren|ihre|deinen|deine) (?:sohn|tochter))\b/,
    ],
    // "I have screenshots of our video call … send $500 or I post it": pictures of you, and who will see them.
    // Friends share photos with everyone too, so this counts only beside a demand for money.
    exposure: [
      /\b(?:send|post|upload|publish|share|leak|forward|expose)\w* (?:it|them|this|these|those|everything|the (?:video|videos|pics|pictures|photos|recording|screenshots))\b.{0,30}\b(?:(?:to|with|on) )?(?:all (?:of )?)?(?:your|ur) (?:e-?mails? (?:and|&) )?(?:family|friends|contacts|followers|mom|mum|dad|parents|wife|husband|girlfriend|boyfriend|school|boss|employer|colleagues|friends? list)\b|\b(?:post|share|upload|publish|send)\w* (?:it|them|this|the \w+) (?:everywhere|online|to everyone)\b|\b(?:i'?ve got|i got|i have) (?:your|ur) (?:pics|photos|nudes|videos?)\b|\bi have (?:your |the |some |a )?(?:screenshots?|screen ?shots?|recordings?|videos?|pics|pictures|photos) (?:of (?:you|your|ur|our|us)|from our)\b|\bpost (?:your|ur) (?:pics?|photos?|pictures?|videos?|nudes) (?:to|on) (?:every1|everyone|all)\b|\b(?:make|making) (?:you|u) (?:go )?viral\b|\b(?:recorded|screenshotted|saved) (?:our|the|your) (?:video |cam |facetime |skype )?(?:call|chat)\b|\bscreen ?record(?:ed|ing)? (?:everything|it all|our|the|you)\b|\bj'ai enregistre notre appel\b|(?:envoie|envoyer|publie|partage)\w* (?:a )?tous tes contacts|a todos tus contactos|para todos os seus contatos|\bsend (?:it|them|this|the (?:video|pics|photos|recording|screenshots)) to (?:all (?:of )?(?:them|your|ur)\b|everyone|everybody)|\b(?:send|post|share|leak|forward|expose)\w* (?:your|ur) (?:\w+ )?(?:photos|pics|pictures|videos|nudes)\b.{0,60}\b(?:(?:your|ur) (?:contacts|contact list|family|friends|followers)|everyone)\b/,
      OTHER.exposure,
      // "We will send your morphed photos to all your contacts", "photo aapke sabhi contacts ko bhej di jayegi": the
      // loan app's threat to shame a borrower.
      /\b(?:send|post|share|leak|forward|circulat)\w* (?:your |ur )?(?:\w+ )?(?:photos?|pics|pictures|videos?|images?)\b.{0,30}\b(?:to|with|among) (?:all )?(?:of )?(?:your|ur) (?:contacts|family|friends|relatives)\b|\b(?:photos?|pics|videos?)\b.{0,40}\bcontacts? ko bhej|\b(?:photos?|pics|pictures|videos?|images?)\b (?:will|would|shall) be (?:sent|shared|posted|forwarded|circulated|leaked)\b.{0,20}\b(?:to|with|among) (?:all )?(?:of )?(?:your |ur |the )?(?:contacts|family|friends|relatives)\b/,
      // "We will send a message to all your contacts that you are a thief", "post your photo as a conman", "we have
      // contacted your employer": the loan app's shaming of a borrower.
      /\b(?:send|post|share|put)\w* (?:a )?(?:message|msg|your (?:photo|picture|pic|id(?: photo)?))\b.{0,40}\b(?:to (?:all )?(?:your )?(?:contacts|employer|family|chief|church|relatives)|as a (?:conman|thief|fraudster|scammer)|(?:that|say) you (?:are|be) a (?:thief|fraud\w*|conman|scammer))\b|\b(?:contacted|informed|messaged) your (?:employer|contacts|family|relatives)\b|\bwhatsapp status of all your contacts\b/,
      // "… or it goes live", "I already found your sister and your boss on LinkedIn": the video, and who will see it.
      /\bor everyone (?:sees|will see|gets|receives) (?:it|them|this)\b|\bblock me and i (?:post|send|share|leak)\b|\b(?:it|this|the video|they) (?:goes|go|will go) (?:live|public|viral)\b|\b(?:already )?found your (?:sister|brother|mum|mom|dad|family|boss|wife|husband|employer|friends)\b/,
      // "Tera video sab relatives ko bhej dunga", "viral kar denge": the same threat in Hinglish.
      /\b(?:video|photo|pic)s?\b.{0,90}\b(?:bhej (?:dunga|denge|doonga|dungi)|viral kar (?:dunga|denge|doonga|dungi)|upload kar (?:dunga|denge|doonga))\b/,
      // "If u don't send me 500 dollars I will post on Facebook and send to your family": the recording and who will see it.
      /\b(?:saved|recorded|screen-?recorded|screenshotted|have) (?:all |the )?(?:of )?(?:ur|your|our) (?:video ?call|video chat|call)s?\b|\b(?:post|upload|share) (?:it |them |everything )?(?:on|to) (?:facebook|fb|instagram|insta|tiktok|youtube)\b.{0,40}\b(?:your|ur) (?:family|friends|contacts)\b/,
      // "Send $300 NOW or I post it in every group chat you're in".
      /\bpost (?:it|them|this|everything) (?:in|on|to) (?:every|all) (?:of )?(?:your |ur |the )?(?:group ?chats?|contacts|friends|followers)\b/,
      // "I have the video and your contacts list", "if you don't want your family to see it".
      /\bi have (?:the|your|a) (?:video|videos|recording|pics|pictures|photos)\b.{0,40}\b(?:your |ur )?(?:contacts?(?: list)?|friends? list|followers)\b|\b(?:if you )?(?:don'?t|do not) want (?:your |ur )?(?:family|friends|wife|husband|parents|contacts|boss|everyone|anyone) to see\b|\b(?:if you )?(?:don'?t|do not) want (?:it|them|this|these|the (?:video|pics|photos|pictures|recording)) (?:sent|posted|shared|leaked|shown) to\b|\bi(?: will|'ll) (?:post|share|send|leak|upload) (?:them|it|the (?:pics|photos|pictures|video|videos|recording)) (?:in|on|to) (?:the |your |ur )?(?:school|group|class|work|college|family)\b/,
    ],
    demand: [
      affirmative(
        /\b(?:pay|send|transfer)\b.{0,40}(?:\b(?:bitcoin|btc|rs|usd|money|fines?|bond|bail|cash ?app|zelle|venmo|paypal|gcash|paytm|upi|dollars|pounds|euros)\b|\$|£|€|₹|@(?:ybl|axl|ibl|paytm|upi|ok(?:axis|sbi|hdfcbank|icici))\b)/,
      ),
      /\b\d[\d,.]* (?:rs |rupees |rupaye )?(?:bhej\w*|transfer kar\w*)\b|\b(?:envia\w*|manda\w*|verse\w*|bhejo?|paga\w*|zahl\w*|schick\w*|transfer\w*)\b.{0,30}(?:\d|bitcoin|paytm|upi)/,
      affirmative(/\bpay (?:the |us )?(?:[$£€₹] ?)?\d[\d,.]*k?\b/),
      // "$800 via Bitcoin ATM and I'll delete it", "si tu ne m'envoies pas 300€".
      /(?:[$£€]\s?\d[\d,.]*|\d[\d,.]* ?(?:€|euros?|dollars?)) (?:via|by|in|through|with|en) (?:\w+ )?(?:bitcoin|btc|crypto|gift cards?|cash ?app|zelle|recharge|pcs|transcash|neosurf)|\bsi tu ne m'envoies pas\b|\bsi no me (?:envias|mandas)\b/,
      // "Pay me or I post them", "how much can you send right now?"
      affirmative(
        /\bpay (?:me|us)\b(?! back)|\bpay (?:now|immediately|today|right now|asap)\b|\bpay (?:by|before) \d|\bhow much (?:can|will|could) you (?:send|pay|afford)\b/,
      ),
      GIFT_CARDS_OR_CRYPTO,
      /\bwallet\b/,
    ],
    // "Press 1 to speak to the investigating officer": the threat comes with a line to an "officer".
    call: [affirmative(CALL)],
    line: [/\bpress (?:\d|one)\b|\bspeak (?:to|with) (?:the|an|our) (?:\w+ )?(?:officer|agent|inspector)\b/],
    consequence: [
      /\b(?:send (?:it|the video|them) to (?:all )?your (?:contacts|family|friends)|post (?:them|it)|goes? public|make (?:it )?public|leak\w*|expose|within \d+ (?:hours|days)|or (?:else|i will)|to avoid arrest|or (?:you|u) will be (?:arrested|jailed|prosecuted)|reply (?:before|by) \d{1,2}(?:[:.]\d{2})? ?(?:am|pm)?|do not disconnect|don'?t disconnect|stay on the (?:line|call)|do not tell anyone|no (?:le )?avise a nadie|no (?:le )?digas? a nadie|no cuelgue\w*|(?:si|no) llamas? a la policia|nao (?:desliga|desligue)|nao (?:chame|chama) a policia)\b/,
    ],
  },
  hook: ['threat', 'exposure'],
  request: ['demand', 'line', 'call'],
  assess(has, facts) {
    if (has('exposure') && has('demand')) return 'threat-and-demand';
    // "I have the video and your contacts. Reply before 8pm": the demand comes in the next message.
    if (has('exposure') && has('consequence')) return 'threat-and-consequence';
    if (!has('threat')) return null;
    if (has('demand')) return 'threat-and-demand';
    if (has('line') || (has('call') && hasPhone(facts))) return 'threat-and-line-to-call';
    return has('consequence') ? 'threat-and-consequence' : null;
  },
});
