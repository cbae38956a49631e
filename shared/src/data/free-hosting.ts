// Free hosting, site builders, app platforms, tunnels and user-content hosts where anyone can publish
// a page under a reputable parent domain. Sources: the PSL private section (publicsuffix.org), Interisle
// Phishing Landscape 2024 (subdomain providers: blogspot, pages.dev, weebly…), SwiftOnSecurity/
// PhishingRegex (000webhostapp, weebly, wix, sitey.me, myfreesites.net) and public phishing feeds' hosts.
// Three kinds, because their honest use differs: throwaway/app hosting, blogs and site builders, and
// file or form sharing on big platforms. Platform domains match only their subdomains (x.weebly.com,
// not weebly.com itself); user-content hosts and IPFS gateways match themselves too.
export const FREE_HOSTING_VERSION = '2025-1';

/** Throwaway and developer hosting: free, anonymous, instant — the bulk of subdomain phishing. */
// prettier-ignore
export const FREE_HOSTING_SUFFIXES: readonly string[] = [
  '000webhostapp.com', 'myfreesites.net', 'my-free.website', 'webcindario.com', 'atwebpages.com',
  'creatorlink.net', 'sitey.me', 'yolasite.com', 'square.site', 'mystrikingly.com', 'strikingly.com',
  'godaddysites.com', 'webflow.io', 'carrd.co', 'tilda.ws', 'ukit.me', 'site123.me', 'webnode.page',
  'framer.website', 'framer.app', 'bubbleapps.io', 'hpage.com', 'byethost.com', 'epizy.com', 'rf.gd',
  'infinityfreeapp.com', 'freevar.com', 'mozello.com', 'emyspot.com', 'statictab.com', 'imxprs.com',
  'dothome.co.kr', 'gixx.ru', 'site.pro', 'zyrosite.com', 'hostingerapp.com', 'mobirisesite.com',
  'webwave.dev', 'glide.page', 'softr.app', 'typedream.app', 'online.fr', 'free.fr', 'webador.com', 'dx.am',
  'awardspace.info', 'x10host.com', 'freehostia.com', 'tripod.com', 'angelfire.com', 'xtgem.com', 'wapka.me',
  'webs.com', 'moonfruit.com', 'webydo.com', 'wz.cz', '9e.cz', 'unaux.com', 'ezyro.com', 'wapgem.com',
  'totalh.net', 'site44.com', 'html.house', '25u.com',
  // dynamic DNS: a free name pointing at any machine
  'ddns.net', 'hopto.org', 'zapto.org', 'sytes.net', 'myftp.org', 'myftp.biz', 'servehttp.com',
  'serveftp.com', 'redirectme.net', 'bounceme.net', 'ddnsking.com', '3utilities.com', 'gotdns.ch',
  'duckdns.org', 'dynu.net', 'ddns.me', 'mooo.com', 'chickenkiller.com', 'us.to', 'no-ip.org', 'no-ip.biz',
  'dyndns.org',
  // ChangeIP's free dynamic-DNS domains, long abused by phishing and malware
  '2waky.com', 'itsaol.com', 'mrbonus.com', 'mrface.com', 'mrslove.com', 'ygto.com', 'fartit.com', 'qpoe.com',
  'zyns.com', 'zzux.com', 'onedumb.com', 'longmusic.com', 'toythieves.com', 'x24hr.com', 'yourtrap.com',
  'wikaba.com', 'jungleheart.com', 'dynamic-dns.net', 'ddns.info', 'sixth.biz', 'ocry.com', 'otzo.com',
  'jkub.com', 'justdied.com', 'lflink.com', 'mefound.com', 'misecure.com', 'mynumber.org', 'dumb1.com',
  'compress.to', 'ns01.biz', 'ns01.info', 'ns01.us', 'ns02.biz', 'ns02.info', 'ns02.us', 'proxydns.com',
  'instanthq.com', 'iownyour.biz', 'iownyour.org', 'freewww.biz', 'freewww.info', 'ikwb.com', 'toh.info',
  'trickip.net', 'trickip.org', 'https443.net', 'https443.org', 'authorizeddns.net', 'authorizeddns.org',
  'dns04.com', 'dns05.com', 'dnsrd.com', 'edns.biz', 'esmtp.biz', 'ezua.com', 'faqserv.com', 'gettrials.com',
  'got-game.org', 'gr8domain.biz', 'gr8name.biz', 'itemdb.com', 'mrbasic.com', 'mywww.biz', 'onmypc.net',
  'onmypc.org', 'port25.biz', 'qhigh.com', 'scieron.com', 'sendsmtp.com', 'squirly.info', 'ssmailer.com',
  'ssl443.org', 'vizvaz.com', 'wha.la', 'xxuz.com', 'youdontcare.com', 'dns-cloud.net', 'dnsfailover.net',
  // app platforms and static hosting
  'firebaseapp.com', 'web.app', 'netlify.app', 'netlify.com', 'vercel.app', 'now.sh', 'herokuapp.com',
  'glitch.me', 'pages.dev', 'workers.dev', 'repl.co', 'replit.app', 'replit.dev', 'codesandbox.io', 'csb.app',
  'stackblitz.io', 'surge.sh', 'azurewebsites.net', 'azurestaticapps.net', 'cloudapp.net', 'appspot.com',
  'onrender.com', 'fly.dev', 'railway.app', 'deno.dev', 'cyclic.app', 'adaptable.app', 'koyeb.app',
  'ngrok.io', 'ngrok-free.app', 'ngrok.app', 'trycloudflare.com', 'loca.lt', 'serveo.net', 'lovable.app',
  'bolt.host', 'backblazeb2.com', 'digitaloceanspaces.com', 'r2.dev', 'amplifyapp.com', 'cloudfront.net',
];

