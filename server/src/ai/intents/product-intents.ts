// ScamCheck itself: what each page does and how the score is built.
import { BAND_THRESHOLDS, PLANS } from '@scamcheck/shared';
import type { Intent } from './intent';

const planList = Object.values(PLANS)
  .map((plan) => `${plan.name} ${plan.analysesPerHour}/hour ($${plan.priceUsd})`)
  .join(', ');

export const PRODUCT_INTENTS: readonly Intent[] = [
  {
    id: 'how-score-works',
    keywords: [
      'score',
      'scores',
      'scoring',
      'how does it work',
      'how it works',
      'accurate',
      'accuracy',
      'detection',
      'trust score',
    ],
    hints: ['rating', 'trusted', 'caution', 'suspicious'],
    answer: `Each check (domain age, certificate, DNS, threat feeds, look-alike names, the page content) adds or removes points from a score out of 100, and every point is listed as a finding with its evidence. ${BAND_THRESHOLDS.trusted} or above is Trusted, ${BAND_THRESHOLDS.caution} to ${BAND_THRESHOLDS.trusted - 1} is Caution and below ${BAND_THRESHOLDS.caution} is Suspicious. Hard fails such as a threat-feed listing keep a site Suspicious whatever else it shows; read more on our [About page](/about).`,
  },
  {
    id: 'extension',
    keywords: [
      'extension',
      'extensions',
      'browser extension',
      'chrome',
      'firefox',
      'add on',
      'addon',
      'plugin',
      'badge',
      'toolbar',
    ],
    answer:
      'Our browser extension shows a trust badge for the site you are on, checks the current tab in one click, and lets you right-click an image or link to check it. It works in Chrome and Firefox. Get it from the [Extensions page](/extensions).',
  },
  {
    id: 'plans',
    keywords: [
      'plan',
      'plans',
      'price',
      'pricing',
      'premium',
      'enterprise',
      'quota',
      'subscription',
      'upgrade',
      'how many analyses',
    ],
    hints: ['cost', 'costs', 'free', 'basic', 'limit', 'limits', 'pay'],
    answer: `Plans differ by how many analyses you can run per hour: ${planList}. Visitors who are not signed in get the free allowance. See your usage on the [Dashboard](/dashboard).`,
  },
  {
    id: 'api',
    keywords: [
      'api',
      'api key',
      'api keys',
      'developer',
      'developers',
      'integrate',
      'integration',
      'endpoint',
      'programmatic',
    ],
    hints: ['json', 'code'],
    answer:
      'Developers can run the same analysis from their own code with the JSON API, authenticated with an API key and counted against your plan. The endpoints, request and response formats are on the [API docs page](/api).',
  },
  {
    id: 'image-analysis',
    keywords: ['image', 'images', 'screenshot', 'screenshots', 'photo', 'picture', 'ocr', 'qr code'],
    hints: ['upload'],
    answer:
      'Upload a screenshot of a message, ad or web page and we read the text in it, look for known scam patterns and check every link, phone number or wallet it contains. You get a score, a verdict and the red flags found. Try it on the [Image Analysis page](/image-analysis).',
  },
  {
    id: 'unwrap',
    keywords: [
      'unwrap',
      'unwrapper',
      'short link',
      'short links',
      'shortened',
      'shortener',
      'bit ly',
      'bitly',
      'tinyurl',
      'where does this link go',
    ],
    hints: ['redirect', 'redirects'],
    answer:
      'Short links hide their destination. Our [URL Unwrapper](/unwrap) follows every redirect safely on our server and shows you where the link really ends up, without you visiting it.',
  },
  {
    id: 'websites-list',
    keywords: ['scanned websites', 'checked sites', 'websites others', 'others checked', 'community reports'],
    hints: ['websites', 'list', 'history', 'recent', 'community', 'others'],
    answer:
      'Every site anyone has checked is listed with its latest score on our [Websites page](/websites), where you can search and sort them. Each entry opens the full report.',
  },
  {
    id: 'compare',
    keywords: ['compare', 'comparison', 'side by side'],
    hints: ['versus', 'vs'],
    answer:
      'To see two sites side by side, with their scores and red flags, use the [Compare page](/compare).',
  },
  {
    id: 'dashboard-and-account',
    keywords: ['dashboard', 'sign in', 'log in', 'profile', 'admin panel', 'my account'],
    hints: ['account', 'login', 'google', 'admin'],
    answer:
      'Sign in with Google to keep your analyses, manage API keys and see your hourly allowance on the [Dashboard](/dashboard). Your details are on your [Profile](/profile), and administrators also find the Admin Panel in the account menu.',
  },
  {
    id: 'privacy',
    keywords: ['privacy', 'personal data', 'my data', 'gdpr', 'cookies', 'delete my data'],
    hints: ['stored', 'store my'],
    answer:
      'We store the reports of the sites you check and, if you chat with me, the conversation; uploaded images are analysed and never kept. The details are in our [Privacy policy](/privacy).',
  },
  {
    id: 'about',
    keywords: ['about scamcheck', 'scamcheck', 'who made', 'who is behind'],
    hints: ['company', 'team', 'contact'],
    answer:
      'ScamCheck checks websites, links and screenshots for scams and explains every verdict with evidence. Learn how it works and who is behind it on our [About page](/about).',
  },
  {
    // Visitors ask for the blog the assistant's wording mentions. There is none, so it says where the guides are.
    id: 'blog',
    keywords: ['blog', 'blog posts', 'articles', 'guides', 'learn more'],
    hints: ['read', 'news'],
    answer:
      'ScamCheck has no separate blog: its guides live on the site, with what to do after a scam on the [Scammed? page](/scammed) and reading on spotting scams among the learning links of the [home page](/). Ask me about any kind of scam and I will explain it.',
  },
  {
    id: 'check-website',
    keywords: [
      'check a website',
      'check a site',
      'check a link',
      'is this site safe',
      'is it safe',
      'analyze',
      'analyse',
      'scan',
      'scanner',
    ],
    hints: ['check', 'safe', 'website', 'site', 'url', 'link', 'domain'],
    answer:
      'Paste the address into the scanner on our [home page](/) and press Analyze URL: you get a score from 0 to 100 with every red flag behind it. You can also ask me directly, for example "is example.com safe?".',
  },
  {
    id: 'greeting',
    keywords: [
      'hi',
      'hello',
      'hey',
      'good morning',
      'good evening',
      'thanks',
      'thank you',
      'who are you',
      'what can you do',
    ],
    answer:
      "Hi! I'm the ScamCheck assistant: ask me whether a site is safe, how to spot a scam, or what to do if you've been scammed. You can also scan a website yourself on the [home page](/).",
  },
];
