// The most-impersonated brands, their official registrable domains and the strings that name them.
// Sources: brand columns of public phishing feeds and reports — APWG Phishing Activity Trends (most
// targeted sectors), Check Point / Vade "most impersonated brands" quarterly lists (2023–2025),
// x0rz/phishing_catcher suspicious.yaml (brand keywords), wesleyraptor/streamingphish brand list,
// JPCERTCC/phishurl-list brand descriptions (Japanese targets). Domains are each brand's own sites.
export const BRANDS_VERSION = '2025-1';

export type Brand = {
  name: string;
  /** Official registrable domains; the first is the one suggested ("Did you mean paypal.com?"). */
  domains: readonly string[];
  /** Lowercase ASCII strings that name the brand in a host or path; the first is the main one. */
  keywords: readonly string[];
  /** The first keyword is an everyday word (apple, chase): whole tokens only, no edit-distance matching. */
  isCommonWord?: boolean;
  /** Runs country sites under the same name (amazon.de, google.co.in), which are official too. */
  hasCountrySites?: boolean;
};

// prettier-ignore
const MICROSOFT = [
  'microsoft.com', 'microsoftonline.com', 'live.com', 'office.com', 'office365.com', 'microsoft365.com',
  'outlook.com', 'hotmail.com', 'msn.com', 'windows.com', 'azure.com', 'sharepoint.com', 'onedrive.com',
  '1drv.ms', 'skype.com', 'xbox.com', 'bing.com', 'msft.net', 'microsoftstore.com', 'windowsupdate.com',
  'msauth.net', 'msftauth.net', 'aka.ms', 'office.net', 'windowsazure.com', 'azureedge.net',
];
// prettier-ignore
const GOOGLE = [
  'google.com', 'gmail.com', 'youtube.com', 'youtu.be', 'googleusercontent.com', 'googleapis.com',
  'gstatic.com', 'blogger.com', 'android.com', 'goo.gl', 'g.co', 'withgoogle.com', 'googlemail.com',
  'google.dev', 'forms.gle', 'chrome.com', 'googleblog.com', 'ggpht.com', 'googlevideo.com',
];
// prettier-ignore
const APPLE = [
  'apple.com', 'icloud.com', 'me.com', 'itunes.com', 'apple.co', 'mzstatic.com', 'apple.news',
];
// prettier-ignore
const META = [
  'facebook.com', 'fb.com', 'fb.me', 'fbcdn.net', 'meta.com', 'messenger.com', 'facebookmail.com',
];
// prettier-ignore
const AMAZON = [
  'amazon.com', 'amazonaws.com', 'media-amazon.com', 'amzn.to', 'amzn.com', 'a2z.com', 'primevideo.com',
];

