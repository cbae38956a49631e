// Scam phrases in page text, by family. Sources: the common scam families (prize, crypto giveaway, gift-card payment, account-suspension urgency), SwiftOnSecurity
// PhishingRegex, FTC gift-card data spotlights. Phrases, not single words, so an exchange's "Bitcoin"
// or a shop's "gift cards" menu entry does not match. Matched on lower-cased, whitespace-collapsed text.
export const PAGE_LURES_VERSION = '2025-1';

export const LURE_FAMILIES = ['urgency', 'prize', 'crypto', 'gift-card'] as const;
export type LureFamily = (typeof LURE_FAMILIES)[number];

export const PAGE_LURES: Record<LureFamily, readonly RegExp[]> = {
  urgency: [
    /\byour (?:account|profile|card|mailbox|apple id) (?:has been|was|will be|is) (?:temporarily )?(?:suspended|locked|limited|restricted|disabled|blocked|deactivated|closed|terminated)/,
    /\b(?:unusual|suspicious|unauthori[sz]ed) (?:(?:sign-?in|log-?in|login) )?(?:activity|attempts?|access)\b.{0,25}\b(?:detected|noticed|on your (?:account|card))/,
    /\bverify your (?:account|identity|information|details) (?:now|immediately|within|to avoid|or)/,
    /\bwithin (?:24|48|72|12) hours?\b.{0,60}\b(?:suspend|lock|clos|terminat|delet|disabl|restrict)/,
    /\bfailure to (?:verify|update|confirm|comply)\b/,
    /\b(?:final|last) (?:notice|warning|reminder)\b/,
  ],
  prize: [
    /\bcongratulations\b.{0,80}\byou(?:'ve| have)? (?:been selected|won|are (?:our|the) (?:lucky )?winner)/,
    /\bclaim your (?:prize|reward|gift|winnings|free iphone)\b/,
    /\byou(?:'ve| have) (?:just )?won (?:a|an|the|\$|€|£)/,
    /\blucky (?:visitor|winner|draw)\b/,
    /\bspin (?:the|our) wheel\b/,
    /\bonly (?:pay|cover) (?:the )?(?:shipping|processing|delivery) fee\b/,
  ],
  crypto: [
    /\bsend (?:\d+(?:[.,]\d+)? )?(?:btc|eth|bitcoin|ethereum|usdt|bnb|sol|xrp|doge)\b.{0,60}\b(?:receive|get|back)\b.{0,30}\b(?:2x|x2|double|twice)/,
    /\b(?:double|2x) your (?:btc|eth|bitcoin|ethereum|crypto|coins|money)\b/,
    /\b(?:btc|eth|bitcoin|ethereum|crypto|usdt) giveaway\b/,
    /\b(?:enter|import|verify|confirm|type|paste) your (?:12|24|twelve|twenty-four)[- ]word\b/,
    /\b(?:enter|import|verify|confirm|validate|sync) your (?:wallet'?s? )?(?:seed|recovery|secret recovery|mnemonic) phrase\b/,
    /\bguaranteed (?:daily )?(?:returns?|profits?) of\b/,
  ],
  'gift-card': [
    /\b(?:pay|payment|paid) (?:with|using|by|in) (?:an? |the )?(?:itunes |google play |apple |steam |amazon |ebay |target |walmart )?gift ?cards?\b/,
    /\bscratch (?:off )?the (?:back|silver)\b/,
    /\b(?:send|share|upload|email) (?:us )?(?:a )?(?:photo|picture|image|code)s? of (?:the |your )?(?:gift )?cards?\b/,
    /\b(?:buy|purchase) (?:\d+ )?(?:itunes|google play|apple|steam|amazon|ebay|target|walmart) (?:gift )?cards? (?:and|then) (?:send|give|read|share)/,
  ],
};
