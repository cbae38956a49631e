import { affirmative, defineDetector } from './define-detector';

// Family C: crypto "send 1, get 2 back" giveaways with a wallet address (NDSS 2023 "Double and
// Nothing"), guaranteed-return investment schemes, and requests for a wallet's recovery phrase.
const SECRET = String.raw`(?:seed|recovery|secret recovery|mnemonic|backup|wallet) (?:phrase|words)|(?:12|24|twelve|twenty[- ]four)[- ]words?\b|private key`;

export const crypto = defineDetector({
  id: 'crypto',
  category: 'crypto',
  title: 'Crypto giveaway, guaranteed-profit scheme or wallet-phrase request',
  evidenceOrder: ['secretRequest', 'doubling', 'investment'],
  cues: {
    coin: [
      /\b(?:btc|eth|bitcoin|ethereum|usdt|tether|crypto(?:currency|currencies)?|bnb|solana|xrp|dogecoin|doge|wallet)\b/,
    ],
    doubling: [
      /\bgiveaway\b/,
      /\b(?:double|2x|x2|twice|doubled|triple)\b.{0,30}\b(?:btc|eth|bitcoin|ethereum|crypto|usdt|coins?|money|deposit|investment|amount)/,
      /\bsend\b.{0,40}\b(?:btc|eth|bitcoin|ethereum|usdt|bnb|sol|xrp|doge|crypto)\b.{0,80}\b(?:receive|get|back|return)/,
    ],
    celebrity: [
      /\b(?:elon musk|musk|tesla|spacex|saylor|microstrategy|vitalik|buterin|binance|ripple|ark invest)\b/,
    ],
    investment: [
      /\bguaranteed (?:daily |weekly |monthly )?(?:returns?|profits?|income|roi|earnings)\b/,
      /\b\d{1,3}(?:\.\d+)?\s?% (?:daily|per day|a day|every day|weekly|roi|profit|return)/,
      /\b\d{1,3}\s?% (?:weekly |daily |monthly )?(?:returns?|profits?)\b/,
      /\b(?:airdrop|free tokens?)\b/,
      /\b(?:daily|weekly) (?:roi|profits?|returns?|earnings)\b/,
      // "al": how OCR often reads "AI".
      /\b(?:ai|al|automated|auto|quantum) trading (?:bot|robot|platform|system|software)\b/,
      /\b(?:cloud )?mining (?:pool|contract|plan)\b/,
      /\b(?:withdraw|withdrawal)\b.{0,40}\b(?:fee|tax|unlock|first deposit|deposit first)/,
    ],
    // The pitch that turns a profit story into an invitation.
    pitch: [
      /\b(?:want me to (?:send|show)|i can (?:add|invite|send) you|join (?:us|my group|now|today)|sign up (?:now|here|today|on)|dm me|message me)\b/,
      /\b(?:new|online|trading|investment) (?:trading |investment )?platform\b/,
    ],
    guarantee: [/\bguaranteed?\b/, /\b(?:risk[- ]free|zero[- ]risk|no risk|100% safe)\b/],
    // "Recovery agencies" that promise to get lost crypto back for an upfront fee: scams on scam victims.
    recovery: [
      /\b(?:recover|get back|retrieve)\b[^.?!]{0,25}\b(?:crypto|funds|money|bitcoin|coins|what you lost)\b/,
      /\b(?:funds?|crypto|asset) recovery (?:agency|service|expert|company|team)\b/,
      /\brecovery (?:agency|expert|hacker)\b/,
    ],
    upfront: [
      /\b(?:upfront|up-front|advance) (?:fee|payment)\b/,
      /\b\d{1,2}\s?% (?:upfront|fee|commission)\b/,
    ],
    sendToAddress: [/\b(?:send|transfer|deposit)\b[^.?!]{0,40}\b(?:address|wallet)\b/],
    secretRequest: [
      affirmative(
        String.raw`\b(?:enter|import|verif|validat|confirm|sync|shar|send|provid|submit|typ|past|restor)\w*\b[^.?!]{0,30}\b(?:${SECRET})`,
      ),
    ],
  },
  assess(has, { indicators }) {
    const hasWallet = indicators.wallets.length > 0;
    if (has('secretRequest')) return 55;
    if (has('recovery') && (has('upfront') || has('coin'))) return 45;
    if (has('doubling') && (hasWallet || has('coin'))) return hasWallet || has('celebrity') ? 55 : 45;
    if (has('investment') && (hasWallet || has('sendToAddress'))) return 50;
    if (has('investment') && has('guarantee')) return has('coin') ? 50 : 40;
    if (has('investment') && has('pitch')) return 40;
    if (has('investment') && has('coin')) return 35;
    if (has('investment')) return 25;
    if (hasWallet && has('celebrity')) return 30;
    return 0;
  },
});
