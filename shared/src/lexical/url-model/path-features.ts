// URL structure features of the path and query: kit folders and script pages versus the words, titles,
// dates and sections of published pages.
import { BRANDS } from '../../data/brands';
import { PATH_HINT_WORDS } from '../../data/keywords';
import { alternation, clip, count, flag, type UrlFeature } from './url-feature';
import { isWordLike, type UrlParts } from './url-parts';

const LANGUAGE_FOLDER =
  /^(?:en|de|fr|es|it|pt|nl|ru|pl|ja|zh|ko|sv|da|fi|no|nb|cs|tr|ar|he|el|hu|ro|uk|vi|id|th|bg|sk|hr|sl|lt|lv|et|ca)(?:[-_][a-z]{2})?$/i;
const CONTENT_SECTION =
  /\/(?:wiki|tags?|category|categories|products?|news|articles?|blog|posts?|dictionary|definition|questions|forums?|topics?|recipes?|docs|library|watch|videos?|people|channel|search|browse|catalog|shop|store|items?|events?)\//i;
const DATED_PATH = /\/(?:19|20)\d\d\/(?:0?[1-9]|1[0-2])(?:\/|$)|\/(?:19|20)\d\d-\d\d-\d\d/;
const HINT_WORDS = alternation(PATH_HINT_WORDS);
// Brand names of 4+ letters anywhere; short ones ('bt', 'ups') are too often parts of other words, and
// everyday-word names ('target', 'free') too often plain words.
const BRAND_NAMES = alternation(
  BRANDS.flatMap((brand) => (brand.isCommonWord === true ? brand.keywords.slice(1) : brand.keywords)).filter(
    (word) => word.length >= 4,
  ),
);

const shortOddFolders = ({ stems }: UrlParts) =>
  stems.filter(
    (stem) =>
      /^[a-z0-9_-]{1,6}$/i.test(stem) &&
      !/^\d+$/.test(stem) &&
      !LANGUAGE_FOLDER.test(stem) &&
      !isWordLike(stem.toLowerCase()),
  ).length;

const slugWords = ({ stems }: UrlParts) =>
  Math.max(0, ...stems.map((stem) => stem.split(/[-_+ ]+/).filter((word) => /[a-z]{2}/i.test(word)).length));

export const PATH_FEATURES = [
  {
    name: 'home-page',
    riskWhen: 'low',
    trust: 'a site’s home page',
    value: (p) => flag(p.isHomePage),
  },
  {
    name: 'path-depth',
    riskWhen: 'high',
    risk: 'a deeply nested page',
    value: (p) => clip(p.segments.length, 8),
  },
  { name: 'path-length', riskWhen: 'high', value: (p) => Math.log1p(p.facts.target.path.length) },
  {
    name: 'query-length',
    riskWhen: 'high',
    risk: 'a long query string',
    value: (p) => Math.log1p(p.facts.target.query.length),
  },
  {
    name: 'page-html',
    riskWhen: 'high',
    risk: 'a static .html page',
    value: (p) => flag(/^(?:html?|shtml)$/.test(p.extension)),
  },
  {
    name: 'page-script',
    riskWhen: 'high',
    risk: 'a server script page',
    value: (p) => flag(/^(?:php\d?|aspx?|jsp|cgi|pl)$/.test(p.extension)),
  },
  {
    name: 'page-document',
    riskWhen: 'low',
    trust: 'a document or media file',
    value: (p) => flag(/^(?:pdf|docx?|xlsx?|pptx?|txt|zip|jpe?g|png|gif|mp[34])$/.test(p.extension)),
  },
  {
    name: 'folder-link',
    riskWhen: 'high',
    risk: 'a link to a bare folder',
    value: (p) => flag(p.segments.length > 0 && p.facts.target.path.endsWith('/')),
  },
  {
    name: 'slug-words',
    riskWhen: 'low',
    trust: 'a path that reads like an article title',
    value: (p) => clip(slugWords(p), 8),
  },
  {
    name: 'path-words',
    riskWhen: 'low',
    trust: 'ordinary words in the path',
    value: (p) => clip(p.pathWords, 10),
  },
  {
    name: 'path-non-words',
    riskWhen: 'high',
    risk: 'meaningless words in the path',
    value: (p) => clip(p.pathNonWords, 6),
  },
  {
    name: 'short-odd-folders',
    riskWhen: 'high',
    risk: 'short meaningless folder names',
    value: (p) => clip(shortOddFolders(p), 3),
  },
  {
    name: 'random-case-tokens',
    riskWhen: 'high',
    risk: 'random-looking codes in the path',
    value: (p) =>
      clip(p.pathTokens.filter((t) => /[a-z]/.test(t) && /[A-Z]/.test(t) && /\d/.test(t)).length, 3),
  },
  {
    name: 'tripled-letter',
    riskWhen: 'high',
    risk: 'a letter typed three times in a row',
    value: (p) => flag(/([a-z])\1\1/i.test(p.facts.target.path)),
  },
  {
    name: 'language-folder',
    riskWhen: 'low',
    trust: 'a language folder such as /en/',
    value: (p) => flag(p.stems.some((stem) => LANGUAGE_FOLDER.test(stem))),
  },
  {
    name: 'numeric-id',
    riskWhen: 'low',
    trust: 'a numbered article or item',
    value: (p) => flag(p.segments.some((segment) => /^\d{2,}(?:\.html?)?$/.test(segment))),
  },
  {
    name: 'content-section',
    riskWhen: 'low',
    trust: 'a section such as /wiki/, /news/ or /products/',
    value: (p) => flag(CONTENT_SECTION.test(`${p.facts.target.path}/`)),
  },
  {
    name: 'dated-path',
    riskWhen: 'low',
    trust: 'a dated article path',
    value: (p) => flag(DATED_PATH.test(p.facts.target.path)),
  },
  {
    name: 'repeated-folder',
    riskWhen: 'high',
    risk: 'the same folder name repeated',
    value: (p) => flag(new Set(p.stems.map((stem) => stem.toLowerCase())).size < p.stems.length),
  },
  {
    name: 'path-digits',
    riskWhen: 'high',
    risk: 'many digits in the path',
    value: (p) => clip(count(/\d/g, p.facts.target.path), 20),
  },
  {
    name: 'index-page',
    riskWhen: 'high',
    risk: 'an index page inside a folder',
    value: (p) => flag(p.segments.length > 1 && /^index\d*\./i.test(p.segments.at(-1) ?? '')),
  },
  {
    name: 'email-in-query',
    riskWhen: 'high',
    risk: 'an e-mail address or user name in the query',
    value: (p) => flag(/(?:^|&)[^=&]*(?:e?mail|user|login)[^=&]*=|%40|@/i.test(p.facts.target.query)),
  },
  {
    name: 'path-hint-words',
    riskWhen: 'high',
    risk: 'words phishing kits use in their paths (login, secure, account, file…)',
    value: (p) => clip(count(HINT_WORDS, p.facts.pathLower), 5),
  },
  {
    name: 'brand-names',
    riskWhen: 'high',
    risk: 'a brand name on a site that is not the brand’s',
    value: (p) => clip(count(BRAND_NAMES, `${p.facts.target.hostname}${p.facts.pathLower}`), 3),
  },
] as const satisfies readonly UrlFeature[];
