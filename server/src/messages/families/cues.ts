/**
 * Cue patterns shared by the scam families, run on the match form of one sentence (lower case,
 * text-speak spelled out). Each names what a scam must do (send you somewhere, take money or details,
 * get a call, hurry you), not one campaign's wording.
 */
import { readMessage, type Sentence } from '../text/message-text';
import { alsoIn, OTHER } from './other-languages';

// One matcher per pattern, so families that share a pattern share its per-message result.
const AFFIRMATIVE = new Map<string, Matcher>();

export const LINK =
  /\bh(?:tt|xx)ps?:? ?\/ ?\/|\bwww\.|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|info|co|uk|in|au|us|biz|xyz|top|online|site|ly|me|io|link|click|cc|win|app|live|vip|shop|icu|cn|ru|lol|tk|ws|gd|gl|is|su|buzz|cfd|sbs|rest|bond)\b/;
/** "Reply me on Hangouts", "contact me on WhatsApp": a chat app, away from where the message came. */
export const OTHER_APP =
  /\b(?:on|via|through) (?:whats ?app|(?:google )?hangouts|telegram|signal|wechat|line|viber|kik|google chat)\b|\b(?:add|reply|text|message|chat with) me (?:on|via)\b|\b(?:whats ?app|telegram|viber|wechat|imo)\b(?: (?:me|us|now|only))?:? (?:['"‘“]?\w+['"’”]? )?(?:(?:to|on|at) )?\+?\d[\d ()-]{7,}\d|加(?:我)?(?:微信|line|qq|好友)|\bline ?id ?[:：]|lineで|\bline\.me\b|\bzalo\b/;
/**
 * Where honest notices send you: "the number on the back of your card", "the number on your bill", "go to Settings",
 * "log in as you normally do", "search 'Self Assessment' on GOV.UK": a route the reader already knows, not a link.
 * Read by the families' official-route cues and by the 'official-contact' trust signal.
 */
export const OWN_NUMBER_OR_SETTINGS =
  /\bnumber (?:is |printed |shown )?on (?:the back of )?(?:your|the) (?:\w+ )?(?:card|bill|statement)\b|\bnumber (?:printed |shown |given )?on (?:our|your|the) (?:letter of engagement|engagement letter|letter|contract|paperwork|invoice)\b|\bnumber (?:listed |shown |given )?on (?:our|the|their) (?:official )?(?:website|web site|site|app)\b|\b(?:stop by|pop into|call into) (?:a|your|the|any|your nearest|your local) branch\b|\bopen (?:the|your) (?:\w+ ){0,2}app\b|\bgo to (?:your |the )?(?:account |app )?settings\b|\b(?:from|in|under|via) (?:your |the )?(?:account |app )?settings\b|\bin (?:the|your) (?:[\w-]+ )?(?:admin console|admin center|admin centre|billing (?:console|dashboard|portal))\b|\b(?:settings|account|profile|security|privacy)(?: ?& ?privacy)? ?(?:>|›|→) ?[a-z]|\blog ?in as you (?:normally|usually) (?:do|would)\b|\bsearch (?:for )?['"‘“]?[\w -]{2,40}['"’”]? on gov\.uk\b|\bsearch gov\.uk for\b|\b(?:sign|log) ?in (?:to (?:your )?(?:[\w-]+ ){0,3}account )?(?:via|through|on|at) gov\.uk\b|\b(?:type|enter) (?:\S+ ){1,3}(?:into|in) your (?:web )?browser\b|\bgo (?:directly|straight) to (?:our|the) (?:official )?(?:website|site|app)\b|\bctrl ?\+ ?alt ?\+ ?del(?:ete)?\b|\breverso de (?:tu|su) tarjeta\b|\bverso do (?:seu |teu )?cartao\b|\bau dos de (?:votre|ta) carte\b|\bruckseite (?:ihrer|deiner) karte\b/;
/** A card or account named by its last digits: "card ending 6612", "A/c **4521", "A/C X5678", "card 4411". */
export const MASKED_ACCOUNT =
  /(?:\*{2,}|(?<=\bacc?t?|a\/c|account|card|kartu|rek|rekening|cartao|tarjeta|carte) ?\.{2,}|\bx{2,}|\bx(?=\d)|\b(?:card|account|a\/c|acct|visa|mastercard|amex)(?: \w+)? ending(?: in| with)?:? ?|(?:a\/c|acct|account)(?: no\.?)? ?[x*]+)\d{3,4}\b|\bcard \d{4}\b/;
/** An e-mail address in the text: a way to write to the sender. */
export const EMAIL_ADDRESS = /@[a-z0-9-]+\.[a-z]{2,}/;
/**
 * "VERIFY NOW", "View Document", "Submit Appeal" as a whole sentence: an e-mail's button, its link lost when the
 * text was copied. It is still a way to act.
 */
export const BUTTON_LINE =
  /^(?:(?:view|open|download|review|verify|confirm|cancel|update|access|restore|unlock|accept|track|pay|renew|keep|retain|reset|change|activate|approve|release|manage|redeem|collect|reschedule|apply|click here|get started|listen|reactivate|validate|secure|continue|upgrade|submit|complete|claim|resolve|demander|acceder|zaplac|zapłac|pagar|pague|bezahlen|jetzt|conferma|verifica|accedi)(?: (?:[\w']+|&)){0,3}(?: \([^)]{1,30}\))?|(?:sign in|log ?in|login)(?: now| here)?)$/;
// "Someone tried to log in", "a login attempt": someone else's attempt, not a request to sign in.
const CLICK_WORDS = alsoIn(
  /\b(?:clickhere|click|tap|visit(?! (?:a|the|your|our|any|your nearest|the nearest) (?:\w+ )?(?:branch|store|shop|office|bank|counter|location|clinic|centre|center|post office|account|app)\b)|(?<!\b(?:proceeds|funds|money|donations|profits|all|will|kids|children|students|we|they|i|he|she) )go to|(?<!(?:tried|trying|attempted|attempting|attempt|failed) to )(?:log ?in|sign ?in)(?![ -]?(?:attempts?|activity|alert))|login(?! (?:attempts?|activity|alert))|link|url)\b/,
  OTHER.click,
);
export const CLICK = affirmative(new RegExp(String.raw`${CLICK_WORDS.source}|${BUTTON_LINE.source}`));
/**
 * A sentence about scams rather than one: "Beware of fraudsters sending SMS citing your SIM block", "if you
 * receive an e-mail asking you to click a link to keep your password, report it", as banks', networks' and IT
 * departments' awareness messages put it. Its cues describe the lure, they do not make it.
 */
export const FRAUD_WARNING =
  /\b(?:(?:are|is|was|were) (?:\d+ ?% |all |total |obvious |obviously |definitely |clearly |just )?(?:scammers|scams|a scam|fraudsters|a fraud)\b|fake (?:\w+ ){0,3}(?:texts?|e-?mails?|messages?|calls?|sms|sites?|links?|invoices?) (?:asking|that ask|claiming|pretending|saying|telling)\b|scams? to (?:watch|look) out for|(?:scam|phishing) (?:alert|warning)s?\b|(?:almost|nearly) fell for\b|one of those .{0,40}\b(?:texts|messages|scams|calls|whatsapps|dms|e-?mails)\b|(?:is|was|are|were|it'?s|that'?s) (?:a |an )?(?:phishing|scam|fraud(?:ulent)?|fake|spoofed) (?:attempt|e-?mail|message|text|site|link|page|call)s?\b|(?:e-?mail|message|text|sms|link)s? (?:saying|claiming|that says) .{0,40}\b(?:is|are) (?:fake|phishing|a scam)\b|\b(?:a |the |it'?s a |that'?s a )?classic (?:scam|con|pig[- ]butcher\w*)\b|\bpig[- ]butcher\w*\b|\b(?:scam|phishing|fake) (?:e-?mail|text|message|call|dm)s? (?:is |are )?(?:going (?:a)?round|circulating|doing the rounds)\b|\b(?:i|we) (?:got|received|just got|have received|keep getting) (?:an? |this |these |a weird |a strange |a suspicious )?(?:e-?mail|text|message|sms|call)s? (?:\w+ ){0,2}?(?:saying|that says|claiming|telling (?:me|us)|asking)\b|\b(?:the|this|that) (?:e-?mail|message|text|request) was (?:spoofed|fake|a fake|phishing)\b|(?:don'?t|do not|never) (?:reply|respond|click|open) (?:to )?(?:any|an|a|the) (?:e-?mail|message|text|sms|link)s? (?:asking|that asks|requesting|telling)\b|beware of|be (?:aware|wary|careful) of|watch out for|(?:stay|keep) away from|steer clear of|don'?t fall for|(?:fraudsters|scammers|criminals|cheats|cyber ?criminals) (?:are |may |might |will |can |often |who )?(?:send\w*|call\w*|pos\w*|pretend\w*|imperson\w*|ask\w*|cit\w*|claim\w*|us\w*|target\w*|contact\w*)|if you (?:ever )?(?:receive|get) (?:an? |any )?(?:e-?mail|message|text|sms|call|phone call)s? (?:asking|that asks|requesting|telling|claiming)|\bif (?:a|an|any|someone'?s?) (?:e-?mail|message|text|call|caller|sms)s? (?:ever )?(?:asks?|tells?|wants?|requests?) you\b|report (?:it|them|this) as (?:phishing|spam|fraud)|report phishing|(?:phishing|scam|fake|fraudulent|spoofed?) (?:[\w']+ ){0,2}?(?:e-?mails?|texts?|messages?|calls?|sms|sites?|links?)\b.{0,40}\b(?:pretend\w*|imperson\w*|claiming|posing|going around|circulating|being sent|sent to (?:staff|students|customers|users|members)|targeting)|\b(?:we are|we'?re|is|are) aware of (?:a |an |some )?(?:(?:rise|increase|surge|spike) in |number of )?(?:phishing|scam|fraud\w*|fake)|\bif (?:anyone|someone|you|any of you) (?:gets?|receives?) (?:a |an |any )?(?:text|message|call|e-?mail|dm|whatsapp)s?\b.{0,60}\b(?:call me|ring me|phone me|check with me|ignore|block|report|don'?t|do not|not me)\b|\bif (?:anyone|someone|somebody) (?:ever )?(?:messages|texts|calls|contacts|writes to)(?: you| u)?\b.{0,80}\b(?:call me|ring me|phone me|check with me|it'?s not me|isn'?t me|ignore|block)\b|\bif ['"‘“]?(?:i|me)['"’”]? (?:messaged|texted|dm'?d|sent|asked) (?:you|u)\b.{0,80}\b(?:ignore|block|it'?s not me|wasn'?t me|report)\b|\b(?:got|was|been|has been) hacked\b.{0,80}\b(?:ignore|block|don'?t (?:reply|click|send)|do not (?:reply|click|send))\b|\b(?:the|this|these|such) (?:fake |phishing |scam |fraudulent )?(?:e-?mails?|messages?|texts?|sms) (?:asks?|tells?|claims?|says?|wants?|ask|tell|claim) (?:you|recipients|users|people|customers)\b|\b(?:did not|didn'?t|does not|doesn'?t) come from (?:us|it|the|our)\b|(?:will never|never will) (?:dm|message|text) you\b|(?:nobody|no one) (?:from \w+ )?will (?:ever )?(?:dm|message|ask|call|contact|text|e-?mail)\b|\bif (?:a|an|any|the|someone|anyone|somebody) ?\w* (?:says|asks|tells|claims|offers)\b.{0,80}\b(?:block|report|ignore|don'?t|do not)\b|\bif (?:you )?(?:get|receive) (?:a|an|any) .{0,80}\b(?:it'?s|it is) not (?:me|us|from (?:me|us))\b|\bif (?:you )?(?:got|get|received?|see|saw) (?:any |a |some )?(?:weird |strange |odd |random |suspicious |fake )?(?:messages?|texts?|dms?|e-?mails?|links?|posts?)\b.{0,60}\b(?:ignore|block|delete|don'?t|do not|not me)\b|\b(?:scams?|fraud) (?:going|doing) (?:a)?round\b|\b(?:seen|noticed|seeing|noticing|had|reports? of) (?:a |an )?(?:rise|increase|surge|spike|wave|number) (?:in|of) (?:\w+ ){0,2}(?:texts|messages|e-?mails|calls|sms|scams)\b|\b(?:texts|messages|e-?mails|calls|letters) (?:claiming|pretending|saying) (?:you|to be|that you)\b|\b(?:scammers|fraudsters|criminals|con artists) (?:often |usually |typically |then |first |will )?(?:start|begin|build|introduce|create|set up|trick|convince|groom|lure|move)\w*\b|\bhow (?:[\w-]+ ){0,2}(?:scams?|fraud|cons?) (?:works?|operates?|happens?|unfold)\b|\b(?:when |the )?victims? (?:are|were|try|tried|lose|lost|who|often|then)\b|\btried (?:the|this|that|a) .{0,30}\b(?:trick|scam|con) on (?:me|us|him|her|them)\b|\b(?:stop\W{1,3}|because )?(?:it'?s|it is|that'?s|that is) (?:a |an )?(?:scam|fraud)(?=[.!]|$)|\b(?:it'?s|it is|that'?s) (?!not\b|no\b)(?:a |an )(?:[\w-]+ ){1,2}scam\b|\bif (?:someone|anyone|somebody|a (?:buyer|seller|stranger))\b.{0,40}\b(?:asks?|tells?|wants?) you\b.{0,80}\b(?:scam|don'?t|do not|block)\b|(?:someone|somebody|scammers?|a scammer|people)(?:'s| is| are)?(?: \w+){0,2} (?:pretending|impersonating|posing)|ignore (?:any )?(?:messages|texts|calls) from|kursieren|circulan|circulent|circolano|circulam|\bist (?:naturlich |doch |klar |ein )?betrug\b|\b(?:esse|este|ese) golpe\b|\bnao sou eu\b|\bno soy yo\b|\bavoid (?:random )?(?:people|strangers|anyone|accounts)\b.{0,40}\basking\b|\b(?:itu|ini) penipuan\b|\bhati-hati\b|\bnie (?:odpowiadaj|klikaj|podawaj)\w*\b.{0,40}\b(?:sms\w*|wiadomosc\w*|link\w*|prosb\w*)|\bno (?:respondas|responda|contestes|conteste) (?:a )?(?:mensajes|sms|correos|llamadas)\b|\bnao responda (?:a )?(?:mensagens|sms|e-?mails)\b|\bne (?:repondez|reponds) (?:jamais |pas )?(?:a|aux) (?:sms|messages|mails|e-?mails)\b|\bantworten sie nicht auf (?:sms|nachrichten|e-?mails)\b|\bnon rispondere (?:a|ai) (?:sms|messaggi|e-?mail)\b|\b(?:es|era) (?:una )?estafa\b|\be (?:um )?golpe\b|\bc'est une arnaque\b|\be una truffa\b|\bto (?:jest )?oszustwo\b|别信|被骗|это (?:развод|мошенни\w*)|(?:cuidado|atencao|attenzione|achtung|attention) (?:con|com|con i|vor|aux?) (?:\w+ )?(?:mensajes|mensagens|messaggi|nachrichten|messages|sms|estafas|golpes|truffe|betrug\w*|arnaques)|(?:will|would|do|does)(?: never| not|n'?t) (?:be )?(?:contact\w*|e-?mail\w*|call\w*|text\w*|messag\w*|writ\w*) (?:anyone|you|customers|members|staff|colleagues)\b.{0,40}\basking)\b/;
/**
 * "Share OTP 4821 with the delivery agent only after receiving the package": a code handed over at the door for a
 * cash-on-delivery or open-box order, as Indian shops' delivery texts ask; not a code sent to a stranger.
 */
export const CODE_HANDOVER =
  /\b(?:otp|code|pin)\b.{0,60}\b(?:only (?:after|at|on|when|once) (?:you )?(?:receiv\w*|get|have|deliver\w*|the time of delivery)|at the time of delivery|upon delivery|on delivery|(?:when|once|after) (?:he|she|they|the (?:\w+ )?(?:professional|technician|engineer|agent|driver|rider|partner)) (?:arrives?|reach(?:es)?|is there|comes?)|before (?:the|your) (?:job|service|work) (?:starts|begins))\b|\bshare (?:this |the |your )?(?:code|otp|pin)(?: \d{4,8})? (?:only )?with (?:the |your )?(?:driver|courier|delivery (?:agent|partner|associate|executive|person|driver)|rider|agent at (?:your|the) door(?:step)?)\b|\b(?:otp|code|pin) for delivery\b|\bdelivery ke (?:waqt|samay|time)\b|\b(?:order|parcel|package|saman) (?:milne|mil jane|aane) ke baad\b|\bdelivery (?:partner|boy|agent|executive) ko\b/;
/** "My aunt got a message…", "someone texted me…", "message aaya tha": a message the writer received and retells. */
const RETOLD =
  /\b(?:(?<!\b(?:you|u|we)(?: have| 've|'ve| just| will| may| might| should)? )(?:got|get|received|receive|getting|texted|messaged|emailed)\b.{0,30}\b(?:a |an |this |the |one of those |these |same )?(?:message|text|sms|e-?mail|link|dm|call|whatsapp)s?\b|\b(?:got|received|had) one of those\b.{0,50}\b(?:message|text|sms|e-?mail|link|dm|call|whatsapp)s?\b|someone (?:texted|messaged|sent|emailed|called|dm'?d)|\b(?:people|someone|somebody|a guy|a buyer|buyers|a seller)\b (?:\w+ )?(?:asked|ask|asking|keep asking|kept asking) me (?:to|for)\b|someone (?:on|from) (?:[\w'-]+ ){1,3}?(?:wants|says|said|is asking|asked|offered|keeps)\b|(?:he|she|they|the (?:buyer|seller|guy|lady|woman|man|landlord|recruiter)) (?:says|said|keeps saying|wants me|asked me|is asking me) (?:they'?ll|he'?ll|she'?ll|they will|he will|she will|i (?:need|have|must|should)|to)\b|(?:message|msg|sms) (?:aaya|aya|aayi|aai)|(?:e )?arrivato un messaggio|me llego un mensaje|recebi (?:uma )?mensagem|j'ai recu un (?:message|sms)|(?:nachricht|sms) bekommen)\b|وصلني|وصلتني|пришло сообщение|пришла смс|收到.{0,6}(?:短信|信息|消息)/;
/** "Is this a scam?", "legit?": the reader's own question about what they retell. */
const ASKING_SCAM =
  /\bis (?:this|it|that) (?:(?:defo|definitely|really|actually|prob|probably|legit|def) )?(?:a )?(?:scam|legit\w*|real|genuine|safe|fake)\b|\blegit\?|\b(?:that|it|this)(?:'s| is) (?:a )?(?:fake|scam)\b.{0,8}\?/;
/** …and the advice that goes with retelling it: block it, tell your parents, it's going around. */
const ADVICE =
  /\b(?:block(?:ed)? (?:and|&) report|just (?:block|ignore|delete)|(?:don'?t|do not) (?:click|pay|send|fall)|not doing that|lol no|nice try|not falling for (?:it|that|this)|(?:i|we) (?:have |'ve )?reported (?:it|them|this)\b|(?:didn'?t|did not|didnt|haven'?t|have not|havent) (?:click|pay|send|tap|open|repl)\w*|(?:don'?t|do not|never) (?:type|enter|give|share|put) (?:your |any )?(?:password|pin|details|code|card)s?\b|(?:tell|warn) (?:your|ur) (?:parents|mum|mom|dad|family|friends|grandparents)|going around|be careful|watch out|heads up|(?:almost|nearly) (?:sent|paid|fell)|copy-?paste|attenzione|avvisate|cuidado|atencao|achtung|hati-hati|block kar diya|bata dena|dhyan (?:rakhna|rakho))\b|انتبه|لا تضغط|احذر|осторожно|не ведитесь|小心/;

/**
 * "IT will never ask for your password by email", "HMRC will never send notifications of a tax rebate": what the
 * sender says it never does. The password or the refund it names is not asked for or offered.
 */
const NEVER_ASKS =
  /(?<!\b(?:i|you know i|i know i) )\b(?:will|would|does|do|shall) never (?:ask|request|send|call|text|e-?mail|contact|threaten|demand|require|accept)\b|\bnever asks? (?:you )?for\b|\b(?!i\b)\w+ (?:will|would|does|do) (?:not|n'?t) (?:ever )?ask (?:you )?(?:for|to)\b/;

/**
 * The sentences the lure rules read: all but those that warn about a scam or say what the sender never asks. A
 * message that retells one the writer received and warns about it ("my aunt got a message 'hi mum, new number…',
 * tell your parents") is a warning as a whole: the retold lure and its quotes are left out too.
 */
export function lureSentences(sentences: readonly Sentence[]): Sentence[] {
  const lure = sentences.filter(
    (sentence) => !FRAUD_WARNING.test(sentence.match) && !NEVER_ASKS.test(sentence.match),
  );
  const retold = sentences.filter((sentence) => RETOLD.test(sentence.match));
  // A warning sentence is one the filter above left out.
  // A reader asking whether it is a scam ("Is this a scam? Someone on Marketplace wants…") retells it too.
  const warned =
    lure.length < sentences.length ||
    sentences.some((sentence) => ADVICE.test(sentence.match) || ASKING_SCAM.test(sentence.match));
  if (retold.length === 0 || !warned) return lure;
  return lure.filter((sentence) => !retold.includes(sentence) && !/["“”«»]/.test(sentence.text));
}
/** Where a forwarded e-mail begins: "---------- Forwarded message ---------", "Begin forwarded message:". */
const FORWARD_MARKER =
  /^[^\S\n]*(?:-{2,} ?(?:forwarded message|original message|mensaje reenviado|message transfere|mensagem encaminhada|weitergeleitete nachricht|messaggio inoltrato) ?-{2,}|begin forwarded message:)/im;
/**
 * Passages of at least five words between double quotes (paired in order: the first with the second, the third with
 * the fourth) or guillemets, and a forwarded e-mail below the writer's own words: messages quoted whole.
 */
function quotedPassages(whole: string): string[] {
  const forward = FORWARD_MARKER.exec(whole);
  const text = forward === null ? whole : whole.slice(0, forward.index);
  const marks = [...text.matchAll(/"/g)].map((found) => found.index ?? 0);
  const passages: string[] = [];
  for (let at = 0; at + 1 < marks.length; at += 2)
    passages.push(text.slice(marks[at] ?? 0, (marks[at + 1] ?? 0) + 1));
  for (const found of text.matchAll(/«[^»]*»/g)) passages.push(found[0]);
  if (forward !== null) passages.push(whole.slice(forward.index));
  return passages.filter((passage) => passage.trim().split(/\s+/).length >= 5);
}
/** What a warning about a scam says outside the scam it quotes (news, training, a family member's heads-up). */
const REPORTING =
  /\b(?:red flags?|spot (?:the|a) (?:phish|scam|fake)|simulated phishing|phishing (?:simulations?|tests?|training|awareness|examples?|emails? (?:like|such as))|scam (?:ring|gang|network|operation|texts?|messages?|calls?|e-?mails?|campaign)s?|(?:scams?|schemes?|fraud) (?:often|usually|typically|cost|begin|start)|(?:it'?s|it is|this is|that'?s|that is) (?:100 ?% |definitely |obviously |clearly |totally |just )?(?:a )?(?:scam|fake|phish\w*)\b|(?:it'?s |it is |that'?s |that is )?not (?:from |really from )?(?:me|us)\b|tell (?:her|him|them|everyone) to (?:block|ignore|delete)|(?:ceo|invoice|romance|gift ?card|payroll|tax|toll|parcel|delivery|phone|text|sms|e-?mail|whatsapp|crypto|investment|job|rental|bank) (?:fraud|scam)s?\b|what (?:it|they|the (?:scam|fraud|message|e-?mail)s?|(?:a )?(?:scam|fraud|phishing)(?: e-?mail| message| text)?s?) looks? like|always (?:verify|check|confirm) (?:\w+ ){0,2}by (?:phone|calling)|(?:police|officers|fbi|ftc|ato|hmrc|action fraud|investigation|crackdown|arrested)\b)/;
/** …and a reader asking whether a message is real: then the quoted message is what is asked about. */
const ASKING_ABOUT = new RegExp(
  String.raw`${ASKING_SCAM.source}|\bis (?:this|it|that) (?:true|ok to)\b|\bshould i (?:click|pay|reply|call|open)\b|\bcan (?:you|someone) (?:check|tell)\b|\bwhat do i do\b`,
);

/**
 * …unless the writer has already answered it: "Dad says it's a scam", "I reported it to IT", "don't reply to these".
 * Then the question was a heads-up, and the quote is still the scam's words, not the writer's.
 */
const VERDICT_GIVEN =
  /\b(?:it'?s|it is|that'?s|that is|this is|definitely|obviously|clearly|must be|says it'?s) (?:a |an )?(?:scam|fake|phishing|fraud)\b|\b(?:i|we) (?:have |'ve )?reported (?:it|this|them)\b|\b(?:don'?t|do not) (?:reply|click|respond)\b|\bjust (?:report|delete|ignore|block)\b|\bgoing around\b|\bso (?:you|u) know\b/;
/**
 * "FBI: pig-butchering scams often begin with an innocent text – "Hi, is this Kevin? …"", "Mum just got this: "Hi Mum,
 * new number …" – it's not from me, tell her to block it": a message that quotes a scam in order to warn about it.
 * The quoted passages are the scam's words, not the writer's; the message is read without them. A reader asking
 * whether the quoted message is real ("is this legit?") is asking about the quote, which is then read as it is.
 */
export function reportedLure(text: string): { text: string; warning: string } | null {
  const quoted = quotedPassages(text);
  if (quoted.length === 0) return null;
  // Only what the writer says outside the quotes counts as the writer's warning.
  const bare = quoted
    .reduce((rest, passage) => rest.split(passage).join(' … '), text)
    .replace(/[^\S\n]{2,}/g, ' ')
    .trim();
  const outside = readMessage(bare).sentences;
  if (
    outside.some((sentence) => ASKING_ABOUT.test(sentence.match)) &&
    !outside.some((sentence) => VERDICT_GIVEN.test(sentence.match))
  )
    return null;
  const warning = outside.find((sentence) =>
    [FRAUD_WARNING, NEVER_ASKS, ADVICE, REPORTING].some((cue) => cue.test(sentence.match)),
  );
  return warning === undefined ? null : { text: bare, warning: warning.text };
}
/**
 * "Reply with your full address and postcode", "confirm your Medicare number by replying to this message":
 * personal details asked for by return text. The reply is the way to act, as a link or a number would be.
 */
export const REPLY_WITH_DATA = affirmative(
  /\b(?:text|txt|send|reply) (?:us |me )?back (?:with )?(?:your|ur) (?:full )?(?:[\w-]+ ){0,2}?(?:name|address|date of birth|dob|medicare (?:number|no)|ssn|social security (?:number|no)|card number|account number|pin|password)\b|\bbalas (?:dengan|bersama) (?:nombor|no\.?|maklumat) (?:kad|akaun|ic)\b|\bbalas\b.{0,40}\btac\b|\b(?:reply|respond|text (?:us |me )?back|send (?:us|me))\w* (?:me |us )?(?:to this (?:message|text) |(?:yes|no|y|n) )?with (?:your |the )?(?:full |complete |correct )?(?:[\w-]+ ){0,3}?(?:name|address|postcode|post code|zip|date of birth|dob|details|information|card|account|bank|medicare|ssn|social security|id|number|pin|password|passcode|otp|code|passport|licen[cs]e)\b|\b(?:confirm|provide|send|give|verify) (?:your |the )?(?:full |complete )?(?:\w+ )?(?:name|address|postcode|zip|date of birth|dob|details|information|card|account|bank|ssn|id|number)\b.{0,60}\bby (?:replying|reply|return(?:ing)? (?:this |the )?(?:text|sms|message))\b|\bsend (?:your|ur) (?:[\w']+ ){0,3}?(?:number|details|name|cnic|nic|id|ssn|address)\b.{0,60}\bto this (?:number|mobile|phone)\b/,
);
/** "Please deposit in below account": money to be paid straight into an account the message gives. */
export const PAY_INTO_GIVEN_ACCOUNT = affirmative(
  /\b(?:deposit|transfer|pay|send|remit)\w*\b.{0,30}\b(?:in|into|to) (?:the )?(?:below|following|given|above) (?:bank )?(?:account|a\/c|acct)\b|\b(?:deposit|transfer|pay|send|remit)\w*\b.{0,40}\b(?:in|into|to) (?:[a-z]+ ){0,2}(?:bank )?(?:account|a\/c|acct)(?: (?:no|number))?\.?:? ?\d{8,}/,
);
/**
 * A request that is itself the way to act, with no link or number in sight: "contact our agent", "on this number",
 * "DM us your booking reference", "scan the QR code", "reply CLAIM" (and, read beside it, PAY_INTO_GIVEN_ACCOUNT). In a chat the conversation is the channel, so
 * the model's opinion of such a message counts as it would beside a link. (Not "send me £20" or "send me your
 * account details": friends and family ask that, and the model reads their texts as scams too often.)
 */
export const ASKS_TO_ACT =
  /\bcontact (?:our|the|my) (?:agent|manager|assistant|officer|department|claims?)\b|\b(?:add|message|text|contact) (?:me|us) (?:on|via|at)\b|\b(?:on|to|at) this (?:number|no)\b|\b(?:contact|e-?mail|write to|reply to)\b(?! address is)[^.@]{0,30}?[\w.-]+@(?:gmail|googlemail|yahoo|ymail|rocketmail|hotmail|outlook|live|msn|aol|icloud|proton(?:mail)?|gmx|yandex|zoho|mail)\.[a-z.]{2,}|\bscan (?:the|this|my) qr\b|\b(?:dm|inbox|pm) (?:me|us) your (?!(?:(?:[\w-]+ ){1,3}(?:and|&) )?(?:full |postal |home |delivery |shipping )?address)|\breply (?:claim|win)\b/;
/**
 * "Click here", "the link below", "tap the button": a link the reader is sent to but cannot see. E-mails hide
 * the address behind words or a button, and a screenshot or a copied text loses it; the request to follow it
 * is still a way to act.
 */
export const HIDDEN_LINK =
  /\bclickhere\b|\b(?:click|tap|press)[ -](?:here|below|on (?:the |this )?(?:link|button)|(?:the|this) (?:link|button))|\b(?:link|button) below\b|\bbelow (?:link|button)\b/;
/**
 * What a message asks the reader to do online, link or not: "verify your account", "sign in to view",
 * "pay now". A request, not a label: a sign-in page's "Sign in" and "Forgot password?" ask nothing.
 */
export const ACT_ONLINE =
  /\b(?:(?:verify|confirm|update|validate|re-?validate|restore|unlock|re-?activate|review|appeal) (?:your|the|this|it|here|below|immediately|within|document)|(?:sign|log)(?:ging)? ?(?:in|on) (?:to (?:view|access|restore|confirm|verify|update|keep)|with your|using your|here|now|below|at|and (?:verify|confirm|update))|(?:by|after) (?:signing|logging) (?:in|on)\b|(?:sign|log) back (?:in|on)\b|submit (?:the|your) (?:\w+ )?(?:request|form|claim|details)|access (?:your|the) (?:\w+ )?(?:form|document|refund|invoice)|pay now|renew now|download (?:the |this )?(?:attached|form|attachment)|cancel (?:it|this|the request))\b/;
/** Something said to be wrong with an account or card: blocked, suspended, on hold, unusual activity. */
export const ACCOUNT_THREAT = alsoIn(
  // "SMS BLOCK to 92230…" is a keyword to send, not a threat.
  /\b(?:(?<!(?:sms|text|send|reply|txt|i'?ve|i have|we'?ve|we have|i|we|i've now|we've now|h ?& ?(?:r|are)) )block(?!ers?\b)\w*|suspend\w*|frozen|freez\w*|(?<!\b(?:dietary|food|travel|age|parking|water|visa|entry) )restrict\w*(?! apply)|lock\w*|deactivat\w*|disabled|(?:be|been|is|was|are|were|get|got|have|has) disabl\w*|closed|(?:be|b|been|get|got) close|on hold|(?<!\b(?:code|otp|pin|passcode|token|link|url|invitation|invite) (?:will |is going to |shall )?)expired?|(?<!\bwith )limited(?! (?:time|edition|offer|stock|seats|spaces|places|availability))|terminated|(?:will be|get|be|been|is|was) (?:permanently |temporarily )?banned|unusual|suspicious(?! (?:e-?mails?|messages?|texts?|links?|calls?|attachments?|websites?|sites?|sms)\b)|irregular|(?:verge|risk|brink) of (?:closure|suspension|deactivation)|(?:encountered|detected|found|noticed) (?:a |an |some )?(?:problem|issue|error)s? (?:in|with|on) (?:your|ur) account|(?<!\bif )unauthori[sz]ed(?! (?:disclosure|use|copying|distribution|dissemination|review|reproduction|access to this))|compromised|(?:will be|has been|be) unpublished|(?:copyright|trademark) (?:infringement|violation|strike)s?|someone (?:tried|has tried|attempted)|someone (?:else )?(?:was |is |has been )?(?:trying|attempting) to (?:log|sign|access|use)|(?:no longer|not) be able to (?:use|access|send|receive|log ?in|sign ?in))\b/,
  OTHER.accountThreat,
);
export const UPDATE = alsoIn(
  /\b(?:updat|verif|confirm|validat|(?:re-?)?activat|restor|unlock|complet|submit|re-?schedul|re-?deliver)\w*|\bsecure (?:your|it)\b/,
  OTHER.update,
);
export const PAY = alsoIn(
  /\b(?:pay|payment|paid|fees?|charges?|settle|settlement|deposit|top[- ]?up|transfer|send (?:me |us )?(?:the )?(?:money|cash|funds)|wire|remit)\b/,
  OTHER.pay,
);
export const CALL = alsoIn(
  // "Press 1 to speak to an agent": a robocall's keypad is a call too; "office Ph 98…", "Tel: +44…" label a
  // number to ring.
  /\b(?:ph|tel|mob)\.?:? ?(?:no\.? ?)?(?=[+(\dx#])|\b(?:call|ring|dial|phone (?:us|our)|contact (?:with )?(?:us|our|the|(?:on )?(?:this|these|the following|below) (?:number|no|numbers))|helpline|call back|speak to|press \d|contact (?:\w+ )?(?:officer|executive|agent|department|helpline|desk))\b/,
  OTHER.call,
);
// "Reply STOP to unsubscribe", "text STOP to 60060" are opt-outs, not answers to the message.
export const REPLY =
  /\b(?:reply(?! (?:stop|help|end|unsubscribe|opt ?out)\b)|text (?:me|us|back|(?!stop\b)[a-z]+ to|(?:me |us )?your)|whats ?app|whats pp|telegram|wechat|viber|message me|dm me|add (?:me|our|us))\b/;
export const CREDENTIALS =
  /\b(?:(?<!wi-?fi )password|passcode|pin|m-?pin|bvn|tac|otp|one[- ]time (?:pass\w*|code)|verification codes?|security codes?|(?:login|log-?in|sign-?in|account|online banking) credentials|\d[- ]digit code|the code|cvv|card (?:details|number|used|you used|info|information)|(?:credit |debit |bank )?card (?:for (?:age |identity |id )?verification|to verify (?:your )?(?:age|identity))|bank (?:details|account (?:number|details))|account (?:number|details)|login details|seed phrase|recovery phrase|(?:\d+[- ]digit )?sim (?:card )?number|iccid|(?:photo|picture|copy) of (?:your )?(?:id|passport|licen[cs]e)|(?:photo|picture|pic|copy|scan) of (?:the )?(?:front (?:and|&) back of )?(?:your )?(?:driving |driver'?s )?(?:licen[cs]e|id card|passport)|id (?:photo|card photo)|secret (?:recovery )?phrase|private key|ssn|social security|medicare (?:number|card|id)|(?:national )?insurance number|nhs number|tax (?:id|file number)|tfn|pan(?: card| number| details)?|aadhaa?r|kyc|date of birth|personal (?:details|information))\b/;
export const PRESSURE = alsoIn(
  // "I'll call you tonight" is the sender's promise, not a deadline for the reader.
  /\b(?:(?<!\b(?:nothing|not|non|no|isn'?t|nothing's) )urgent\w*|immediately|asap|right now|act now|(?<!(?:will|i'?ll|we'?ll|gonna|going to) )(?:pay|act|respond|reply|update|verify|call|claim|confirm|expires?|ends?|closes?) (?:\w+ ){0,3}(?:today|tonight|now)|within \d+ ?(?:hours|minutes|days|h)\b|final (?:notice|warning|reminder|attempt)|last (?:chance|reminder|warning)|expir(?:es|ed|ing|e|y|ation|ations)\b(?! (?:on|by|at the end of) (?:\d{1,2}(?:st|nd|rd|th)? (?:of )?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* \d{1,2}\b|\d{1,2}[./-]\d{1,2}[./-]\d{2,4}))|avoid (?:\w+ ){0,2}(?:fees?|penalt\w+|suspension|closure|block\w*|fines?|cancell?ation|arrest|charges|late)|will be (?:\w+ )?(?:blocked|suspended|closed|deactivated|cancell?ed|terminated|returned|frozen|disconnected|deleted|locked|sent|posted)|limited time|only \d+ (?:hours|minutes)|\d+ ?(?:hours?|hrs?|days?|minutes?|mins?) (?:left|remaining)|(?:you|u) have (?:only )?\d+ ?(?:hours?|hrs?|days?) to|before (?:midnight|it'?s too late|\d+(?:[:.]\d\d)? ?(?:am|pm)?)|don'?t (?:delay|ignore)|failure to)\b/,
  OTHER.pressure,
);
export const GIFT_CARDS_OR_CRYPTO =
  /\b(?:gift ?cards?|itunes cards?|google play cards?|steam cards?|amazon cards?|bitcoin|btc|usdt|crypto\w*|western union|moneygram|wire transfer|(?:recharges?|coupons?|tickets?|cartes?) (?:pcs|transcash|neosurf|paysafecard|toneo)|transcash|neosurf|paysafecard|toneo|prepaid (?:debit |visa )?cards?|green ?dot|vanilla (?:visa|cards?)|bitcoin atm)\b/;

/** What a cue is tested with: a pattern, or a pattern that must not be negated. */
export type Matcher = { test(text: string): boolean };

// A negation earlier in the same clause, ending right where the phrase starts.
const NEGATED_BEFORE = /(?:\bnever|\bnot|n't|\bnobody|\bno one)\b[^.!?,;]{0,30}$/;
// "We'll never ask you to move money to a safe account, or to share your PIN": the negation runs on through the list.
const NEGATED_LIST = /(?:\bnever|\bnot|n't)\b[^.!?;]{0,60}(?:,? or|,? nor) (?:to )?(?:\w+ )?$/;
// "If you did not authorise this call 0800…": a negation inside an if-clause is the condition to act on.
const CONDITION_BEFORE = /\b(?:if|in case)\b[^.!?,;]{0,25}(?:\bnot|n't)\b[^.!?,;]{0,30}$/;
const WINDOW = 90;

/**
 * A phrase that is not negated just before it in the same clause: "share your code" but not "never
 * share your code" or "we will not ask you to share your code" (honest notices say exactly that),
 * while "don't worry, just send the code" still counts.
 */
export function affirmative(pattern: RegExp): Matcher {
  const key = `${pattern.source}/${pattern.flags}`;
  const known = AFFIRMATIVE.get(key);
  if (known !== undefined) return known;
  const every = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`);
  const matcher: Matcher = {
    test(text) {
      for (const match of text.matchAll(every)) {
        const before = text.slice(Math.max(0, match.index - WINDOW), match.index);
        const negated = NEGATED_BEFORE.test(before.slice(-50)) || NEGATED_LIST.test(before);
        if (!negated || CONDITION_BEFORE.test(before.slice(-50))) return true;
      }
      return false;
    },
  };
  AFFIRMATIVE.set(key, matcher);
  return matcher;
}
