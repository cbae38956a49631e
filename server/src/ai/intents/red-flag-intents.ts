// What each red flag in a report means (the findings the engine produces) and why it matters.
import type { Intent } from './intent';

export const RED_FLAG_INTENTS: readonly Intent[] = [
  {
    id: 'flag-young-domain',
    keywords: ['new domain', 'young domain', 'domain age', 'recently registered', 'whois', 'rdap'],
    hints: ['registered', 'registration', 'brand new', 'age'],
    answer:
      'Scam sites are usually registered days or weeks before they strike and abandoned soon after, so a very young domain is a strong warning sign. Age alone does not prove a scam; it matters most together with a look-alike name or a login form. Every report shows the registration date among its facts, so [check the site](/) to see it.',
  },
  {
    id: 'flag-certificate',
    keywords: ['certificate', 'ssl', 'tls', 'padlock', 'lock icon', 'self signed', 'expired certificate'],
    hints: ['https'],
    answer:
      'The padlock only means the connection is encrypted, not that the site is honest: most phishing sites have valid certificates. We flag certificates that are expired, self-signed, issued for another name or only hours old. Read how each check counts on our [About page](/about).',
  },
  {
    id: 'flag-lookalike',
    keywords: [
      'lookalike',
      'look alike',
      'typosquatting',
      'typosquat',
      'misspelled',
      'imitating',
      'homoglyph',
      'pretends to be',
      'brand name',
    ],
    hints: ['typo', 'looks like'],
    answer:
      'A look-alike domain copies a brand with a typo, swapped letters, extra words or characters from another alphabet (paypa1.com, amaz0n-login.com). When such a name is also newly registered, we treat it as a hard fail and keep the score Suspicious. Paste any link you doubt into our [website checker](/).',
  },
  {
    id: 'flag-risky-tld',
    keywords: ['tld', 'domain ending', 'xyz', 'top level domain', 'risky ending', 'risky domain ending'],
    answer:
      'Some domain endings are cheap and poorly policed, so a large share of the sites using them are abusive. A risky ending only costs a few points because many honest sites use them too. See how findings add up on our [About page](/about).',
  },
  {
    id: 'flag-feed-listing',
    keywords: ['blacklist', 'blocklist', 'threat feed', 'openphish', 'urlhaus', 'phishtank', 'safe browsing'],
    hints: ['listed'],
    answer:
      'A threat-feed listing means security researchers have already confirmed the address as phishing or malware. It is a hard fail: the site stays Suspicious whatever else it shows. Each report names the feed and when its list was downloaded, so [check the site](/) to see the details.',
  },
  {
    id: 'flag-password-form',
    keywords: [
      'password form',
      'login form',
      'login page',
      'sign in page',
      'asks for password',
      'credentials',
      'form sends',
    ],
    answer:
      'A login form on a brand-new domain, or one that sends your password to another site, is how credential phishing works. Never type a password on a page you reached from a link; open the service yourself instead. [Check the page](/) before entering anything.',
  },
  {
    id: 'flag-hidden-instructions',
    keywords: ['hidden instructions', 'hidden text', 'prompt injection', 'ai checkers', 'instructions aimed'],
    answer:
      'Some scam pages hide text meant to trick AI checkers into calling them safe. We never follow such text, and finding it counts against the site. Read more about our checks on the [About page](/about).',
  },
  {
    id: 'flag-dns-email',
    keywords: ['mx', 'spf', 'dmarc', 'dns', 'no email set up', 'email records', 'private network'],
    answer:
      'Real businesses usually receive email at their domain, so a site with no email set up (no MX or SPF records) is often a throwaway. A domain that points to a private network address is misconfigured or hiding something. Every report lists its DNS facts: [check a site](/) to see them.',
  },
  {
    id: 'flag-ip-or-odd-address',
    keywords: [
      'ip address',
      'at sign',
      'many subdomains',
      'subdomain',
      'subdomains',
      'long address',
      'free hosting',
    ],
    hints: ['encoded', 'port', 'hosting'],
    answer:
      'Links that use a raw IP address, hide the real host after an @ sign, stack many subdomains or live on free hosting are common tricks to disguise where you are going. The part that matters is the registrable domain just before the ending. Our [website checker](/) points out each of these in the report.',
  },
  {
    id: 'flag-meaning-general',
    keywords: ['red flag', 'red flags', 'warning sign', 'warning signs', 'finding', 'findings'],
    answer:
      'Each red flag in a report is one piece of evidence with the points it costs, such as a young domain, a look-alike name, a threat-feed listing or a password form posting elsewhere. Ask me about any of them by name, or read how they combine into the score on our [About page](/about).',
  },
];
