// Link shorteners and deep-link redirectors: the real destination is hidden until the link is followed.
// Brand-owned shorteners that only lead to their own brand (youtu.be, amzn.to, aka.ms, g.co) are left out.
// Sources: SwiftOnSecurity/PhishingRegex (is.gd, tiny.cc), PhishTank/OpenPhish target hosts seen in
// public feeds, and the public lists of URL shortening services (e.g. github.com/PeterDaveHello/url-shorteners).
export const SHORTENERS_VERSION = '2026-1';

// prettier-ignore
export const SHORTENER_DOMAINS: ReadonlySet<string> = new Set([
  'bit.ly', 'bitly.com', 'bit.do', 'tinyurl.com', 'tiny.cc', 'tiny.one', 't.co', 'goo.gl', 'ow.ly',
  'ht.ly', 'is.gd', 'v.gd', 'buff.ly', 'adf.ly', 'cutt.ly', 'rb.gy', 'shorturl.at', 'shorturl.asia', 't.ly',
  'rebrand.ly', 'rebrandly.com', 's.id', 'x.co', 'lnkd.in', 'db.tt', 'qr.net', 'qrco.de', '1url.com', 'tr.im',
  'cli.gs', 'po.st', 'mcaf.ee', 'su.pr', 'bl.ink', 'short.io', 'shorte.st', 'clck.ru', 'u.to', 'kisa.link',
  'app.link', 'page.link', 'lnk.to', 'soo.gd', 'shorturl.com', 'tinu.be', 'rotf.lol', 'urlz.fr', 'gg.gg',
  'zpr.io', 'snip.ly', 'ouo.io', 'shrtco.de', '9qr.de', 'urlr.me', 'ln.run', 'link.ly', 'linkr.at',
  'l.ead.me', 'qrs.ly', 'iplogger.org', 'grabify.link', 'shorturl.gg', 'bitly.ws', 'trib.al', 'dlvr.it',
  'ift.tt', 'smarturl.it', 'msi.gd', '3.ly', 'j.mp', 'cli.re', 'anon.to', 'href.li', 'nullrefer.com',
  'hide.me', 'cort.as', 'hyperurl.co', 'hideuri.com', 'shrunken.com', 'tinyurl.is', 'shorter.me', 'short.gy',
  'surl.li', 'vurl.bz', 'tny.im',
  // 2026-1: public shorteners common in SMS (Taiwan's lihi/reurl/ppt/pse, Spanish acortar.link, WhatsApp's wa.link).
  'cutt.us', 'lihi.cc', 'lihi1.cc', 'lihi2.cc', 'lihi3.cc', 'reurl.cc', 'ppt.cc', 'pse.is', 'acortar.link',
  'shre.ink', 'bc.vc', 'short.cm', 'wa.link', 'tiny.pl', 'bitly.is',
]);
