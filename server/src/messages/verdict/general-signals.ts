import { freeHostingOf, pointsFrom, type Check, type CheckAxis } from '@scamcheck/shared';
import { isLittleKnownSite, type ScoredLink } from '../../images/links/score-links';
import { isEducationHost, isGovernmentHost } from '../../images/text/government-host';
import type { Sentence } from '../text/message-text';
import type { MessageCheckId, MessageWeights } from './message-weights';
import {
  ACCOUNT_THREAT,
  ACT_ONLINE,
  affirmative,
  CREDENTIALS,
  CODE_HANDOVER,
  FRAUD_WARNING,
  GIFT_CARDS_OR_CRYPTO,
  HIDDEN_LINK,
  LINK,
  MASKED_ACCOUNT,
  OWN_NUMBER_OR_SETTINGS,
  PRESSURE,
  REPLY_WITH_DATA,
  type Matcher,
} from '../families/cues';

/**
 * Signs that belong to no one family: asking for secrets or untraceable money, hurrying you (harm);
 * the habits of honest notices, such as "do not share this code" or "call the number on the back of
 * your card" (trust); and the opt-out line of marketing. Each is a check of kind 'message-rule' whose
 * points are its id's weight in MESSAGE_POINTS.
 */
export type Signal = {
  code: MessageCheckId;
  title: string;
  axis: CheckAxis;
  points: number;
  sentence: string;
};

export type SignalInput = {
  sentences: readonly Sentence[];
  /** The sentences that do not warn about a scam (`lureSentences`): harm is looked for in these only. */
  lure: readonly Sentence[];
  links: readonly ScoredLink[];
  weights: MessageWeights;
};

export type GeneralCheck = Check<SignalInput, Signal> & { id: MessageCheckId; axis: CheckAxis };

type SignalSpec = Omit<Signal, 'sentence' | 'points'> & { patterns: readonly Matcher[] };

/** An appeal for gifts: "donate", "every $25 feeds a family", "help the victims". */
const DONATION =
  /\b(?:(?:small |local |registered )?charity|raising (?:money|funds) for (?:kids|children|victims|orphans|families|the (?:victims|families|children|orphans))|donat\w+|donar|donaciones|donacion|donativo|dona (?:por|via|con|al|lo que)|don(?:s)? pour|spende\w*|doacao|doacoes|relief fund|damnificados|victimes|sinistres|(?:help|support) (?:the |our )?(?:victims|families|survivors|orphans|children)|(?:every|each) (?:\$|£|€)?\d+ (?:feeds|helps|provides|buys|gives)|even (?:[$£€]\d+|a little|a few (?:dollars|pounds)) helps|orphan(?:s|age)|(?:any|whatever) amount (?:you can )?(?:send|give|spare|donate))\b/;
/** Who sends bills: a department, a council, a utility, a court, an insurer. */
const ORGANISATION =
  /\b(?:dept|department|city|council|county|utility|utilities|water|electric\w*|power|energy|gas|telco|telecom|broadband|fibre|fiber|cable tv|pldt|meralco|converge|court|police|sheriff|irs|tax|revenue|government|agency|hospital|clinic|school|primary|academy|nursery|college|toll|dmv|insurance|insurer|(?:insurance |your |lic )policy|premium)\b/;
const BILL =
  /\b(?:overdue|bill|fine|fee|owed?|outstanding|arrears|penalty|shut ?off|disconnect\w*|past due|unpaid)\b/;
/**
 * A payment to a person rather than an organisation: a Cash App tag, Zelle, Venmo or PayPal to a webmail address,
 * an @handle or a phone number, GCash to a mobile. (PayPal to billing@citywater.com is the organisation's own.)
 */
