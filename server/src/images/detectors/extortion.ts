import { defineDetector } from './define-detector';

// Sextortion and blackmail: "I recorded you / hacked your camera, pay in Bitcoin within 48 hours or
// everyone sees the video". Almost always a bluff sent in bulk.
export const extortion = defineDetector({
  id: 'extortion',
  category: 'extortion',
  title: 'Blackmail threatening to leak videos or data',
  evidenceOrder: ['claim', 'threat', 'demand'],
  cues: {
    claim: [
      /\b(?:i|we) (?:have )?(?:recorded|filmed|hacked|have access to|infected|installed (?:a )?(?:malware|trojan|software) on)\b[^.?!]{0,30}\b(?:you|your (?:device|camera|webcam|phone|computer|account))\b/,
      /\bi have (?:all )?your (?:contacts|photos|videos|passwords|browsing history)\b/,
    ],
    threat: [
      /\b(?:share|send|release|leak|publish|post|expose)\b[^.?!]{0,30}\b(?:video|photos?|pictures?|recording|data)\b[^.?!]{0,30}\b(?:everyone|your (?:contacts|friends|family|colleagues)|social media|the internet)\b/,
      /\b(?:video|photos?|pictures?|recording)\b[^.?!]{0,30}\b(?:will be|gets?) (?:sent|shared|released|leaked|published)\b/,
    ],
    demand: [
      /\b(?:send|pay|transfer)\b[^.?!]{0,40}\b(?:bitcoin|btc|crypto|usdt|(?:\$|£|€)\s?\d)/,
      /\bwithin \d{1,3} hours\b/,
    ],
  },
  assess(has, { indicators }) {
    const pays = has('demand') || indicators.wallets.length > 0;
    if ((has('claim') || has('threat')) && pays) return has('claim') && has('threat') ? 55 : 45;
    if (has('claim') && has('threat')) return 35;
    return 0;
  },
});
