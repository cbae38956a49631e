import { defineDetector } from './define-detector';

// Family G: "wrong number" openers and romance approaches that move to WhatsApp/Telegram and turn to
// money or an "investment platform" (pig butchering; NDSS 2026: wrong-number texts are the most reported).
export const romance = defineDetector({
  id: 'romance',
  category: 'romance',
  title: 'Stranger or wrong-number chat that turns to money or investing',
  evidenceOrder: ['opener', 'money', 'pivot'],
  cues: {
    opener: [
      /\b(?:sorry|oops|oh|apologies)\b.{0,30}\b(?:wrong number|the wrong (?:person|number|contact)|texted the wrong|sent (?:this|it|that) to the wrong)\b/,
      /\bwrong number\b/,
      /\b(?:hi|hello|hey)\b[^.?!]{0,20}\bis this (?:mr\.? |mrs\.? |ms\.? |miss |dr\.? )?[a-z]+\s?\?/,
    ],
    rapport: [
      /\bnice to (?:meet|know) you\b/,
      /\b(?:we can|let's|can we|could we) (?:be|become|make) friends\b/,
      /\bwhere are you from\b/,
      /\b(?:it must be|it's|it is) fate\b/,
      /\b(?:my dear|my love|sweetheart|darling|my queen|my king)\b/,
      /\b(?:love|like) your (?:posts?|profile|pictures?|photos?|smile)\b/,
      /\bdo you (?:invest|trade|know about (?:crypto|bitcoin|trading))\b/,
    ],
    pivot: [
      /\b(?:add|contact|chat|talk|message|text|reach)\b(?: me)?.{0,15}\b(?:on|via|through|in) (?:whatsapp|telegram|signal|wechat|line|kik)\b/,
      /\b(?:my|an?) (?:uncle|aunt|cousin|mentor|analyst|teacher|friend|brother|sister)\b.{0,40}\b(?:invest\w*|trading|crypto|insider|platform|profits?|analyst|financial)/,
      /\b(?:i can|let me|i will|i'll) (?:teach|show|guide|help) you\b.{0,30}\b(?:invest|trade|trading|make money|earn|profit|crypto)/,
      /\b(?:i will|i'll|we will) guide you step by step\b/,
      /\b(?:trade|trading|invest\w*)\b[^.?!]{0,20}\bwith my (?:mentor|uncle|aunt|teacher|analyst)\b/,
      /\b(?:deployed|oil rig|offshore|peacekeeping|military base|un mission|on a ship)\b/,
    ],
    money: [
      /\b(?:send|lend|loan|wire|transfer)\b(?: me)?.{0,20}\b(?:money|\$\s?\d+|funds|cash|gift ?cards?|bitcoin|crypto|usdt)\b/,
      /\b(?:customs|clearance|release|hospital|medical|flight|ticket|visa|travel) (?:fee|fees|bill|bills|money|costs?)\b/,
      /\b(?:investment|trading) (?:platform|app|opportunity|account)\b/,
      /\b(?:made|earned|profit of|profited) \$?\s?\d[\d,]*(?:k| thousand)?\b.{0,20}\b(?:this|last|in a|per) (?:week|month|day)/,
      /\bturned (?:\$|£|€)\s?\d[\d,.]*k? into (?:\$|£|€)\s?\d/,
    ],
  },
  assess(has) {
    const approach = (['opener', 'rapport'] as const).filter((cue) => has(cue)).length;
    const turn = (['pivot', 'money'] as const).filter((cue) => has(cue)).length;
    // The tell is the turn from small talk with a stranger to money or "investing".
    if (approach > 0 && turn === 2) return 50;
    if (approach === 2 && turn === 1) return 45;
    if (approach === 1 && turn === 1) return 35;
    if (turn === 2) return 35;
    if (approach === 2) return 15;
    return 0;
  },
});
