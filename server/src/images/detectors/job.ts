import { defineDetector } from './define-detector';

// Family I: task scams — "part-time job, $300–800 a day, just like and rate products", then a deposit
// ("recharge") to unlock tasks or withdraw earnings; recruiters usually move to Telegram or WhatsApp.
export const job = defineDetector({
  id: 'job',
  category: 'job',
  title: 'Too-good-to-be-true job or paid-task offer',
  evidenceOrder: ['deposit', 'pay', 'task'],
  cues: {
    offer: [
      /\b(?:part[- ]time|full[- ]time|remote|work from home|online|flexible|home[- ]based) (?:jobs?|work|positions?|opportunit(?:y|ies)|roles?|income)\b/,
      /\b(?:hiring|recruit(?:er|ing|ment)|job offer|vacanc(?:y|ies)|we are looking for|hr (?:department|manager|team))\b/,
    ],
    pay: [
      /\$\s?\d{2,4}\s?(?:-|to|~)\s?\$?\s?\d{2,4}\s?(?:(?:\/|per|a|each)\s?day|daily)\b/,
      /(?:\$|£|€)\s?\d{2,4}(?:\+)?\s?(?:\/|per|a|each)\s?(?:day|daily)\b/,
      /\b(?:earn|make|salary|income|pay)\b.{0,30}\b\d{2,4}\s?(?:usd|dollars|\$|€|£)?\s?(?:\/|per|a|each) ?(?:day|daily)\b/,
      /\bdaily (?:pay|salary|income|wages?|payment|payout)\b/,
      /\b(?:commission|earn|get paid)\b.{0,30}\b(?:per|each|every|for each) (?:task|order|review|like|rating|video)\b/,
    ],
    task: [
      /\b(?:like|rate|review|rating|boost|optimi[sz]e|subscribe to|follow)\b.{0,20}\b(?:products?|videos?|apps?|hotels?|orders?|tasks?|youtube|tiktok|merchants?)\b/,
      /\b(?:simple|easy) (?:tasks?|jobs?|work)\b/,
      /\b(?:set of|next|daily|remaining|combo) tasks?\b/,
      /\bno experience (?:needed|required|necessary)\b/,
      /\b(?:only|just) (?:need |needs |requires )?(?:\d+|a few) (?:minutes|mins|hours?) a day\b/,
    ],
    deposit: [
      /\b(?:recharge|deposit|top[- ]?up|prepay|pay in advance)\b.{0,40}\b(?:unlock|tasks?|combo|level|commission|vip|withdraw\w*|to (?:start|continue))\b/,
    ],
    messenger: [/\b(?:telegram|whatsapp)\b/],
    // "I made $12,000 in a week with this app and you can too! DM me": income schemes recruiting.
    incomeClaim: [
      /\b(?:made|make|earned|earn|making|earning)\b[^.?!]{0,10}(?:\$|£|€)\s?\d[\d,.]*k?\b[^.?!]{0,25}\b(?:a|per|in a|in one|each|every|this|last) (?:day|week|month)\b/,
    ],
    recruitPitch: [
      /\b(?:you can too|dm me|message me|only \d+ (?:spots|places|seats) left|link in (?:my )?bio|i will send you the link|comment ['"]?\w+['"]?)\b/,
    ],
    // Fake-cheque overpayment: the employer's cheque bounces after you have paid their "vendor".
    fakeCheck: [
      /\b(?:mail|send|post) you a (?:check|cheque)\b/,
      /\bdeposit (?:it|the (?:check|cheque))\b[^.?!]{0,60}\b(?:send|transfer|zelle|wire|pay)\b/,
    ],
  },
  assess(has) {
    if (has('deposit')) return has('task') || has('offer') || has('pay') ? 50 : 40;
    if (has('fakeCheck')) return 50;
    if (has('incomeClaim') && (has('recruitPitch') || has('messenger'))) return 40;
    if ((has('offer') || has('pay')) && has('task')) return has('pay') ? 40 : 25;
    if (has('pay') && (has('offer') || has('messenger'))) return 30;
    return 0;
  },
});
