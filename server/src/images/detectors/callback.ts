import { defineDetector } from './define-detector';

// Call-back phishing: a purchase, renewal or charge you never made ("Norton renewed for $499.99",
// "order of iPhone 15 placed") and a phone number to "cancel" it, where a fake agent takes over the
// call. Honest alerts send you to the number on your card or in the app, not to one in the message.
export const callback = defineDetector({
  id: 'callback',
  category: 'callback',
  title: 'Fake charge or order with a number to call',
  evidenceOrder: ['charge', 'notYou', 'call'],
  cues: {
    charge: [
      /\b(?:order|purchase|charge|payment|transaction|renewal|subscription|invoice)\b[^?!]{0,50}(?:\$|£|€)\s?\d/,
      /(?:\$|£|€)\s?\d[\d,.]*\b[^?!]{0,40}\b(?:order|purchase|charge|payment|transaction|renewal|subscription|invoice)\b/,
      /\b(?:has been|was|were|will be) (?:renewed|charged|debited|billed|placed|processed)\b/,
      /\b(?:withdrawal|transfer|payment|transaction|order|purchase) (?:request )?(?:of|for) [\d.,]+ ?(?:btc|eth|usdt|usd|dollars|pounds|euros)\b/,
    ],
    notYou: [
      /\b(?:if|in case) (?:you )?(?:did not|didn't|do not|don't) (?:authori[sz]e|make|place|recogni[sz]e|request|order|want)\b/,
      /\b(?:not you|wasn't you|was not you|unauthori[sz]ed (?:charge|purchase|transaction|order))\b/,
      /\bdid you (?:attempt|make|authori[sz]e|place)\b/,
      /\bto cancel\b[^.?!]{0,40}\b(?:call|contact|refund|phone)\b/,
    ],
    call: [
      /\b(?:call|contact|phone|dial|reach)\b[^?!]{0,40}\b(?:support|billing|department|team|us|helpline|customer (?:care|service)|fraud)\b/,
      /\b(?:call|dial)\b[^?!]{0,20}(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}/,
    ],
    // "Your car's warranty is expiring, call now": robocall and text scams selling fake cover.
    warranty: [
      /\b(?:car'?s?|vehicle|auto|factory|extended) warranty\b[^.?!]{0,40}\b(?:expir\w*|ending|end|lapse\w*|cancel\w*)\b/,
    ],
    honestRoute: [
      /\b(?:number|phone) on the back of your card\b/,
      /\bin (?:the|our|your) (?:official )?app\b/,
    ],
  },
  assess(has, { indicators }) {
    const hasNumber = indicators.phoneNumbers.length > 0;
    if (has('honestRoute') || !hasNumber || !has('call')) return 0;
    if (has('charge') && has('notYou')) return 45;
    if (has('warranty')) return 40;
    if (has('notYou') || has('charge')) return 25;
    return 0;
  },
});
