// Words phishing URLs use to look like a sign-in, account or payment step, and lure words.
// Sources: x0rz/phishing_catcher suspicious.yaml (generic keywords, weights 10–25), dnstwist
// dictionaries/english.dict, wesleyraptor/streamingphish keyword lists, SwiftOnSecurity/PhishingRegex,
// and the multilingual sign-in vocabulary of public phishing feeds (kept to unambiguous words).
export const KEYWORDS_VERSION = '2025-1';

/**
 * Rarely part of an innocent word, so they count as a substring of a host label or path
 * ('secure-login', 'appleid-verification', 'signin.php'). Includes common non-English forms.
 */
// prettier-ignore
export const STRONG_CREDENTIAL_WORDS: readonly string[] = [
  'login', 'logon', 'signin', 'sign-in', 'log-in', 'verify', 'verif', 'webscr', 'websrc', 'password',
  'passwd', 'credential', 'authenticat', 'unlock', 'suspend', 'reactivat', 'validat', 'confirm', 'ebanking',
  'onlinebanking', 'netbanking', 'myaccount', 'recover', 'restore-account', 'unusual-activity', 'wp-login',
  'webmail', 'giris', 'connexion', 'anmeld', 'identifiant', 'acesso', 'aggiorna', 'sicurezza', 'actualiza',
  'atualiza', 'seguranca', 'sicherheit', 'bestatig', 'inloggen', 'espace-client', 'espaceclient', 'weryfik',
  'netbank', 'e-banking', 'homebanking',
];

/**
 * Common in innocent names too ('secure', 'account', 'update'): they count only as a whole token, and
 * in a host only when two of them appear together ('secure-update', 'account.security').
 */
// prettier-ignore
export const WEAK_CREDENTIAL_WORDS: readonly string[] = [
  'account', 'accounts', 'secure', 'security', 'update', 'auth', 'wallet', 'billing', 'banking', 'bank',
  'support', 'service', 'services', 'customer', 'client', 'help', 'helpdesk', 'online', 'portal', 'mail',
  'safe', 'alert', 'notice', 'access', 'center', 'centre', 'manage', 'team', 'official', 'id', 'session',
  'token', 'payment', 'pay', 'invoice', 'app', 'web', 'user', 'member', 'info', 'cloud', 'server', 'ssl',
  'cpanel', 'admin', 'limited', 'locked', 'review', 'resolution', 'checkpoint', 'recovery', 'reset', 'sms',
  'owa',
];

/** Lures that promise something or create urgency; counted as whole tokens. */
// prettier-ignore
export const LURE_WORDS: readonly string[] = [
  'free', 'bonus', 'prize', 'prizes', 'winner', 'winners', 'win', 'gift', 'gifts', 'giftcard', 'giveaway',
  'reward', 'rewards', 'claim', 'lucky', 'lottery', 'promo', 'refund', 'airdrop', 'covid', 'urgent',
  'delivery', 'parcel', 'package', 'tracking', 'shipment', 'customs', 'voicemail', 'fax', 'document',
  'documents', 'shared', 'invoice', 'receipt', 'doubling', 'double', 'cashback', 'coupon', 'voucher',
];

/** Lures rarely seen in innocent article slugs; the only ones counted in a path. */
// prettier-ignore
export const STRONG_LURE_WORDS: readonly string[] = [
  'giveaway', 'airdrop', 'prize', 'lottery', 'winner', 'giftcard', 'gift-card', 'claim-reward', 'free-gift',
  'voicemail', 'shared-document', 'invoice',
];

/** Filler words that brand-plus-word hosts are built from ('my-paypal', 'paypal-official-store'). */
// prettier-ignore
export const CONNECTOR_WORDS: readonly string[] = [
  'my', 'the', 'get', 'go', 'now', 'www', 'com', 'net', 'org', 'us', 'uk', 'eu', 'home', 'mobile', 'page',
  'site', 'store', 'shop', 'care', 'desk', 'team', 'live', 'hub', 'net', 'check', 'info', 'data', 'network',
  'global', 'group', 'corp', 'inc', 'ltd', 'usa', 'int', 'intl', 'new', 'log', 'sign', 'in', 'on', 'up',
  'join', 'chat', 'grup', 'invite', 'index', 'box', 'drive', 'files', 'file', 'docs', 'doc', 'pdf', 'html',
];

/**
 * "Phish hints" (Hannousse & Yahiouche 2021, the dataset paper's path-word feature: wp, login, includes,
 * admin, content, site, images, js, alibaba, css, myaccount, dropbox, themes, plugins, signin, view)
 * plus the account, mail and shared-document words kits name their folders and pages after. Counted
 * as substrings of the path by the URL structure model, which weighs them against everything else.
 */
// prettier-ignore
export const PATH_HINT_WORDS: readonly string[] = [
  'wp', 'login', 'includes', 'admin', 'content', 'site', 'images', 'js', 'alibaba', 'css', 'myaccount',
  'dropbox', 'themes', 'plugins', 'signin', 'view', 'secure', 'account', 'update', 'verify', 'webscr', 'cmd',
  'bank', 'mail', 'office', 'doc', 'file', 'pdf', 'drive', 'outlook', 'owa', 'auth', 'billing', 'invoice',
  'payment', 'confirm', 'support',
];
