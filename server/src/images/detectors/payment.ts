import { affirmative, defineDetector } from './define-detector';

// Family F: payment by gift card, crypto ATM, wire or payment apps to a stranger, often with "don't tell
// the bank". FTC: "anyone telling you to pay with a gift card is a scammer".
const CARD = String.raw`(?:gift ?cards?|(?:itunes|google play|apple|steam|amazon|ebay|target|walmart|razer gold|vanilla|best buy|sephora) (?:gift )?cards?)`;

export const payment = defineDetector({
  id: 'payment',
  category: 'payment',
  title: 'Demands payment by gift card, crypto or wire transfer',
  evidenceOrder: ['giftCardPayment', 'untraceable', 'secrecy'],
  cues: {
    giftCard: [new RegExp(String.raw`\b${CARD}`)],
    giftCardPayment: [
      affirmative(
        String.raw`\b(?:buy|purchase|get|pick up|go to (?:a|the) store (?:and|to) (?:buy|get))\b[^.?!]{0,40}\b${CARD}[^.?!]{0,60}\b(?:send|code|photo|picture|scratch|me)\b`,
      ),
      affirmative(
        String.raw`\b(?:buy|purchase)\b[^.?!]{0,15}\b(?:\d+|two|three|four|five|six|ten) [^.?!]{0,30}${CARD}`,
      ),
      /\bscratch (?:off )?(?:the )?(?:back|silver|strip|panel)\b/,
      affirmative(
        String.raw`\b(?:send|share|upload|email|text|read|give)\b(?: me| us)?[^.?!]{0,30}\b(?:photos?|pictures?|images?|pics?|codes?|numbers?|pins?|claim codes?)\b[^.?!]{0,20}\b(?:of |on |from )?(?:the |your )?${CARD}`,
      ),
      /\b(?:send|share|upload|email|text)\b(?: me| us)?[^.?!]{0,20}\b(?:photos?|pictures?|images?|pics?) of the (?:card )?codes?\b/,
      affirmative(
        String.raw`\b(?:pay|payment|paid|settle)\b[^.?!]{0,40}\b(?:with|using|by|in|via)\b[^.?!]{0,20}${CARD}`,
      ),
    ],
    untraceable: [
      /\b(?:bitcoin|btc|crypto) (?:atm|kiosk|machine)\b/,
      /\b(?:crypto|bitcoin|gift cards?|cash|zelle|cash ?app|venmo|wire transfer|western union)(?: or (?:crypto|bitcoin|gift cards?|zelle|cash ?app|venmo|wire transfer|western union))? only\b/,
      affirmative(
        String.raw`\b(?:pay|send|transfer|deposit|wire)\b[^.?!]{0,30}\b(?:via|through|by|with|using|on|to) (?:zelle|cash ?app|venmo|bitcoin|btc|usdt|crypto|western union|moneygram|wire transfer|a bitcoin atm|prepaid card)`,
      ),
      /\b(?:western union|moneygram|money ?gram)\b/,
      /\bprepaid (?:debit |visa |master ?card )?cards?\b/,
    ],
    // Marketplace trap: "the payment is pending until you upgrade to a business account by sending $300".
    paymentTrap: [
      /\b(?:business account|upgrade (?:your|to a) (?:zelle|cash ?app|venmo|paypal|account))\b/,
      /\b(?:payment|money|funds)\b[^.?!]{0,40}\b(?:pending|on hold|held)\b[^?!]{0,120}\b(?:send|pay|upgrade)\w*\b[^.?!]{0,20}(?:\$|£|€)\s?\d/,
    ],
    // "I sent you money by mistake, please send it back": the first payment is fake or stolen.
    mistakenPayment: [
      /\b(?:accidentally|mistakenly|by mistake|wrongly|accidently) (?:sent|paid|transferred|deposited)\b/,
      /\b(?:sent|paid|transferred) (?:you )?(?:\$|£|€)\s?\d[\d,.]*[^.?!]{0,30}\b(?:by mistake|accidentally)\b/,
    ],
    sendBack: [/\b(?:send|pay|refund|return|transfer) (?:it|the money|that) back\b/],
    // Renting or buying from someone who cannot meet: "I'm abroad, wire the deposit and I'll post the keys".
    remoteSeller: [
      /\b(?:i am|i'm|we are|currently) (?:abroad|overseas|out of (?:the )?(?:country|town|state)|travel+ing|away for work)\b/,
      /\b(?:mail|post|ship|send) (?:you )?the keys\b/,
      /\b(?:many|lots of|other) (?:people|buyers|tenants) (?:want|are interested)\b/,
    ],
    secrecy: [
      /\b(?:don't|do not) (?:tell|inform|mention (?:this )?to) (?:anyone|anybody|mom|mum|dad|my parents|your (?:family|bank|husband|wife|kids)|the (?:bank|bank staff|cashier|teller|store|police))\b/,
      /\bkeep (?:this|it) (?:confidential|secret|private|between us)\b/,
      /\b(?:don't|do not) (?:hang up|disconnect|end the call)\b/,
    ],
  },
  assess(has) {
    if (has('giftCardPayment')) return has('secrecy') ? 55 : 50;
    if (has('giftCard') && (has('untraceable') || has('secrecy'))) return 45;
    if (has('untraceable') && has('secrecy')) return 45;
    if (has('paymentTrap')) return 45;
    if (has('mistakenPayment') && has('sendBack')) return 40;
    if (has('remoteSeller') && (has('untraceable') || has('giftCard'))) return 45;
    if (has('untraceable')) return 15;
    if (has('secrecy')) return 15;
    return 0;
  },
});
