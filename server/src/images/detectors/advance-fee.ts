import { defineDetector } from './define-detector';

// Advance-fee fraud: an inheritance, a dormant fund or a consignment of millions for you, released once
// you pay a fee or send your bank details and ID ("419" letters, still common by email).
export const advanceFee = defineDetector({
  id: 'advance-fee',
  category: 'advance-fee',
  title: 'Unexpected fortune that needs your fee or bank details first',
  evidenceOrder: ['fortune', 'ask'],
  cues: {
    fortune: [
      /\b(?:inheritance|next of kin|beneficiary|unclaimed (?:funds?|inheritance|estate)|late (?:client|husband|father)|deceased|dormant (?:account|fund)|compensation fund|consignment (?:box)?|trunk box|barrister|diplomat|no credit check|guaranteed loan)\b/,
      /\bloan (?:of (?:\$|£|€)\s?[\d,.]+k? )?(?:is |has been )?(?:approved|pre-approved|granted)\b/,
      /\brelease (?:the|your) funds\b/,
      /\b(?:box|bars|trunk|consignment|package|crate) (?:of|containing|full of) (?:gold|cash|money|diamonds|valuables)\b/,
      /\b(?:soldier|officer|general|sergeant|diplomat|contractor)\b[^.?!]{0,20}\b(?:in|from|stationed in) (?:syria|iraq|afghanistan|yemen|libya|gaza|ukraine)\b/,
      /\b(?:forgiveness|application|grant|claim|compensation) (?:has been |is |was )?approved\b/,
      /(?:\$|£|€|usd|us\$)\s?\d[\d.,]*\s?(?:million|m\b)|\b\d[\d.,]* million (?:usd|dollars|pounds|euros)\b/,
    ],
    ask: [
      /\b(?:bank (?:details|account (?:details|number))|copy of your (?:id|passport|driver'?s licen[cs]e)|your full name,? (?:and )?(?:address|phone))\b/,
      /\b(?:processing|release|transfer|clearance|legal|administrative|insurance|activation|upfront|shipping|delivery|courier) fee\b/,
      /\b(?:give|offer|pay) you (?:\d{1,2}\s?(?:%|percent))/,
      /\byour (?:cooperation|assistance)\b/,
      /\b\d{1,2}\s?(?:%|percent) of the (?:funds?|money|total|sum)\b/,
    ],
    secrecy: [/\b(?:keep|treat) (?:this|it) (?:confidential|secret|strictly private)\b/],
  },
  assess(has) {
    if (has('fortune') && has('ask')) return has('secrecy') ? 50 : 45;
    if (has('fortune') && has('secrecy')) return 30;
    return 0;
  },
});
