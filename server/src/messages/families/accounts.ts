import {
  ACCOUNT_THREAT,
  affirmative,
  CALL,
  CODE_HANDOVER,
  CLICK,
  CREDENTIALS,
  LINK,
  MASKED_ACCOUNT,
  PAY,
  REPLY,
  REPLY_WITH_DATA,
  UPDATE,
  OWN_NUMBER_OR_SETTINGS,
} from './cues';
import { isEducationHost } from '../../images/text/government-host';
import type { MessagePhone } from '../entities/phone-numbers';
import { OTHER } from './other-languages';
import {
  calledPhones,
  defineFamily,
  hasLink,
  hasPhone,
  hasUnknownLink,
  readWhole,
  sendsOnline,
  type FamilyFacts,
} from './define-family';

/** Something is said to be wrong with an account or card you hold, and you must act to fix it. */

/** A bank's own lines: toll-free, landline and short code (a mobile is a person's). */
const OWN_LINE_KINDS: readonly MessagePhone['kind'][] = ['toll-free', 'landline', 'short-code'];
/** Any line to ring but a toll-free one or a short code: "call us on 01 687 4410", a mobile, a premium line. */
const RINGABLE_NOT_TOLL_FREE: readonly MessagePhone['kind'][] = [
  'mobile',
  'landline',
  'personal',
  'unknown',
  'premium-rate',
];

/** No link to an unknown site, and only the bank's own kind of line to call. */
function ownLineOnly(facts: FamilyFacts): boolean {
  return !hasUnknownLink(facts) && calledPhones(facts).every((phone) => OWN_LINE_KINDS.includes(phone.kind));
}

// "ur", "u", "pls" as written (lower case, so "U.S." is not one): how people text, never how a bank's alert reads.
const TEXT_SPEAK = /(?:^|[\s(])(?:u|ur|pls|plz|plez)(?=[\s?.!,)]|$)/;

function inTextSpeak(facts: FamilyFacts): boolean {
  return facts.sentences.some((sentence) => TEXT_SPEAK.test(sentence.text));
}

/** "Call the number on the back of your card", "secure your account in the app": the owner's own route. */
const OFFICIAL_ROUTE = new RegExp(
  String.raw`${OWN_NUMBER_OR_SETTINGS.source}|\b(?:in|through|via|using) (?:the|our|your) (?:[\w-]+ ){0,2}app\b|\bin the (?:[\w-]+ ){1,3}tab\b|\b(?:log|sign) ?in(?:to| to) (?:the|our|your) (?:\w+ ){0,2}app\b|\b(?:lock|block|freez|manag|cancel|chang|reset|updat|check|secur|report)\w* (?:\w+ ){0,3}from (?:the|our|your) (?:\w+ )?app\b|\bin-app (?:chat|support)\b|\b(?:reset|change) your password (?:from|on|at) the (?:\w+ )?(?:login|sign-?in) page\b|\bvisit (?:a|your|the|any|your nearest)(?: [\w&-]+)? branch\b|\bgo to your (?:\w+ ){0,2}account(?:'s)? (?:(?:security|recent activity|activity|sign-?in activity) )?(?:page|settings|dashboard)\b`,
);