/** Blogs and small-site builders: mostly long-lived personal and small-business sites. */
// prettier-ignore
export const BLOG_HOSTING_SUFFIXES: readonly string[] = [
  'blogspot.com', 'blogspot.com.br', 'blogspot.co.uk', 'blogspot.de', 'blogspot.fr', 'blogspot.in',
  'blogspot.mx', 'blogspot.it', 'blogspot.com.es', 'blogspot.com.tr', 'blogspot.jp', 'blogspot.ru',
  'blogspot.ca', 'blogspot.com.au', 'blogspot.co.id', 'blogspot.nl', 'blogspot.pt', 'blogspot.ro',
  'blogspot.com.ar', 'blogspot.cl', 'blogspot.sg', 'blogger.com', 'tumblr.com', 'wordpress.com', 'weebly.com',
  'weeblysite.com', 'wixsite.com', 'wixstudio.io', 'editorx.io', 'jimdosite.com', 'jimdofree.com',
  'webnode.com', 'ucoz.net', 'ucoz.ru', 'narod.ru', 'altervista.org', 'simplesite.com', 'joomla.com',
  'yola.com', 'notion.site', 'gitbook.io', 'super.site', 'linktr.ee', 'github.io', 'gitlab.io',
  'bitbucket.io', 'livejournal.com', 'over-blog.com', 'hatenablog.com', 'substack.com', 'medium.com',
];

/** Shared files, forms and sites on big platforms' own domains. */
// prettier-ignore
export const USER_CONTENT_HOSTS: readonly string[] = [
  'sites.google.com', 'docs.google.com', 'drive.google.com', 'forms.gle', 'script.google.com',
  'storage.googleapis.com', 'firebasestorage.googleapis.com', 'googleusercontent.com', 'sharepoint.com',
  'onedrive.live.com', '1drv.ms', 'forms.office.com', 'app.box.com', 'dropboxusercontent.com',
  'blob.core.windows.net', 'web.core.windows.net', 's3.amazonaws.com', 'translate.goog', 'form.jotform.com',
  'share.hsforms.com', 'forms.zohopublic.com', 'tally.so', 'forms.app',
];

/** Form builders, where a fake sign-in "form" takes minutes to make; forms live on their subdomains. */
// prettier-ignore
export const FORM_BUILDER_SUFFIXES: readonly string[] = [
  'typeform.com', 'jotform.com', 'jotform.me', 'formstack.com', 'wufoo.com', 'hsforms.com', 'formsite.com',
  'mikecrm.com', 'zohopublic.com', 'paperform.co', 'formcrafts.com', '123formbuilder.com', 'cognitoforms.com',
];

/** IPFS gateways serve anyone's content by hash; IPFS phishing grew 1,300% in 2023–24 (Interisle). */
// prettier-ignore
export const IPFS_GATEWAYS: readonly string[] = [
  'ipfs.io', 'dweb.link', 'cf-ipfs.com', 'ipfs.w3s.link', 'nftstorage.link', 'fleek.co', '4everland.io',
];