const PERSONAL_PAYMENT =
  /\b(?:western union|moneygram|world ?remit)\b.{0,60}\b(?:(?:to|in|under) my name|receiver'?s? name|to (?:the )?receiver)\b|\b(?:send|email|text|give) (?:me )?(?:the )?mtcn\b|\b(?:usdt|btc|bitcoin|eth|ethereum|trc-?20|erc-?20|wallet)\b.{0,60}\b(?:t[0-9a-z]{29,35}|(?:bc1|[13])[0-9a-z]{25,39}|0x[0-9a-f]{40})\b|\b(?:bizum|m-?pesa|gcash|paytm|upi)\b(?![^.]{0,30}\b(?:paybill|till|business (?:no|number)|account (?:no|number))\b).{0,30}\b(?:al |to |kwa |namba |number )?\+?\d[\d -]{7,}\d|\b(?:upi|gpay|phonepe|paytm)\b.{0,30}\b[a-z0-9._-]+@(?:ybl|ibl|axl|apl|okaxis|oksbi|okhdfcbank|okicici|paytm|upi)\b|(?:cash ?app|cashapp) (?:(?:tag )?is |to |at )?(?:\$|@)?[a-z0-9_]{3,}|\b(?:zelle|venmo|paypal|gcash|interac|e-?transfer)\b.{0,60}(?:@(?:gmail|yahoo|hotmail|outlook|aol|icloud|proton(?:mail)?)\.|(?<![\w.-])@[a-z0-9_-]{3,}\b(?![.-])|\b0?9\d{9}\b|\+?\d[\d -]{8,}\d)/;
// "To transfer the deposit pls send your BVN and account details": no one needs a BVN, a card's CVV or a wallet's MPIN
// to pay you.
const NOT_NEEDED_TO_PAY = /\b(?:bvn|m-?pin|cvv)\b/;
const TO_PAY_YOU =
  /\b(?:(?:account (?:number|details|no)|bank details)\b.{0,30}\bfor (?:the |my |our |her |his )?(?:\w+ ){0,3}(?:payment|fees?|deposit|rent|dues|contribution|trip)|(?:to|so (?:that )?i can|make i|i want to|i wan|let me|i'?ll|i will|i'?d like to|i would like to) (?:pay|send|transfer|refund|return|give)(?: you| u| it| the| back| am)?|pay (?:you |u )?back)\b/;
const ASK =
  /\b(?:(?:we|i) (?:just |only )?need (?:your|ur)|send|share|give|provide|enter|(?<!\b(?:this is|we'?re writing|we are writing|writing|e-?mail is|message is) to )confirm|reply with|tell|verify|update|submit|forward|dm (?:us|me|@[\w.]+))(?!\w)/;
// "Confirm your e-mail address by entering the code below in the app": a code given to the reader to type in.
// "To complete the sign-in, enter the verification code on the unrecognized device": typed on the reader's own screen.
const CODE_TO_ENTER =
  /\b(?:enter(?:ing)?|typ(?:e|ing)|us(?:e|ing)) (?:the|this) (?:\w+ )?code (?:below|above|on (?:the|your|that) (?:\w+ )?(?:device|screen|page|app|computer|phone))\b/;
const CREDENTIAL_ASK = affirmative(new RegExp(String.raw`${ASK.source}.{0,40}${CREDENTIALS.source}`));
// "Please update your card details in the app": the details go where the reader already keeps them, not to the sender.
const IN_OWN_ACCOUNT =
  /\b(?:card|payment|billing|bank) (?:details|information|info)\b.{0,20}\b(?:in|through|via|from) (?:the|our|your) (?:[\w-]+ )?(?:app|account settings|account page)\b/;

// "Do not discuss this with …", "don't tell …": who is to be kept out follows.
const KEEP_FROM = String.raw`\b(?:do not|don'?t|please don'?t|must not|mustn'?t) (?:discuss|tell|mention|inform|share|speak about|talk about)\w* (?:this |it |anything |about (?:this|it) )?(?:with |to )?`;
const KEEP_FROM_OTHERS = affirmative(
  new RegExp(
    String.raw`${KEEP_FROM}(?:anyone else|(?:your )?family|your (?:husband|wife|children|kids|parents|son|daughter))\b`,
  ),
);
const SECRET_MONEY =
  /\b(?:invest\w*|escrow|deposit|transfer|wire|payment|bail|fees?|gift ?cards?|crypto|bitcoin|money|funds|acquisition)\b|[$£€₹]\s?\d/;

const HARM: readonly SignalSpec[] = [
  {
    code: 'credential-request',
    title: 'Asks for a code, password or card or bank details',
    axis: 'harm',
    // "Send me your account number, I want to pay back the 15k": an account number asked for to pay you into.
    patterns: [
      {
        test: (text) =>
          CREDENTIAL_ASK.test(text) &&
          (!TO_PAY_YOU.test(text) || NOT_NEEDED_TO_PAY.test(text)) &&
          !CODE_HANDOVER.test(text) &&
          !CODE_TO_ENTER.test(text) &&
          !PASSWORD_GIVEN.test(text) &&
          !IN_OWN_ACCOUNT.test(text),
      },
    ],
  },
  {
    code: 'untraceable-payment',
    title: 'Wants payment in gift cards, crypto or a money transfer',
    axis: 'harm',
    patterns: [
      affirmative(
        new RegExp(
          String.raw`(?:\bmake (?:your |the |a )?payment|(?<!\b(?:your|my|our|his|her) )(?<!\b(?:you can|you may|you're able to|you are able to) now(?: \w+,?){0,3}(?: and| or)? )\b(?:pay(?:ing|ment)?|donat(?:e|ing)|send(?:ing)?|buy(?:ing)?|purchas(?:e|ing)|transfer(?:ring)?|deposit(?:ing)?|wir(?:e|ing)))\b.{0,40}${GIFT_CARDS_OR_CRYPTO.source}`,
        ),
      ),
    ],
  },
  {
    // "Connect your wallet and sign", "import your seed phrase on this page": whoever holds the phrase or the
    // signature holds the coins. No exchange, wallet or airdrop needs either.
    code: 'wallet-access-request',
    title: 'Asks you to connect a crypto wallet, sign a permit or enter its recovery phrase',
    axis: 'harm',
    patterns: [
      affirmative(
        /\b(?:connect (?:your |ur )?(?:wallet|metamask|trust ?wallet|phantom)|connect ?(?:&|and) sign|sign (?:the )?(?:permit|approval|transaction) (?:in|on|with) (?:your )?(?:metamask|wallet|phantom)|import (?:your |the )?(?:seed|recovery|secret|wallet) (?:phrase|words|key)|(?:enter|type|paste|provide|share|send|submit) (?:your |the )?(?:12|24|twelve|twenty-four)?[- ]?(?:word )?(?:seed|recovery|secret|mnemonic) (?:phrase|words)|(?:validate|synchroni[sz]e|rectify|verify) (?:your )?wallet|wallet (?:validation|synchroni[sz]ation|rectification)|wallets? (?:must|needs? to|will need to|has to|have to) be (?:verified|validated|synchroni[sz]ed|synced)|(?:need|require)s? (?:your |the )?(?:12|24|twelve|twenty-four)?[- ]?(?:word )?(?:seed|recovery|secret (?:recovery )?|mnemonic) (?:phrase|words) to (?:sync|verify|validate|unlock|connect|complete|continue|upgrade|migrate|secure))\b/,
      ),
    ],
  },
  {
    // "Confirm your Medicare number and date of birth by replying": no service takes identity or card details
    // by text message, where anyone can read and keep them.
    code: 'details-by-reply',
    title: 'Asks you to text back personal or card details',
    axis: 'harm',
    patterns: [
      {
        test: (text) => REPLY_WITH_DATA.test(text) && CREDENTIALS.test(text),
      },
    ],
  },
  {
    // No tax office, utility, court or shop takes gift cards as payment: only people who cannot be traced do.
    code: 'gift-card-payment',
    title: 'Asks you to pay a bill or a debt with gift cards or at a Bitcoin ATM',
    axis: 'harm',
    patterns: [
      // "First week's rent paid via Bitcoin ATM, as we have had problems with bank transfers": no landlord, court or
      // utility takes payment at a crypto kiosk.
      affirmative(
        /\b(?:pay\w*|paid|settle\w*|deposit\w*)\b.{0,30}\b(?:via|by|with|through|at|using|into) (?:a |any |the )?(?:nearest )?(?:bitcoin|btc|crypto) (?:atm|machine|kiosk)s?\b/,
      ),
      affirmative(
        /\baccept\w*\b.{0,50}\b(?:gift ?cards?|itunes cards?|google play cards?|steam cards?|amazon cards?|apple cards?)\b|\b(?:pay\w*|paid|settle\w*|clear\w*)\b.{0,30}\b(?:with|in|by|using|via) (?:\w+ )?(?:gift ?cards?|itunes cards?|google play cards?|steam cards?|amazon cards?|apple cards?|vouchers?)\b/,
      ),
      // "Send me a $50 gift card so I know you're serious": a date's or a stranger's proof that costs money.
      affirmative(
        /\b(?:send|buy|get) (?:me |us )?(?:a |an |some )?(?:[$£€]?\d+ )?(?:gift ?cards?|itunes cards?|google play cards?|steam cards?|amazon cards?|apple cards?)\b.{0,60}\b(?:so i know|to (?:prove|show|verify)|as (?:proof|a sign)|you'?re (?:serious|real|not a (?:fake|scammer|catfish)))/,
      ),
    ],
  },
  {
    // "Buy Steam cards and send pics of the back", "scratch off the silver and send me the codes": whoever asks for
    // the numbers on a gift card is taking the money on it. Nobody who is owed money, or is buying presents for
    // clients, needs the codes sent to them.
    code: 'gift-card-codes',
    title: "Asks for gift cards' codes or photos of their backs",
    axis: 'harm',
    patterns: [
      affirmative(
        /\b(?:gift ?cards?|itunes|google play|steam|amazon|apple|razer gold|ebay|vanilla|visa) (?:gift )?cards?\b.{0,80}\b(?:send|text|email|forward|give|share|read)\w* (?:me |us |them )?(?:the )?(?:pics?|photos?|pictures?|codes?|numbers?|pins?|claim codes?)\b|\b(?:pics?|photos?|pictures?) of the back\b|\bscratch (?:off )?(?:the )?(?:back|silver|strip|panel)\b/,
      ),
      // "Scratch and send me the codes asap": the cards' codes, once uncovered.
      affirmative(
        /\bscratch\w*\b.{0,30}\b(?:send|text|email|forward|share)\w* (?:me |us )?(?:the |all (?:the )?)?(?:pins?|codes|numbers)\b/,
      ),
      // "Could you pick them up on your lunch and send me photos of the codes": the cards named a sentence before.
      affirmative(
        /\b(?:send|text|email|forward|share)\w* (?:me |us )?(?:clear )?(?:pics?|photos?|pictures?|screenshots?|images?) of (?:the |their |all (?:the )?)?(?:codes?|card numbers|pins)\b/,
      ),
    ],
  },
  {
    // "Please reply with a convenient callback time so our team can update your payment details": card or bank
    // details taken over a call the sender arranges. Companies send you to their app or site, or to the number
    // you already have; a caller who rings you for your card number cannot be checked.
    code: 'payment-details-by-callback',
    title: 'Wants to call you to take your card or bank details',
    axis: 'harm',
    patterns: [
      affirmative(
        /\b(?:good|convenient|suitable|best) (?:callback |call-?back |call )?time\b.{0,60}\b(?:update|take|confirm|collect|verify|re-?enter|process) (?:your |the )?(?:new )?(?:payment|card|bank(?:ing)?|billing) (?:details|information|info)\b/,
      ),
    ],
  },
  {
    // "I sent Rs 2000 by mistake, approve the collect request and enter your PIN", "approve the reversal with your PIN",
    // "approve the collect request to receive Rs 5,000 cashback": a PIN moves money out of the account, never in.
    code: 'pin-to-receive',
    title: 'Asks you to approve a payment request or enter your PIN to receive money',
    axis: 'harm',
    patterns: [
      affirmative(
        /\b(?:approve|accept)\w*\b.{0,60}\bcollect request\b|\bcollect request\b.{0,60}\b(?:approve|accept|pin|daal\w*|enter)\b|\bapprove (?:the |this )?(?:reversal|refund|request)\b.{0,30}\b(?:with|using|by entering) (?:your )?(?:upi |mobile money |momo |m-?pesa )?pin\b|\b(?:enter|type|put|daal\w*) (?:your |apna )?(?:upi |mobile money |momo |m-?pesa )?pin\b.{0,40}\bto (?:receive|get|claim|accept)\b|\bapprove\b.{0,20}\bwith (?:your |the )?(?:upi |mobile money |momo |m-?pesa )?pin\b.{0,30}\bto (?:credit|receive|get|claim)\b|\bapprove (?:the |this )?(?:payment |upi |money )?request\b.{0,20}\bto (?:receive|get|claim)\b/,
      ),
      // "Accept karke PIN dalo tabhi paisa aapke account me aayega", "PIN daalne par paise aa jayenge": the same, in
      // Hinglish.
      /\bpin (?:dal|daal)\w*\b.{0,40}\b(?:aayega|aa jayega|aa jayenge|aa jaega|milega|milenge|credit ho\w*)\b/,
    ],
  },
  {
    // "Dial *21*7039142860# and your network will be fixed", "press **21*0803…# to activate the offer": the code
    // that forwards the reader's calls, and with them the bank's and WhatsApp's verification calls, to the sender.
    code: 'call-forwarding-code',
    title: "Asks you to dial a code that forwards your calls to someone else's number",
    axis: 'harm',
    patterns: [/(?<![\d*])\*{1,2}(?:21|61|62|67|004|401)\*\+?\d{7,15}#/],
  },
  {
    // "Please do not discuss this with the bank", "there's a gag order on the case, so don't tell the family", "if
    // the bank asks, say it's for a holiday", "don't cc anyone", "no need to route it through the usual approval": a
    // sender who needs the bank, the family or the colleagues who would check kept out of it.
    // Police, courts and banks never ask that; it is how the fraud officer, bail and safe-account scams go on.
    code: 'secrecy-demand',
    title: 'Tells you to keep it from your bank, your family or your colleagues',
    axis: 'harm',
    patterns: [
      affirmative(
        new RegExp(
          String.raw`${KEEP_FROM}(?:the bank|your bank|bank staff|(?:the |any )?(?:bank )?(?:teller|cashier|branch)(?: staff)?|anyone at (?:the|your) (?:bank|branch)|anyone (?:internally|in the office|at work|on the team)|(?:your )?colleagues)\b|\bgag order\b|\b(?:don'?t|do not|no need to) (?:cc|copy in|copy|loop in|include|involve) (?:anyone|anybody|others|finance|hr|accounts|the team|your manager)\b|\bno need to (?:route|run|send|put|go) (?:it |this )?through (?:the |our )?(?:usual|normal|standard)? ?(?:approval|approvals|sign-?off|process)\b|\bkeep (?:it|this) (?:confidential|quiet|between us)\b.{0,60}\b(?:acquisition|deal|transfer|payment|wire)\b|\b(?:acquisition|transfer|payment|wire)\b.{0,60}\bkeep (?:it|this) (?:confidential|quiet|between us)\b|\bif (?:the |your )?(?:bank|teller|cashier|branch|staff) (?:asks?|questions?|wants? to know)\b.{0,40}\b(?:say|tell (?:them|him|her))\b`,
        ),
      ),
      // …the family, when money is in the same breath ("don't tell your family about the investment yet"): friends say
      // "don't tell your family, it's a surprise" too.
      {
        test: (text) => KEEP_FROM_OTHERS.test(text) && SECRET_MONEY.test(text),
      },
    ],
  },
  {
    // "VIEW ATTACHMENT TO COMPLETE THE PROCESS", "open the attached file to read your notification", "download attached
    // receipt to view parcel details": a bank, courier or help desk whose notice is a file to open. Their real notices
    // are read in the app or on the site; an attached web form is where the card details are typed.
    code: 'attachment-to-act',
    title: 'Asks you to open an attached file to act on your account or parcel',
    axis: 'harm',
    patterns: [
      affirmative(
        /\b(?:open|view|download|read|see|look for|check)\w* (?:the |this )?(?:attach\w*|enclosed)(?: (?:file|document|doc|form|message|receipt|notification|pdf|html|web ?page|below))?\b.{0,30}\bto (?:complete|continue|proceed|restore|update|verify|reconfirm|confirm|redeem|activate|unlock|read (?:your|the) (?:notification|message|alert))\b|\b(?:notification|message|alert|notice)\b.{0,20}\b(?:is )?attached to this e-?mail\b.{0,40}\bopen\b|\bread (?:the )?attach\w* (?:message|notification|notice) from\b|\battached (?:html|web ?page|fillable) (?:\w+ ){0,2}form\b|\bclick\w* (?:on )?(?:the )?attached (?:form|file|document|link)\b|\bprint\w*\b.{0,40}\b(?:attached|enclosed)\b.{0,60}\b(?:parcel|package|shipment)\b|\b(?:parcel|package|shipment)\b.{0,60}\bprint\w*\b.{0,40}\b(?:attached|enclosed)\b/,
      ),
    ],
  },
  {
    // "Please see attached remittance", "Attached is the SWIFT copy", "to listen, open the attached voice
    // message": a document nobody expected, sent to be opened. Real remittances and faxes arrive too, so this
    // only counts with other evidence (in a long message it lets the text model count fully).
    code: 'document-lure',
    title: 'Sends a payment, order, fax or voicemail "attachment" to open',
    axis: 'harm',
    patterns: [
      /\b(?:attach\w*|enclosed)\b.{0,60}\b(?:remittance|swift|payment (?:advice|confirmation|copy|slip|receipt)|proof of payment|purchase order|po ?#?\d|quotation|rfq|voice ?mail|voice message|fax|scanned (?:document|copy))|\b(?:remittance|swift copy|payment advice|proof of payment|purchase order|quotation|voice ?mail|voice message|fax)\b.{0,60}\b(?:attach\w*|enclosed)\b|\b(?:listen|play|hear)\b.{0,30}\battach\w*/,
    ],
  },
  {
    // "See the photo of your parcel [Foto Paket.apk]", "install the attached APK to get your refund": an Android
    // app sent in a message is how banking malware is installed. Shops, banks and couriers publish their apps
    // in the stores.
    code: 'app-file',
    title: 'Sends you an app or program to install from a file (.apk, .exe)',
    axis: 'harm',
    patterns: [
      /\b[\w-]+\.(?:apk|exe|msi|scr)\b|\b(?:install|download|open)\w* (?:the |this |our )?(?:attached |below )?apk\b/,
    ],
  },
  {
    // "Could you test my game? I'll send the file": a stranger's "game" or "beta" to run on your computer is how
    // Discord and Steam accounts are stolen; friends who make games share them through the stores.
    code: 'game-to-test',
    title: 'Asks you to run a "game" or program a stranger sends',
    axis: 'harm',
    patterns: [
      /\b(?:test|try|play ?test|check)\w* (?:out )?(?:my|our) (?:new |indie |little |first )?(?:game|beta|app|program)\b.{0,100}\b(?:file|download|exe|zip|rar|launcher|installer|i'?ll send|send (?:you )?(?:the|it))\b/,
      /\b(?:making|made|developing|built) (?:a|this|my) (?:\w+ )?game\b.{0,80}\b(?:test|try)\b.{0,80}\b(?:download|zip|rar|exe|setup|installer|launcher)\b/,
      // "Download our campaign brief (Brief.zip) and open the MediaKit file inside": the influencer deal's malware.
      /\b(?:download|open)\w* (?:our |the )?(?:campaign |collaboration |partnership )?(?:brief|media ?kit|contract|rate card)\b.{0,60}\.(?:zip|rar|exe|scr|iso|7z)\b|\.(?:zip|rar|7z)\)?\b.{0,60}\bopen (?:the )?"?(?:media ?kit|brief|contract)/,
    ],
  },
  {
    // "Run this in your browser console on the Roblox page", "paste javascript:… in the address bar": code that reads
    // the session cookie of the site the reader is signed in to, and hands over the account.
    code: 'console-script',
    title: "Asks you to paste code into your browser's console or address bar",
    axis: 'harm',
    patterns: [
      affirmative(
        /\b(?:paste|run|copy|put|type|enter)\w*\b.{0,50}(?:\b(?:browser'?s?|developer|dev ?tools?|chrome|firefox|f12) (?:\w+ )?console\b|\bconsole (?:on|of|in) (?:the |your )?(?:\w+ )?(?:browser|page|site|website|tab)\b)|\bjavascript:\s*\S|\bctrl ?\+ ?shift ?\+ ?[ijc]\b.{0,60}\b(?:paste|run|type)\b|\b(?:paste|run|type)\w*\b.{0,60}\bctrl ?\+ ?shift ?\+ ?[ijc]\b|\b(?:paste|run)\w* (?:this|it|the (?:code|script|text)) (?:in|into) (?:the )?console\b/,
      ),
    ],
  },
  {
    // "The download is on our site, password is 2024", "Password for archive: 2023": a file locked with a password
    // in the message itself, so that mail and download scanners cannot look inside. Malware travels that way.
    code: 'password-protected-file',
    title: 'Sends a file or download with the password to open it, which keeps virus scanners out',
    axis: 'harm',
    patterns: [
      /\bpassword (?:for|to open|to extract|to unzip|of) (?:the |this )?(?:archive|zip|rar|7z|file|attachment|download|document)\b|\b(?:archive|zip|rar|7z|download|installer|attachment|file)\b.{0,40}(?<!wi-?fi |network |router )\b(?:password|pass|pw)(?: is|:) ?\S+|\b(?:password|pass|pw)(?: is|:) ?\S+.{0,30}\b(?:download|installer|\.zip|\.rar|\.7z|\.exe|https?:)/,
    ],
  },
];

export const PRESSURE_SIGNAL = {
  code: 'pressure',
  title: 'Hurries you with a deadline or a threat',
} as const;

const TRUST: readonly SignalSpec[] = [
  {
    code: 'do-not-share',
    title: 'Tells you not to share the code, as real services do',
    axis: 'trust',
    patterns: [
      // "Read it back to me … don't share it with anyone else": a warning that keeps the code for the sender is not
      // one.
      /\b(?:do not|don'?t|never) (?:share|disclose|give)\b(?!.{0,25}\b(?:anyone|anybody|any one) else\b)|(?<!\b(?:i|you know i|i know i) )\b(?:will|would|does|do) never (?:ask|send (?:you )?(?:a |an |any )?(?:\w+ ){0,2}(?:links?|e-?mails?|texts?|notifications?|messages?))\b|(?<!\bi)'ll never (?:ask|call|text|e-?mail)\b|\b(?:will|would) never (?:call|phone|ring|text|e-?mail) (?:you )?to ask\b|\b(?:we|they|hmrc|the bank|\w+) (?:will|would|does|do) (?:not|n'?t) (?:ever )?ask (?:you )?(?:for|to)\b|\bnever asks? (?:you )?for\b|\bwe never (?:send|ask|call|text|e-?mail)\b|\bwe (?:do not|don'?t|never) (?:include|send|put) links\b|\bwe have not (?:included|put|sent) (?:a |any )?links?\b/,
      // "Ne le communiquez jamais", "no lo compartas con nadie", "nunca compartilhe", "geben Sie ihn nicht weiter",
      // "non condividerlo": the same warning in French, Spanish, Portuguese, German and Italian.
      /\bne (?:le|la|les) (?:communiquez|partagez|donnez|transmettez|communique|partage|donne) (?:jamais|a personne|pas)\b|\bne (?:communiquez|partagez|donnez) jamais (?:ce|votre|le) code\b|\b(?:no|nunca) (?:lo |la )?(?:compartas|comparta|compartir|des|de|reveles|revele) (?:este codigo |tu codigo |su codigo |la clave )?(?:con nadie|a nadie)\b|\bnunca (?:lo |la )?compart\w+\b|\bnao (?:o |a )?(?:compartilhe|partilhe|passe|informe)\b|\b(?:geben|teilen) sie (?:ihn|diesen code|den code|sie) (?:niemals |nie |nicht )?(?:weiter|mit niemandem)\b|\bnicht weitergeben\b|\bnon (?:condividerlo|condividere|comunicarlo|comunicare) (?:con nessuno|a nessuno)?/,
    ],
  },
  {
    code: 'official-contact',
    title: 'Sends you to the number on your card, the official app or your settings',
    axis: 'trust',
    patterns: [
      // "Via Cash App" is where money goes, not the official app.
      OWN_NUMBER_OR_SETTINGS,
      /\b(?:in|through|via) (?:the |our |your )?(?!cash app)(?:[\w&+'-]+ )?app\b|\bin-app (?:chat|support|messag\w*)\b|\b(?:lock|block|freez|manag|cancel|chang|reset|updat|check|secur|report)\w* (?:\w+ ){0,3}from (?:the|our|your) (?:\w+ )?app\b|\b(?:in|from) (?:your |the )?(?:account |phone'?s? )?settings\b/,
    ],
  },
  {
    // "On card ending 6612", "A/c **4521": the sender knows your card or account; bulk lures seldom do.
    code: 'names-your-account',
    title: 'Names your card or account by its last digits, as real alerts do',
    axis: 'trust',
    patterns: [MASKED_ACCOUNT],
  },
  {
    code: 'fraud-warning',
    title: 'Warns you about fraudsters, as awareness messages from banks and networks do',
    axis: 'trust',
    patterns: [FRAUD_WARNING],
  },
  {
    code: 'no-action',
    title: 'Asks nothing of you',
    axis: 'trust',
    patterns: [
      /\bno (?:action|reply|payment) (?:is )?(?:needed|required)\b|\b(?:you )?(?:don'?t|do not) need to (?:do anything|take any (?:further )?action)\b|\bno need to do anything\b|\b(?:will )?unlock(?:s|ed)? automatically\b|\bif (?:this|it) was you,? (?:you can )?(?:safely )?(?:ignore|disregard)\b|\bif you (?:did|made|requested|initiated|recogni[sz]e) (?:this|it)(?: change| request| activity)?,? (?:then )?(?:you can )?(?:safely )?(?:ignore|disregard)\b|\bif you (?:didn'?t|did not) (?:request|ask for|create|make|sign up for|open|initiate) (?:this|it|a|an|the)(?: [\w-]+){0,2},? (?:then )?(?:you can )?(?:safely )?(?:just )?(?:ignore|disregard) (?:this|it)\b|\bif you (?:didn'?t|did not) (?:ask to|try to|sign up|create an account|request a)\b[^.]{0,40}?,? (?:then )?(?:you can |please )?(?:safely )?(?:just )?(?:ignore|disregard) (?:this|it)\b|\b(?:there is|there's) nothing (?:to pay|for you to pay)\b|\b(?:please )?ignore (?:this (?:message )?)?if (?:already )?paid\b|\b(?:ignore|disregard) (?:this )?(?:message |text |reminder |notice )?if (?:you'?ve |you have )?already (?:paid|made (?:the|your|this) payment)\b|\bif (?:you'?ve|you have) already paid,? (?:thank you|thanks|please (?:ignore|disregard))\b/,
    ],
  },
];

export const OPT_OUT =
  /\b(?:reply|text|send) stop\b|\bstop to (?:opt|end|unsub|cancel|\d)|\bopt[- ]?out\b|\bunsubscribe\b|\bt ?& ?c'?s?\b|\bstop\s?2\s?\w+|\bmanage (?:your )?(?:e-?mail )?preferences\b/;

/** A signal seen in the first sentence any of its patterns matches. */
function patternCheck({ patterns, ...signal }: SignalSpec): GeneralCheck {
  return {
    id: signal.code,
    kind: 'message-rule',
    axis: signal.axis,
    run({ sentences, lure, weights }) {
      // A harm signal in a sentence that warns about scams is the lure described, not made.
      const sentence = (signal.axis === 'harm' ? lure : sentences).find((candidate) =>
        patterns.some((pattern) => pattern.test(candidate.match)),
      );
      if (sentence === undefined) return null;
      return [{ ...signal, points: pointsFrom(weights, signal.code), sentence: sentence.text }];
    },
  };
}

/**
 * Reassurances ("never share this code", "call the number on your card") count for nothing in a message that
 * speaks as a brand and links to a site that is not the brand's: the brand's own notices do not.
 */
export function withoutVoidedTrust(
  signals: readonly Signal[],
  speaksAsBrandLinksElsewhere: boolean,
): Signal[] {
  return speaksAsBrandLinksElsewhere ? signals.filter((signal) => signal.axis !== 'trust') : [...signals];
}

/** The first sentence that hurries the reader, or null. */
// "It expires in 15 minutes", "this code will expire in 10 mins" beside a code delivered: the code's own life, not a deadline
// for the reader.
const CODE_EXPIRY =
  /^(?:it|this|the code|this code|your code|code|otp|this otp|the otp|the passcode|this passcode)\b.{0,20}\bexpir\w*\b(?: in \d+ ?(?:minutes?|mins?|hours?|hrs?|seconds?|secs?)\b)?\W*$/;

export function pressureSentence(sentences: readonly Sentence[]): string | null {
  const pattern = affirmative(PRESSURE);
  // Whether the message delivers a code is asked only of a sentence that reads as a code's expiry.
  const codeGiven = () => sentences.some((sentence) => GIVES_CODE.test(sentence.match));
  return (
    sentences.find(
      (sentence) => pattern.test(sentence.match) && !(CODE_EXPIRY.test(sentence.match) && codeGiven()),
    )?.text ?? null
  );
}

const EMAIL = /\S+@\S+/g;
const ACTS_ONLINE = affirmative(ACT_ONLINE);
// "Confirm your e-mail address to activate your account": the last step of signing up, which the reader
// started themselves.
const SIGN_UP =
  /\b(?:confirm|verify) your (?:e-?mail(?: address)?|phone number)\b.{0,40}\b(?:to (?:activate|finish|complete|start)|sign(?:ing)? ?up|registration|creating)\b/;
// "Use 645470 as your one-time password to log in": a code delivered, not a request to act.
const GIVES_CODE =
  /\b\d{4,8}\b.{0,40}\b(?:otp|one[- ]time (?:password|code|pin)|verification code|security code|code)\b|\b(?:otp|code)\b.{0,20}\b\d{4,8}\b/;

// What turns "verify your e-mail" from a sign-up notice into a lure: a deadline or threat (the pressure
// sentence, found once per message), an account said to be blocked or at risk, credentials to type in,
// something said to be waiting.
const ALARM = [
  ACCOUNT_THREAT,
  /\b(?:sign|log)(?:ging)? ?(?:in|on) (?:with|using) your\b|\b(?:email|e-mail|login|account) credentials\b|\benter your (?:password|login|details|card)\b/,
  /\b(?:security alert|unrecogni[sz]ed|unknown (?:location|device)|quota|storage (?:is )?full|could not (?:be )?deliver\w*|shared (?:a |an )?(?:document|file)|tax refund|eligible|(?:signed|logged) (?:you )?out)\b/,
  // "We detected irregular activity", "you have 1 unread security alert", "a pending amount … overdrawn".
  /\b(?:(?:irregular|unusual|suspicious) (?:activit\w*|sign-?ins?|logins?)|unread (?:security )?(?:messages?|alerts?)|overdrawn|pending (?:amount|payment|transfer|transaction|deposit)s?)\b/,
];
// "Go to your account settings", "open the app": honest notices send you to what you already use.
const OWN_ROUTE =
  /\bgo to (?:your |the )?(?:[\w-]+ ){0,2}?(?:account|settings|app)\b|\b(?:open|in|through|via|using) (?:the|our|your) (?:[\w+&'-]+ ){0,2}app\b|\bin (?:the|your) (?:[\w-]+ ){0,2}(?:admin console|admin cent(?:er|re)|(?:[\w-]+ )?tab)\b/;

// "Amazon.in: your order …", "Booking.com: …": the sender's name at the start of a text, not an address to visit.
const SENDER_LABEL = /^[a-z0-9-]+\.[a-z]{2,3}(?:\.[a-z]{2})?: /;

/** The first sentence that names a web address (an e-mail address or a sender's name is not one), or null. */
// "Your GOV.UK One Login code is …": a government's own name, which only it can register, sends no one elsewhere.
const HOST_WORD = /\b(?:[a-z0-9-]+\.)+[a-z]{2,}\b/g;
const withoutGovernmentHosts = (text: string) =>
  text.replace(HOST_WORD, (host) => (isGovernmentHost(host) ? ' ' : host));

export function addressSentence(sentences: readonly Sentence[]): string | null {
  return (
    sentences.find((sentence) =>
      LINK.test(withoutGovernmentHosts(sentence.match.replace(SENDER_LABEL, '').replace(EMAIL, ' '))),
    )?.text ?? null
  );
}

/**
 * E-mails hide the address behind "click here" or a button, and a copied text or a screenshot loses it: the
 * first sentence that asks to click, verify, sign in, pay or review, in a message that also raises an alarm
 * (`pressure`, the message's pressure sentence, or ALARM) and does not send the reader to their own account or
 * app instead. Null when there is none.
 */
export function unseenLinkRequest(sentences: readonly Sentence[], pressure: string | null): string | null {
  const found = sentences.find((sentence) => {
    const words = sentence.match.replace(EMAIL, ' ');
    if (SIGN_UP.test(words)) return false;
    return HIDDEN_LINK.test(words) || (ACTS_ONLINE.test(words) && !GIVES_CODE.test(words));
  });
  if (found === undefined) return null;
  const alarmed =
    pressure !== null || sentences.some((sentence) => ALARM.some((pattern) => pattern.test(sentence.match)));
  return alarmed && !sentences.some((sentence) => OWN_ROUTE.test(sentence.match)) ? found.text : null;
}

export function hasOptOut(sentences: readonly Sentence[]): boolean {
  return sentences.some((sentence) => OPT_OUT.test(sentence.match));
}

/**
 * A harm check that reads the whole message (its links, or several sentences at once) rather than one pattern:
 * `find` returns the finding's title and the sentence to quote, or null when the sign is not there.
 */
function messageCheck(
  id: MessageCheckId,
  find: (input: SignalInput) => { title: string; sentence: string } | null,
): GeneralCheck {
  return {
    id,
    kind: 'message-rule',
    axis: 'harm',
    run(input) {
      const found = find(input);
      if (found === null) return null;
      return [{ code: id, axis: 'harm', points: pointsFrom(input.weights, id), ...found }];
    },
  };
}

// Looser than ACT_ONLINE on purpose: here the link is in the sentence, so any verb of acting will do.
const ACT =
  /\b(?:verif|confirm|updat|log ?in|sign ?in|pay|claim|click|tap|unlock|re-?activat|restor|re-?schedul|redeem|release|secure|cancel|review)\w*/;
const ACT_THROUGH_LINK = affirmative(ACT);

/**
 * "Confirm your details at secure-check.top": a sentence that asks you to act and gives a link that is
 * neither a known brand's own site nor one of the most visited. Honest notices send you to the app or the
 * brand's domain instead. A page on a shared host (sites.google.com) is anyone's, however popular the host.
 * The site of the name the message gives itself (`senderOwnSite`) is the sender's own, known or not.
 */
const linkRequest = messageCheck('link-request', ({ sentences, lure, links }) => {
  const own = senderOwnSite(sentences, links)?.link;
  for (const sentence of lure) {
    if (!ACT_THROUGH_LINK.test(sentence.match)) continue;
    const link = links.find(
      (candidate) =>
        candidate !== own &&
        !candidate.isOfficialBrandSite &&
        !(candidate.isWellKnown && freeHostingOf(candidate.domain) === null) &&
        sentence.text.includes(candidate.text),
    );
    if (link !== undefined)
      return { title: `Asks you to act through a link to ${link.domain}`, sentence: sentence.text };
  }
  return null;
});

/**
 * "Donate via Cash App $MauiRelief or Zelle relief.donations@gmail.com", "City Water Dept: 2 months overdue …
 * Pay now via Cash App $WaterDeptPay": charities and utilities take money on their own site, not into someone's
 * personal payment app or webmail address. Friends splitting a bill on Venmo name no organisation. Read across
 * the message: the appeal or the bill and the payment handle are often in different sentences.
 */
const personalPayment = messageCheck('donation-to-personal-account', ({ lure }) => {
  const text = lure.map((sentence) => sentence.match).join(' ');
  const asks = DONATION.test(text) || (ORGANISATION.test(text) && BILL.test(text));
  // "Send donations via USDT to this wallet": a relief appeal paid in crypto to whoever holds the wallet.
  const where = lure.find(
    (sentence) =>
      PERSONAL_PAYMENT.test(sentence.match) ||
      (DONATION.test(text) &&
        /\b(?:usdt|btc|bitcoin|eth|ethereum|trc-?20|crypto wallet)\b/.test(sentence.match)),
  );
  if (!asks || where === undefined || /\b(?:don'?t|do not|never) (?:donate|pay)\b/.test(text)) return null;
  return {
    title: 'Asks for a donation or a bill to be paid into a personal payment app or e-mail address',
    sentence: where.text,
  };
});

// A government word as one of the domain's own parts: "valores-receber-gov.com.br", "btr-semakan-gov.com",
// "gobierno-ayudas.net". Governments publish under their own suffixes (gov.br, gov.my, gob.es), which anyone
// else cannot register.
const GOVERNMENT_WORD = /(?:^|[-.])(?:gov|govt|gouv|gob|gobierno|government|goverment)(?:$|[-.])/;

/**
 * A link to a site that calls itself a government's but is not under a government's suffix: whatever the
 * message's language, a benefit, refund or fine behind such a link is an impersonation.
 */
const governmentLookalike = messageCheck('government-lookalike-link', ({ lure, links }) => {
  const link = links.find(
    (candidate) =>
      !candidate.isOfficialBrandSite &&
      !candidate.isWellKnown &&
      GOVERNMENT_WORD.test(candidate.domain.replace(/\.[a-z]+$/, '')),
  );
  const sentence = link && lure.find((candidate) => candidate.text.includes(link.text));
  if (link === undefined || sentence === undefined) return null;
  return {
    title: `Links to ${link.domain}, which is not a government's site though its name says so`,
    sentence: sentence.text,
  };
});

// What no bank, airline or shop asks for in a message: the code on the back of the card, its PIN, or a one-time
// code to "have ready" for the caller who will ring.
const CARD_SECRET = affirmative(
  /\b(?:cvv2?|cvc2?|card (?:security|verification) (?:codes?|numbers?|values?)|(?:3|three)[- ]digit (?:security (?:code|number)|(?:code|number) on the back)|security code on the back|(?:card|atm|debit card|online banking|internet banking|mobile banking|banking app|upi|mobile money|momo|m-?pesa|gcash|wallet) pin|card (?:and|&) pin)\b|\bhave (?:\w+ ){0,6}(?:otp|one[- ]time (?:password|passcode|pin|code)|ssn|social security number)\b.{0,12}\bready\b/,
);
// …asked for: "send", "give", "confirm", "have it ready", "read out".
const SECRET_ASK =
  /\b(?:send|share|give|provide|enter|confirm|reply (?:\w+ )?with|tell|verify|forward|dm (?:us|me)|read (?:out|back)|have (?:[\w&]+ ){0,8}ready|need (?:your|the))\b/;

/**
 * "Please have your card number and CVV ready", "send … the 3 digit code on the back": the card's security code or
 * PIN asked for, anywhere in the message (a long request is split into clauses). Counted alone as "suspicious".
 */
// "A courier will collect your compromised card … have it ready in a sealed envelope": no bank sends for a card.
const CARD_COLLECTED =
  /\b(?:courier|driver|agent|officer|representative)\b.{0,30}\b(?:collect|pick up|pick-up|retrieve)\w* (?:your |the )?(?:\w+ ){0,2}(?:bank |debit |credit )?cards?\b|\b(?:put|place|seal|have|hand)\w* (?:your (?:\w+ )?cards?|the cards?)\b.{0,40}\b(?:sealed )?envelope\b/;
// "Cut it in half and put it in an envelope": "it" is the card only where the message speaks of one ("put it in an
// envelope with your kid's name" is the money for the costumes).
const IT_IN_ENVELOPE = /\b(?:put|place|seal|have|hand)\w* (?:it|them)\b.{0,40}\b(?:sealed )?envelope\b/;
const BANK_CARD = /\b(?:bank|debit|credit|atm|visa|mastercard) ?cards?\b|\byour cards?\b/;

const cardSecretRequest = messageCheck('card-secret-request', ({ lure }) => {
  const collected = lure.find(
    (sentence) =>
      CARD_COLLECTED.test(sentence.match) ||
      (IT_IN_ENVELOPE.test(sentence.match) && lure.some((other) => BANK_CARD.test(other.match))),
  );
  if (collected !== undefined)
    return {
      title: 'Says someone will come to collect your card, which no bank does',
      sentence: collected.text,
    };
  const where = lure.find((sentence) => CARD_SECRET.test(sentence.match));
  if (where === undefined || !lure.some((sentence) => SECRET_ASK.test(sentence.match))) return null;
  return { title: "Asks for your card's security code, its PIN or a one-time code", sentence: where.text };
});

/** "1,299", "12k": an amount as written, in units. */
const amountOf = (digits: string | undefined, thousands: string | undefined) =>
  Number((digits ?? '').replace(/,/g, '')) * (thousands === 'k' ? 1000 : 1);

// "Dyson Airwrap only $49.99 (was $599)", "now £39 instead of £349": a price and what it was.
const PRICE_PAIR =
  /(?:[$£€]|\b(?:usd|eur|gbp|rs\.?|inr) ?)(\d[\d,]*(?:\.\d\d)?)\b.{0,25}?\b(?:was|instead of|regular(?:ly)?|rrp|retail|normally|originally|worth|value)\b:? ?(?:[$£€]|\b(?:usd|eur|gbp|rs\.?|inr) ?)(\d[\d,]*(?:\.\d\d)?)/;
const MAX_HONEST_PRICE_SHARE = 0.2;
// "All sunglasses 80% off" (not "up to 80% off", which a real sale's best item may be).
const DEEP_DISCOUNT = /(?<!up to |upto )\b([89]\d) ?% (?:off|discount)\b/;

/**
 * "Dyson Airwrap only $49.99 (was $599) … order at dyson-outlet-clearance.store": a fifth of the price or less, at a
 * site that is neither a brand's own nor among the most visited. Clearance sales rarely go below half; fake shops
 * that take the money and send nothing always do.
 */
const implausibleDiscount = messageCheck('implausible-discount', ({ lure, links }) => {
  if (!links.some(isLittleKnownSite)) return null;
  for (const sentence of lure) {
    const share = DEEP_DISCOUNT.exec(sentence.match);
    if (share !== null)
      return {
        title: `Sells at ${share[1] ?? ''} % off through a little-known site`,
        sentence: sentence.text,
      };
    const found = PRICE_PAIR.exec(sentence.match);
    if (found === null) continue;
    const now = amountOf(found[1], '');
    const was = amountOf(found[2], '');
    if (now > 0 && was > 0 && now <= was * MAX_HONEST_PRICE_SHARE)
      return {
        title: `Sells at ${Math.round((100 * now) / was)} % of the usual price through a little-known site`,
        sentence: sentence.text,
      };
  }
  return null;
});

// "Send $50 … they send back $500", "pay 100 and receive 1,000": an amount sent, and a larger one said to come back.
const FLIP =
  /\b(?:send|pay|invest|transfer)\w* (?:me |us |them |him |her )?(?:[$£€₹]|rs\.? ?)?(\d[\d,.]*)(k?)\b.{0,60}\b(?:send|give|pay|get|receive|flip)\w* (?:it |you |u )?(?:back (?:[$£€₹]|rs\.? ?)?(\d[\d,.]*)(k?)|(?:[$£€₹]|rs\.? ?)?(\d[\d,.]*)(k?) back\b)|\b(?:send|pay|invest|deposit) (?:[$£€₹])?(\d[\d,.]*)(k?),? (?:and |to |then )?(?:(?:you|u) (?:can |will |could )?)?(?:get|receive|earn|make|withdraw) (?:back )?(?:[$£€₹])?(\d[\d,.]*)(k?)\b|\bwith (?:just |only )?(?:[$£€₹]|rs\.? ?)(\d[\d,.]*)(k?),? (?:you|u|i|we) (?:can |could |will |'ll )?(?:\w+ )?(?:earn|make|get|receive|withdraw)\w* (?:up to |over |around )?(?:[$£€₹]|rs\.? ?)(\d[\d,.]*)(k?)/;
const FLIP_FACTOR = 3;
// "I can flip ur $200 into $2000", "send me $100 and I'll flip it to $1,000": the same, as an offer. Each pattern gives
// the amount sent (groups 1–2) and the amount promised (groups 3–4).
const FLIP_INTO = [
  /\b(?:flip|turn|grow|multiply) (?:ur|your|u) (?:[$£€₹]|rs\.? ?)?(\d[\d,.]*)(k?) (?:into|to) (?:[$£€₹]|rs\.? ?)?(\d[\d,.]*)(k?)\b/,
  /\bsend (?:me |us )?(?:[$£€₹]|rs\.? ?)?(\d[\d,.]*)(k?)\b.{0,40}\b(?:flip|turn|grow|multiply) it (?:in)?to (?:[$£€₹]|rs\.? ?)?(\d[\d,.]*)(k?)\b/,
];
const DOUBLE =
  /\b(?:double|triple) (?:your|ur|you'?re|the) (?:money|robux|v-?bucks|coins?|crypto|btc|bitcoin|eth|usdt|cash|investment|skins|balance|funds)\b|\b(?:doubl|tripl)\w* (?:all |any |every |each )?(?:btc|bitcoin|eth|ethereum|crypto|usdt|sol|doge|xrp|payments?|funds|money|deposits?) (?:sent|you send|received|deposited)\b/;

/**
 * "Send $50 to $CashAppGiveaways and they send back $500": the money flip, which only flips one way. A friend's
 * "send me £20 and I'll pay you back 20" gives back what it took; the flip promises at least three times as much.
 */
const moneyFlip = messageCheck('money-flip', ({ lure }) => {
  for (const sentence of lure) {
    for (const pattern of FLIP_INTO) {
      const into = pattern.exec(sentence.match);
      const given = into === null ? 0 : amountOf(into[1], into[2]);
      if (into !== null && given > 0 && amountOf(into[3], into[4]) >= given * FLIP_FACTOR)
        return { title: 'Promises to send back many times what you send', sentence: sentence.text };
    }
    // "I can double your Robux, send me 1000": doubling offered to whoever sends first.
    if (DOUBLE.test(sentence.match) && /\bsen[dt]\b/.test(sentence.match))
      return { title: 'Promises to send back many times what you send', sentence: sentence.text };
    const found = FLIP.exec(sentence.match);
    if (found === null) continue;
    const sent = amountOf(found[1] ?? found[7] ?? found[11], found[2] ?? found[8] ?? found[12]);
    const back = amountOf(
      found[3] ?? found[5] ?? found[9] ?? found[13],
      found[4] ?? found[6] ?? found[10] ?? found[14],
    );
    if (sent > 0 && back >= sent * FLIP_FACTOR)
      return { title: 'Promises to send back many times what you send', sentence: sentence.text };
  }
  return null;
});

// "I need the 2024 W-2s for all employees … send them to me as PDF", "names, addresses, dates of birth and SSNs for all
// staff": every employee's tax forms or identity numbers, asked to be sent by e-mail. HR and payroll move them
// through their own systems; a request by message is how payroll data is stolen.
const STAFF_RECORDS =
  /\b(?:w-?2s?|w-?2 forms?|p60s?|p45s?|form 16|payroll (?:records|register|report|data|file)|(?:employee|staff) (?:roster|records|tax forms|list|data)|ssns?|social security numbers|dates of birth|national insurance numbers)\b.{0,80}\b(?:all|every|each) (?:of (?:our|the) )?(?:employees|staff|workers|team members)\b|\b(?:all|every) (?:employees|staff)\b.{0,60}\b(?:w-?2s?|p60s?|ssns?|social security numbers|dates of birth)\b/;
const SEND_THEM =
  /\b(?:send|e-?mail|forward|attach|share|export)\w* (?:them|it|those|these|the (?:file|list|forms|sheet|spreadsheet)|me|over|directly)\b/;

const staffRecordsRequest = messageCheck('staff-records-request', ({ lure }) => {
  const where = lure.find((sentence) => STAFF_RECORDS.test(sentence.match));
  if (where === undefined || !lure.some((sentence) => SEND_THEM.test(sentence.match))) return null;
  return {
    title: "Asks for every employee's tax forms or identity numbers by message",
    sentence: where.text,
  };
});

/** Money promised to the reader: an allowance, a loan, a salary, a payout, earnings by the day. */
const PROMISED_MONEY =
  /\b(?:unclaimed (?:pension|funds?|inheritance|estate|money|assets)|(?:transfer|payment|funds?|money|remittance|cash) (?:of [^ ]+ )?(?:is |are )?(?:awaiting|waiting for|pending for|on hold for) you|(?:i'?ll|i will|we'?ll|we will|you'?ll|you will|you can|u will|u can) (?:give|pay|send|transfer|receive|get|earn|make|withdraw)\b.{0,30}(?:[$£€₹]|\d)|allowance|you (?:qualify|are approved|have been approved|are eligible|have been selected)|(?:loan|grant|compensation|refund|prize|salary|payout|profit|earnings|winnings) (?:of |worth )?(?:up to )?(?:[$£€₹]|\d)|(?:earn|make) (?:up to )?(?:[$£€₹]|\d)[\d,.]*k? ?(?:\/|a |per )(?:day|week|month|hour|h)\b|te dare|te darei|je te donnerai|recibiras|recebera|spoil (?:you|u|a|someone)|sugar (?:mummy|mommy|daddy|mama|momma))|(?:funds?|money|assets|crypto|bitcoin|it all) (?:can|could|will) (?:all )?be (?:recovered|returned|released|retrieved)|(?:we|i) (?:have |'ve )?(?:successfully )?(?:recovered|traced|located|retrieved) (?:\w+ ){0,2}(?:[$£€₹]|\d)|(?:invest|fund|lend) (?:[$£€₹]|usd ?)?\d[\d,.]*\s?(?:k|m|million)?\b.{0,20}\bin (?:your|ur)\b|(?:request|application|loan|consolidation) (?:has been |is |was )?approved\b|(?:loan|application)\b.{0,30}\b(?:was|has been|is|got) approved\b|\b(?:tickets?|barcodes?|seats?|puppy|puppies|kitten|pet) (?:\w+ ){0,6}(?:are|is|has been|have been) (?:reserved|held|secured|waiting)\b|(?:[$£€₹]|\b)\d[\d,.]*k? (?:\w+ )?(?:grant|award|payout)\b|\b(?:you(?:'ve| have)? won|vous avez gagne|tu as gagne|has ganado|ha ganado|voce ganhou|(?:selecionad[oa]|seleccionad[oa]) para (?:ganhar|ganar)|hai vinto|(?:haben|hast) gewonnen)\b|\b(?:ganhe|gane|gagnez|guadagna|verdienen sie|verdiene)\b.{0,20}(?:[$£€₹]|r\$|\d)|(?:[$£€₹]|r\$|\b)\s?\d[\d,.]*\s?(?:€|euros?|reais|pesos)? (?:par jour|por dia|al dia|pro tag|al giorno)\b|\b(?:podemos recupera\w*|nous pouvons (?:le |les )?recuperer|we can (?:help you )?recover|recover (?:your|the) (?:lost |stolen )?(?:funds|money|crypto|bitcoin|investment))\b|\bwithdrawal (?:is|has been|was) (?:frozen|on hold|blocked|suspended|pending)\b|\b(?:is |are |we'?re |i'?m )?giving away (?:[$£€₹]|\d)|\b(?:claim to|share of) the (?:\w+ )?(?:estate|inheritance)\b|\b(?:release|transfer) of (?:the |your )?(?:inheritance|estate)\b|\b(?:picked|chosen|selected|drawn) as (?:one of )?(?:the |our )?winners?\b|\breceive (?:a |an )?(?:[$£€]\d+ )?(?:gift ?card|voucher|reward)\b|\b(?:release|transfer|remit)\w* (?:of )?your (?:\w+ ){0,2}(?:fund|funds|inheritance|compensation|winnings|consignment|contract payment)\b|\byour (?:\w+ ){0,2}(?:fund|funds|inheritance|compensation|winnings) (?:is|are|has been|have been) (?:now )?(?:ready|approved|cleared)\b|\b(?:pending|unclaimed|waiting|available) (?:transfer|payment|payout|withdrawal|deposit|reward|bonus|balance|funds?) of (?:[$£€₹]|\d)|\b(?:rehoming|re-homing|giving (?:him|her|them|it) away) (?:\w+ ){0,2}(?:for free|free of charge)\b|\bfree to (?:a )?good home\b|\b(?:interested in|wants? to|would like to) (?:purchas|buy|acquir)\w* (?:it|your (?:domain|website|site|business|company))\b.{0,20}\bfor (?:[$£€]|usd ?)\d/;
/** …and a payment asked of the reader before it comes: "first you need to pay a $50 activation fee". */
const FEE_FIRST =
  /\b(?:first|before|upfront|up front|in advance|to (?:activate|unlock|release|receive|claim|withdraw|process))\b.{0,50}\b(?:pay|send|deposit|transfer|top ?up|settled?)\b|\b(?:just|only) (?:cover|pay) (?:the )?(?:[$£€] ?\d[\d.,]* )?(?:postage|delivery|shipping|p ?& ?p|handling)\b|\b(?:fee|duty|charge|tax|levy) of (?:[$£€] ?)?\d[\d.,]*\s?(?:€|eur|usd|gbp)? (?:must|has to|needs to|should) be (?:paid|settled|remitted)\b|\b(?:pay|send|deposit|transfer)\b.{0,40}\b(?:first|upfront|up front|in advance|before (?:funding|disbursal|disbursement|release|payout)|to (?:activate|unlock|release|receive|claim|withdraw|process))\b|\b(?:activation|processing|registration|unlock\w*|release|clearance|verification|handling|onboarding|certification|certificate|filing|compliance) (?:fee|charge|cost)\b|\bto (?:finali[sz]e|secure|complete) (?:the |your )?(?:award|grant|payout|transfer|release)\b|primero (?:tienes|debes|hay) que pagar|para activar|pague primeiro|para ativar|payer d'abord|pour activer|frais d'activation|frais (?:d'ouverture )?de dossier|\b(?:gas|network|recovery|withdrawal|unfreez\w*) (?:fee|charge)\b|\bto (?:initiate|start|begin) the (?:release|recovery|withdrawal|transfer)\b|\b(?:por adelantado|por anticipado|antecipad\w*|d'avance|a l'avance|im voraus|in anticipo|(?:tarefa|tarea|task|missao|mision|mission)s? pre-?pag[ao]s?|pre-?paid (?:tasks?|orders?|missions?))\b|\b(?:pay|send|deposit|transfer)\b.{0,50}\bbefore (?:releas|withdraw|receiv|deliver|return|unlock)\w*|\b(?:payer|regler|verser|pagar|pague|depositar|zahlen|pagare)\b.{0,60}\b(?:pour (?:recevoir|activer|debloquer)|para (?:receber|recibir|ativar|activar|liberar|desbloquear)|per (?:ricevere|attivare|sbloccare))\b|\b(?:transport(?:ation)?|shipping|delivery|courier|insurance|crate|pet (?:airline|travel)|flight)(?: (?:and|&) \w+)? fees?\b|\b(?:appraisal|valuation|evaluation) (?:certificate|report)\b/;

/**
 * "I'll give you $1,500 a week allowance; first you need to pay a $50 activation fee": money promised, and a fee
 * to be paid before it comes. Whatever the story (sugar daddy, loan, grant, job, prize), paying to be paid is the
 * advance-fee fraud; lenders deduct their fees and employers do not charge them. Read across the message.
 */
const advanceFee = messageCheck('advance-fee', ({ lure }) => {
  const text = lure.map((sentence) => sentence.match).join(' ');
  if (!PROMISED_MONEY.test(text)) return null;
  const where = lure.find((sentence) => FEE_FIRST.test(sentence.match));
  return where === undefined
    ? null
    : { title: 'Promises you money, but asks you to pay a fee first', sentence: where.text };
});

// Where real businesses are: look-alike and throwaway sites favour the cheap and the new (.top, .xyz, .info …).
const BUSINESS_SUFFIX =
  /\.(?:com|org|net|edu|co\.uk|org\.uk|ac\.uk|com\.au|org\.au|net\.au|ca|co\.nz|ie|in|co\.in|us|de|fr|es|it|nl|be|ch|at|se|no|dk|fi|pl|pt|com\.br|com\.mx|co\.za|sg|com\.sg|my|com\.my|ph|com\.ph|jp|co\.jp|kr|co\.kr|health|bank)$/;
const NAME_WORD = /[\p{L}\p{N}]+/gu;
const URL_LIKE = /\S*[./]\S*[./]\S*/g;
// "This email has been checked for viruses by Avast antivirus software. www.avast.com": a footer the sender's mail
// program adds to every e-mail, whoever writes it; the antivirus it names is not the sender.
const VIRUS_CHECK_FOOTER =
  /\b(?:(?:checked|scanned) (?:for viruses|for malware|by)\b.{0,40}\b(?:anti-?virus|virus|malware|security)|virus-free)\b/i;

/** The link's domain name without its suffix ("evergreenpower" for pay.evergreenpower.com), or null. */
function siteName(link: ScoredLink, shortest = 5): string | null {
  const domain = link.registrableDomain;
  if (domain === null || !BUSINESS_SUFFIX.test(domain) || freeHostingOf(link.domain) !== null) return null;
  // "duke-energy.com" is Duke Energy's as "dukeenergy.com" would be: the words are the same, only joined.
  const name = domain.replace(BUSINESS_SUFFIX, '').replace(/(?<=[a-z0-9])-(?=[a-z0-9])/g, '');
  return name.length >= shortest && /^[a-z0-9]+$/.test(name) ? name : null;
}

/** The initials of a name of two to four words that the text opens with ("kp" for "Kaiser Permanente:"), or null. */
function initialsOf(sentences: readonly Sentence[]): string | null {
  const found = /^\s*([A-Z][\w&'-]*(?: [A-Z][\w&'-]*){1,3})\s*:/.exec(sentences[0]?.text ?? '');
  return found?.[1] === undefined
    ? null
    : found[1]
        .split(' ')
        .map((word) => word[0]?.toLowerCase() ?? '')
        .join('');
}

/**
 * Consecutive words that, joined, are exactly `name` (at most four: a name, not a sentence); with `shortened`, the
 * last word may be cut short as businesses shorten it ("brightsmileortho" for "Brightsmile Orthodontics"): at
 * least three of its letters kept and at least two dropped.
 */
function spells(words: readonly string[], name: string, shortened = false): boolean {
  return words.some((_, start) => {
    let joined = '';
    for (let end = start; end < Math.min(words.length, start + 4) && joined.length < name.length; end += 1) {
      if (!name.startsWith(joined)) return false;
      const word = words[end] ?? '';
      const rest = name.slice(joined.length);
      if (
        shortened &&
        end > start &&
        rest.length >= 3 &&
        word.length >= rest.length + 2 &&
        word.startsWith(rest)
      )
        return true;
      joined += word;
    }
    return joined === name;
  });
}

/**
 * "Evergreen Power: your bill of $132.48 is due … Pay at evergreenpower.com/pay": the link goes to a site whose
 * name is the name the message gives itself, written out as words ("Evergreen Power", "Tunefield"), on an
 * ordinary business suffix, hyphened or not ("duke-energy.com"), its last word perhaps cut short
 * ("brightsmileortho.com.au" for "Brightsmile Orthodontics"). Look-alikes cannot: the brand's own name is taken, so
 * theirs add words (evergreen-power-billing.top). One or more consecutive words of the text outside the link must
 * spell the site's whole name; a link with lexical signs of harm does not count.
 */
type OwnSite = { link: ScoredLink; sentence: string } | null;
// The analyzer and three checks ask this of the same message (its links array is made once per message).
const OWN_SITE = new WeakMap<readonly ScoredLink[], { sentences: readonly Sentence[]; found: OwnSite }>();

export function senderOwnSite(sentences: readonly Sentence[], links: readonly ScoredLink[]): OwnSite {
  const known = OWN_SITE.get(links);
  if (known?.sentences === sentences) return known.found;
  const found = findSenderOwnSite(sentences, links);
  OWN_SITE.set(links, { sentences, found });
  return found;
}

function findSenderOwnSite(sentences: readonly Sentence[], links: readonly ScoredLink[]): OwnSite {
  const text = sentences.map((sentence) => sentence.text.toLowerCase()).join(' ');
  for (const link of links) {
    // A brand's own site needs no vouching (and phishing e-mails quote the brand's real address in their
    // text); the domain of an e-mail address is the reader's mailbox ("your monkey.org mailbox is full").
    const mailbox = text.includes(`@${link.registrableDomain ?? link.domain}`);
    const name = link.isOfficialBrandSite || link.risk > 0 || mailbox ? null : siteName(link, 2);
    if (name === null) continue;
    const hyphened = link.registrableDomain?.includes('-') === true;
    // "Kaiser Permanente: … kp.org": the initials of the name the text opens with.
    if (name === initialsOf(sentences)) return { link, sentence: sentences[0]?.text ?? '' };
    if (name.length < 5) continue;
    for (const sentence of sentences) {
      if (VIRUS_CHECK_FOOTER.test(sentence.text)) continue;
      // A hyphened name is spelled by its own addresses ("dhlindia-kyc.com/…"): only words outside every address count.
      const outside = hyphened
        ? links
            .reduce((rest, other) => rest.split(other.text).join(' '), sentence.text)
            .replace(URL_LIKE, ' ')
        : sentence.text.split(link.text).join(' ');
      const words = (outside.toLowerCase().match(NAME_WORD) ?? []).slice(0, 60);
      if (spells(words, name, true)) return { link, sentence: sentence.text };
    }
  }
  return null;
}

const senderSite: GeneralCheck = {
  id: 'sender-own-site',
  kind: 'message-rule',
  axis: 'trust',
  run({ sentences, links, weights }) {
    const found = senderOwnSite(sentences, links);
    if (found === null) return null;
    return [
      {
        code: 'sender-own-site',
        axis: 'trust',
        title: `Links to ${found.link.domain}, the site of the name the message gives itself`,
        points: pointsFrom(weights, 'sender-own-site'),
        sentence: found.sentence,
      },
    ];
  },
};

// "Log in with Steam: csfloat-market.pro/trade" is the Steam sign-in page copied; "fill in your card + the code you get
// texted" hands over the card and the code that approves its payment.
const PASSWORD_INTO =
  /\b(?:enter|put in|type(?: in)?|input|fill in|submit|provide|log ?in with|sign ?in with)\b.{0,40}\b(?:user ?name (?:and|&) password|password|login (?:details|credentials)|log-?in details)\b|\b(?:log|sign) ?in (?:with|using|through|via) (?:your )?(?:steam|discord|epic|roblox|xbox|playstation|psn|battle\.?net)\b|\b(?:enter|fill in|put in|type(?: in)?)\b.{0,20}\b(?:your )?card\b.{0,40}\b(?:code|otp)\b/;
const PASSWORD_INTO_SITE = affirmative(PASSWORD_INTO);
// "You'll be asked to enter the password given above": a password the site itself gave, explained.
const PASSWORD_GIVEN =
  /\b(?:asked|prompted) to (?:enter|type|input)\b|\bpassword (?:given|shown|provided|sent) (?:above|below|to you|earlier)\b|\b(?:verify|confirm|check)\w* (?:our|the|these|those) (?:bank |account |payment )?(?:details|account number)\b.{0,30}\b(?:verbally|by phone|by (?:calling|telephone)|over the phone|in person)\b/;

/**
 * "Go to rbx-claim.gg, enter your username and password", "click the link and put in your username and password to
 * vote for me": a password to be typed into a site that is neither a brand's nor a much-visited one, nor a
 * school's or government's own, nor the site of the name the message gives itself. Services ask you to sign
 * in on their own site, which you can reach without the message.
 */
const credentialsThroughLink = messageCheck('credentials-through-link', ({ sentences, lure, links }) => {
  const own = senderOwnSite(sentences, links)?.link;
  const site = links.find(
    (link) =>
      link !== own &&
      isLittleKnownSite(link) &&
      !isEducationHost(link.domain) &&
      !isGovernmentHost(link.domain),
  );
  const sentence =
    site &&
    lure.find(
      (candidate) => PASSWORD_INTO_SITE.test(candidate.match) && !PASSWORD_GIVEN.test(candidate.match),
    );
  return sentence === undefined
    ? null
    : {
        title: `Asks you to type your password or card into ${site?.domain ?? 'a little-known site'}`,
        sentence: sentence.text,
      };
});

// "ČSOB: …", "[Meralco] …", "【中華電信】…": the name a text message opens with, as its sender.
const OPENING_NAME = /^\s*(?:[[【(<]\s*([^\]】)>:]{2,30}?)\s*[\]】)>]|([^:\n]{2,30}?)\s*:)/u;

/**
 * The opening name, as written ("Česká pošta") and as one lower-case word without marks ("ceskaposta"), or null.
 */
export function openingName(sentences: readonly Sentence[]): { shown: string; name: string } | null {
  const first = sentences[0];
  if (first === undefined) return null;
  const found = OPENING_NAME.exec(first.match);
  const written = OPENING_NAME.exec(first.text);
  const shown = written?.[1] ?? written?.[2];
  // "… Pay online at slt.lk or MySLT app. -SLT", "… -SBI": South Asian texts sign off with the sender's name instead.
  const signed = found === null ? SIGN_OFF.exec(sentences[sentences.length - 1]?.text ?? '') : null;
  const name = (found?.[1] ?? found?.[2] ?? signed?.[1] ?? '').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  // A greeting or a subject line is not a sender.
  if (
    !/^[a-z0-9]{3,}$/.test(name) ||
    /^(?:subject|re|fwd?|from|to|date|hi|hello|hey|dear|note|ps|update|reminder|important|urgent|thanks|regards|team)$/.test(
      name,
    )
  )
    return null;
  return { shown: (shown ?? signed?.[1] ?? name).trim(), name };
}

/** A text's last words, a dash and a short name in capitals: "… -SLT", "- HDFC Bank", "—NTA". */
const SIGN_OFF = /(?:^|\s)[-–—]\s?([A-Z][A-Za-z0-9&]{1,15}(?: [A-Z][A-Za-z0-9&]{1,15})?)\s*$/;

/**
 * "Česká pošta: your parcel awaits a 38 Kč duty … ceskaposta-clo.info", "KCB: … kcb-kyc-update.com": the sender's
 * name, inside a little-known address among other words (a hyphenated part, or a fake country suffix such as
 * "cz-secure.com"). A company's own site is its name ("ceskaposta.cz"); look-alikes must add to it. Works for
 * senders the brand list does not know, in any language.
 */
const GENERIC_TAIL = /\s+(?:bank|banka|banco|banque|banca|bankas|posta|pošta|post|poste)$/i;

/**
 * "Your DStv subscription has expired … dstv-renew-ng.com", "Dear SBI customer …": a name written as companies write
 * theirs, with a capital inside ("DStv", "MoMo", "iTax") or in capitals that are no word ("SBI", "KCB"), as the one
 * whose customer the reader is, in the text's first sentence. Stands in for the opening name when there is none.
 */
const WRITTEN_NAME =
  /(?<=\b(?:[Yy]our|YOUR|[Dd]ear|DEAR) )(?:[A-Za-z][a-z]*[A-Z][A-Za-z]*|[A-Z]{3,6})(?= (?:subscription|account|customer|user|bill|card|wallet|package|plan|service|app|membership|client|subscriber)s?\b)/g;
const CAPITAL_WORDS = new Set(
  'ALERT ALL AND ATM BANK CALL CASH CLAIM DEAR FINAL FOR FREE FROM HELP INFO KYC LAST NEW NOT NOTICE NOW OFF OTP PIN SALE SMS STOP TEXT THE URGENT VIP WIN YES YOU YOUR'.split(
    ' ',
  ),
);

function writtenName(sentences: readonly Sentence[]): { shown: string; name: string } | null {
  const first = sentences[0]?.text ?? '';
  for (const [shown] of first.matchAll(WRITTEN_NAME)) {
    const name = shown.toLowerCase();
    if (name.length >= 3 && name.length <= 12 && !CAPITAL_WORDS.has(shown.toUpperCase()))
      return { shown, name };
  }
  return null;
}

const senderLookalike = messageCheck('sender-lookalike-site', ({ sentences, links }) => {
  const opened = openingName(sentences);
  const opening = opened ?? writtenName(sentences);
  if (opening === null) return null;
  // "Fio banka:" is Fio's: its sites are named "fio", with the word for bank left off.
  const core = opening.shown
    .replace(GENERIC_TAIL, '')
    .normalize('NFD')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toLowerCase();
  const names = core !== opening.name && core.length >= 3 ? [opening.name, core] : [opening.name];
  // "PKO BP: … pko-weryfikacja-konta.com", "Urząd Skarbowy: … e-urzad-zwrot.com": the first word of a name of
  // several, hyphened to other words. Only inside a hyphened part: a site named by the first word alone is the
  // company's short name.
  const words = opening.shown
    .normalize('NFD')
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .toLowerCase()
    .split(/\s+/);
  const first = words.length >= 2 && (words[0]?.length ?? 0) >= 3 ? words[0] : undefined;
  const link = links.find((candidate) => {
    if (!isLittleKnownSite(candidate) || candidate.registrableDomain === null) return false;
    const own = candidate.registrableDomain.replace(BUSINESS_SUFFIX, '');
    // "duke-energy.com" for "Duke Energy:" is the name with nothing added, hyphened or not.
    if (names.includes(own.replace(/-/g, ''))) return false;
    // Within one part of the address that has other words hyphened to it, or the site's own name: a user's page
    // on a host ("iowa.weblogger.com") is named after its owner, a look-alike is not only the name.
    return candidate.domain
      .toLowerCase()
      .split('.')
      .some(
        (label) =>
          ((label.includes('-') || label === own) && names.some((name) => spells(label.split('-'), name))) ||
          (first !== undefined && label.includes('-') && label.split('-').includes(first)),
      );
  });
  const sentence = link && sentences.find((candidate) => candidate.text.includes(link.text));
  return link === undefined || sentence === undefined
    ? null
    : {
        title: `${opened === null ? 'Speaks as' : 'Opens as'} ${opening.shown} but links to ${link.domain}, an address built around that name`,
        sentence: sentence.text,
      };
});

/** The general signals, in the order their findings are listed: harm, trust, then a request through a link. */
export const GENERAL_CHECKS: readonly GeneralCheck[] = [...HARM, ...TRUST]
  .map(patternCheck)
  .concat(
    personalPayment,
    cardSecretRequest,
    staffRecordsRequest,
    governmentLookalike,
    implausibleDiscount,
    moneyFlip,
    advanceFee,
    credentialsThroughLink,
    senderLookalike,
    linkRequest,
    senderSite,
  );
