import { defineDetector } from './define-detector';

// "Hi Mum, I dropped my phone, this is my new number… can you pay this bill for me?": a relative or a
// boss writing from an unknown number who needs money or a favour at once (Action Fraud "Hi Mum").
export const impersonation = defineDetector({
  id: 'impersonation',
  category: 'impersonation',
  title: 'Someone claiming to be family or your boss, from a new number',
  evidenceOrder: ['newNumber', 'moneyAsk'],
  cues: {
    newNumber: [
      /\b(?:this is my new number|my new number|new phone number|changed my number|(?:lost|dropped|broke|smashed) my phone|my phone (?:is )?(?:broken|dead|lost|not working))\b/,
    ],
    relative: [
      /\b(?:hi|hey|hello) (?:mum|mom|mummy|mommy|dad|daddy|grandma|grandpa|nan|nana|granny)\b/,
      /\b(?:mum|mom|dad|grandma|grandpa|nana|granny),? it'?s me\b/,
      /\bit'?s (?:me|your (?:son|daughter|grandson|granddaughter))\b/,
    ],
    emergency: [
      /\b(?:car accident|in (?:the )?hospital|police station|bail|arrested|in jail|stranded|lost my (?:wallet|passport))\b/,
    ],
    moneyAsk: [
      /\b(?:transfer|send|pay|lend|wire|borrow)\b[^?!]{0,40}(?:(?:\$|£|€)\s?\d|\bmoney\b|\bbill\b|\binvoice\b|\bthis account\b|\bfor me\b)/,
      /\b(?:banking app|bank account|online banking) (?:is )?(?:locked|blocked|not working|frozen)\b/,
      /\bi(?:'ll| will) pay (?:you )?back\b/,
      /\bi need (?:\$|£|€)\s?\d/,
      /\b(?:get|buy) (?:me )?(?:some )?gift ?cards?\b/,
    ],
    secrecy: [
      /\b(?:don't|do not) tell (?:dad|mum|mom|anyone|the others|my parents|mom and dad|mum and dad)\b/,
    ],
  },
  assess(has) {
    if (has('newNumber') && has('moneyAsk')) return has('relative') || has('secrecy') ? 50 : 45;
    if (has('relative') && has('emergency') && has('moneyAsk')) return 50;
    if (has('relative') && has('moneyAsk') && has('secrecy')) return 40;
    return 0;
  },
});