// prettier-ignore
export const BRANDS: readonly Brand[] = [
  // payments, wallets, money transfer
  { name: 'PayPal', domains: ['paypal.com', 'paypal.me', 'paypalobjects.com'], keywords: ['paypal'], hasCountrySites: true },
  { name: 'Venmo', domains: ['venmo.com'], keywords: ['venmo'] },
  { name: 'Cash App', domains: ['cash.app', 'squareup.com'], keywords: ['cashapp'] },
  { name: 'Zelle', domains: ['zellepay.com'], keywords: ['zelle'] },
  { name: 'Western Union', domains: ['westernunion.com', 'wu.com'], keywords: ['westernunion'] },
  { name: 'MoneyGram', domains: ['moneygram.com'], keywords: ['moneygram'] },
  { name: 'Wise', domains: ['wise.com', 'transferwise.com'], keywords: ['transferwise'] },
  { name: 'Stripe', domains: ['stripe.com'], keywords: ['stripe'], isCommonWord: true },
  { name: 'Visa', domains: ['visa.com'], keywords: ['visa'], isCommonWord: true, hasCountrySites: true },
  { name: 'Mastercard', domains: ['mastercard.com'], keywords: ['mastercard'], hasCountrySites: true },
  { name: 'American Express', domains: ['americanexpress.com', 'amex.com', 'aexp.com'], keywords: ['americanexpress', 'amex'] },
  { name: 'Discover', domains: ['discover.com'], keywords: ['discover'], isCommonWord: true },
  { name: 'Interac', domains: ['interac.ca'], keywords: ['interac'] },
  // email, cloud, productivity
  { name: 'Microsoft', domains: MICROSOFT, keywords: ['microsoft', 'microsoftonline', 'office365', 'microsoft365', 'msoffice'] },
  { name: 'Outlook', domains: ['outlook.com', ...MICROSOFT], keywords: ['outlook', 'hotmail'] },
  { name: 'OneDrive', domains: ['onedrive.com', ...MICROSOFT], keywords: ['onedrive'] },
  { name: 'SharePoint', domains: ['sharepoint.com', ...MICROSOFT], keywords: ['sharepoint'] },
  { name: 'Office', domains: ['office.com', ...MICROSOFT], keywords: ['office'], isCommonWord: true },
  { name: 'Skype', domains: ['skype.com', ...MICROSOFT], keywords: ['skype'] },
  { name: 'Xbox', domains: ['xbox.com', ...MICROSOFT], keywords: ['xbox'] },
  { name: 'Google', domains: GOOGLE, keywords: ['google', 'googledrive', 'googledocs'], hasCountrySites: true },
  { name: 'Gmail', domains: ['gmail.com', ...GOOGLE], keywords: ['gmail'] },
  { name: 'YouTube', domains: ['youtube.com', ...GOOGLE], keywords: ['youtube'] },
  { name: 'Apple', domains: APPLE, keywords: ['apple', 'appleid', 'applestore', 'applecare'], isCommonWord: true, hasCountrySites: true },
  { name: 'iCloud', domains: ['icloud.com', ...APPLE], keywords: ['icloud', 'iforgot'] },
  { name: 'iTunes', domains: ['itunes.com', ...APPLE], keywords: ['itunes'] },
  { name: 'Yahoo', domains: ['yahoo.com', 'yahoo.co.jp', 'yimg.com', 'ymail.com', 'yahoo.net'], keywords: ['yahoo', 'ymail'], hasCountrySites: true },
  { name: 'AOL', domains: ['aol.com'], keywords: ['aol'] },
  { name: 'Dropbox', domains: ['dropbox.com', 'dropboxusercontent.com', 'db.tt'], keywords: ['dropbox'] },
  { name: 'Adobe', domains: ['adobe.com', 'adobelogin.com', 'acrobat.com', 'typekit.net', 'adobe.io'], keywords: ['adobe'] },
  { name: 'DocuSign', domains: ['docusign.com', 'docusign.net'], keywords: ['docusign'] },
  { name: 'WeTransfer', domains: ['wetransfer.com', 'we.tl'], keywords: ['wetransfer'] },
  { name: 'Zoom', domains: ['zoom.us', 'zoom.com'], keywords: ['zoom'], isCommonWord: true },
  { name: 'Intuit', domains: ['intuit.com', 'quickbooks.com', 'turbotax.com'], keywords: ['intuit', 'quickbooks', 'turbotax'] },
  { name: 'GoDaddy', domains: ['godaddy.com', 'secureserver.net'], keywords: ['godaddy'] },
  { name: 'Proton Mail', domains: ['proton.me', 'protonmail.com'], keywords: ['protonmail'] },
  { name: 'Yandex', domains: ['yandex.ru', 'yandex.com', 'ya.ru'], keywords: ['yandex'], hasCountrySites: true },
  { name: 'GitHub', domains: ['github.com', 'githubusercontent.com'], keywords: ['github'] },
  { name: 'Norton', domains: ['norton.com', 'nortonlifelock.com'], keywords: ['norton'], isCommonWord: true },
  { name: 'McAfee', domains: ['mcafee.com'], keywords: ['mcafee'] },
  // social and messaging
  { name: 'Facebook', domains: META, keywords: ['facebook', 'fbcdn'] },
  { name: 'Instagram', domains: ['instagram.com', 'cdninstagram.com', 'instagr.am', ...META], keywords: ['instagram'] },
  { name: 'WhatsApp', domains: ['whatsapp.com', 'whatsapp.net', 'wa.me', ...META], keywords: ['whatsapp'] },
  { name: 'LinkedIn', domains: ['linkedin.com', 'lnkd.in', 'licdn.com'], keywords: ['linkedin'] },
  { name: 'X (Twitter)', domains: ['x.com', 'twitter.com', 't.co', 'twimg.com'], keywords: ['twitter'] },
  { name: 'TikTok', domains: ['tiktok.com', 'tiktokcdn.com'], keywords: ['tiktok'] },
  { name: 'Snapchat', domains: ['snapchat.com'], keywords: ['snapchat'] },
  { name: 'Telegram', domains: ['telegram.org', 't.me', 'telegram.me'], keywords: ['telegram'] },
  { name: 'Discord', domains: ['discord.com', 'discord.gg', 'discordapp.com', 'discordapp.net'], keywords: ['discord'] },
  { name: 'Twitch', domains: ['twitch.tv'], keywords: ['twitch'] },
  { name: 'Pinterest', domains: ['pinterest.com'], keywords: ['pinterest'], hasCountrySites: true },
  // shopping and marketplaces
  { name: 'Amazon', domains: AMAZON, keywords: ['amazon', 'amzn'], hasCountrySites: true },
  { name: 'eBay', domains: ['ebay.com', 'ebayimg.com'], keywords: ['ebay'], hasCountrySites: true },
  { name: 'Walmart', domains: ['walmart.com'], keywords: ['walmart'], hasCountrySites: true },
  { name: 'Costco', domains: ['costco.com'], keywords: ['costco'], hasCountrySites: true },
  { name: 'Target', domains: ['target.com'], keywords: ['target'], isCommonWord: true },
  { name: 'Best Buy', domains: ['bestbuy.com'], keywords: ['bestbuy'] },
  { name: 'AliExpress', domains: ['aliexpress.com', 'alibaba.com', 'alipay.com', 'alicdn.com'], keywords: ['aliexpress', 'alibaba', 'alipay'] },
  { name: 'Shopify', domains: ['shopify.com'], keywords: ['shopify'] },
  { name: 'Mercado Libre', domains: ['mercadolibre.com', 'mercadopago.com', 'mercadolivre.com.br'], keywords: ['mercadolibre', 'mercadopago', 'mercadolivre'], hasCountrySites: true },
  { name: 'Rakuten', domains: ['rakuten.co.jp', 'rakuten.com'], keywords: ['rakuten'] },
  { name: 'Mercari', domains: ['mercari.com'], keywords: ['mercari'] },
  { name: 'Allegro', domains: ['allegro.pl'], keywords: ['allegro'], isCommonWord: true },
  { name: 'Leboncoin', domains: ['leboncoin.fr'], keywords: ['leboncoin'] },
  { name: 'Booking.com', domains: ['booking.com'], keywords: ['booking'], isCommonWord: true },
  { name: 'Airbnb', domains: ['airbnb.com'], keywords: ['airbnb'], hasCountrySites: true },
  // streaming and games
  { name: 'Netflix', domains: ['netflix.com', 'nflxext.com', 'nflximg.net', 'netflix.net'], keywords: ['netflix'] },
  { name: 'Spotify', domains: ['spotify.com', 'scdn.co'], keywords: ['spotify'] },
  { name: 'Disney+', domains: ['disneyplus.com'], keywords: ['disneyplus'] },
  { name: 'Steam', domains: ['steampowered.com', 'steamcommunity.com', 'steamstatic.com'], keywords: ['steam', 'steampowered', 'steamcommunity'], isCommonWord: true },
  { name: 'Epic Games', domains: ['epicgames.com'], keywords: ['epicgames'] },
  { name: 'Roblox', domains: ['roblox.com'], keywords: ['roblox'] },
  { name: 'PlayStation', domains: ['playstation.com', 'sonyentertainmentnetwork.com'], keywords: ['playstation'] },
  { name: 'Blizzard', domains: ['blizzard.com', 'battle.net'], keywords: ['blizzard'] },
  // crypto
  { name: 'Coinbase', domains: ['coinbase.com'], keywords: ['coinbase'] },
  { name: 'Binance', domains: ['binance.com'], keywords: ['binance'] },
  { name: 'Kraken', domains: ['kraken.com'], keywords: ['kraken'], isCommonWord: true },
  { name: 'Blockchain.com', domains: ['blockchain.com'], keywords: ['blockchain'], isCommonWord: true },
  { name: 'MetaMask', domains: ['metamask.io'], keywords: ['metamask'] },
  { name: 'Trust Wallet', domains: ['trustwallet.com'], keywords: ['trustwallet'] },
  { name: 'Ledger', domains: ['ledger.com'], keywords: ['ledger'], isCommonWord: true },
  { name: 'Trezor', domains: ['trezor.io'], keywords: ['trezor'] },
  { name: 'KuCoin', domains: ['kucoin.com'], keywords: ['kucoin'] },
  { name: 'Bybit', domains: ['bybit.com'], keywords: ['bybit'] },
  { name: 'Bitfinex', domains: ['bitfinex.com'], keywords: ['bitfinex'] },
  { name: 'Uniswap', domains: ['uniswap.org'], keywords: ['uniswap'] },
  { name: 'OpenSea', domains: ['opensea.io'], keywords: ['opensea'] },
  { name: 'Localbitcoins', domains: ['localbitcoins.com'], keywords: ['localbitcoins'] },
  { name: 'Paxful', domains: ['paxful.com'], keywords: ['paxful'] },
  { name: 'MyEtherWallet', domains: ['myetherwallet.com'], keywords: ['myetherwallet'] },
  { name: 'Exodus', domains: ['exodus.com'], keywords: ['exodus'], isCommonWord: true },
  // US banks
  { name: 'Chase', domains: ['chase.com', 'jpmorganchase.com', 'jpmorgan.com'], keywords: ['chase', 'jpmorgan'], isCommonWord: true },
  { name: 'Bank of America', domains: ['bankofamerica.com', 'bofa.com'], keywords: ['bankofamerica', 'bofa'] },
  { name: 'Wells Fargo', domains: ['wellsfargo.com', 'wf.com'], keywords: ['wellsfargo'] },
  { name: 'Citibank', domains: ['citi.com', 'citibank.com', 'citigroup.com'], keywords: ['citibank', 'citigroup', 'citi'] },
  { name: 'Capital One', domains: ['capitalone.com'], keywords: ['capitalone'] },
  { name: 'U.S. Bank', domains: ['usbank.com'], keywords: ['usbank'] },
  { name: 'USAA', domains: ['usaa.com'], keywords: ['usaa'] },
  { name: 'PNC', domains: ['pnc.com'], keywords: ['pnc'] },
  { name: 'TD Bank', domains: ['td.com', 'tdbank.com'], keywords: ['tdbank'] },
  { name: 'Truist', domains: ['truist.com'], keywords: ['truist'] },
  { name: 'Navy Federal', domains: ['navyfederal.org'], keywords: ['navyfederal', 'nfcu'] },
  { name: 'Regions', domains: ['regions.com'], keywords: ['regions'], isCommonWord: true },
  { name: 'Huntington', domains: ['huntington.com'], keywords: ['huntington'], isCommonWord: true },
  // UK and Europe banks
  { name: 'HSBC', domains: ['hsbc.com', 'hsbc.co.uk'], keywords: ['hsbc'], hasCountrySites: true },
  { name: 'Barclays', domains: ['barclays.com', 'barclays.co.uk', 'barclaycard.co.uk'], keywords: ['barclays', 'barclaycard'] },
  { name: 'Lloyds Bank', domains: ['lloydsbank.com', 'lloydsbank.co.uk', 'lloydsbankinggroup.com'], keywords: ['lloydsbank', 'lloyds'] },
  { name: 'NatWest', domains: ['natwest.com'], keywords: ['natwest'] },
  { name: 'Halifax', domains: ['halifax.co.uk'], keywords: ['halifax'], isCommonWord: true },
  { name: 'Santander', domains: ['santander.com', 'santander.co.uk', 'santander.com.br', 'santander.com.mx'], keywords: ['santander'], hasCountrySites: true },
  { name: 'Revolut', domains: ['revolut.com'], keywords: ['revolut'] },
  { name: 'BBVA', domains: ['bbva.com', 'bbva.es', 'bbva.mx'], keywords: ['bbva'], hasCountrySites: true },
  { name: 'Crédit Agricole', domains: ['credit-agricole.fr', 'credit-agricole.com'], keywords: ['creditagricole', 'credit-agricole'] },
  { name: 'La Banque Postale', domains: ['labanquepostale.fr'], keywords: ['labanquepostale', 'banquepostale'] },
  { name: 'BNP Paribas', domains: ['bnpparibas.com', 'bnpparibas.fr', 'mabanque.bnpparibas'], keywords: ['bnpparibas'] },
  { name: 'Société Générale', domains: ['societegenerale.com', 'societegenerale.fr'], keywords: ['societegenerale'] },
  { name: 'Deutsche Bank', domains: ['deutsche-bank.de', 'db.com'], keywords: ['deutschebank', 'deutsche-bank'] },
  { name: 'Commerzbank', domains: ['commerzbank.de', 'commerzbank.com'], keywords: ['commerzbank'] },
  { name: 'Sparkasse', domains: ['sparkasse.de'], keywords: ['sparkasse'], isCommonWord: true },
  { name: 'Postbank', domains: ['postbank.de'], keywords: ['postbank'] },
  { name: 'ABN AMRO', domains: ['abnamro.nl', 'abnamro.com'], keywords: ['abnamro'] },
  { name: 'Rabobank', domains: ['rabobank.nl', 'rabobank.com'], keywords: ['rabobank'] },
  { name: 'Belfius', domains: ['belfius.be'], keywords: ['belfius'] },
  { name: 'Swedbank', domains: ['swedbank.com', 'swedbank.se'], keywords: ['swedbank'] },
  { name: 'Nordea', domains: ['nordea.com', 'nordea.fi', 'nordea.se', 'nordea.dk', 'nordea.no'], keywords: ['nordea'] },
  // Americas, Asia-Pacific, Africa banks
  { name: 'RBC Royal Bank', domains: ['rbc.com', 'rbcroyalbank.com'], keywords: ['rbcroyalbank'] },
  { name: 'Scotiabank', domains: ['scotiabank.com'], keywords: ['scotiabank'] },
  { name: 'Desjardins', domains: ['desjardins.com'], keywords: ['desjardins'] },
  { name: 'Itaú', domains: ['itau.com.br', 'itau.com'], keywords: ['itau'] },
  { name: 'Banco do Brasil', domains: ['bb.com.br'], keywords: ['bancodobrasil'] },
  { name: 'Bradesco', domains: ['bradesco.com.br', 'banco.bradesco'], keywords: ['bradesco'] },
  { name: 'Caixa', domains: ['caixa.gov.br'], keywords: ['caixa'] },
  { name: 'Nubank', domains: ['nubank.com.br'], keywords: ['nubank'] },
  { name: 'Banorte', domains: ['banorte.com'], keywords: ['banorte'] },
  { name: 'Citibanamex', domains: ['banamex.com', 'citibanamex.com'], keywords: ['banamex', 'citibanamex'] },
  { name: 'Bancolombia', domains: ['bancolombia.com'], keywords: ['bancolombia'] },
  { name: 'BCP', domains: ['viabcp.com'], keywords: ['viabcp'] },
  { name: 'Commonwealth Bank', domains: ['commbank.com.au'], keywords: ['commbank'] },
  { name: 'Westpac', domains: ['westpac.com.au', 'westpac.co.nz'], keywords: ['westpac'] },
  { name: 'State Bank of India', domains: ['onlinesbi.sbi', 'sbi.co.in', 'onlinesbi.com'], keywords: ['onlinesbi'] },
  { name: 'HDFC Bank', domains: ['hdfcbank.com'], keywords: ['hdfcbank', 'hdfc'] },
  { name: 'ICICI Bank', domains: ['icicibank.com'], keywords: ['icicibank', 'icici'] },
  { name: 'Capitec', domains: ['capitecbank.co.za'], keywords: ['capitec'] },
  { name: 'Absa', domains: ['absa.co.za', 'absa.africa'], keywords: ['absa'] },
  { name: 'Nedbank', domains: ['nedbank.co.za'], keywords: ['nedbank'] },
  { name: 'SMBC', domains: ['smbc-card.com', 'smbc.co.jp'], keywords: ['smbc'] },
  { name: 'JCB', domains: ['jcb.co.jp', 'jcb.jp'], keywords: ['jcb'] },
  // delivery and post
  { name: 'DHL', domains: ['dhl.com', 'dhl.de'], keywords: ['dhl'], hasCountrySites: true },
  { name: 'FedEx', domains: ['fedex.com'], keywords: ['fedex'] },
  { name: 'UPS', domains: ['ups.com'], keywords: ['ups'], isCommonWord: true },
  { name: 'USPS', domains: ['usps.com'], keywords: ['usps'] },
  { name: 'Royal Mail', domains: ['royalmail.com'], keywords: ['royalmail'] },
  { name: 'Canada Post', domains: ['canadapost.ca', 'canadapost-postescanada.ca'], keywords: ['canadapost'] },
  { name: 'La Poste', domains: ['laposte.fr', 'laposte.net'], keywords: ['laposte'] },
  { name: 'Australia Post', domains: ['auspost.com.au'], keywords: ['auspost'] },
  { name: 'PostNL', domains: ['postnl.nl'], keywords: ['postnl'] },
  { name: 'Correos', domains: ['correos.es'], keywords: ['correos'] },
  { name: 'Poste Italiane', domains: ['poste.it', 'posteitaliane.it'], keywords: ['posteitaliane'] },
  { name: 'Yamato Transport', domains: ['kuronekoyamato.co.jp'], keywords: ['kuronekoyamato'] },
  { name: 'Sagawa Express', domains: ['sagawa-exp.co.jp'], keywords: ['sagawa'] },
  { name: 'Japan Post', domains: ['japanpost.jp'], keywords: ['japanpost'] },
  // telecoms
  { name: 'Verizon', domains: ['verizon.com', 'verizonwireless.com'], keywords: ['verizon'] },
  { name: 'BT', domains: ['bt.com', 'btinternet.com'], keywords: ['btinternet'] },
  { name: 'AT&T', domains: ['att.com', 'att.net', 'sbcglobal.net'], keywords: ['att', 'sbcglobal'] },
  { name: 'Deutsche Telekom', domains: ['telekom.de', 'telekom.com', 't-online.de'], keywords: ['telekom'] },
  { name: 'Xfinity', domains: ['xfinity.com', 'comcast.net', 'comcast.com'], keywords: ['xfinity', 'comcast'] },
  { name: 'T-Mobile', domains: ['t-mobile.com'], keywords: ['t-mobile', 'tmobile'] },
  { name: 'Vodafone', domains: ['vodafone.com'], keywords: ['vodafone'], hasCountrySites: true },
  { name: 'Orange', domains: ['orange.fr', 'orange.com'], keywords: ['orange'], isCommonWord: true },
  { name: 'Telstra', domains: ['telstra.com.au', 'telstra.com'], keywords: ['telstra'] },
  { name: 'NTT Docomo', domains: ['docomo.ne.jp'], keywords: ['docomo'] },
  { name: 'SoftBank', domains: ['softbank.jp'], keywords: ['softbank'] },
  { name: 'au (KDDI)', domains: ['au.com', 'kddi.com'], keywords: ['kddi'] },
  // government and tax
  { name: 'IRS', domains: ['irs.gov'], keywords: ['irs'] },
  { name: 'HMRC', domains: ['www.gov.uk', 'hmrc.gov.uk'], keywords: ['hmrc'] },
  { name: 'Ameli', domains: ['ameli.fr'], keywords: ['ameli'] },
  { name: 'Impots.gouv', domains: ['impots.gouv.fr'], keywords: ['impots'] },
  { name: 'myGov', domains: ['my.gov.au'], keywords: ['mygov'] },
];
