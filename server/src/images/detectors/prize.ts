import { defineDetector } from './define-detector';

// Family B: "Congratulations, you have won", a prize to claim, and a small fee or a survey to get it.
export const prize = defineDetector({
  id: 'prize',
  category: 'prize',
  title: 'Prize, lottery or reward you never entered for',
  evidenceOrder: ['won', 'claim', 'fee'],
  cues: {
    congratulations: [/\bcongratulations\b/, /\bcongrats\b/],
    // Addressed to the reader: "you have won", "your number has won".
    won: [
      /\byou(?:'ve| have)? (?:just )?(?:been (?:randomly )?(?:selected|chosen|picked)|won|are (?:our|the|a|today's) (?:lucky )?winner)/,
      /\byour (?:mobile |phone |email |ip )?(?:number|address|ticket|entry|device) (?:has )?(?:won|been selected)\b/,
      /\b(?:selected|chosen|picked) to (?:win|receive) (?:a|an|the|our)\b/,
      /\b(?:randomly )?selected (?:users?|winners?|customers?|visitors?|participants?)\b/,
      /\b(?:lucky (?:visitor|winner|customer|user))\b/,
      /\b(?:we are|we're|is) giving away\b/,
    ],
    lottery: [/\b(?:lucky draw|winning (?:number|ticket)|lottery|sweepstakes?|jackpot|raffle)\b/],
    claim: [
      /\bclaim (?:your|the|it|now)\b.{0,25}\b(?:prize|reward|gift|winnings|bonus|iphone|cash|funds|money)/,
      /\b(?:prize|reward|gift|winnings|cash prize|free iphone)\b.{0,30}\b(?:claim|collect|redeem|receive|waiting)/,
      /\bclaims? (?:agent|department|officer|form|process|number|code)\b/,
      /\bto claim\b[^.?!]{0,30}\b(?:contact|call|send|reply|click|visit|message)\b/,
    ],
    fee: [
      /\b(?:pay|cover|only|just)\b.{0,20}\b(?:shipping|processing|delivery|handling|release|clearance|transfer) (?:fee|charge|cost)/,
      /\b(?:shipping|processing|handling|release|clearance) fee\b/,
    ],
    trick: [
      /\bspin (?:the|our) wheel\b/,
      /\b(?:answer|complete|take|fill (?:in|out)) (?:a |this |our )?(?:\d+[- ]second |short |quick |simple )?(?:survey|questionnaire|quiz)\b/,
      /\banswer (?:\d+|a few|three|four|five) (?:short |quick |simple )?questions\b/,
      /\bonly \d+ (?:\w+ )?(?:left|remaining)\b/,
      /\b(?:like|share)(?:,| and) (?:share|comment|click|tag|follow)\b/,
      /\blink in (?:our |my |the )?bio\b/,
      /\benter (?:your )?(?:shipping|delivery|card|payment) (?:details|address|information)\b/,
      /\biphone \d+\b.{0,20}\bfor (?:only )?\$?\d(?:[.,]\d\d)?\b/,
    ],
  },
  assess(has) {
    if (has('won') && (has('claim') || has('fee') || has('trick'))) return 45;
    if (has('claim') && (has('fee') || has('trick'))) return 40;
    if (has('lottery') && has('claim')) return 40;
    if (has('won') && (has('congratulations') || has('lottery'))) return 30;
    if (has('won') || has('claim')) return 15;
    return 0;
  },
});