/** "Not you?": the message asks you to disown something that was done in your name. */
const DENIAL =
  /\b(?:not you|wasn'?t you|was not you|(?:did not|didn'?t) (?:make|authori[sz]e|perform|place|attempt|request|order|buy|purchase|initiate|sign up|subscribe|do this|take|book|use|set up|add|approve)|not done by you|not authori[sz]ed by you|not recogni[sz]e|don'?t recogni[sz]e|if (?:this|it) was ?n[o']t you|if not,?|if no,?|did you (?:attempt|make|authori[sz]e)|(?:not |un)familiar with (?:this|the|it)|(?:do not|don'?t) know (?:this|about this|about it)|si no fuiste (?:tu|vos)|si no fue usted|se nao foi (?:voce|vc))\b/;

export const bankAccount = defineFamily({
  family: 'bank-account',
  title: 'Bank account "blocked" or KYC update',
  cues: {
    bank: [
      /\b(?:bank(?!rupt)(?! holidays?\b)\w*|account|kyc|pan(?: card)?|aadhaa?r|netbank\w*|yono|debit card|credit card|atm card|(?:your|the) (?:bank |debit |credit |atm )?card (?:has|have|is|was|will)|card ending (?:in )?\d{4} (?:has|have|is|was|will)|cheque|payee|sort code|bsb|upi)\b/,
      OTHER.bank,
    ],
    // "Mulai hari ini tarif transaksi berubah menjadi Rp150.000/bulan": a new fee that the reader can refuse online.
    threat: [
      ACCOUNT_THREAT,
      /\b(?:biaya|tarif) (?:transaksi|transfer|admin\w*|bulanan)\b.{0,40}\b(?:berubah|naik|menjadi|baru)\b/,
    ],
    fix: [
      affirmative(UPDATE),
      affirmative(/\bkyc\b.{0,30}\b(?:update|expired?|pending|incomplete)\b|\bupdate\b.{0,30}\bkyc\b/),
      // "Jika tidak setuju dengan tarif baru, silakan isi formulir": object to a new fee by filling in a form.
      /\b(?:jika|bila|kalau) (?:tidak|tdk) setuju\b|\bisi (?:formulir|form|data)\b/,
      // "Reply with your card number and TAC to reactivate": the details sent back by text.
      REPLY_WITH_DATA,
    ],
    call: [affirmative(CALL)],
    link: [LINK, CLICK],
    masked: [MASKED_ACCOUNT],
    official: [OFFICIAL_ROUTE],
    // "My account got locked because I typed the wrong PIN", "if you're locked out, call the office": the writer's own
    // trouble, or a what-if, not a threat to the reader's account.
    notAThreat: [
      /\bmy (?:\w+ )?(?:account|card|app)\b.{0,20}\b(?:got|was|is|has been|gets) (?:\w+ )?(?:locked|blocked|frozen|suspended|restricted)\b|\bif (?:you'?re|you are|you get|you'?ve been|you have been|you ever get) (?:ever )?(?:locked|blocked) out\b/,
    ],
    asRequested: [
      /\b(?:as (?:you )?requested|at your request|(?:you|u) (?:asked|requested) (?:us )?to (?:close|delete|cancel|deactivate))\b/,
    ],
    codeGiven: [
      /\b\d{4,8} (?:is|est|es|ist|e) (?:your|votre|tu|su|ihr|il tuo|o seu) (?:\w+ ){0,2}(?:code|otp|passcode|codigo|pin)\b/,
      /\b(?:code|otp|passcode|one[- ]time (?:password|passcode|code|pin)|codigo|code de (?:confirmation|verification|securite)|bestatigungscode|sicherheitscode)\b.{0,40}\b(?:is|est|es|e|ist|:)\s?\d{4,8}\b/,
    ],
    // "Move your money to a safe account we set up": no bank ever asks that.
    safeAccount: [
      /\b(?:safe|secure|secured|protected) (?:vault|wallet)\b.{0,60}\b(?:mov|transfer|send)\w* (?:your )?(?:balance|funds|money|crypto|assets)\b/,
      affirmative(
        /\b(?:move|moved|transfer|transferred|send|sent)\b.{0,30}\b(?:to|into) (?:a |an |the |our |this )?(?:new |rbi |government |federal |bank )?(?:safe|secure|protected|holding) (?:government |federal |temporary |reserve )?(?:account|wallet)\b|\bsafe account (?:we|that we|has been|was) (?:set up|opened|created|have set up|have opened)\b|\b(?:move|transfer|send|withdraw)\w* (?:all )?(?:of )?(?:your |the )?(?:\w+ )?(?:funds|money|savings|balance|crypto|assets|coins)\b.{0,40}\b(?:(?:safe|secure|secured|protected|vault|holding|temporary) (?:\w+ )?(?:account|wallet|address)|(?:account|wallet|address) (?:we|that we|the bank) (?:assigned|created|opened|provided))\b/,
      ),
      // "Mover su saldo a una cuenta segura", "převést úspory na bezpečný účet", "emanet hesabına aktarmanız", "akaun selamat
      // Bank Negara", "tài khoản tạm giữ": the same in other languages, where the phrase itself is the request (unless a
      // warning names it: "never", "criminals ask you to").
      /(?<!\b(?:nunca|jamais|never|nie|niemals|mai|nooit|nigdy|nikdy|asla|criminel\w*|crimin(?:al|ales|osi)|estafador\w*|golpistas?|oszu\w*|betruger\w*|truffator\w*|dolandirici\w*)\b.{0,120})\b(?:cuenta segura|cuenta de seguridad|conta segura|compte (?:securise|de securite)|sicheres? konto|sicherheitskonto|conto sicuro|veilige rekening|bezpieczne konto|konto techniczne|bezpecny ucet|bezpecneho uctu|emanet hesab\w*|guvenli hesab\w*|akaun selamat|rekening aman|tai khoan (?:tam giu|an toan)|cont sigur)\b|безопасный сч[её]т|безопасного сч[её]т|резервный сч[её]т|حساب آمن|חשבון בטוח|โอนเงินทั้งหมด/,
    ],
  },
  wholeMessage: ['official'],
  hook: ['threat', 'bank'],
  request: ['fix', 'link', 'call', 'safeAccount'],
  assess(has, facts) {
    if (has('safeAccount')) return 'move-to-safe-account';
    if (!has('bank') || !has('threat')) return null;
    // "Votre code de confirmation La Banque Postale est 538172. Il expire dans 5 minutes": a code delivered, whose
    // expiry is the code's, with nothing to open or call.
    if (has('codeGiven') && !hasUnknownLink(facts) && !hasPhone(facts)) return null;
    // "As requested, we've closed your Tunebox account": the reader's own request, carried out.
    if ((has('asRequested') || has('notAThreat')) && !hasUnknownLink(facts) && !hasPhone(facts)) return null;
    // "We've blocked a payment on your card ending 3301, call us on 0818 …", "secure your account in the
    // Instagram app": the bank or service's own notice, sent to its own line or app.
    if (has('masked') && ownLineOnly(facts)) return null;
    if (
      has('official') &&
      !hasLink(facts) &&
      !hasPhone(facts, ['mobile', 'personal', 'unknown', 'premium-rate'])
    )
      return null;
    const online = sendsOnline(has('link'), facts);
    if (has('fix') && online) return 'threat-and-fix-through-link';
    if (has('call') && hasPhone(facts)) return 'threat-and-number-to-call';
    // "Call the bank, my card got blocked" with no number given is a friend's errand, not a lure.
    return has('fix') || online ? 'threat-and-fix-or-link' : null;
  },
});

export const cardTransaction = defineFamily({
  family: 'card-transaction',
  title: '"Was this you?" payment with a number to call',
  cues: {
    charge: [
      /\b(?:transaction|txn|purchase|payment|debited|charged|charge (?:of|for)|transfer of (?:[$£€₹] ?)?\d+|direct debit|mandate|authori[sz]ation (?:for|of)|order (?:#?[\w-]*\d[\w-]* )?(?:of|for|has been placed)|(?:was|has been|have been) used|spent|withdrawal|new payee|been placed|payee (?:"?[\w .'-]{0,30}"? )?(?:was |has been )?added|added (?:a )?(?:new )?(?:payee|beneficiary))\b/,
      OTHER.charge,
      /해외결제|결제|승인/,
    ],
    denial: [DENIAL, OTHER.denial, /본인이 아닐|본인 아닐|본인이 아니/],
    // "If unauthorised, call 6598 2034": the same question, put as banks put it too; with a toll-free line it is theirs.
    ifUnauthorised: [/\bif (?:this is |it was |it is )?unauthori[sz]ed\b/],
    // "We need to verify a payment of £1,249": asking to confirm a charge is the same question as "was it you?".
    check: [
      /\b(?:confirm|verify|validate|review|check) (?:a|this|the|your|some|recent|an?) (?:\w+ )?(?:transaction|payment|purchase|charge|transfer)\b/,
    ],
    // "Reply YES or NO" is how real fraud alerts ask too, and how the scam that calls you back next begins: the
    // text alone cannot tell them apart, and checking in the bank's app or on the number on your card is safe
    // either way.
    call: [
      affirmative(CALL),
      affirmative(
        /\b(?:reply (?:no|yes|n|y|cancel|block|refund|[0-9])\b|(?:agent|specialist|advisor|adviser|representative|team) will (?:contact|call) you|we will call you|speak (?:to|with) (?:a|an|our) (?:\w+ )?(?:agent|representative|advisor|specialist))/,
      ),
    ],
    link: [LINK, CLICK],
    balance: [/\b(?:avl bal|available balance|avail bal|bal(?:ance)? (?:is|rs|inr))/],
    // "Reply YES or NO. Msg&data rates may apply": the carriers' notice that a registered sender's US text alerts carry
    // (a bare "Reply STOP" is easy to copy and the fake Zelle alerts do). With no link or number beside it, the only
    // way to act is a reply to the bank's own code.
    carrierNotice: [/\b(?:msg|message)s? ?(?:&|and) ?data rates (?:may )?apply\b/],
    // …except for a Zelle payment to a person, the alert that fake "fraud departments" send before they call: Zelle
    // cannot be reversed, and the reply "NO" is what starts the call.
    zelleToPerson: [/\bzelle (?:payment|transfer)\b.{0,30}\bto [a-z]/],
    // A bank's own receipt: the transfer done, its reference, the account masked ("A/c **4821", "UPI Ref 5071…").
    receipt: [
      /\b(?:successful(?:ly)?|(?:upi |txn |transaction )?ref(?:erence)?(?: ?no| number| id)?\W{0,3}\d{4,}|txn (?:id|no)|account (?:no\W{0,2})?[x*]{2,}\d{3,})/,
    ],
    official: [OFFICIAL_ROUTE],
    // "If you don't recognise this payment, log in to PayPal and go to the Resolution Centre", "please contact the
    // Singpass helpdesk": the service itself, reached as usual. Only in a text with no link or number (see assess):
    // an e-mail's lost button reads so too.
    loginToService: [
      /\b(?:log|sign) ?in to (?:your )?[\w.]+(?: account| app)? (?:and|to) (?:go to|visit|open|check|review)\b|\b(?:contact|call|reach) (?:the |our )?[\w.]+ (?:helpdesk|help desk|customer (?:service|support|care)|support team|hotline)\b/,
    ],
    // "On card ending 6612", "A/c **4521", "A/C X5678": real alerts name your card or account by its last digits
    // (the sender knows them); "was this you?" lures, sent to numbers in bulk, seldom can.
    masked: [MASKED_ACCOUNT],
    // "Your one-time passcode for a payment of £250 to P Wright is 846201": the bank checking a payment you
    // are making, with the code for it.
    code: [
      /\b(?:otp|one[- ]time (?:passcode|password|code|pin)|verification code|security code|passcode)\b.{0,60}\b\d{4,8}\b/,
    ],
  },
  hook: ['charge', 'denial', 'check'],
  request: ['call', 'link'],
  assess(has, facts) {
    if (has('code')) return null;
    if (
      has('charge') &&
      has('ifUnauthorised') &&
      !has('denial') &&
      !has('official') &&
      has('call') &&
      hasPhone(facts, RINGABLE_NOT_TOLL_FREE)
    )
      return 'denial-and-number-or-link';
    if (has('charge') && has('check') && !has('denial') && !has('official') && !has('balance'))
      return has('call') && hasPhone(facts) ? 'transaction-check-and-number-to-call' : null;
    if (!has('charge') || !has('denial') || has('official')) return null;
    if (
      (has('loginToService') || (has('carrierNotice') && !has('zelleToPerson'))) &&
      facts.links.length === 0 &&
      !hasPhone(facts) &&
      readWhole(facts)
    )
      return null;
    // Named by its last digits, and sent back to the bank's own line or site: how the bank's own alert reads,
    // unless it is written in text-speak ("ur card … not u? call"), which no bank's alert is.
    if (has('masked') && ownLineOnly(facts) && !inTextSpeak(facts)) return null;
    const callNumber = has('call') && hasPhone(facts);
    // Real bank alerts end "Not you? Call <our number>" after the balance; scams rarely give a balance. A
    // receipt of a finished transfer that gives only a toll-free line is the bank's alert too.
    const receipt =
      has('receipt') &&
      facts.links.length === 0 &&
      hasPhone(facts) &&
      facts.phones.every((phone) => phone.kind === 'toll-free');
    if (has('balance') || receipt) return callNumber || has('link') ? 'balance-alert-with-contact' : null;
    if (callNumber || sendsOnline(has('link'), facts)) return 'denial-and-number-or-link';
    // A link to the bank's own site ("visit coinbase.com/settings/security") is not a way to be fooled.
    return has('call') ? 'denial-and-call-or-click' : null;
  },
});

/**
 * An e-mail's button or hidden link: "CLICK HERE TO UPDATE", "verify through the link below". Its address is
 * not in the text (nor on a screenshot of it), so the words that point at it are what there is.
 */
const HIDDEN_LINK = affirmative(
  /\b(?:click|tap)\b|\b(?:(?:following|this|the|below) (?:link|button)|(?:link|button|form) below|(?:log ?in|sign ?in|login) below)\b|\b(?:log ?in|sign ?in|continue|verify|validate|upgrade|proceed|check it out) here\b/,
);

export const accountSecurity = defineFamily({
  family: 'account-security',
  title: 'Account suspension, password or code request',
  cues: {
    // "Your security code is 830217. It will expire in 15 minutes": a code delivered, whose expiry is the code's.
    deliveredCode: [
      /\b(?:code|otp|passcode|one[- ]time (?:password|passcode|pin|code))\b (?:is:?|:) ?\d{4,8}\b/,
    ],
    account: [
      /\b(?:account|password|user ?name|user ?id|online id|pin|mailbox|e-?mail|apple id|icloud|login|log-?in|sign-?in|profile|microsoft 365|office 365|whatsapp|instagram|facebook|netflix|paypal|storage|sim(?: card)?|(?:your|the) (?:business )?page)\b/,
      OTHER.account,
    ],
    // The phone line itself: "your mobile number will be suspended", "your SIM will be blocked today".
    line: [
      /\b(?:(?:mobile|phone|sim|your|jio|airtel|vi|bsnl) (?:number|no|connection|line|service)s?|sim(?: card)?|mobile services?)\b/,
    ],
    threat: [
      ACCOUNT_THREAT,
      /\b(?:blacklist\w*|blocklist\w*|shut(?:ting)? ?down|will be lost|(?:will|shall) (?:be )?(?:permanently )?close[ds]?|mailbox (?:is )?(?:almost )?full|storage (?:is )?full|(?:exceeded|over|reached) (?:its |the |your )?(?:\w+ )?(?:storage|quota|limit)|password (?:expires|will expire)|expires today|will be (?:\w+ )?deleted|(?:will be|is|are|being) revoked|scheduled for (?:\w+ )?(?:deletion|removal|deactivation|suspension)|disconnect\w*|new (?:sign-?in|login|device)s? (?:detected|attempt\w*|request\w*|from)|(?:sign-?in|login) (?:from|on) (?:a |an )?(?:new|unknown|unrecogni[sz]ed) device)\b/,
      // "Click Here to keep your e-mail password active", "Update e-mail Password": the mailbox's password said to lapse.
      /\bkeep (?:your |the )?(?:e-?mail |mailbox |webmail )?(?:password|account|mailbox)s? active\b|\bupdate (?:your |the )?(?:e-?mail|mailbox|webmail) password\b/,
    ],
    fix: [
      affirmative(UPDATE),
      affirmative(
        /\b(?:keep (?:the )?same password|keep (?:your|the) (?:password|account|e-?mail|mailbox) active|secure your account|sign in|log ?in|click|appeal|request (?:a )?review|objection|enrol\w*|upgrade)\b/,
      ),
    ],
    code: [
      affirmative(
        // "It keeps sending the code to my old number" reports what a service does; it asks nothing.
        /(?<!\b(?:keeps?|kept|is|was|were|been|are|it|they|stopped|started) )\b(?:send(?:ing|en)?|forward(?:ing)?|shar(?:e|ing)|giv(?:e|ing)|tell(?:ing)?|read(?:ing)?)\b(?! (?:you|u) (?:a|an|the|this|your) (?:[\w-]+ )?(?:code|otp|pin)\b).{0,25}\b(?:the |your |a |that |this )?(?:\d[- ]digit |verification |security |whatsapp |otp |one[- ]time )?(?<!\b(?:sort|wi-?fi|door|gate|alarm|garage|promo|discount|voucher|coupon|zip|post|area|dress|qr|referral) )(?:code|otp|pin)\b(?! (?:for|to|of) (?:the |your |my |our )?(?:wi-?fi|gate|door|garage|alarm|lock ?box|locker|building|front door|bike lock|padlock|safe|apartment|flat|house))/,
      ),
      /\b(?:sent|mistakenly sent|accidentally sent)\b.{0,40}\bcode\b.{0,25}\b(?:to your|your number|by mistake)\b/,
      // "Instagram will send a login link to your number, screenshot it and send it back": a way in, handed over.
      affirmative(
        /\b(?:login|log-in|sign-?in|verification|reset|recovery) link\b.{0,100}\b(?:screenshot|send (?:it |them )?back|forward (?:it|them))\b|\b(?:send(?:ing)?|sent) (?:you )?a link to your (?:e-?mail|phone|number|inbox)\b.{0,60}\bscreenshot\b|\b(?:get|receive)\w* (?:a link (?:in|to|on) your (?:e-?mail|phone|inbox|texts?)|an? (?:text|message|sms|e-?mail) with a link)\b.{0,60}\b(?:screenshot|send (?:it|that) (?:back|to me))\b|\b(?:send|sent|get|receive)\w* (?:you )?a link\b.{0,60}\bsend (?:it|that|the link) (?:straight |right )?back to me\b/,
      ),
      // "Txt back ur PIN 2 keep it active": no service takes a PIN or password by return text.
      affirmative(
        /\b(?:text|txt|reply|respond|sms)\w*(?: (?:back|us|me))?(?: with)? (?:your|ur|the) (?:\w+ )?(?:pin|password|passcode|otp)\b/,
      ),
      // The same story in other languages: "te llegó un código por error", "enviei um código pro seu número por
      // engano", "ada kode OTP tidak sengaja", "أرسلت لك رمز بالخطأ".
      OTHER.codeByMistake,
      // "Can you send me the 6 numbers you received?": the code by another name.
      affirmative(
        /\b(?:send|forward|share|give|tell|read)\b.{0,15}\b(?:the )?(?:\d|four|five|six|eight) (?:digits|numbers)\b.{0,30}\b(?:you (?:got|received|just got)|(?:that|which) (?:came|arrived))\b/,
      ),
      // "What's the code Facebook just sent you?", "send us a screenshot of your login code": the code, asked outright.
      affirmative(
        /\bwhat(?:'?s| is| was) the (?:\d[ -]digit )?(?:code|otp|pin)\b.{0,30}\b(?:sent|texted|gave|emailed) (?:to )?(?:you|u)\b|\b(?:screenshot|screen ?shot|pic|photo) of (?:your|ur) (?:\w+ )?(?:code|otp)\b/,
      ),
      // "Can you just text me back the 6 digits?", "it's a 6 digit code, can you read it back to me?": the code that
      // came to the reader's phone, asked for back.
      affirmative(
        /\b(?:text|send|read|tell|give)\b (?:it |them )?(?:me )?back (?:the )?(?:\d|six|four|five|eight)[ -]digits?\b|\b(?:code|digits)\b.{0,80}\bread (?:it|them) back to me\b|\bread (?:it|them) back to me\b.{0,40}\b(?:code|digits)\b/,
      ),
      // "Reply to this message with the 6-digit code we just sent you": the code goes back to whoever asked.
      affirmative(
        /\b(?:reply|respond|text (?:us |me )?back)\w* (?:to this (?:message|text|sms) )?with (?:the |your |that )?(?:[\w-]+ )?(?:code|otp|pin|passcode)\b/,
      ),
      // "Necesito que me pases el código que te llegó por SMS": the code asked for, in Spanish and Portuguese.
      OTHER.codeAsk,
      // "Screenshot the link Facebook sends you and send it to me": the recovery link, by picture.
      affirmative(
        /\bscreenshot (?:it|them) (?:and|&) send (?:it |them )?(?:here|to me|back|me)\b|\bscreenshot (?:the|that) (?:link|code|text|message)\b.{0,50}\bsend\b/,
      ),
      // "OTP aaya hoga, jaldi bhej do", "тебе придёт код, скинь его мне": the code asked for in Hinglish and Russian.
      /\b(?:otp|code|kod)\b.{0,60}\b(?:bhej do|bhejo|bhej dena|bhejein|bhej dein|bhejiye|bata do|batao|bata dena|bata dein|batayein|bataiye|send kar do)\b|код.{0,40}(?:скинь|пришли|отправь|перешли|продиктуй)|(?:скинь|пришли|отправь|перешли|продиктуй)\w* (?:мне )?код/,
      // "OTP code ti 01824… number e pathan", "card ke peeche wale 3 number aur OTP bata dein".
      /\b(?:otp|code|pin)\b.{0,40}(?<!\b(?:mat|na|nahi|nahin|kabhi) )\b(?:pathan|bata de(?:in|n)|bata do|bata dijiye|bataiye|batayiye|bol(?:en|un)|share (?:kar\w*|kijiye))\b|(?<!\b(?:jangan|tidak|tdk|jgn) )\b(?:sebutkan|kirimkan|bagikan|berikan) (?:kode|otp)\b|(?:сообщите|назовите|продиктуйте) код/,
      // "Un ejecutivo te llamará; ten a la mano tu tarjeta y el código que recibirás": the code read out to a caller.
      /\bten (?:a la mano|a mano|listo|lista)\b.{0,40}\b(?:codigo|clave|nip|token)\b/,
      // "Instagram can send a login link to a friend, just send me a screenshot of the text": the code by picture.
      affirmative(
        /\bsend (?:me )?(?:a )?(?:screenshot|screen ?shot|pic|photo) of (?:the|that) (?:text|sms|message|code)\b/,
      ),
      // "أرسل لنا رمز التحقق": the verification code asked for in Arabic.
      /(?:أرسل|ارسل|ابعث)\S* (?:لنا |لي )?(?:رمز|كود)/,
      // "Te ha llegado un código? ¿me lo dices?", "vai chegar um código, me passa?", "kod gitmiş, bana atar mısın?",
      // "بعتلك كود بالغلط، فيك تبعتلي ياه؟", "שלחתי לך קוד בטעות, אפשר להעביר לי?": the code, then the ask for it.
      /(?<!\bwi-?fi )\b(?:codigo|code)\b(?! (?:del?|da|do|para (?:el|la|o|a)) (?:la |el |o |a )?(?:wi-?fi|portal|puerta|porta|portao|alarma|alarme|garaje|garagem|descuento|desconto|promo\w*|cupon|cupom|taquilla|locker|armario|casillero|caja|candado|cadeado|netflix))\b.{0,80}\b(?:me (?:lo|la) (?:pasas|pasa|pases|pase|dices|diga|digas|dice|das|des|dictas|dicte|dictes|facilitas|facilite|facilites|mandas|mande|mandes|envias|envie|envies|reenvias|reenvie|lees|lea)|(?:me|pra mim|para mim) (?:passa|passe|passar|manda|mande|mandar|envia|envie|enviar|fala|falar|diz|dizer|informa|informe|repassa))\b|(?<!\bwi-?fi )\bkod\w*\b.{0,60}\b(?:atar|atabilir|gonderir|gonderebilir|iletir|iletebilir|soyler|soyleyebilir|yollar|yollayabilir|okur|okuyabilir) mi(?:sin|siniz)\b|(?:كود|رمز).{0,60}(?:تبعتلي|تبعتيلي|ابعتلي|ابعتيلي|ترسله لي|ارسله لي|ترسلي|تعطيني|تعطينا|عطني|عطيني|اعطني)|(?:تعطينا|تعطيني|عطني|عطيني|اعطني|اعطنا|ترسل لي|ترسلي|تبعتلي|ابعتلي)\S* (?:\S+ ){0,2}(?:رمز|كود)|קוד.{0,60}(?:להעביר לי|תעביר לי|תשלח לי|לשלוח לי|תמסור לי|למסור לי)|(?:תמסור לי|למסור לי|תעביר לי|תשלח לי|תגיד לי) (?:\S+ ){0,2}(?:את )?ה?קוד/,
      // "The code went to your number by accident": the story that comes before "can you send it to me?".
      /\bcode\b.{0,30}\b(?:went|came|was sent|got sent|arrived)\b.{0,25}\b(?:to your (?:number|phone)|by (?:mistake|accident))\b/,
      // "You will receive a code shortly, please forward it to this number."
      affirmative(
        /\b(?:receive|received|get|got|gotten|be sent|sent you|arrive|come through)\b.{0,20}\b(?:code|otp|pin)\b.{0,60}\b(?:send|forward|share|give|tell|read)(?: it| that| this| the code| us| me)\b|\b(?:code|otp|pin)\b.{0,60}\bread (?:it|that|this|the code|them|the digits) (?:back|out) to (?:me|us)\b/,
      ),
      // "I'm going to push a request to your Authenticator app now, please approve it": a sign-in approved for a stranger.
      affirmative(
        /\b(?:authenticator|mfa|2fa|two-factor|push (?:request|notification))\b.{0,80}\b(?:(?:tap|hit|press|click) approve|approve on (?:each|every|all|both))\b|\b(?:authenticator|mfa|2fa|two-factor|push (?:request|notification))\b.{0,80}\bapprove (?:it|that|them|the (?:request|prompt|notification|push|sign-?in|login))\b/,
      ),
    ],
    // "We just sent you a one-time code. Please read it back to me": the code's arrival and the request for it,
    // told in two sentences.
    codeSent: [
      // "You should have gotten a 6 digit text from Google".
      /\b(?:\d|four|five|six|eight)[- ]digit (?:text|code|number|sms|message)\b|\bto send you a (?:code|text with a code)\b/,
      /\b(?:sent|sending|texted|texting|(?:going to|will|is about to|'ll) (?:text|send)|(?:you'?ll|you will|you should) (?:get|receive))\b.{0,25}\b(?:code|otp|passcode|(?:\d|four|five|six|eight)[- ]digit (?:number|pin))\b/,
      // "Did you get a text from WhatsApp with a code just now?"
      /\b(?:get|got|receive|received) (?:a |an )?(?:text|sms|message)\b.{0,40}\b(?:code|otp|passcode)\b/,
      // "Vai chegar um código de 6 dígitos", "te va a llegar un código", "enviamos un code".
      /\b(?:vai chegar|vai receber|voce (?:vai )?receber\w*|enviamos|mandamos|te (?:llegara|llego|va a llegar)|vas a recibir|recibiras|vous allez recevoir|nous (?:vous )?avons envoye) (?:\w+ ){0,3}(?:codigo|code)\b/,
    ],
    readBack: [
      // "What's the number?", "what does it say?": the code, asked for after the text announcing it.
      affirmative(
        /\bwhat(?:'?s| is) the (?:number|code|otp)\b|\bwhat does it say\b|\btell me what it (?:is|says)\b/,
      ),
      affirmative(
        /\b(?:read|tell|give|send|forward|text)\w* (?:it|that|them|the (?:numbers|digits)) (?:back |out )?to (?:me|us)\b|\bshare (?:it|that|them) with (?:me|us)\b|\btell (?:me|us) (?:what (?:it|the (?:code|text|message)) says|the (?:\d+ |six |four |\d[- ]digit |\w+[- ]digit )?(?:number|numbers|digits))\b|\b(?:screenshot|send|forward|text|message) (?:it|that|them) (?:here|back)\b|\bscreenshot (?:it|that|them) (?:for me|and send)\b|\breply (?:back )?with (?:it|that|the (?:code|number|digits|otp))\b|\b(?:me )?(?:envie|envia|manda|mande)\w* (?:\w+ )?(?:aqui|pra mim|para mim|por aqui)\b/,
      ),
    ],
    credentials: [affirmative(CREDENTIALS)],
    // "Just tell me your username and password and I'll add 10k Robux": a login asked for outright in a chat.
    passwordAsk: [
      affirmative(
        /\bsend (?:me|us) (?:your|ur) (?:user ?name|login|e-?mail)\b.{0,60}\b(?:code|password|passcode)\b|(?<!\byou(?:'ll| will)? )\b(?:need|want) (?:your|ur) (?:login|password|log-?in details|credentials)\b/,
      ),
      // "Confirme suas 12 palavras de recuperação aqui": a wallet's recovery words, which no one else ever needs.
      affirmative(
        /\b(?:send|share|confirm|enter|type|give|provide|tell|dm|paste|confirme|envie|envia|comparte|comparta|partage|entrez)\w*\b.{0,40}\b(?:seed phrase|recovery phrase|secret (?:recovery )?phrase|(?:12|24|twelve) (?:words|palavras|palabras|mots|parole|kata)|palavras de recupera\w*|frases? (?:semilla|de recupera\w*)|phrase de recuperation)\b/,
      ),
      affirmative(
        /\b(?:tell|send|give|dm|share|text|message) (?:me|us) (?:your|ur) (?:(?!netflix|disney|hulu|spotify|hbo|max|prime|wi-?fi|wifi|router)\w+ )?(?:(?:user ?name|login|e-?mail|username|id) (?:and|&|\+) )?(?:password|pass|pw|passcode)\b/,
      ),
      // "Lend me ur roblox login for 5 min", "send me your Riot login": a game or social account handed over.
      affirmative(
        /\b(?:send|give|lend|share|dm|tell|text)\b (?:me|us) (?:your|ur) (?:\w+ )?(?:roblox|riot|steam|epic|fortnite|valorant|minecraft|discord|insta\w*|snap\w*|tiktok|facebook|fb|xbox|psn|playstation|genshin) (?:login|log-?in|account|acc|password|pass|details)\b/,
      ),
      // "Send me your bank name, online username and password so I can deposit": a bank's login asked for, which
      // no one who pays you ever needs.
      affirmative(
        /\b(?:send|give|tell|share|dm|text|need|want|what'?s|whats|what is)\b.{0,40}\b(?:your|ur) (?:[\w-]+ ){0,3}?(?:(?:online|mobile|internet|net) ?banking|bank(?:ing)? app|bank) (?:login|log-?in|user ?name|password|pin|credentials)\b|\b(?:online|bank(?:ing)?) user ?name (?:and|&) password\b/,
      ),
    ],
    // "Share OTP 5821 with the delivery agent only after receiving the package": a cash-on-delivery or
    // open-box code handed over at the door, as Indian shops' delivery texts ask; not a code sent to a stranger.
    handover: [
      CODE_HANDOVER,
      // "The key is in a lockbox by the front door, I'll send the code in the app": a host's or a building's code.
      /\b(?:lock ?box|key ?safe|key ?box|key ?lock|gate|garage door|front door|building|alarm)\b.{0,80}\bcode\b/,
    ],
    // "Can you send me the Netflix code? It's asking on the TV at mum's": a code for an account the two share,
    // asked for by someone who says where they are using it. A thief's story is a mistake or a contest.
    shared: [
      // "Mummy, Hotstar ka OTP aaya hoga, bata do": a child asking a parent for the code of the family's account.
      /^(?:mummy|mumma|mom|mum|papa|dad|maa|ma)\b.{0,60}\b(?:otp|code)\b/,
      /\bthe (?:netflix|disney\+?|hulu|spotify|prime|max|hbo|youtube|apple tv|xbox|playstation|steam) (?:code|account|login|password)\b|\b(?:verify|update|confirm)\w* (?:the )?household\b|\bfamily (?:organi[sz]er|sharing|plan|group)\b|\b(?:our|the family|the shared|shared|family|the team|team|work) (?:\w+ )?(?:netflix|disney\+?|prime|spotify|hulu|canva|figma|slack|account|login|plan|subscription|inbox|mailbox|workspace)\b|\b(?:netflix|disney\+?|prime|spotify|hulu|hbo|max|youtube premium|account|login|plan) (?:that )?we (?:all )?share\b|\b(?:account|plan)(?:'s| is) (?:on|under) (?:your|my|our) (?:number|name|phone)\b|\b(?:on|for) (?:the|my|our|your|[a-z]+'s) (?:new |living room |big |old |other )?(?:tv|telly|laptop|tablet|ipad|xbox|playstation|ps5|fire ?stick|roku)\b|\bat (?:mum|mom|dad|nan|gran|grandma)'?s\b|\b(?:sur la (?:tele|tv)|le foyer|chez (?:maman|papa|mamie|papi)|en la (?:tele|tv)|na (?:tv|televisao))\b/,
    ],
    mistake: [
      /\b(?:by (?:mistake|accident)|mistakenly|accidentally|wrong number|vote|contest|competition|verify (?:you|that you))\b/,
    ],
    ownChange: [
      /\byou (?:have |'ve )?(?:just )?(?:turned on|enabled|set up|switched on|activated) (?:two-factor|2fa|two-step|2-step|login approvals|multi-factor|mfa)\b/,
    ],
    // "Vote for me in this contest, just log in with your Insta": a friend's hijacked account harvesting logins.
    vote: [
      /\b(?:vote|voting|votes|votar|voto|votos|votare|voter|abstimmen|zag[łl]osowa\w*|g[łl]osowani\w*|g[łl]os\w*)\b/,
    ],
    // "I'll send you a link, you just need to enter the code they text you": the page asks for the phone's code.
    enterCode: [
      affirmative(
        /\b(?:enter|type|put in|input|fill in)\b.{0,20}\b(?:the |a )?(?:\d[- ]digit )?(?:code|otp|pin)\b.{0,30}\b(?:they|it|you) (?:will |'ll )?(?:text|send|sms|get|receive)\w*\b/,
      ),
    ],
    socialLogin: [
      /\b(?:log ?in|sign ?in|login|verify)\b.{0,20}\b(?:with|using|through|via) (?:your |ur )?(?:insta|instagram|facebook|fb|snap|snapchat|tiktok|google|apple id|telegram|whatsapp|x|twitter|discord|steam)\b|\b(?:zalogowa\w*|logowanie) przez (?:facebook|fb|instagram|google)\w*|\b(?:iniciar sesion|inicia sesion|entrar|entra|login|accedi|connecte-toi|connectez-vous) (?:con|com|via|avec|with) (?:tu |su |seu |ton |votre |il tuo )?(?:facebook|instagram|google|fb)\b/,
    ],
    // "Log in through our bot: @TelegramSecurityBot_verify": a chat bot is a page to type into.
    link: [
      LINK,
      HIDDEN_LINK,
      /リンク|こちらから/,
      /(?<![\w.-])@\w*bot\b|\b(?:through|via|using|with|to) (?:our|the|this|official) (?:\w+ )?bot\b/,
    ],
    // "Is this you in this video?", "look who died in this video": the hacked friend's lure that leads to a fake
    // sign-in page.
    isThisYou: [
      /\b(?:is (?:this|that|it) (?:really )?(?:you|u)\b.{0,30}\b(?:video|vid|photo|pic|picture|clip)|(?:this|that|it) (?:is|'s) (?:really )?(?:you|u) in (?:this|the|that) (?:video|vid|photo|pic|picture|clip)|(?:are|r) (?:you|u) in (?:this|the|that) (?:video|vid|photo|pic|picture|clip)|(?:video|vid|photo|pic|picture|clip)s? (?:of|with) (?:you|u)\b.{0,20}\?|look (?:who|what) (?:died|is|was) in (?:this|the) (?:video|vid|photo|pic)|(?:video|vid|photo|pic|clip)\b.{0,30}\bis (?:this|that|it) (?:you|u)\?|isn'?t (?:this|that|it) you\?|^(?:omg |wow |lol |hey |yo )?is (?:this|that) (?:really )?(?:you|u)\?+|fake (?:profile|account) (?:with|using) your (?:pics|photos|pictures|name)|found (?:an? |this |your )?(?:old )?(?:photo|pic|picture|video)s? of (?:you|u)|found your (?:old )?(?:photo|pic|picture|video)s?)/,
      /\b(?:eres tu|e voce|es voce|c'est toi|bist du das|sei tu|ini kamu)\b.{0,40}\b(?:video|foto|vid)|\b(?:video|foto|vid)\b.{0,40}\b(?:eres tu|e voce|es voce|c'est toi|bist du das|sei tu|ini kamu)\b|это (?:ты|вы) на (?:этом |этой )?(?:видео|фото)|(?:видео|фото) с тобой/,
    ],
    // "I'm from the official Binance support team, send me your UID and registered e-mail", "reach out to
    // @MetaMaskHelpDesk": an agent who found you, asking for what opens your account. Support answers in the app.
    supportAgent: [
      /\b(?:from|with|of|at|this is|i'?m|we are|we'?re) (?:the )?(?:official )?(?:\w+ ){0,2}(?:customer (?:service|support|care)|support|help ?desk|recovery|security) (?:team|department|desk|agent)\b/,
      /\b(?:i'?m|i am|this is) (?:a |an )?(?:\w+ ){0,2}(?:staff member|employee|moderator|trust (?:and|&) safety (?:agent|team))\b/,
      /\b(?:i'?m|i am|we'?re|we are) (?:from|with) (?:the )?(?:\w+ ){0,2}(?:customer (?:support|service|care)|support|help ?desk)\b/,
    ],
    // "Please screen share while logged in so I can verify your account": whoever watches the screen takes the account.
    screenShare: [affirmative(/\bscreen ?shar\w*\b/)],
    accountAsk: [
      affirmative(
        /\b(?:send|give|share|dm|provide|tell)\b.{0,15}\b(?:your )?(?:uid|user ?id|registered (?:e-?mail|email address|phone|number)|wallet (?:address|phrase|id)|seed(?: phrase)?|recovery (?:phrase|words)|account (?:id|email|e-mail|number and))\b/,
      ),
    ],
    wallet: [
      /\b(?:wallet|metamask|trust ?wallet|binance|coinbase|ledger|phantom|exodus|crypto|seed phrase)\b/,
    ],
    addMe: [/\b(?:add|dm|message|text|friend|contact) me\b/],
    helpHandle: [/(?<![\w.-])@[a-z0-9_]*(?:help|support|desk|care|assist)[a-z0-9_]*\b/],
    // "Log in with your company credentials to view your new salary": a work or school sign-in asked for through a
    // link in a message. Staff portals are bookmarked or reached from the intranet, not from a text or an e-mail.
    workLogin: [
      affirmative(
        /\b(?:log ?in|sign ?in|login|authenticate)\b.{0,20}\b(?:with|using) (?:your )?(?:company|work|office|corporate|business|network|staff|employee|university|student|school|email|e-mail|outlook|microsoft|office 365|microsoft 365)(?: (?:net ?id|id|e-?mail|user ?name|login))?(?: and)? (?:credentials|password|login|account|details)\b|\b(?:verify|enter|use|confirm|validate|provide)\w* (?:your )?(?:microsoft|office ?365|microsoft 365|outlook|e-?mail|work|company|corporate|network) (?:credentials|password|login)\b|\busing your (?:e-?mail|microsoft|office|work) credentials\b|\bdevicelogin\b/,
      ),
    ],
    // "All staff must verify their direct deposit information to receive their next paycheck": payroll details
    // asked for through a message. Payroll changes are made in the HR system the reader already uses.
    // "Go to microsoft.com/devicelogin and enter the code": the device-code sign-in, on Microsoft's own page, that
    // hands the sender a session for the reader's account.
    deviceCode: [/\bdevice ?login\b/],
    // …with the code itself in the message ("Code: HT7K-92QW"): the sender made it, on their own device.
    givenCode: [/\bcode\b\W{0,3}(?:is )?(?=[\w-]*\d)[a-z0-9]{3,5}-[a-z0-9]{3,5}\b/],
    payroll: [
      /\b(?:must|required to|need to|are asked to|have to) (?:verify|update|confirm|re-?validate|re-?enter) (?:your |their )?(?:direct deposit|payroll|salary|bank(?:ing)?|pay) (?:information|details|info|account)\b/,
    ],
    // "I accidentally reported your account, contact their staff to fix it or you'll be banned": the gaming and
    // Discord scam that hands the reader to a fake moderator.
    reported: [
      /\b(?:accidentally|mistakenly|wrongly) reported (?:your|ur) (?:\w+ )?account|reported (?:your|ur) (?:\w+ )?account (?:by (?:mistake|accident)|for (?:scamming|fraud))/,
      /(?:случайно|по ошибке).{0,40}жалоб|жалоб.{0,40}(?:случайно|по ошибке)/,
    ],
    // A change to the account that the reader is asked to disown: a SIM swap, a new device, a changed password.
    change: [
      /\b(?:sim (?:card )?(?:swap|replacement|change)|(?:password|pin|e-?mail|phone number|address) (?:was |has been |have been )?(?:changed|reset|updated)|new (?:device|payee|recipient|beneficiary|ach|sign-?in|login)|(?:payee|recipient|beneficiary|ach|device) (?:was |has been )?added|(?:signed|logged) in from|(?:login|sign-?in) attempt)\b/,
      // "Tentativo di accesso da un nuovo dispositivo", "nuevo dispositivo", "nouvel appareil", "neues Gerät".
      /\b(?:(?:nuevo|novo|nuovo) (?:dispositivo|equipo|aparelho)|nouvel appareil|neue[sm]? gerat|nieuw apparaat|tentativ[oa] di accesso|intento de (?:acceso|inicio de sesion)|tentative de connexion|anmeldeversuch|tentativa de (?:acesso|login))\b/,
    ],
    // "On 14 Jun 2024 at 09:12", "on 14/06 at 18:02", "14Jun24 8:15PM": when it happened, to the minute. The bank's own
    // alert knows; a lure sent to numbers in bulk seldom says.
    stamped: [
      /\b(?:on |at )?(?:\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?|\d{1,2} ?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* ?(?:\d{2,4})?|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* \d{1,2}(?:,? \d{4})?)\b.{0,12}\b\d{1,2}[:.]\d{2}(?: ?[ap]m)?\b/,
    ],
    // "New payee added. Not you?" or "… visit the link to remove it": either way the reader is asked to undo it.
    denial: [DENIAL, OTHER.denial, /\bto (?:remove|cancel|stop|reverse|block|undo|decline)\b/],
    call: [affirmative(CALL)],
    official: [OFFICIAL_ROUTE],
    // "New voicemail … listen at vm-inbox.link", "a document was shared with you": something waiting for you,
    // behind a link.
    waiting: [
      /\b(?:missed call from|left (?:you )?a (?:voice ?mail|voice message|message)|(?:new|unread|pending|undelivered|\d+ (?:new|unread|pending|undelivered|held|incoming)) (?:voice ?mail|voice message|message|e-?mail|mail|fax|document|file|photo)s?|(?:\d+|an?) (?:voice ?mail|voice message|fax)s?|(?:voice ?mail|fax|document|file|photo)s? (?:is |are )?(?:waiting|pending)|(?:shared|sent) (?:a |an )?(?:document|file|folder|photo)s? with you)\b/,
    ],
    // The webmail "administrator" lure: your mailbox is full, being upgraded or migrated, or holds mail back, and
    // you must sign in through a link to keep it. Mail providers and IT departments do not ask for your
    // password by e-mail, and a full mailbox is fixed by deleting mail, not by logging in somewhere.
    mailbox: [
      /\b(?:e-?mail|webmail|mailbox|mail) (?:account )?password\b/,
      /\b(?:your|our|all|(?:staff|employee|user)s?'?) (?:[\w/-]+ ){0,2}?(?:mail ?box(?:es)?|e-?mail (?:account|quota|storage|box|database|server)s?|webmail|web mail|inbox|mail (?:quota|storage|server|database)|outlook web app|owa|zimbra|cpanel)\b/,
    ],
    mailboxNotice: [
      /\b(?:quota|storage|(?:almost|is|are|box) full|\d+ ?% full|exceed\w*|upgrad\w*|migrat\w*|expand\w*|de-?activat\w*|terminat\w*|shut ?down|suspen\w*|re-?validat\w*|validat\w*|maintenance|(?:pending|incoming|unread|undelivered|held|blocked) (?:e-?)?(?:mails|messages)|running (?:low|out))\b/,
    ],
    // "Some of your account information appears to be missing or incorrect", "your account could not be verified":
    // the e-mail that asks you to "confirm your information" on a page that takes it.
    dataProblem: [
      /\b(?:information|info|details|data|records?|profile)\b.{0,40}\b(?:missing|incorrect|inaccurate|unverified|out of date|outdated)\b|\b(?:account|identity|information|details)\b.{0,10}\b(?:could not|couldn'?t|cannot|can not) be (?:verified|confirmed|validated)\b|\b(?:unable|not able) to (?:verify|confirm|validate) (?:your )?(?:identity|account|information|details)\b/,
    ],
    // "To view this document, sign in with the e-mail address it was sent to": a page that asks for the e-mail's
    // password to open a file. Shared documents open in the service's own app, signed in already.
    documentLogin: [
      affirmative(
        /\bto (?:view|access|open|download|read|see)\b.{0,60}\b(?:log ?in|sign ?in|login)\b.{0,40}\b(?:e-?mail|password|credentials|email provider)\b|\b(?:select|choose|pick|click) (?:your |the )?(?:e-?mail|email|webmail) (?:provider|service|host)\b|\b(?:log ?in|sign ?in|login) (?:with|using) (?:your |the )?(?:e-?mail|email address|email provider)\b(?: (?:and|&) password)?.{0,40}\b(?:view|access|open|download|read)\b/,
      ),
    ],
    signIn: [
      affirmative(
        /\b(?:log ?in|sign ?in|login)\b.{0,30}\b(?:e-?mail|webmail|password|details|information|credentials)\b|\bfill (?:in |out )?(?:the |all )?(?:form|fields|required)|\bfollow the (?:url|link)\b/,
      ),
    ],
  },
  wholeMessage: ['official'],
  hook: ['change', 'threat', 'account', 'line', 'waiting', 'mailbox', 'isThisYou'],
  request: ['code', 'readBack', 'screenShare', 'fix', 'link', 'credentials', 'call', 'signIn'],
  assess(has, facts) {
    const codeAsked = has('code') || (has('codeSent') && has('readBack'));
    if (codeAsked && !has('handover') && !(has('shared') && !has('mistake'))) return 'code-request';
    // A code for an account the two share ("it's sending the code to the team inbox, forward it?") is not a lure.
    if (has('code') && has('shared') && !has('mistake')) return null;
    // "You turned on two-factor authentication for your Facebook account": the reader's own change, confirmed.
    if (has('ownChange') && !hasUnknownLink(facts) && !hasPhone(facts)) return null;
    if (has('isThisYou') && hasUnknownLink(facts)) return 'is-this-you-link';
    if (has('reported')) return 'accidental-report';
    if (has('passwordAsk') && !has('shared')) return 'password-asked';
    if (
      (has('supportAgent') && (has('accountAsk') || has('screenShare'))) ||
      (has('wallet') && has('helpHandle'))
    )
      return 'support-agent-asks-account';
    // "Just tap the link and log in with insta": with the link or with its address lost in a copy.
    if (has('vote') && has('enterCode')) return 'vote-and-sign-in-link';
    if (
      has('vote') &&
      has('socialLogin') &&
      (hasUnknownLink(facts) || (has('link') && facts.links.length === 0))
    )
      return 'vote-and-sign-in-link';
    // With the address lost ("… to view your new salary:" copied without its link), the request stands alone. A
    // university's or school's own portal (.edu, .ac.uk) is where its sign-in belongs.
    if (
      has('workLogin') &&
      (hasLink(facts) || facts.links.length === 0) &&
      !facts.links.some((link) => isEducationHost(link.domain))
    )
      return 'work-login-through-link';
    // "I'm a Steam Support agent … your account will be banned unless you verify ownership. Add me": support staff
    // do not seek you out in a chat to threaten your account.
    if (has('supportAgent') && has('threat') && has('account') && has('addMe'))
      return 'support-agent-asks-account';
    // "Locked after 3 wrong PIN attempts: visit a branch or call the number on the back of your card"; a
    // helpdesk's landline beside its own route is the provider's too.
    if (
      has('official') &&
      !hasLink(facts) &&
      !hasPhone(facts, ['mobile', 'personal', 'unknown', 'premium-rate'])
    )
      return null;
    // "Your SIM swap has started. Not you? Report it at stop-swap.network": honest notices send you to the
    // provider's own site or app, not to one hardly anyone visits.
    if (has('change') && has('denial') && hasUnknownLink(facts)) return 'change-to-disown-at-unknown-site';
    // "A new device was registered. Not you? Call 01 443 9127": the number given is the one to distrust, as in
    // the card "was this you?" alert (a toll-free line is left to that family's rules).
    // …unless it says when, to the minute, and gives a fixed or toll-free line: "registered on a new device on 14/06 at
    // 18:02. If this was not you, call 0800 110 929".
    const stampedToOwnLine =
      has('stamped') && calledPhones(facts).every((phone) => OWN_LINE_KINDS.includes(phone.kind));
    if (
      has('change') &&
      has('denial') &&
      has('call') &&
      !stampedToOwnLine &&
      hasPhone(facts, RINGABLE_NOT_TOLL_FREE)
    )
      return 'change-to-disown-by-phone';
    if (has('waiting') && hasUnknownLink(facts)) return 'message-waiting-at-unknown-site';
    // Real providers send you to their app or store, and never put a number to call beside a cut-off.
    if (has('line') && has('threat') && has('call') && hasPhone(facts))
      return 'line-threat-and-number-to-call';
    if (has('mailbox') && has('mailboxNotice') && (sendsOnline(has('link'), facts) || has('signIn')))
      return 'mailbox-notice-and-sign-in-link';
    if (has('deviceCode') && has('givenCode')) return 'work-login-through-link';
    if (
      (has('documentLogin') || (has('payroll') && has('link'))) &&
      (hasUnknownLink(facts) || facts.links.length === 0)
    )
      return 'work-login-through-link';
    if (has('dataProblem') && has('account') && has('fix')) {
      if (sendsOnline(has('link'), facts)) return 'threat-and-fix-through-link';
      // An e-mail read as text keeps "Confirm now" but not the address behind it.
      if (facts.links.length === 0) return 'threat-and-credentials';
    }
    if (!has('account') || !has('threat')) return null;
    if (has('deliveredCode') && !hasUnknownLink(facts) && !hasPhone(facts)) return null;
    const online = sendsOnline(has('link'), facts);
    if (has('fix') && online) return 'threat-and-fix-through-link';
    return has('fix') && has('credentials') ? 'threat-and-credentials' : null;
  },
});

export const subscriptionRenewal = defineFamily({
  family: 'subscription-renewal',
  title: 'Fake subscription renewal or billing problem',
  cues: {
    subscription: [
      /\b(?:subscription|membership|renew\w*|auto-?renew\w*|invoice|billing|payment method|norton|mcafee|geek squad|avast|netflix|prime|disney\+?|spotify|antivirus|protection plan)\b/,
      OTHER.billing,
    ],
    charge: [
      /\b(?:charged|debited|deducted|will be (?:charged|debited)|has been renewed|renewed (?:for|at|on)|auto-?renewed|will (?:auto-?)?renew|auto-?renews? (?:today|tomorrow|tonight|on)|declined|failed|unable to process|could not be (?:processed|renewed)|payment (?:issue|problem))\b/,
      OTHER.declined,
    ],
    cancel: [affirmative(CALL), affirmative(/\b(?:to cancel|cancell?ation|refund|dispute)\b/)],
    fix: [affirmative(UPDATE), affirmative(/\bupdate (?:your )?(?:card|payment|billing)\b/)],
    link: [LINK, CLICK],
    reply: [affirmative(REPLY)],
    utility: [
      /\b(?:electric\w*|power|gas|water|broadband|internet|connection|meter|supply|bijli|bijlee|luz|electricidad|energia|agua|suministro|fornecimento|fornitura|bolletta|listrik|pln|eletricidade|electricite|strom|cfe|edf|pradu?|energii|tien [dđ]ien|cap [dđ]ien|evn\w*|elektrik|bekalan|dostawa energii)\b|बिजली|ρεύματος|ρευματος|δεη|ไฟฟ้า/,
      /電力|电力|電費|电费|台電|台电|水費|水费/,
    ],
    // The robocall classic: "your car warranty is about to expire, call 1-877…".
    warranty: [/\b(?:(?:car|vehicle|auto)(?:'s)?|extended|factory|manufacturer'?s?) warranty\b/],
    expiry: [
      /\b(?:about to expire|expir(?:es|ing|ed)|(?:has|have) (?:run|ran) out|final (?:\w+ )?(?:notice|reminder|call|attempt)|(?:tried|trying) to reach you)\b/,
    ],
    cutoff: [
      /\b(?:(?:will|shall|to) be (?:\w+ )?(?:disconn?ected|disconected|cut(?: off)?|discontinued|suspended)|disconn?ection)\b/,
      /\b(?:kaat diya jaye?ga|kat jaye?ga|band kar diya jaye?ga|bijli (?:connection )?(?:kaat|kat|band))\b/,
      /停止供電|停止供电|停電|停电|斷電|断电|停水/,
      /\b(?:sera (?:suspendid[oa]|cortad[oa]|suspens[oa]|sospes[oa]|coupee?|interrompu\w*)|distacco|(?:e|esta) programad[oa]|pemutusan|(?:evite|evitar|evita) (?:el |o )?corte|corte (?:de|del) (?:servicio|suministro|luz|energia)|coupure|wird (?:abgestellt|gesperrt|abgeschaltet)|od[lł]aczeni\w*|wy[lł]aczeni\w*|(?:tam )?ngung cap (?:[dđ]ien|nuoc)|cat (?:[dđ]ien|nuoc)|diputuskan|dipotong|zostanie wstrzymana|wstrzyman\w*)\b|θα διακοπεί|θα διακοπει|งดจ่ายไฟ|ตัดไฟ|काट दी जाएगी|काट दिया जाएगा|बंद कर दी जाएगी/,
    ],
    tonight: [
      /\b(?:tonight|today|within \d+ ?(?:hours?|hrs?|minutes?|mins?)|at \d{1,2}(?:[.:]\d{2})? ?(?:pm|am))\b/,
      /\b(?:aaj raat|aaj (?:hi|he)|hoy|hoje|amanha|manana|domani|morgen|jutro|besok|hari ini|esta noche|aujourd'hui|demain|ce soir|heute|dzisiaj|dzis|hom nay|toi nay|ngay mai|malam ini|tomorrow|entro \d+ ore|within \d+ ?(?:hours?|hrs?))\b|今日|今天|今晚|आज रात|आज|απόψε|αποψε|คืนนี้/,
    ],
    // "Our bank details have changed, pay the invoice to the new account": invoice redirection. A supplier's
    // real change of account is confirmed by phone, never by a message asking for the payment.
    bankChange: [
      /\b(?:(?:bank(?:ing)?|account|payment|remittance) (?:details|information|info) (?:have|has) (?:been )?(?:recently |now |just |since )?(?:changed|updated)|bank account (?:has|have) (?:been )?(?:recently |now |just )?changed|(?:changed|updated|new) (?:bank(?:ing)?|account|payment|remittance) (?:details|information|info)|(?:to|into) (?:our|the|this) new (?:supplier |vendor |bank )?account|(?:to|into) (?:our|the|this) (?:\w+ )?(?:subsidiary|alternative|alternate|secondary|temporary|offshore|sister company'?s?) (?:bank )?account\b|our (?:usual|regular|normal|main) (?:bank )?account (?:\w+ ){0,3}(?:is|has been) (?:temporarily )?(?:frozen|blocked|suspended|under (?:audit|review)|unavailable|closed)|(?:update|change|switch)\w* my (?:direct deposit|payroll|salary|pay) (?:details |information |info |account )?(?:to|with) (?:my |a )?new (?:bank|account)|(?:to|into) (?:our|the|this|my) new (?:zelle|paypal|venmo|cash ?app|e-?transfer|upi|gcash|m-?pesa)|new account (?:below|details|number)|(?:we(?:'ve| have)?|our (?:company|firm|office|business|agency)|the (?:company|landlord|agency)|your landlord|(?:landlord|agency|company) has) (?:recently )?(?:changed|switched) (?:our |their |its |his |her )?bank(?:s|ing)?(?: accounts?| details)?|our bank(?:ing)? (?:has )?changed|i (?:recently |just )?(?:changed|switched) banks?\b.{0,60}\b(?:update|change)\w* (?:my )?(?:direct deposit|payroll|salary|bank details|account details)|(?:changed|switched|moving|moved) (?:our |its |their )?(?:business )?bank(?:ing)? (?:partners?|providers?|institutions?|to)|(?:salary|payroll|paycheck|wages|direct deposit)\b.{0,40}\bnew (?:bank )?account|(?:updated|new|revised|changed|amended) wir(?:e|ing) (?:instructions|details|info\w*)|(?:update|change) (?:my |the )?(?:salary|payroll|direct deposit|wages?) (?:payment )?(?:details|account|information|info))\b/,
      // "Due to a problem with the school's payment system, please pay by Revolut to our trip coordinator": the usual way
      // to pay said to be broken, and another given.
      /\b(?:due to|because of|owing to) (?:a |an |some )?(?:problem|issue|glitch|error|fault|technical (?:issue|problem|fault)|audit) (?:with|on|in|of) (?:the |our |my )?(?:[\w']+ )?(?:payment (?:system|portal|gateway|page|platform)|online payments?|(?:usual |main |business |company |corporate )?bank account)\b/,
    ],
    // "Please find enclosed the form for updating your company's details in the European Business Register … sign and
    // return … the annual fee is EUR 995": a directory's order form dressed as a free update of an official register.
    directory: [
      /\b(?:business|company|companies|trade|industry|european|world|international|global|national|fair|expo|exhibitors?|commercial|internet|online) (?:\w+ )?(?:register|registry|directory|guide|catalogue|catalog)\b/,
    ],
    formReturn: [
      /\bsign (?:and|&) return\b|\breturn (?:the |this )?(?:completed |signed |updated |corrected )?form\b|\b(?:check|correct|update|complete|verify|confirm)\w*\b.{0,60}\b(?:sign|return (?:it|the form)|send (?:it )?back)\b/,
    ],
    listingFee: [
      /\b(?:annual|yearly|listing|registration|entry|publication) (?:fee|cost|charge|price)\b|\b(?:per|a|each) (?:year|annum)\b|\b(?:three|two|3|2) consecutive years\b/,
    ],
    // "Please send this month's rent to our new Zelle": the payment named by what it is for.
    pay: [
      affirmative(PAY),
      affirmative(
        /\bpayments\b|\b(?:send|transfer|wire)\w*\b.{0,30}\b(?:rent|invoice|balance|amount due|outstanding)\b/,
      ),
      // "Kindly direct all outstanding invoices to the new account": where the payments are to go.
      affirmative(
        /\b(?:direct|remit|route|redirect)\w* (?:all )?(?:outstanding |future |pending |open )?(?:invoices?|payments?|remittances?)\b/,
      ),
    ],
    // "Please pay in cash at the office instead": the other way to pay is in person, where no one can redirect it.
    inPerson: [
      /\b(?:pay|paid|bring|hand)\w*\b.{0,30}\b(?:in cash|at (?:the )?(?:school )?(?:office|reception|front desk|counter)|in person)\b/,
    ],
    // "Call our accounts team on the number you already have for us to confirm": the honest supplier's way.
    checkByPhone: [
      /\b(?:verify|confirm)\w* (?:\w+ ){0,4}by (?:phone|calling|telephone)\b|\bnumber you (?:already )?have (?:on file )?for us\b|\b(?:do not|don'?t) (?:update|change|act on)\b.{0,40}\b(?:this e-?mail|this message) alone\b|\bcalled (?:their|the|our) (?:\w+ ){0,2}(?:team|office|department|contact) on the number (?:we|i) (?:have|had|hold) (?:on file|for them)\b|\b(?:have|has) (?:not|n'?t) changed (?:their|its|our) bank(?:ing)? details\b/,
    ],
    // "To update your card, log in to the PureGym app": the service's own app, which the reader already has.
    official: [OFFICIAL_ROUTE],
  },
  // A supplier's change checked by phone anywhere in the thread vouches for the rest of it.
  wholeMessage: ['checkByPhone'],
  hook: ['bankChange', 'charge', 'subscription', 'cutoff'],
  request: ['cancel', 'fix', 'link', 'pay'],
  assess(has, facts) {
    // "Your power will be disconnected tonight, call our officer on 98…": utilities publish a helpline, they do
    // not ask you to ring someone's mobile.
    if (
      has('utility') &&
      has('cutoff') &&
      (has('cancel') || has('pay')) &&
      hasPhone(facts, ['mobile', 'personal', 'unknown'])
    )
      return 'cutoff-and-mobile-to-call';
    // Utilities warn days ahead in a bill; "tonight at 9.30pm" leaves no time to check, which is the point.
    if (has('utility') && has('cutoff') && has('tonight') && has('cancel') && hasPhone(facts))
      return 'cutoff-tonight-and-number';
    if (has('utility') && has('cutoff') && has('tonight') && has('pay') && hasUnknownLink(facts))
      return 'cutoff-tonight-and-link';
    // "Evite o corte pagando via Pix: enel-2via.debitos.app": the supply cut unless you pay at a site hardly anyone
    // visits, whenever the deadline. Utilities bill through their own sites and apps.
    if (has('utility') && has('cutoff') && has('pay') && hasUnknownLink(facts))
      return 'cutoff-tonight-and-link';
    if (has('warranty') && has('expiry') && has('cancel') && hasPhone(facts))
      return 'warranty-expiry-and-number';
    if (has('bankChange') && has('pay') && !has('checkByPhone') && !has('inPerson'))
      return 'payment-to-changed-account';
    if (has('directory') && has('formReturn') && has('listingFee')) return 'directory-listing-form';
    if (!has('subscription') || !has('charge')) return null;
    if (has('official') && facts.links.length === 0 && !hasPhone(facts)) return null;
    if (has('cancel') && hasPhone(facts)) return 'charge-and-number-to-cancel';
    if (has('fix') && sendsOnline(has('link'), facts)) return 'charge-and-fix-through-link';
    // "Renewed for $119.88. Questions? Visit dropbox.com/help": a receipt that sends you to the service's own site.
    const away = has('link') && (hasLink(facts) || facts.links.length === 0);
    return away || has('reply') ? 'charge-and-link-or-reply' : null;
  },
});
