import { affirmative, defineDetector } from './define-detector';

/**
 * The shape most scams share whatever their story (research/detection.md §7, generic amplifiers): an
 * ask — money, a fee, or secrets — wrapped in bait (a prize, a refund, easy profit) or pressure (a
 * threat, a deadline), often with a way to pay that cannot be reversed. It catches new stories the
 * family detectors have no words for; one element alone is everyday language and counts nothing.
 */
export const moneyPressure = defineDetector({
  id: 'money-pressure',
  category: null,
  title: 'Asks for money or personal details under pressure or with bait',
  evidenceOrder: ['moneyAsk', 'secretAsk', 'payMethod', 'threat', 'bait'],
  cues: {
    moneyAsk: [
      affirmative(
        String.raw`\b(?:pay|send|transfer|deposit|wire|lend|loan|buy)\b[^.?!]{0,40}(?:\$|£|€|usd\b|usdt\b|btc\b|eth\b)\s?\d`,
      ),
      affirmative(
        String.raw`\b(?:upfront|up-front|advance|small|one-time|processing|handling|release|clearance|insurance|activation|registration|verification|unlock|service|admin(?:istration)?) (?:fee|payment|charge|deposit|cost)s?\b`,
      ),
      /\bi need (?:\$|£|€)\s?\d/,
    ],
    secretAsk: [
      affirmative(
        String.raw`\b(?:enter|provide|send|share|confirm|give|tell|reply with|submit|type|verify)\b[^.?!]{0,40}\b(?:password|passcode|\bpin\b|security code|one[- ]time (?:code|password)|verification code|card (?:number|details)|cvv|\bssn\b|social security number|seed phrase|recovery phrase|login details|bank (?:details|login)|username and password)\b`,
      ),
    ],
    payMethod: [
      /\b(?:gift ?cards?|bitcoin|btc|usdt|tether|crypto(?:currency)?|wire transfer|western union|moneygram|zelle|cash ?app|bitcoin atm|prepaid card)\b/,
    ],
    threat: [
      /\b(?:suspend\w*|lock(?:ed)?|block(?:ed)?|deactivat\w+|terminat\w+|permanently (?:closed|deleted|removed)|legal action|arrest\w*|penalt\w+|collections|revoked|frozen|seized|disconnected|cut off|banned)\b/,
    ],
    pressure: [
      /\bwithin (?:\d{1,2}|twenty[- ]four|forty[- ]eight|one|two) (?:minutes?|hours?|hrs|days?)\b/,
      /\b(?:today only|immediately|right away|final notice|last chance|before midnight|expires? (?:today|soon|in)|act now|hurry|urgent(?:ly)?)\b/,
      /\bonly (?:\d+|a few) (?:\w+ )?(?:left|remaining)\b/,
    ],
    bait: [
      /\b(?:congratulations|you(?:'ve| have)? won|winner|selected|approved|eligible|entitled|reward|prize|free (?:gift|iphone|ipad|money)|bonus|guaranteed|refund|compensation|profit|double your)\b/,
    ],
    stranger: [
      /\b(?:wrong number|accidentally sent|sent (?:it |this )?by mistake|i am the courier|it'?s me,? (?:your|i)|new number)\b/,
      /\b(?:stuck|stranded) (?:at|in|abroad)\b/,
      /\b(?:babe|honey|my love|sweetheart|darling)\b/,
    ],
  },
  assess(has, { links }) {
    const ask = has('moneyAsk') || has('secretAsk');
    // An unknown sender in an emergency, or a "wrong number", weighs as much as two other elements.
    const context =
      (['payMethod', 'threat', 'pressure', 'bait'] as const).filter((cue) => has(cue)).length +
      (has('stranger') ? 2 : 0);
    const hasLink = links.length > 0;
    if (ask && context >= 3) return 45;
    if (ask && context === 2) return 35;
    if (ask && context === 1) return hasLink ? 30 : 20;
    if (has('bait') && has('pressure') && hasLink) return 25;
    return 0;
  },
});
