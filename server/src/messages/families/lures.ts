import {
  affirmative,
  CALL,
  CLICK,
  EMAIL_ADDRESS,
  GIFT_CARDS_OR_CRYPTO,
  LINK,
  OTHER_APP,
  PAY,
  REPLY,
  REPLY_WITH_DATA,
} from './cues';
import { defineFamily, hasUnknownLink, hasLink, hasPhone } from './define-family';
import { OTHER } from './other-languages';

/** Something for nothing: a prize, easy work, or returns no honest investment can promise. */

/**
 * An @handle to write to, not the @ of an e-mail address ("send your CV to jobs@bean.co.uk" is how employers hire)
 * and not a post's author line ("City Library / @citylibrary" on a screenshot of the post).
 */
const HANDLE_TO_WRITE_TO = /^(?!@[a-z0-9_.]+$).*?(?<![\w.-])@[a-z0-9_]{4,}\b(?![.-])/;

export const prize = defineFamily({
  family: 'prize',
  title: 'Prize, lottery or "your number has won"',
  cues: {
    won: [
      /\b(?:you(?:'ve| have)? (?:won(?!['’]t)|been (?:selected|chosen|picked))|you are (?:a |the )?winner|(?:lucky )?winner|has won|have won|(?:saw|found|seen) your name on the (?:winners?|beneficiar(?:y|ies)|grant) list|your name (?:has been |was |is )?selected|you won(?!['’]t)|won (?:a|an|the)|(?:your|ur) (?:no|number|mobile|phone)\.? (?:has )?won\b|(?:your|ur) (?:mobile |phone )?(?:no|number|mobile|phone|sim|line)\.? (?:has )?(?:been |bin )?(?:selected|chosen|picked|awarded)\b|won (?:gbp|usd|eur|inr|rs|£|\$|€)|chances? (?:to|2) win|win (?:(?:a|an) )?(?:cash|prizes?|[£$€]|\d|free)|(?:ticket|number|numbers|entry) (?:\w+ ){0,3}matched (?:\d|all|five|six) (?:main )?(?:balls|numbers)|free entry|entitled (?:up )?(?:to|2)|compensation (?:of|for (?:the|your)|payout|claim)|(?:you|your (?:\w+ ){1,2}) ?(?:has been|have been|was|were|are) awarded|number (?:was|has been) (?:selected|chosen|picked)|randomly (?:selected|chosen|picked)|selected (?:for|as)|chosen (?:for|as)|prize|lottery|lotto|jackpot|sweepstake\w*|lucky draw|cash reward|free (?:gift|iphone|\$|£)|guaranteed)\b/,
      // "Você foi sorteado", "has ganado", "vous avez gagné", "لقد تم اختيارك كفائز": won, in other languages.
      /\b(?:(?:foi|fue|fuiste|ha sido|has sido|a ete|avez ete|wurde|wurden|sei stato|bent) (?:\w+ )?(?:sorteado|sorteada|seleccionad[oa]|selecionad[oa]|elegid[oa]|escolhid[oa]|ausgewahlt|gezogen|selectionne\w*|estratt[oa]|getrokken|geselecteerd)|ganhou|ganaste|has ganado|vous avez gagne|tu as gagne|hai vinto|ha vinto|(?:sie haben|du hast|je hebt|u heeft) (?:\w+ )?gewonnen|ganador|ganadora|ganhador\w*|gagnant\w*|vincitore|gewinner)\b|فائز|الفائز|ربحت|победител|вы выиграли|中奖/,
      OTHER.won,
      // "You have unclaimed P3,000 cashback": money said to wait for the reader.
      /\b(?:federal|government|empowerment|covid|relief|stimulus|community) (?:\w+ )?grants?\b|\bempowerment (?:program\w*|fund)\b|\bunclaimed (?:\S+ )?(?:cashback|rewards?|points|prizes?|refunds?|funds|balance|bonus)\b|\b(?:approved|selected|eligible|qualified) for (?:a |an |the )?(?:[$£€₹]\s?\d[\d,.]*k? )(?:[\w-]+ ){0,2}(?:grant|payout|compensation|cash award|award|gift ?card|voucher|reward)\b/,
      // "Your SIM card get Rp 175,000,000 from Shopee": the draw is said to have picked the number.
      /\byour (?:(?:sim|mobile|phone)(?: card| number)?|number) (?:has )?(?:get|gets|got|received?|been awarded)\b/,
      // "Your free Nokia mobile is waiting", "we tried to call you re your reply to our SMS for a free camcorder": the
      // free handset of the premium-text years, said to be the reader's already.
      /\byour (?:free|new) (?:[\w-]+ ){0,3}(?:mobile|phone|handset|nokia|iphone|samsung|camcorder|ipod|laptop|tv|xbox\w*)\b.{0,30}\b(?:is|are) (?:waiting|ready|reserved)\b|\b(?:is |are )?(?:due|eligible for|entitled to) a free (?:[\w-]+ ){0,3}(?:upgrade|phone|mobile|handset|galaxy|iphone)\b|\b(?:tried|trying|attempted) to (?:call|contact|reach) (?:you )?(?:re|regarding|about) your (?:reply|entry|claim|request)\b/,
    ],
    // "Congratulations, your item sold!": a win only when it leads somewhere a shop or a marketplace would not
    // send you (see assess).
    // "Congratulations to everyone who ran the 10K", "congrats to Maya": someone else's success, not the reader's
    // win.
    congrats: [/\bcongrat\w*(?!,? to (?!you\b|u\b))/],
    ours: [
      /\b(?:we|our (?:\w+ )?(?:pool|syndicate|tickets?|group|team|numbers)) (?:won|matched|have won|just won)\b|\b(?:lottery|lotto|office|powerball) (?:pool|syndicate)\b|\b(?:raffle|tombola|draw) results\b|\bresults of (?:the|our) (?:raffle|tombola|draw)\b/,
    ],
    pot: [/\b(?:buy-?in|sweepstake|kitty|mini-?league|winner takes (?:it )?all)\b/],
    // "Top sellers get a prize!", "best costume wins a hamper": a prize for doing well at something, offered to all.
    incentive: [
      /\b(?:top|best|highest) (?:\w+ )?(?:sellers?|fundraisers?|scorers?|performers?|entries|entry|costumes?|photos?|fancy dress)\b.{0,20}\b(?:get|gets|win|wins|will (?:get|win)|receive|receives)\b/,
    ],
    // "Saturday's tombola", "the Kiwanis Club fundraising raffle", "the Garden Centre Easter raffle": a local draw with
    // paper tickets, whose organisers ring the winner about the hamper.
    localDraw: [
      /\b(?:club|school|church|parish|hospice|pta|fete|fair|garden cent(?:re|er)|community|charity|fundraising|rotary|lions|kiwanis|scouts?|guides|rugby|football|cricket|netball|bowls|golf)\b.{0,40}\b(?:raffle|tombola)\b|\btombola\b/,
    ],
    // "Text your name & address to 0906…", "reply with your full name and GCash number": the details a fake draw wants.
    details: [
      REPLY_WITH_DATA,
      /\b(?:text|send|reply|sms)\w*\b.{0,20}\b(?:your |ur )?(?:full |buong )?(?:name|pangalan)\b/,
    ],
    chatApp: [OTHER_APP],
    loaded: [
      /\b(?:loaded|added|credited) (?:on|onto|to) your (?:\w+ ){0,2}(?:card|account|app|wallet)\b|\bswipe (?:it |your card )?at (?:any|the) (?:\w+ )?(?:till|checkout|store)\b/,
    ],
    bought: [
      /\b(?:tickets?|entry|entries|play ?slip|lines?)\b.{0,40}\b(?:has|have) been (?:purchased|bought|confirmed)\b|\b(?:has|have) been (?:deducted|debited|charged) from your\b|\bgood luck in (?:the|tonight'?s|friday'?s|saturday'?s|wednesday'?s|tuesday'?s) draw\b/,
    ],
    reward: [
      /\bfree (?:\w+ )?(?:package|umrah|hajj|tour)\b|\b\d+(?:\.\d+)? ?(?:lac|lacs|lakh|lakhs|crore)\b|\b(?:lacs?|lakhs?|crores?)\b/,
      /\b(?:prize|reward|cash|cashback|gifts?|gift ?cards?|voucher|award|lakh|crore|million|iphone|ipad|samsung|galaxy|macbook|playstation|ps5|xbox|car|bonus|money|brand new|holiday|cruise|trip|nights? (?:in|at)|free (?:flights?|tickets?|phone|mobile|handset|camera|laptop|tv)|free (?:[\w-]+ ){0,3}(?:phone|mobile|handset|camera|laptop|tv|ipod|nokia|samsung|iphone|motorola|video ?phone|htc|upgrade)|(?:latest|new) (?:[\w-]+ ){0,2}(?:mobiles|handsets|camera ?phones?))\b|[£$€₹]\s?\d/,
      OTHER.reward,
      // "N2,500,000", "₦50,000", "Ksh 250,000", "P25,000": amounts as Nigeria, Kenya and the Philippines write them.
      /\b\d[\d,]* ?taka\b|₦\s?\d|\b(?:n|p|ngn|ksh|kes|php|rs\.?|inr|tsh|ugx|ghs|zar|r|rm|myr) ?\d{1,3}(?:[, ]\d{3})+\b/,
      // "500 €": the sign after the amount, as most of Europe writes it ("1 500 000 FCFA" and "20 000 DH" are amounts,
      // entities/amounts.ts).
      /\d\s?(?:€|eur\b|euros?\b)/,
    ],
    claim: [
      affirmative(/\b(?:claim|collect|redeem|release|receive)\b/),
      affirmative(OTHER.claim),
      affirmative(/\b(?:send|provide)\b.{0,30}\b(?:name|address|details|bank)\b/),
      affirmative(
        /\b(?:processing|release|clearance|delivery|shipping|registration) (?:fee|charge|cost)\b|\bpay\b/,
      ),
      // "Basta pagar o frete", "paga el envío", "payer les frais de port", "دفع رسوم الشحن": the shipping fee.
      affirmative(
        /\b(?:pag(?:ar|ue|a) (?:o |el |los |la )?(?:frete|envio|gastos de envio|taxa)|payer (?:les )?frais de (?:port|livraison)|versandkosten (?:zahlen|bezahlen|ubernehmen))\b|دفع رسوم|للحصول على/,
      ),
    ],
    contact: [
      affirmative(CALL),
      affirmative(REPLY),
      LINK,
      CLICK,
      /\b(?:e-?mail|mail|write to|contact) (?:me|us)\b/,
      // "I need the following from you: your full name, your private telephone": the particulars asked for.
      /\bi need the following (?:from you|details|information|particulars)\b|\b(?:send|forward|provide) (?:me |us )?(?:with )?(?:the following|your (?:full )?(?:name|details|information|particulars|private (?:telephone|phone)))\b/,
      // "Text the agent on this page", "message the claims officer": the person who hands out the prize.
      /\b(?:text|message|inbox|dm|contact|write to|reach out to|call|ask) (?:the|our|my|this) (?:claims? |prize |grant |program(?:me)? )?(?:agent|manager|officer|admin|coordinator|representative|agent in charge)\b/,
      EMAIL_ADDRESS,
      /\b(?:to|in) this (?:chat|conversation)\b|\bdm (?:me|us)\b|\badd (?:the |this |my )?(?:agent|officer|manager|lady|man|person|claims? agent)\b/,
      // "Add him on Facebook, Agent Robert Wilson", "message Agent Linda on Facebook": the "agent" who pays out.
      /\b(?:add|message|contact|inbox|dm) (?:him|her)\b.{0,15}\b(?:facebook|fb|whatsapp|telegram|instagram|messenger)\b|\b(?:add|message|contact|inbox|dm) agent [a-z]+\b/,
      // "Claim by texting BONUS to 60121": a keyword to a short code.
      /\b(?:text|txt|sms|send)(?:ing)? [a-z0-9]+ (?:to|2) \d{3,6}\b/,
    ],
    // "Your loan is approved, pay the processing fee to release it": money for nothing, for a fee. A bank's
    // own approval asks no fee.
    loan: [
      /\b(?:loan|credit|fuliza|overdraft|borrowing) limit (?:has been |is |was )?(?:increased|raised|upgraded|approved)\b|\bloans?\b.{0,80}\b(?:pre-?approved|approved|approval|sanctioned|without (?:any )?collateral|no collateral|no credit check|disburse\w*)\b|\b(?:pinjaman|prestamos?|emprestimos?|pret personnel)\b|кредит(?!н)|\b(?:need a loan|(?:we|i) (?:offer|give|provide) (?:\w+ ){0,3}loans?|loan offers?|loans? (?:of |from )?(?:up to |upto )?(?:[$£€₹]|(?:rs|ksh|php|rm|rp|inr|usd|n)\.? ?)?\d|without (?:a |any )?(?:crb|credit) check)|займ|заём|قرض|\b(?:instant|guaranteed|easy|pre-?approved|approved) (?:\w+ )?loan\b|\b(?:need|get) (?:cash|money) fast\b|\b(?:even with|despite) (?:bad|poor|no) credit\b|\bbad credit (?:ok|okay|welcome|accepted|no problem)\b|\bpayday loan|\bmkopo\b|\bkikomo\b.{0,30}\bkimeongezwa\b|\b(?:vay (?:nhanh|tien|von)|khoan vay)\b|대출/,
    ],
    // "Approved! Bad credit OK", "regardless of credit history": approval promised before anyone looked, which no
    // lender can give; the fee comes after the reply.
    noCheck: [
      /\b(?:only (?:aadhaar|aadhar|pan|cnic|nid|ktp)|no documents?(?: (?:needed|required))?|without (?:any )?documents?|no paperwork|no credit checks?|bad credit (?:ok|okay|accepted|welcome|no problem)|regardless of (?:your )?credit(?: history| score)?|without (?:a |any )?credit checks?|guaranteed (?:approval|loan))\b/,
    ],
    fee: [
      affirmative(
        /\bpay (?:\S+ ){0,3}service charge\b|\b(?:processing|registration|file|insurance|gst|advance|approval|arrangement|admin|administration|upfront|up-front|activation|verification|security|legal|clearance|release|transfer|delivery|diplomatic|courier|custom|customs|stamp|(?:anti-?)?terrorism|tax|certificate|inspection) (?:certificate )?(?:fee|charge)s?\b|\bfee\b.{0,30}\bto (?:get|receive|release|disburse)|\bcertificate\b.{0,30}\bcosts? you (?:only )?(?:[$£€]|usd ?)\d|\bfee\b.{0,20}\b(?:required |needed |payable )?before (?:the )?(?:disburs\w*|release|payout|transfer)|\bbiaya (?:administrasi|admin|asuransi|pencairan)\b|\bada ya (?:usajili|usindikaji|huduma)\b|\b(?:comision|seguro|taxa|frais de dossier)\b.{0,40}\b(?:antes|avance|adelantad\w*|antecipad\w*|avant)\b|страховк|комисси|\bto (?:activate|unlock|release|receive)\b.{0,20}\b(?:send|pay)\b|\bpay\b.{0,40}\b(?:fee|charge|certificate|duty|tax)\b.{0,20}\bto (?:release|unlock|receive|clear)\b|\bpay\b.{0,30}\bfee\b.{0,10}\b(?:first|upfront|in advance|before)\b|\b(?:phi ho so|chuyen truoc)\b|선입금|보증보험료|수수료/,
      ),
    ],
    // Advance-fee ("419") letters: a stranger's millions to move, and a share for whoever helps.
    fortune: [
      /\b\d+(?:[.,]\d+)? ?(?:million|billion|crore|lakh)\b|(?:[$£€]|\b(?:usd|eur|gbp) ?)\d+(?:[.,]\d+)? ?m\b|(?:[$£€]|\b(?:usd|eur|gbp) ?)\d{1,3}(?:,\d{3}){2,}|\b(?:millions|inheritance|next of kin|beneficiary|unclaimed (?:funds?|sum|deposit)|consignment (?:box|of)|(?:box|package|parcel|consignment|trunk) (?:of|containing|with) (?:gold|cash|money|diamonds|dollars)|(?:box|package|parcel|consignment|trunk|it)\b.{0,30}\bcontains? (?:cash|money|dollars|gold|valuables)|(?:box|package|parcel|consignment|trunk)\b.{0,60}\b(?:contains?|containing) (?:\w+ ){0,3}(?:jewel\w*|gold|diamonds|cash|money|dollars|pounds|euros)\b|dormant account|(?:my|the|a) late (?:husband|father|client|customer))\b|مليون|ملايين/,
    ],
    email: [EMAIL_ADDRESS],
    kin: [
      /\b(?:(?:presented|stand|act|named|present you) as (?:the )?next of kin|share the same (?:sur|last |family )?name|same (?:surname|last name|family name) as)\b/,
    ],
    // "Visit the customer service desk with your receipt to collect your prize": a shop's own draw, claimed in
    // person, where no one can take money or details from a distance.
    inPerson: [
      /\b(?:visit|at|to|collect (?:it )?(?:from|at)) (?:the |our |any )?(?:\w+ ){0,3}(?:customer service desk|service desk|desk|counter|store|branch|outlet)\b.{0,60}\bwith (?:your|the) (?:receipt|id|emirates id|loyalty card|ticket|card)\b/,
      // "Pop in to collect at the tills with your ticket", "bring your IC and receipt no. 00381 to the customer service
      // counter", "claim at the club office, bring your stub": a prize claimed in person, with proof of the entry.
      /\b(?:bring|show|present) (?:your |the )?(?:ic|id|receipt|ticket|stub|voucher|loyalty card|raffle ticket)\b|\b(?:collect|claim)\w*\b.{0,30}\bat (?:the |our )?(?:tills?|counter|club ?office|club ?house|reception|front desk)\b/,
      // "Collect it from the school office", "pick it up at the clubhouse bar": a club's or school's own draw.
      /\b(?:collect|pick (?:it |them |your \w+ )?up)\b.{0,30}\b(?:from|at) (?:the |our )?(?:\w+ ){0,2}(?:bar|office|reception|clubhouse|club ?house|school|front desk|library|church|hall|shop|store)\b/,
    ],
    // "Your voucher worth R500 is waiting. Claim before midnight at …": a reward said to wait for the reader.
    waiting: [
      /\b(?:vouchers?|rewards?|prizes?|gift ?cards?|cash|bonus)(?: worth (?:\S+ )?\S+)? (?:is|are) (?:waiting|unclaimed|ready to (?:be )?claim\w*)\b/,
      // "Your LIC policy bonus of Rs 1,42,000 is ready", "your refund of £84 has been approved": money said to be the
      // reader's, waiting.
      /\byour (?:[\w-]+ ){0,2}(?:bonus|refund|payout|winnings|reward|maturity amount)(?: (?:of|worth) (?:\S+ )?\S+)? (?:is|are|has been|have been) (?:ready|approved|released|pending|due)\b/,
    ],
    ussd: [/\*\d{2,4}(?:\*\d+)*#/],
    // "Dial *170# and approve the pending request with your PIN": the code that moves the reader's money.
    pinAsk: [
      affirmative(
        /\b(?:approve|confirm|enter|authori[sz]e)\b.{0,40}\b(?:pin|password|otp)\b|\b(?:apna |aapka )?(?:upi )?pin (?:daal|dal|dale|daalo|dalo|enter kar)\w*/,
      ),
    ],
    // "Approve with your UPI PIN to receive the refund": a PIN moves money out; no one needs it to pay you.
    toReceive: [
      /\bto (?:receive|get|claim|accept|credit) (?:the |your |a |this )?(?:money|refund|payment|cashback|amount|funds|prize|reward|transfer|cash)\b|\b(?:refund|paisa|paise|payment|cashback) (?:lene|paane|receive karne) ke liye\b/,
    ],
    // "The photo competition you entered on 3 April", "your entry in our spring giveaway": a contest the reader took
    // part in, named. A lure's draw picks people who never entered.
    sold: [/\b(?:you(?:'ve| have)|your (?:[\w()'-]+ ){1,5}?(?:has |have )?)sold\b/],
    entered: [
      /\b(?:competition|contest|giveaway|draw|raffle|sweepstakes?|prize|awards?|challenge)\b.{0,40}\byou (?:entered|took part in|submitted)\b|\byour (?:entry|submission) (?:in|into|to|for) (?:our|the)\b/,
      // "Thank you for your Delay Repay claim (ref DR-8842)": compensation the reader claimed, not a windfall.
      /\bthank you for (?:your|submitting your) (?:[\w-]+ ){0,3}(?:claim|entry|application)\b|\byour (?:[\w-]+ )?claim \(?(?:ref|reference|no|number)\b/,
    ],
    // "Sign in to see if you've won", "if you win, we'll e-mail you": the lottery's own results notice, no win told.
    maybe: [
      /\b(?:see|check|find out) (?:if|whether|how much) (?:you(?:'ve| have)?|your (?:\w+ )?(?:ticket|numbers?|entry)) (?:won|(?:is|are|has|have) (?:a )?win\w*)\b|\bif you win\b/,
    ],
    // "Your 12,480 points are expiring tonight, call … to redeem them for cash".
    pointsExpiring: [
      /\b(?:points|rewards?|miles|bonus)\b.{0,30}\b(?:expir\w+|will expire|about to expire|lapse)\b/,
    ],
    // The fortune is said to be the reader's: "you", "your number", "approved for you", "in your name".
    yours: [
      /\b(?:your (?:number|name|e-?mail|account|mobile|line|sim|compensation|funds?|inheritance|winnings|consignment|package|parcel|share)|in your name|(?:for|to) you|you (?:have been|were|are) (?:selected|chosen|approved))\b/,
    ],
    // "Instant loan approved, no documents! Download the app": lending apps that harvest contacts and extort.
    app: [
      /\b(?:download|install|get) (?:the |our )?(?:\w+ )?app\b|\bapk\b|\b(?:download|install)\w* (?:now|here|today|it)\b.{0,6}\S+\.app\b/,
    ],
    // "You are one of the 5 winners", "your postcode has been chosen": the reader is the one who won.
    youWon: [
      /\b(?:you(?:'ve| have)? won(?!['’]t)|you are (?:the |a |one of (?:the |our )?|\d+ of (?:the |our )?)?(?:\d+ )?(?:lucky )?winners?|(?:you|your (?:number|mobile|phone|sim|post ?code|zip ?code|e-?mail|account|ticket)(?: number)?) (?:has |have )?(?:been |was |were )?(?:selected|chosen|picked|drawn)|lucky winner|your (?:\w+ )?(?:ticket|entry|numbers?)(?: number)?(?: \w+)? matched (?:\d|all|five|six) (?:main )?(?:balls|numbers))\b/,
    ],
    share: [
      // "I have set aside 20% for you", "help me collect this deposit", "your assistance to evacuate the sum": a cut of
      // a stranger's millions for the reader's help in moving them.
      /\bset aside (?:\d+ ?(?:%|percent)|a share)\b|\b\d+ ?(?:%|percent) (?:of (?:it|the (?:money|funds?|sum|total)) )?(?:is )?(?:for|to) you\b|\bhelp me (?:to )?(?:collect|receive|transfer|move|evacuate|claim|secure) (?:this|the|my) (?:deposit|fund|funds|money|sum|inheritance|consignment)\b|\b(?:assistance|help) (?:to|in) (?:evacuat|transferr?|mov|receiv|secur|claim)\w* (?:the |this )?(?:sum|fund|funds|money|consignment)\b/,
      // "I want you to use this fund for charity works": a dying stranger's millions, handed to the reader.
      /\b(?:want|like|need) you to (?:use|receive|handle|take|manage|distribute) (?:this|the|these|my|our) (?:fund|funds|money|inheritance|deposit|estate)\b/,
      /\b(?:business|investment|partnership) proposal\b|\b(?:take|get|keep|receive|offer you|share|split|give you) (?:\d+ ?(?:%|percent\b)|(?:a|your) share)|\b(?:share|split) (?:it|them|the (?:money|funds|proceeds|gold)) (?:with you|equally)|\b(?:we|us|you and i) (?:can |could |will |should )?(?:share|split) (?:the |these |this )?(?:funds?|money|proceeds|sum|deposit|inheritance)\b|\b(?:(?:want|wish|like|going) to (?:send|give|transfer|donate|ship|deliver) (?:it |this |them )?to you|your share|trustworthy|trusted (?:person|partner|friend|individual)|(?:person|someone|partner) (?:i can trust|to (?:receive|keep|hold|handle) (?:it|them|the (?:money|funds|box|consignment)))|someone (?:i (?:can )?|to )trust|sincere heart|(?:donate|give|entrust|distribute) .{0,60}\b(?:through|via) you|(?:send|ship|deliver|transfer) (?:my |the |this )?(?:box|trunk|consignment|funds?|money|savings) (?:to you|in your name)|relocate (?:to|into) your country|help me (?:to )?(?:move|transfer|receive|secure)|(?:present|stand as|nominate) you as (?:the )?(?:next of kin|beneficiary)|(?:transfer|release|remit)\w* (?:the |this |my |these )?(?:funds?|money|sum|inheritance|deposit) (?:to|into) (?:you|your)\b|(?:help|assist) (?:me )?(?:in )?(?:moving|transferring|receiving) (?:the |my |this )?(?:funds?|money|finance|sum|fortune)|(?:move|transfer|bring|invest) (?:it |them |the (?:funds|money) )?(?:to|into|in) your country|(?:shares?|bears?|has|had|with) (?:the same (?:sur|last |family )?name as you|your (?:same )?(?:sur|last |family )name)|(?:donation|grant|gift|inheritance|fund) (?:of [^.]{0,30} )?(?:for|to) you\b|god[- ]?fearing (?:person|man|woman|individual)|(?:donate|give) (?:it |this |the (?:money|funds) )?to (?:a |an )?(?:honest|trustworthy|reliable|sincere|kind) (?:person|individual|man|woman))\b|نتقاسم|نقتسم|نفس اسم العائلة|بطلب باسمك/,
    ],
  },
  hook: ['won', 'congrats', 'loan', 'fortune', 'reward'],
  request: ['claim', 'fee', 'share', 'contact'],
  assess(has, facts) {
    const contact = has('contact') || hasLink(facts) || hasPhone(facts);
    if (has('pinAsk') && has('toReceive')) return 'prize-claim-and-contact';
    if (has('loan') && has('fee')) return contact ? 'prize-claim-and-contact' : 'prize-claim-or-contact';
    if (has('loan') && has('noCheck') && contact) return 'prize-claim-or-contact';
    if (has('inPerson') && !hasUnknownLink(facts) && !hasPhone(facts)) return null;
    // "R500 loaded on your Smart Shopper card, swipe at any till": a loyalty prize spent in the shop.
    if (has('loaded') && !hasUnknownLink(facts) && !hasPhone(facts)) return null;
    // "Your EuroMillions ticket has been purchased, €5.00 deducted. Good luck!": the lottery's receipt for a ticket
    // the reader bought, not a win.
    if (has('bought') && !has('claim')) return null;
    // "Lottery pool - we won! $100 split 14 ways": friends sharing their own ticket's luck; "the mini-league buy-in is
    // £10, winner takes all": their own pot.
    if (has('ours')) return null;
    if (has('pot') && !hasUnknownLink(facts) && !hasPhone(facts)) return null;
    if (has('incentive') && !has('fee') && !has('details') && !has('email')) return null;
    if (
      has('localDraw') &&
      !has('fee') &&
      !has('details') &&
      !hasUnknownLink(facts) &&
      !has('email') &&
      !has('chatApp')
    )
      return null;
    if (has('maybe') && !hasUnknownLink(facts)) return null;
    if (has('entered') && !has('fee') && !hasUnknownLink(facts) && !hasPhone(facts)) return null;
    // "Congrats – your Nintendo Switch sold for £118, post it by Friday": a marketplace's sale, not a win.
    if (has('sold') && !hasUnknownLink(facts) && !hasPhone(facts)) return null;
    // "Congratulations! 1GB bonus data … dial *544# to check": an operator's own offer, answered through its own
    // service code rather than a number or a site.
    if (has('ussd') && !has('pinAsk') && facts.links.length === 0 && !hasPhone(facts)) return null;
    if (
      has('pointsExpiring') &&
      has('claim') &&
      (hasUnknownLink(facts) || hasPhone(facts, ['mobile', 'personal', 'unknown', 'premium-rate']))
    )
      return 'prize-claim-or-contact';
    if (has('fortune') && has('share')) return contact ? 'fortune-to-share-and-contact' : 'fortune-to-share';
    // "Would you be presented as next of kin, as you share the same surname?": the estate offered to a stranger.
    if (has('fortune') && has('kin') && contact) return 'fortune-to-share-and-contact';
    // "Your number has been approved for $1,500,000 … contact agent Helen for the release fee": a fortune that
    // is yours once you pay to release it.
    if (has('fortune') && has('fee') && has('yours')) return 'fortune-to-share-and-contact';
    // "Your LIC policy bonus of Rs 1,42,000 is ready. To release pay GST charges Rs 6,800": money waiting for the
    // reader, behind a fee to pay first.
    if (has('waiting') && has('fee') && (contact || has('email'))) return 'prize-claim-and-contact';
    // Won, and sent to a site hardly anyone visits, a webmail address or a phone line to find out what: the
    // prize need not be named.
    if (
      has('youWon') &&
      !(has('reward') || facts.amounts.length > 0) &&
      (hasUnknownLink(facts) ||
        has('email') ||
        hasPhone(facts, ['mobile', 'personal', 'premium-rate', 'unknown']))
    )
      return 'prize-claim-or-contact';
    if (has('loan') && has('app') && hasUnknownLink(facts)) return 'instant-loan-app';
    // A shop's own "your Clubcard vouchers are waiting, use them in store" sends you nowhere new.
    if (has('waiting') && has('claim') && hasUnknownLink(facts)) return 'prize-claim-and-contact';
    // Congratulations that lead only to sites everyone knows (a marketplace's "your item sold") are not a win.
    const won = has('won') || (has('congrats') && (facts.links.length === 0 || hasUnknownLink(facts)));
    if (!won || !(has('reward') || facts.amounts.length > 0)) return null;
    if (has('claim') && contact) return 'prize-claim-and-contact';
    return has('claim') || contact ? 'prize-claim-or-contact' : null;
  },
});

export const job = defineFamily({
  family: 'job',
  title: 'Easy job or paid-tasks offer',
  cues: {
    job: [
      /\b(?:hiring|recruit\w*|(?<!\b(?:great|good|nice|excellent|amazing|fantastic) )jobs?(?! (?:is |was |will be |has been )?(?:done|finished|complete[d]?)\b)|tasks?|task account|interview\w*|(?:thanks|thank you) for applying|your application|dear (?:job )?applicant|offer you (?:the|a|this) (?:role|position|job)|(?:matches|fit for|suited to|perfect for) (?:a|an|the|this) (?:[\w-]+ ){0,3}(?:role|position|job|opening)|(?:we|they) pay (?:you )?(?:to|for) (?:review|rate|like|test|watch)\w*|(?:technical|coding|take-?home) (?:assessment|test|task|challenge)|brand ambassador|ambassador (?:program\w*|position|role|for|team|account)|scouting (?:faces|models|talent)|creator program\w*|paid collab\w*|paid partnerships?|brand deals?|collaboration fee|you'?re hired|you (?:have|'ve) been hired|new faces|models? wanted|looking for (?:creators|reviewers|product testers|testers|(?:micro-?|nano-?)?influencers|ambassadors)|collab(?:oration)? opportunit\w*|travailler (?:a|de) (?:domicile|la maison)|trabajar|buscamos personas|vagas?|freelanc\w*|(?:writer|editor|assistant|designer|tester|transcriber)s? (?:role|position|job)s?|(?:staff|workers|drivers|cleaners|waiters|nurses|caregivers|helpers|guards|welders|labou?rers)\b.{0,20}\b(?:wanted|needed)|teilzeit\w*|personalagentur|nebenjob|degerlendirme isi|is ilani|eleman araniyor|part[- ]?time(?:rs?)?|order sets?|grab(?:bing)? orders?|order[- ]grabbing|full[- ]?time|work from home|wfh|vacanc\w+|remote (?:staff|work|job)|shortlisted|(?<![/\d] ?)hr|data entry|employ\w+|position|(?:looking|searching) for (?:a )?(?:work|job)|online (?:assistants?|workers?|staff)|work online|(?:earn|make) (?:\w+ )?(?:money|cash|income) (?:by|from|for) (?:\w+ )?(?:liking|rating|reviewing|watching|following|completing)|(?:looking for|needs?|seeking) (?:\d+ )?(?:people|persons|someone|candidates|individuals|members) to (?:help|like|rate|review|watch|follow|complete|work|boost)|home[- ]based (?:work|jobs?)|online (?:e )?income|ghore bose|ghar (?:baithe|baith kar|se kaam))\b/,
      OTHER.job,
      /\b(?:negative balance|lucky (?:order|task)|combo (?:order|task)|combination (?:order|task)|merge (?:order|task)|prepaid task|merchant task|onboarding (?:kit|package|check))s?\b|\b(?:evaluador\w*|tareas?|tarefas?|renda extra|tugas)\b|组合单|任务|副業|タスク|兼职|兼職|刷单|刷單/,
      // "The remote data optimization role", "a flexible online opportunity": work named by how it fits around you.
      /\b(?:remote|online|part[- ]time|home[- ]based|flexible) (?:\w+ ){0,2}(?:role|opportunit(?:y|ies))\b|\b(?:medewerkers|thuiswerk\w*|bijbaan|nebentatigkeit)\b|сотрудник\w*|удал[её]нк\w*|удал[её]нн\w* работ\w*|ваканси\w*/,
      // "We pay $50-$300 daily just for liking YouTube videos": the work named by what is paid for.
      /\b(?:we|they|i) (?:will )?pay (?:you )?\S+(?: ?(?:-|to) ?\S+)? (?:daily |a day |per day |weekly |a week |each day )?(?:just |only |simply )?(?:for|to) (?:liking|rating|reviewing|following|watching|like|rate|review|follow|watch)\b/,
      /\b(?:(?:hotel|product|app|movie) (?:rating|review|optimi[sz]ation)s?|rating tasks?|vip ?\d|model(?:ling|ing)? (?:agency|management)|scout for|casting (?:call|agent)|work permits?|work visas?|lmia|foreign workers)\b/,
    ],
    // "As part of the interview, clone our repo and run it locally": the fake coding test that installs malware.
    codeTask: [
      /\b(?:clone|download|run|install)\b.{0,30}\b(?:our |the |this )?(?:repo|repository|project|code ?base|package)\b.{0,60}\b(?:run (?:it )?locally|locally|npm (?:install|start|run)|yarn|pip install)\b|\bnpm install (?:&&|and) npm (?:start|run)\b|\b(?:download|install)\w* (?:our|the|this) (?:secure |private |encrypted )?(?:interview|meeting|chat|onboarding) (?:client|app|software|tool)\b/,
    ],
    // Money-mule recruitment: "receive client payments into your personal account and forward them", "I
    // deposit, you withdraw, we split", "you keep 10% of every transfer".
    mule: [
      /\b(?:receive|accept)\w* (?:\w+ )?(?:packages|parcels)\b.{0,80}\b(?:reship|re-ship|forward|repackag)\w*|\b(?:deposit|cash) (?:it|the (?:check|cheque))\b.{0,40}\b(?:pay|send|forward)\b.{0,40}\b(?:installer|vendor|supplier|designer|agent)|\bkeep the rest\b/,
      /\breceiv(?:e|ing) (?:\w+ ){0,2}(?:payments?|money|funds|transfers?|deposits?)\b.{0,40}\b(?:into|to|in|through|on) (?:your|ur) (?:\w+ )?(?:bank )?accounts?\b.{0,60}\b(?:forward|transferr?|send|withdraw|keep)(?:ing|s)?\b|\breceiv(?:e|ing) (?:\w+ ){0,2}(?:payments?|money|funds|transfers?|deposits?) (?:into|to|in|through|on) (?:your|ur) (?:\w+ )?(?:bank )?accounts?\b|\bi deposit,? (?:and )?you withdraw\b|\b(?:you )?keep (?:\d+ ?%|a (?:cut|share|percentage)) (?:of|from) (?:every|each|the) (?:transfer|payment|deposit|transaction)s?\b|\b\d+ ?% (?:commission )?(?:on|of|from) (?:every|each|all) (?:transaction|transfer|payment|deposit)s? (?:received|that comes?|you receive|into your)\b|\b(?:active|your|a) bank accounts? (?:to receive|for receiving)\b|\b(?:onboarding|register\w*|sign(?:ing)? up|verif\w+|test\w*)\b.{0,40}\b(?:using|with|through) your (?:own )?personal (?:bank )?account\b/,
    ],
    // "Receive packages at your home address, inspect and repackage them, print the prepaid labels we e-mail": the
    // reshipping job, which launders goods bought with stolen cards. Read as two cues: the list puts them on two lines.
    homeParcels: [
      /\b(?:receiv|accept)\w* (?:\w+ )?(?:packages|parcels|shipments|deliveries) (?:at|to|in) (?:your|ur) (?:own )?(?:home|house|residence|address|home address)\b/,
    ],
    reship: [
      /\b(?:re-?packag|re-?ship|re-?label)\w*|\bprint\w* (?:the |our )?(?:prepaid )?(?:shipping )?labels? (?:we|that we|which we) (?:send|e-?mail|provide)\w*/,
    ],
    // "Let us send money into your bank and you send it back out to my cousin", "can they send it to you and you just
    // forward it to me?": money passed through the reader's account…
    passOn: [
      /\b(?:send|pay|transfer|deposit)\w* (?:(?:\w+ ){0,2}(?:to|into|in) )?(?:you|your|ur)\b(?: (?:bank|account|acc|paypal|cash ?app))?.{0,50}\b(?:you |u )?(?:just )?(?:forward|send|transfer|pass|move)\w* (?:it |them |the money |the funds )?(?:back )?(?:out |on )?to (?:me|my)\b/,
    ],
    // …for a cut: "you keep £100", "I'll give you $200 for helping".
    cut: [
      /\b(?:you |u )?keep (?:[$£€₹]\d[\d,.]*|\d+ ?%)|\b(?:i'?ll|i will|we'?ll|we will) (?:give|pay|send) (?:you |u )?(?:[$£€₹]\d[\d,.]*|\d+ ?%)/,
    ],
    pay: [
      // A salary or income on its own is any job's (see `salary`); only a daily or weekly one, or one per task,
      // is the lure's.
      /\b(?:earn\w*|(?:salary|income|commission) (?:of )?(?:up to )?(?:[£$€₹]|rs\.? ?|rp ?|php ?|ksh ?)?\d[\d,.]*k? ?(?:daily|a day|per day|weekly|a week|per week|\/day|\/week)|daily (?:pay|payouts?|income|wage|salary|commission)|payouts? daily|per day|a day|\/day|paid daily|\d+k? ?(?:daily|a day|per day|weekly)|kada araw|bawat araw|araw-araw|kwa siku|gunde|diarios|protidin|pe zi|per hari|sehari|gunluk|moi ngay|moi don|\/ngay|al dia|por dia|par jour|pro tag|al giorno|per dag|roz|rozana|har din)\b|руб\.? ?\/ ?день|в день|يوميا|في اليوم|يومي|(?:[£$€₹]|\b(?:p|rs\.?|rm|rp|php|ksh|inr|usd) ?)\d[\d,.]*k? ?(?:daily|a day|per day|weekly)\b|\b\d[\d,.]*k?(?: ?- ?\d[\d,.]*k?)? ?(?:usd|dollars|rs|rupees|inr|ksh|php|pesos|euros?|pounds|naira|rand|rm|ringgit|tl|lira|reais|dirhams?|aed|sar) (?:daily|a day|per day|weekly|a week|per week)\b/,
      // "We pay $50 per 5-star review", "£3 for each video you like": piece rates for nothing.
      /\b(?:1|one) (?:task|review|rating|like|video|order|follow|post|click)s? ?= ?(?:[£$€₹]|rs\.? ?|inr ?|usd ?)?\d|(?:[£$€₹]|\b(?:rs\.?|inr|usd|ksh|php|rm|rp)) ?\d[\d,.]*k? (?:per|for (?:each|every)|a|an) (?:\S+ ){0,2}?(?:tasks?|reviews?|ratings?|likes?|videos?|orders?|follows?|clicks?|posts?|comments?|surveys?)\b|(?:[£$€₹]|\b(?:rs\.?|inr|usd)) ?\d[\d,.]*k? ?\/ ?(?:task|review|rating|like|video|order|follow|post|reel|story)\b|\b(?:each|every|per) (?:\w+ )?(?:like|video|task|review|rating|follow|order|click|post) (?:(?:pays|earns|gives)(?: you)? |is |= |: )?(?:[£$€₹]|rs\.? ?)\d|\b(?:each|every|per) (?:\w+ )?(?:like|video|task|review|rating|follow|order|click|post) (?:pays|earns|gives)(?: you)? \d/,
      // "3€ por reseña", "5€ a 10€ por tarefa", "je Bewertung": a piece rate in Spanish, Portuguese, French, German and
      // Italian.
      /\b(?:por|pour|pro|per|je) (?:cada |chaque |ogni |elke |jede )?(?:tarea|tarefa|resena|avaliacao|tache|avis|aufgabe|bewertung|compito|recensione|taak|beoordeling|seguidor)s?\b/,
      // "Daily 3000-8000 rupees", "$120-$300 a day": a range of pay by the day.
      /\b(?:daily|roz|rozana|har din|per day|a day) (?:[£$€₹]|rs\.? ?|inr ?|rp ?|r\$ ?)?\d[\d,.]*k?(?: ?(?:-|to) ?(?:[£$€₹]|rs\.? ?|r\$ ?)?\d[\d,.]*k?)?\b|日薪|日结|日結|日給|วันละ|每[单單]佣金|当日结算|當日結算/,
    ],
    sideWork: [
      /\b(?:part[- ]?time|side (?:job|hustle|income)|extra income|from (?:home|your phone)|online (?:job|work))\b/,
    ],
    // "Interviews are conducted on Telegram via text": no employer hires through a chat app's text messages.
    chatInterview: [
      /\binterviews? (?:are |is |will be )?(?:conducted|held|done|carried out) (?:here )?(?:on|via|through|over|by) (?:telegram|whatsapp|signal|google chat|hangouts|wire|teams chat|text|chat)\b|\b(?:conduct|hold|do|have|schedule) (?:your |the |an )?interview (?:via|on|over|through|by) (?:telegram|whatsapp|signal|google chat|hangouts|wire|wickr|(?:microsoft )?teams chat|text|chat)\b|\b(?:text|chat)[- ]based interview\b|\binterview (?:via|on|over|through) (?:telegram|signal|wickr|wire)\b|\binterview\b.{0,40}\b(?:move|switch|continue|go) (?:it |this )?(?:to|on) (?:telegram|signal|whatsapp|wickr)\b/,
    ],
    // "Do you have a Coinbase or Binance account to receive your salary?": wages paid in crypto.
    cryptoPay: [
      /\b(?:coinbase|binance|usdt|crypto (?:wallet|account)|trust ?wallet|bitcoin wallet)\b.{0,40}\b(?:salary|wages?|earnings|commission|get paid|receive (?:your )?pay)|\b(?:salary|wages?|earnings|commission|paid)\b.{0,30}\b(?:in|via|through|to your) (?:usdt|crypto|bitcoin|btc|coinbase|binance)\b/,
    ],
    // "$45/hr": most honest jobs are paid by the hour, so an hourly rate counts only beside easy work.
    hourly: [/\b(?:per (?:hour|hr)|an hour|\/(?:hr|hour|h))\b/],
    // "Salary £4,500/month": a job's pay, which counts only when the way to apply is a chat app.
    salary: [
      /\b(?:salary|income|pay)\b:? (?:of )?(?:up to )?(?:(?:[£$€₹]|rs\.? ?|inr ?|usd ?)\d|\d[\d,.]*k\b)/,
    ],
    // An @handle, not the @ of an e-mail address ("send your CV to hr@company.com" is how employers hire).
    chat: [/\bwa\.me\b|\bt\.me\b/, HANDLE_TO_WRITE_TO, OTHER_APP],
    easy: [
      /\b(?:vanuit huis|z domu|z domova|dari rumah|simple tasks?|easy|no experience|(?:videos?|posts?|reels?) like|no interview|from home|liking|like (?:&|and|dan|y|e|et) follow|like (?:\w+ ){0,3}?(?:videos?|posts|reels)|rate (?:hotels?|products?|apps?)|reviews?|tasks?|1-2 hours|flexible|only phone|5 star rating|(?:boost|improve|increase) (?:\w+ ){0,3}(?:ratings?|reviews?|rankings?|sales|visibility)|\d+ ?(?:min|mins|minutes)(?: a| per|\/) ?day|(?:like|rate|review|evaluate) (?:\w+ ){0,2}(?:videos?|products?|apps?|hotels?)|avaliar produtos|avaliando produtos|evaluando productos|calificando productos|curtindo|curtir (?:videos|posts|fotos)|screenshot)\b/,
      OTHER.easyWork,
      /\b(?:en )?aimant des (?:videos|posts|photos)\b|\d+ ?€ ?\/ ?jour\b|副業|在宅|月\d+万円|日給/,
      /\b(?:hotels?|produkte|apps?) bewerten\b|\d+(?: ?- ?\d+)? ?(?:minuten|min) (?:am|pro) tag\b|\bthuiswerk\w*/,
    ],
    contact: [
      affirmative(REPLY),
      /\b(?:responda|responde|responder|reponds|repondez|antworte\w*|rispondi)\b/,
      OTHER_APP,
      /\bwa\.me\b|\bt\.me\b|加我微信|加微信|\bhubungi (?:admin|kami|saya)\b|\bbalas (?:ya|y)\b|\bwhatsapp'?(?:tan|dan) yaz\w*|\bvia wa\b|\bzalo\b|\bmessage mo (?:lang )?ako\b|\bpm (?:lang|me|mo|po|for)\b/,
      /пишите/,
      HANDLE_TO_WRITE_TO,
      LINK,
      CLICK,
    ],
    // "… $200-$500 daily. Interested?": the offer ends by asking for a reply. Honest recruiters ask it too, so it
    // counts only beside easy money.
    // "£550/day, 6 months, hybrid in Leeds, outside IR35": a contractor's day rate, which real agencies cold-call about.
    contractor: [
      /\b(?:\d+[- ]months?|contract (?:role|position|length|basis)|day rate|(?:inside|outside) ir35|ir35|hybrid|on-?site|permanent (?:role|position))\b/,
    ],
    tenancy: [
      /\b(?:landlord|tenancy|letting agent|lettings|holding deposit|rental application|(?:flat|apartment|unit) \d)\b/,
    ],
    // "We saw your profile on LinkedIn", "we got your resume from Naukri": a recruiter the reader never wrote to.
    unsolicited: [
      /\b(?:saw|came across|found|viewed|got|received|have|obtained) your (?:profile|resume|cv|number|contact)\b|\byour (?:resume|cv|profile) (?:from|on|via) [a-z]+/,
    ],
    askInterest: [
      /\b(?:quer receber mais informac\w*|(?:te|le) interesa|quieres (?:saber|recibir) mas|tem interesse|(?:interesad[oa]|interessad[oa])\?)/,
      /\bcan (?:we|i) (?:talk|chat|speak)(?: (?:now|today|briefly))?\?|\bwould you like to (?:try|join|start|give it a try|know more|hear more)\b|\binterested(?: in (?:learning|knowing|hearing|finding out) more| in (?:this|the|our) (?:job|position|role|offer|opportunity))?\?|\b(?:can|shall|may) i (?:send|share|give|tell) (?:you )?(?:the |more )?(?:details|info\w*)\??|\b(?:can|shall|may) i explain (?:more|further|the details)\b|\b(?:can|shall|may) i send you (?:the |your )?(?:first )?(?:task|job|assignment)s?\b|\b(?:can|shall|may) i tell you more\b|\b(?:should|shall|can) i introduce you to (?:my|our|the) (?:manager|boss|mentor|team|supervisor|leader)\b|\bintroduce (?:you )?to (?:a|an|our|this) (?:[\w-]+ )?(?:job|opportunity|position|role)\b|\bwant to (?:know|hear|learn) more\?|\bif (?:you(?:'re| are) )?interested\b|\bposso te passar\b|\bposso (?:te explicar|darle|darti|dirle|spiegar\w*)\b|有兴趣|感兴趣|\b(?:te interesa|interesado|interesada|(?:etes-vous|vous etes|es-tu|tu es) interess\w*|interessiert|interesse\?|haben sie interesse|hast du interesse|minat|interessato|interessata|tem interesse|interessado|tertarik|interested ho|unavutiwa|quer saber mais)\b|ご興味|هل أنت مهتم|интересно/,
    ],
    deposit: [
      affirmative(
        /\b(?:top[- ]?up|(?<!direct )deposit|unlock|recharge|registration fee|registration (?:is|costs?) (?:only )?(?:[$£€₦]|n|ksh|rs\.?|r) ?\d|training fee|processing fee|visa fee|permit fee|application fee|portfolio (?:shoot|fee)|pay (?:the |a )?(?:[$£€]\d[\d,.]* )?(?:membership|registration|verification)(?: fee)?\b|pay\b.{0,20}\bfor (?:the |your )?(?:uniform|training|starter kit|welcome kit|kit|id card|background check|medical|visa|permit|processing)|pay (?:\d+ ?% of|the remaining|the balance)|pay (?:for )?(?:the )?equipment|forward \$|send (?:the )?(?:rest|balance|remaining)|(?:just |only )?(?:need to )?(?:cover|pay for) (?:the )?(?:[$£€] ?\d[\d,.]* )?(?:shipping|postage|delivery)|(?:just|only) pay (?:for )?(?:the )?(?:shipping|postage|delivery)|(?:purchase|buy|pay for)\b.{0,40}\b(?:will be|gets?|is) reimbursed|(?:certification|training|onboarding|equipment|starter) (?:\w+ )?fee|\bfee\b.{0,40}\b(?:reimbursed|refunded|paid back)\b.{0,40}\b(?:paycheck|pay ?check|salary|first pay|wages)|approved vendor|send (?:the )?(?:vendor|supplier) (?:payment|the money)|(?:place|pay for|buy) (?:the )?(?:order|items?|products?) (?:yourself )?first\b.{0,50}\breimburs\w*|we (?:will )?reimburse (?:you )?(?:with|plus) (?:a )?commission|onboarding fee|one-?time (?:\$?\d+ )?(?:onboarding |registration |joining )?fee|(?:medical|placement|agency|interview|joining|booking|document(?:ation)?|work permit|file) (?:fees?|charges?)|(?:need|have|required) to (?:purchase|buy) (?:our|the|a) (?:\w+ ){0,4}(?:software|licen[cs]e|kit|equipment|course|training)|(?:to accept|to join|to confirm (?:your|the) (?:spot|place|role))\b.{0,30}\b(?:purchase|buy|order)\b|(?:to get started|to start|to join|to activate (?:your )?(?:\w+ )?(?:membership|account|position))\b.{0,30}\b(?:place|make) (?:your |an? )?(?:first |initial )?(?:order|purchase)|pay for (?:your |the )?first order|(?:place|make) your first order\b.{0,40}\bto (?:activate|join|start|unlock|confirm)|(?:resume|cv) (?:optimi[sz]ation|writing|review|rewrite|screening|formatting) fee|minimum balance of|thanh toan truoc|nap truoc|kich hoat tai khoan)\b/,
      ),
      // "The fee is $65 via Cash App": a fee paid into a payment app, which no employer's checks are.
      /\bfee (?:is|of) (?:only |just )?(?:[$£€₹]\d[\d,.]*|\d[\d,.]* ?(?:usd|dollars|pounds|euros?|rs|inr))\b.{0,20}\b(?:via|through|by|on|with|in) (?:cash ?app|zelle|venmo|paypal|gift cards?|bitcoin|crypto|usdt|western union|remitly|wise|apple pay|google pay|g ?cash|upi|paytm)\b/,
      // "Just $80 to activate your account": the fee that opens the task account.
      /(?:[$£€₹]\d[\d,.]*|\b\d[\d,.]* ?(?:usd|usdt|rs|inr)) to (?:activate|unlock|open|start|register) (?:your |the )?(?:account|membership|tasks?|wallet)\b/,
      // "You'll receive a check for your equipment": the fake cheque that the new hire forwards to a "vendor".
      /\b(?:receive|send you|mail you|get) a (?:check|cheque)\b.{0,30}\b(?:equipment|laptop|office supplies|workstation|home office)\b/,
      // "You need to add funds to your working account first", "deposit 300 to unlock higher commission": the task scam's
      // top-up.
      /\badd funds to (?:your |the )?(?:working |task |work )?account\b|\bdeposit (?:[$£€]|usdt ?)?\d[\d,]* (?:usdt |dollars |usd )?to (?:unlock|upgrade|reach|continue)\b/,
      // "Recargar 50 USDT", "isi ulang dulu", "fazer um depósito", "el kit de bienvenida", "先充值", "保証金を入金": the task
      // scam's top-up; "frais de dossier", "lipa medical", "ada ya usajili": the job's file, medical or sign-up fee.
      affirmative(
        /\b(?:frais (?:de dossier|d'inscription|de visa|medicaux|de formation|\d[\d ]*(?:f ?cfa|cfa|dh|dhs))|lipa (?:medical|ada|visa|usajili)|ada ya (?:usajili|fomu|visa|maombi)|recarg(?:ar|a|ue)\w*|isi ulang|(?:fazer|faca|faz) um deposito|deposito de|depositar|depositando|kit de (?:bienvenida|boas-vindas|boas vindas|inicio)|(?:cuota|taxa|tasa|pago) de (?:inscripcion|inscricao|cadastro|ativacao|activacion|alta|matricula)|inscripcion (?:de )?(?:[$€]|r\$)? ?\d[\d.,]*|prepaid (?:task|order)s?|(?:buy|purchase|pay for) (?:the |a |your |our )?(?:[$£€]\d[\d,.]* )?(?:starter|welcome|sample) (?:pack|kit))\b|充值|保証金|入金/,
      ),
    ],
  },
  hook: ['job', 'pay'],
  request: ['deposit', 'contact'],
  assess(has) {
    if (has('mule') || (has('passOn') && has('cut'))) return 'money-mule';
    if (has('job') && has('homeParcels') && has('reship')) return 'money-mule';
    if (has('job') && has('codeTask')) return 'run-code-for-interview';
    if (has('job') && has('chatInterview')) return 'pay-and-contact';
    // "$300/day from home reviewing hotels … just $100 to activate your account": the task scam without the word job.
    if (!has('job') && has('pay') && has('easy') && has('deposit')) return 'deposit-for-work';
    if (!has('job')) return null;
    // "The landlord has approved your application … arrange signing and the holding deposit": a letting agent.
    if (has('deposit') && !has('tenancy')) return 'deposit-for-work';
    const pay = has('pay') || (has('hourly') && has('easy'));
    if (pay && has('easy') && (has('contact') || has('askInterest') || has('cryptoPay')))
      return 'easy-pay-and-contact';
    if ((pay && has('contact')) || (has('salary') && has('chat'))) return 'pay-and-contact';
    // "A part-time job … you can earn 250 USD a day. May I introduce you?": side work paid by the day, and the
    // offer to say more (a contractor's "£350/day, 6-month contract, interested?" is not side work).
    if (pay && has('askInterest') && (has('sideWork') || (has('unsolicited') && !has('contractor'))))
      return 'pay-and-contact';
    // "We got your resume from Naukri … part-time positions … contact HR: wa.me/62…": a recruiter who found the reader
    // and takes side work to a chat app.
    if (has('unsolicited') && has('sideWork') && has('chat')) return 'pay-and-contact';
    return pay && has('easy') ? 'easy-pay' : null;
  },
});

export const investment = defineFamily({
  family: 'investment',
  title: 'Investment or crypto returns too good to be true',
  cues: {
    invest: [
      /инвест|трейдинг|криптовалют|биткоин|投資|銘柄|株式|投资|股票|炒股|信号|牛股|平台|리딩방|종목|השקעות|\b(?:inwestyc\w*|akcje|opcoes binarias|binary options|guaranteed returns|vip account|plattform|plateforme|plataforma|piattaforma|strategie|(?:gold|btc|eth|usdt|bitcoin|crypto|second|futures|options?) contracts?)\b/,
      /\b(?:(?:put in|start with) (?:only |just )?(?:[$£€₹₦]|n)?\d[\d,.]*k? (?:and )?get|token (?:launch|pre-?sale|sale|listing)|invest\w*|crypto\w*|cripto\w*|inversion\w*|scheme (?:hai|he|h)|(?:investment|money|earning|income|doubling|double|paisa|paise) scheme|ipo|bitcoin|btc|usdt|eth|ethereum|forex|trading|trader|stock tips|stocks?|shares|fund|mentor|platform|signals?|mining|giveaway|portfolio|gifting (?:circle|club|board)|blessing loom|money circle|dex|gets? listed|getting listed|(?:meme )?coins?|tokens?|presale|analyst'?s? picks?)\b|استثمار|استثمر|yatirim|kripto/,
    ],
    promise: [
      // "I can manage your account and we split profits 80/20", "started with $500 and now I withdraw $6,400 every week".
      /\b(?:split|share) (?:the )?profits?\b|\b(?:manage|trade) (?:your|ur) (?:account|portfolio|funds|money)\b|\b(?:started|start) with (?:only |just )?(?:[$£€₹]|usd ?)?\d[\d,.]*k?\b.{0,30}\b(?:withdraw|earn|make|get)\w*\b/,
      /\d+ ?% (?:в|за) (?:день|неделю|месяц)|доход (?:от )?\d|2倍|倍になり|赚了|翻倍|收益|涨停|一天赚|日赚|赚\d|수익률|תשואה|\bzysk\w* (?:od )?\d|\b(?:coin|token|stock) (?:that'?s|that is|which is) (?:going|about) to (?:go up|pump|moon|explode)\b|\bsee it grow\b/,
      // "Everyday Aussies are earning $11,000/week with automated crypto trading": income by the week, beside investing.
      /\b(?:earning|earn|earns|making|make|makes|made|pulling in) (?:over |up to |at least |around )?(?:[$£€₹]|usd ?|rs\.? ?)\d[\d,.]*k? ?(?:\/ ?|a |per |every |each )(?:day|week|wk|month|hour)\b/,
      // "Deposit $500 now, tomorrow it becomes $2,500": a sum said to multiply.
      /\b(?:deposit|invest|put in|send)\w* (?:only |just )?(?:[$£€₹]|usd ?)?\d[\d,.]*k?\b.{0,30}\b(?:becomes?|turns? into|grows? (?:in)?to|will be) (?:[$£€₹]|usd ?)?\d/,
      // "My aunt also withdrew $200k last month", "my account made 12% today": someone close who already won.
      /\b(?:aunt|uncle|cousin|friend|sister|brother|mom|mum|dad|father|mother)\b (?:also |just |already )?(?:withdrew|made|earned|cashed out) (?:over |more than )?(?:[$£€])?\d[\d,.]*k?\b|\b(?:made|up|gained|earned|profit(?:ed)?|returned) \d+ ?% today\b/,
      /\b(?:guarantee\w*|garanti\w*|garantiz\w*|risk[- ]free|(?:invest|put in|deposit|start with) (?:only |just )?(?:[$£€₹₦]|(?:n|ksh|kes|rs\.?|inr|php|rm|rp|ghs|usd|usdt) ?)?\d[\d,.]*k? (?:and )?(?:get|receive|earn|make|withdraw|take home) (?:back )?(?:[$£€₹₦]|(?:n|ksh|kes|rs\.?|inr|php|rm|rp|ghs|usd|usdt) ?)?\d[\d,.]*k?|invested (?:[$£€]|\d)[\d,.]*k? and (?:got|made|received|earned|withdrew) (?:[$£€]|\d)[\d,.]*k?|(?:put in|put|placed|deposited|started with) (?:only |just )?(?:[$£€₹₦]|n)?\d[\d,.]*k? (?:and )?(?:got|made|received|earned|withdrew|now have) (?:back )?(?:[$£€₹₦]|n)?\d[\d,.]*k?|\binvesti (?:r\$ ?)?\d[\d.,]*(?: reais| mil)?\b.{0,40}\b(?:recebi|ganhei|tirei|saquei)\b|\bi (?:just |have |already )?(?:withdrew|withdrawn|cashed out) (?:another |over |more than )?(?:[$£€])?\d[\d,.]*k? ?(?:usdt|btc|usd|dollars|\$)|turn(?:ed|s)? (?:your )?(?:[$£€₹]|rs\.? ?|r)?\d[\d,.]*k? into|(?:[$£€₹]|rs\.? ?)?\d[\d,.]*k? (?:lagao|invest) (?:aur|and) .{0,20}\b(?:pao|get|receive)|zero risk|no risk|\bflip (?:it|that|your \w+) (?:to|into)\b|\bcom r\$ ?\d[\d.,]* (?:voce )?(?:pode )?(?:ter|ganhar|fazer|faturar) r\$ ?\d[\d.,]*|\b\d+ ?% mit (?:der|meiner|seiner) strategie|(?:earned|made) (?:almost|nearly|about|around) (?:\$|£|€)?\d[\d,.]*k?\b|double\w*|\d+ ?% (?:daily|weekly|monthly|per (?:day|week|month)|profit|returns?)|\d+ ?% (?:this|a|every|each|next|in a|in one) (?:day|week|month)\b|inside (?:information|info|tips?)|\bi (?:just )?(?:made|earned|withdrew) (?:over |more than )?(?:[$£€])?\d[\d,.]*k?\b.{0,12}\b(?:this|last) (?:week|month)|\bempece con (?:solo )?(?:[$€])?\d[\d.,]*\b.{0,60}\b(?:gano|ganho|saque|retire)\b|\bgano (?:mas de )?(?:[$€])?\d[\d.,]*\b.{0,12}(?:a|por|cada) (?:la )?(?:semana|dia|mes)|returns? of \d+|(?:daily|weekly) (?:profit|returns?)|receive .{0,20} back|made \$|made £|passive income|financial freedom|withdraw (?:\w+ )?(?:any ?time|at any time|daily|instantly|your (?:profits?|earnings))|(?:instant|daily|easy|fast) withdraw\w*|earn (?:up to |over |at least )?(?:\$|£|€|\d)[\d,.]*k?\s?(?:\w+ )?(?:daily|weekly|monthly|a (?:day|week|month)|per (?:day|week|month))|(?:great|huge|big|good|nice|steady|high) (?:profits?|returns?|gains?)|\binvesti \d[\d.,]*\s?(?:€|euro)?.{0,40}\bricevi\b|أرباح يومية|ارباح يومية|أرباح مضمونة|ارباح مضمونة|أرباحا|أرباحاً|نضمن|garantili|kazanc garanti|\b(?:gane|ganhei|he ganado|j'ai gagne|ho guadagnato)\b.{0,12}\d[\d.,]*\s?(?:usdt|usd|dolares|euros?|€|\$|reais|r\$)|\b(?:gains?|ganancias?|ganhos|rendimientos?|rendements?|guadagni) (?:\w+ ){0,5}\d+ ?%|making (?:\w+ )?(?:profits?|money)|(?:earned|made) (?:over |more than )?(?:\$|£|€|\d)[\d,.]*k?|\d+x\b|(?:picks?|signals?|members|portfolio|trades?|we|i|group|team|students|clients|followers) (?:have |has )?(?:gain(?:ed|s)?|return(?:ed|s)?|made|make|earn(?:ed|s)?) (?:up to |over )?\d+(?= ?%)|\d+ ?% in (?:just |only )?\d+ (?:days?|hours?|weeks?)|\d+ ?% (?:accuracy|accurate|success rate|win rate|hit rate|gains?|profits?|upside)|sure[- ]?shot|multibaggers?)\b/,
    ],
    // The opener of "pig-butchering" scams: a friendly stranger who just happens to trade.
    stranger: [
      /\b(?:long time no (?:see|talk|chat)|are you still (?:in|living in|doing)|move (?:this |our chat |the chat )?(?:to|over to) (?:whats ?app|telegram|signal|line|wechat)|(?:talk|chat) on (?:whats ?app|telegram|signal)|we met (?:at|in|on)|we (?:chatted|talked|matched|spoke) on|saw your profile on|remember me|nice to meet you|got your number from|is this [a-z]+\?|wrong number|want me to (?:show|teach|help) you|i can (?:show|teach) you|i can help you (?:set (?:it )?up|get started|start)|te puedo ensenar|te ensenare|posso te ensinar|je peux t'apprendre|(?:we have|we share|saw we have|noticed we have) (?:\w+ )?mutual (?:friends|connections|contacts)|(?:numero|número) (?:errado|equivocado)|mauvais numero|falsche nummer|(?:had|have|got|messaged) the wrong (?:chat|person|contact))(?!\w)/,
    ],
    // "I'm in crypto trading", "are you into forex?": how the friendly stranger turns the talk to money.
    trader: [
      /\b(?:i'?m|i am|i work|i do) (?:(?:in|into|a|an|some) )?(?:\w+ )?(?:crypto\w*|bitcoin|trad(?:ing|er)|forex|invest(?:ing|ments?|or)|gold trading|stocks?)\b|\bi (?:invest|trade) (?:in|on)\b|\b(?:are you|you) (?:into|interested in|familiar with) (?:crypto\w*|bitcoin|trading|forex|investing|stocks)\b|\b(?:trade|trading) (?:gold|crypto|forex|bitcoin|stocks|futures)\b|\bteach(?:ing)? me (?:how )?to (?:trade|invest)\b|\buncle (?:is|who is|works as) (?:a |an )?(?:senior )?(?:analyst|trader|expert|insider)\b|\b(?:aunt|uncle|cousin|friend|brother|sister|dad|father|i) (?:works|worked|work|is|am) (?:at|in|for) (?:a |an )?(?:hedge fund|investment (?:bank|firm|company)|financial (?:firm|company)|exchange|trading (?:firm|desk|company)|brokerage)\b|\b(?:do|did) you (?:invest|trade)\b|\bhave you (?:ever )?(?:invested|traded|tried (?:investing|trading))\b|\b(?:trabalho|trabajo) (?:com|con|en) (?:investimentos|inversiones|cripto\w*|trading)\b|\b(?:renda|ingresos?) pasiv[oa]s? (?:com|con) cripto\w*|\brenda passiva com cripto\w*/,
    ],
    pay: [
      affirmative(PAY),
      // "Put in even $500 and I'll guide you": the stake named by what goes in.
      /\bput in (?:even |just |only )?(?:[$£€₹]|usd ?)\d/,
      affirmative(
        /\b(?:send|invest just|minimum deposit|min\.? deposit|minimum (?:of )?(?:[$£€₹]|usd ?)?\d[\d,.]*k?|you invest (?:[$£€₹])?\d[\d,.]*k?|einzahl\w*|abr(?:ir|e|a|as) (?:una )?cuenta en (?:la|nuestra|mi) plataforma|open an account on (?:our|the|my) (?:\w+ )?(?:platform|app)|(?:only |just )?(?:need to )?start with (?:only |just )?(?:[$£€₹]|rs\.? ?)?\d[\d,.]*k?|start with a small amount|membership|tax of|fee of|join|buy (?:now|before|in|it|early))\b/,
      ),
      /минимальн[а-я]* (?:вклад|депозит|взнос|сумм)|внесите|внести|先充|充值|入金|转进去|转入|가입비|입금|\b(?:premier depot|depot minimum|deposito minimo|primer deposito|primeiro deposito|mindesteinzahlung|ersteinzahlung|be ready with (?:the )?(?:funds|money|usdt|capital))\b/,
      GIFT_CARDS_OR_CRYPTO,
    ],
    contact: [
      affirmative(REPLY),
      LINK,
      CLICK,
      /\blink in (?:my |the )?bio\b/,
      // "Quer que eu te adicione?", "¿te agrego al grupo?": an offer to add the reader to the group.
      /\b(?:te adicion\w*|te agreg\w*|te ajout\w*|ti aggiung\w*|add karta|add kar (?:du|doon|dunga))\b/,
      /\badd you (?:to|into) (?:our|my|the) (?:\w+ ){0,2}(?:group|channel|chat|community)\b/,
      /\badd (?:me|my) (?:on )?(?:whats ?app|telegram|wechat|line|signal)\b/,
      /\bchama (?:ele|ela) no (?:direct|dm|whats|zap)\b|グループに参加|無料グループ|教你|加群|交流群|加入我们|加老师微信|加老師微信|进群|進群|入群|line(?:で|に)/,
    ],
    // The second scam on the same victim: "lost money to a crypto scam? our agents recover 100 % of it".
    recovery: [
      affirmative(
        /\b(?:recover(?:ed)? (?:everything|it all|all of it)|helped me (?:recover|get) (?:\w+ ){0,2}back)\b|\b(?:recover\w*|retriev\w*|get back|reclaim\w*)\b.{0,40}(?:\b(?:funds?|money|crypto\w*|bitcoin|losses|savings|investments?)\b|[$£€]\d)|\bget (?:\w+ ){0,2}(?:funds?|money|savings|crypto) back\b|\bgot (?:all )?(?:of )?(?:mine|it|them|my \w+) back\b|\btrac(?:ed|e|ing) (?:your |the )?(?:stolen |lost )?(?:funds|money|crypto|bitcoin|usdt)\b|\b(?:located|traced|found|recovered) your (?:lost |stolen )?(?:funds|money|crypto|bitcoin|assets)\b|\b(?:lost |stolen )?(?:funds|money|crypto|bitcoin|losses)\b.{0,20}\b(?:has|have) been (?:recovered|traced|located|retrieved)\b|\brecover\w* (?:over )?(?:\d+\+? )?(?:\w+ ){0,3}accounts\b|\brecover (?:any|your|hacked|lost|disabled|banned) (?:\w+ )?accounts?\b/,
      ),
    ],
    lost: [/\b(?:lost|losing|scammed|stolen|defrauded|victim of|hacked|locked out)\b/],
    // "Certified recovery specialist, I can get your Instagram back in 2 hours": paid "hackers" who find people
    // locked out of an account. Accounts are recovered through the service's own forms, free.
    accountRecovery: [
      /\b(?:recovery (?:specialist|expert|agent|hacker)s?|get (?:your|ur) (?:instagram|insta|facebook|fb|account|snap\w*|tiktok|whatsapp|page) (?:back|unbanned|reinstated|restored)|unban (?:your|ur) (?:account|page)|restore (?:your|ur) (?:instagram|insta|facebook|fb|account|snap\w*|tiktok|page))\b/,
    ],
    // An invitation to a chat group, and a tipster's picks or signals to be had in it.
    group: [
      /\bwelcome to (?:the |our )?[\w ]{0,30}(?:club|group|community|channel)\b|\bdear (?:vip |group |club )?members\b|\bvip (?:allocation|quota|seat)s?\b|\bchat\.whatsapp\.com\b|\bt\.me\/(?!\+?\d)|进群|進群|入群|加群|lineグループ|\b(?:join|add you to|added to|be added to|invite you to) (?:our |my |the |a )?(?:free |vip |private |exclusive )?(?:\w+ )?(?:whats ?app|telegram|signal|discord|wechat) (?:group|channel|community)|\b(?:whats ?app|telegram|gruppo whatsapp|grupo de whatsapp) (?:group|channel|gruppo|grupo)\b|\bgruppo whatsapp\b|\bvip (?:\w+ )?grub\w*|\bborsa grub\w*|\bgrupo (?:de )?(?:whats ?app|telegram)\b/,
    ],
    // "I turned $500 into $8,000 with expert Linda, message her", "I put in $500 and got $6,200 back, want her @?":
    // a stranger's testimony, and the person to contact.
    testimony: [
      /\bi started (?:investing|trading)\b.{0,80}\b(?:withdr\w*|made|earn\w*|got)\b|\bi'?m (?:already |now )?(?:making|earning) (?:over |around )?(?:[$£€₹])\d[\d,.]*k? (?:a|per|every) (?:day|week|month)\b|\bi (?:\w+ )?(?:turned|put in|invested|started with|deposited) (?:only |just )?(?:[$£€₹₦]|rs\.? ?)?\d[\d,.]*k?\b.{0,40}\b(?:into|got|made|earned|received|withdrew|back)\b|\bi (?:\w+ )?(?:made|earned|got|withdrew) (?:over |more than )?(?:[$£€₹₦]|rs\.? ?)?\d[\d,.]*k?\b.{0,30}\b(?:trading|investing|thanks to|with (?:mr|mrs|ms|miss|dr|her|his|him|expert|my mentor|my manager))\b|\bi was (?:also )?(?:scammed|defrauded)\b.{0,60}\b(?:until|till) i (?:found|met|contacted)\b|\b(?:helping|helped) me (?:earn|make|get|withdraw) (?:[$£€₹₦])?\d|\bi (?:\w+ )?(?:made|earned|got|withdrew|cashed out) (?:over |more than )?(?:[$£€₹₦])?\d[\d,.]*k?\b.{0,30}\b(?:investment|portfolio)\b/,
    ],
    handle: [
      HANDLE_TO_WRITE_TO,
      /\b(?:want|need|send you) (?:her|his|their) (?:@|number|contact|handle|whatsapp)|\bmessage (?:her|him) on\b|\b(?:message|dm|text|contact) (?:her|him)\b(?! back)|\b(?:contact|message|dm|text|reach out to|write to) (?:[\w.]+ ){1,3}?(?:on|via) (?:instagram|insta|ig|telegram|whatsapp|facebook|signal|gmail|e-?mail)\b/,
    ],
    // "To withdraw, you must first pay the 20 % tax": the platform's last hook, the fee to see the "profits".
    withdrawFee: [
      // "Mandatory before you can withdraw … only $4,800 one time", "pay $3,300 for the clearing certificate and then you can
      // withdraw", "to unfreeze you need to deposit the same amount", "deposit 10% into it to prove ownership".
      /\bbefore (?:you can|u can|you'?re able to) withdraw\b|\bpay\b.{0,60}\b(?:and )?then (?:you|u) can withdraw\b|\bto unfreeze\b.{0,40}\bdeposit\b|\bdeposit \d+ ?%\b.{0,40}\bto (?:prove|verify|activate|unlock)\b|\bwithdrawal\b.{0,80}\b(?:gas|verification|release|clearing|unlock(?:ing)?) fee\b/,
      /\b(?:deposit|pay|add|top up)\b.{0,20}\b(?:more|another|additional)\b.{0,40}\b(?:withdraw|unlock|release|restored?)|\bunlock (?:the |your )?(?:\w+ )?withdrawal/,
      // "You can't withdraw because your credit score is 80, it must be 100": the platform's score, raised by paying.
      /\b(?:can'?t|cannot|unable to) withdraw\b.{0,60}\bcredit score\b|\bcredit score\b.{0,60}\b(?:top up|deposit|pay)\b/,
      /\b(?:to|before (?:you can|i can)|in order to) withdraw\b.{0,60}\b(?:pay|paying)\b|\bbefore (?:the |any )?withdraw\w*\b.{0,40}\b(?:pay|paying)\b|\bwithdrawal\b.{0,40}\b(?:must|need to|have to|required to) (?:first )?pay\b|\bwithdraw\w*\b.{0,30}\b(?:fee|tax)\b.{0,30}\b(?:first|before|upfront)\b|\b(?:must|need to|have to|required to) (?:first )?pay (?:a |the |an )?(?:\d+ ?% )?(?:tax|fee|commission|charge)\b.{0,40}\bbefore (?:the |your )?(?:funds|money|profits?|withdrawal|balance)\b/,
    ],
    // "Follow my instructions exactly at 9pm: choose BTC/USDT 60s, click buy up": the "mentor" trades the
    // reader's money on a fake platform, one guided click at a time.
    guided: [
      /告诉你什么时候买|\b(?:follow my (?:instructions|signals?|guidance|trades?|timing)|i (?:will|'?ll) tell you (?:exactly )?when to (?:buy|sell|trade|enter|click)|i'?ll (?:guide|teach) you step by step|(?:click|press|choose|select) (?:buy )?(?:up|down|call|put)\b.{0,20}\b(?:usdt|btc|\d+ ?s)\b|\d+ ?s (?:contract|trade|option)s?|(?:second|seconds) contracts?)\b/,
    ],
    // "Your withdrawal has been frozen … pay a security deposit of 15 % to unfreeze": the platform's last hook.
    frozen: [
      /\b(?:withdrawal|funds|profits?|balance|account)\b.{0,30}\b(?:frozen|locked|suspended|on hold|blocked)\b.{0,100}(?:\b(?:pay|deposit|top up)\w*\b.{0,30}(?:\d+ ?%|security deposit|margin|(?:tax|fee) of)|\b(?:tax|fee|margin|deposit)\b.{0,20}\b(?:paid|settled|deposited) first\b)|\bfreez\w* (?:your |the |my )?(?:accounts?|withdrawals?|funds)\b.{0,100}\b(?:pay|deposit)\w*\b.{0,30}(?:\d+ ?%|security deposit|margin|(?:tax|fee) of)|\bto (?:unfreeze|unlock)\b.{0,40}\b(?:pay|deposit)\w*\b.{0,30}(?:\d+ ?%|security deposit|margin|(?:tax|fee) of)/,
    ],
    tipster: [
      /(?:添加|加)(?:老师|导师)|(?:老师|导师)(?:微信|带)|(?:老师|老師|导师|導師|先生).{0,20}(?:涨停|漲停|牛股|选股|選股|荐股|薦股|銘柄)/,
      /\binsider (?:signals?|tips?|info\w*|picks?)\b/,
      // "Study stock trading with Prof. Thomas Hale": the "professor" after the subject.
      /\b(?:stocks?|trading|crypto|forex|investing)\b.{0,40}\bwith (?:prof|professor|mentor|teacher|coach|expert|analyst|dr)\b/,
      /\b(?:analyste|analista|analyst)\w*\b.{0,60}\b(?:signaux|senales|sinais|signale|segnali|signals)\b/,
      /\b(?:professor|prof|dott|dr|analyst|mentor|teacher|tutor|coach|expert|assistant)\b.{0,80}\b(?:stocks?|picks?|signals?|titoli|azioni|acciones|acoes|aktien|trading|crypto)\b|\b(?:free|daily|vip) (?:stock )?(?:picks?|signals?|tips|stock tips)\b|\b(?:prof\.? dr|hocam\w*)\b.{0,80}\b(?:borsa|hisse\w*|kripto)\b|\b(?:free |ai )?stock (?:learning|picking|picks|tips) (?:group|tool|class|club)\b|\bshar(?:es|ing) (?:his |her |their |free |daily )?(?:[\w-]+ ){0,2}?(?:trades|picks|signals|positions|tips)\b|\b(?:sinyal|signal) (?:saham|trading)\b/,
    ],
    email: [EMAIL_ADDRESS],
    gains: [/\b(?:profits?|earnings|gains)\b/],
    cryptoStake: [
      /\b(?:minimum|min\.?|at least|only) (?:of )?(?:[$£€]|usd ?)\d[\d,.]*k? (?:via|in|with|using) (?:btc|bitcoin|usdt|eth|crypto)\b/,
    ],
  },
  hook: ['promise', 'testimony', 'stranger', 'invest', 'lost'],
  request: ['pay', 'withdrawFee', 'contact', 'handle', 'recovery', 'group'],
  assess(has) {
    // "The Professor will share free stock picks in our WhatsApp group, click to join": the stock-club scam's
    // invitation, sent by an "assistant" to strangers.
    if (has('group') && has('tipster')) return 'promise-and-contact';
    if (has('testimony') && (has('handle') || has('contact'))) return 'promise-and-contact';
    if ((has('invest') || has('gains')) && has('withdrawFee')) return 'promise-and-payment';
    if (has('frozen') || (has('guided') && has('invest') && has('promise'))) return 'promise-and-payment';
    if (has('tipster') && has('contact')) return 'promise-and-contact';
    if ((has('tipster') || (has('guided') && has('invest'))) && has('pay')) return 'promise-and-payment';
    if (has('accountRecovery') && has('pay')) return 'fund-recovery-offer';
    if (has('recovery') && has('lost') && (has('contact') || has('handle') || has('email') || has('pay')))
      return 'fund-recovery-offer';
    if (has('stranger') && has('trader') && !has('promise')) return 'stranger-who-trades';
    // "An exclusive pre-IPO allocation, minimum $2,000 via BTC": a stake that can only be paid in crypto.
    if (has('invest') && has('pay') && has('cryptoStake')) return 'promise-and-payment';
    if (!has('invest') || !has('promise')) return null;
    if (has('pay')) return 'promise-and-payment';
    return has('contact') || has('stranger') ? 'promise-and-contact' : 'promise';
  },
});
