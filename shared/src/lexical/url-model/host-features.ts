// URL structure features of the host name: its size, digits, and whether people could read and say it.
import { LURE_WORDS, STRONG_CREDENTIAL_WORDS, WEAK_CREDENTIAL_WORDS } from '../../data/keywords';
import { letterPairScore } from '../words/letter-bigrams';
import { wordCoverage } from '../words/word-coverage';
import { alternation, clip, count, flag, type UrlFeature } from './url-feature';
import type { UrlParts } from './url-parts';

// Names of mail, hosting-panel and staging servers: not pages anyone is sent to.
const SERVICE_SUBDOMAIN =
  /^(?:mail|webmail|owa|autodiscover|cpanel|webdisk|whm|api|stage|staging|dev|test|backend|admin|secure|login|portal|remote|vpn|ftp|smtp|ns\d*|server\d*|host\d*|cloud|apps?|my|accounts?|mx|web\d*|www\d+|beta|demo)$/;
// Registries that vet who registers: governments, universities, armed forces.
const INSTITUTIONAL_SUFFIX = /(?:^|\.)(?:gov|edu|mil|ac|gob|go|gouv|govt|int)(?:\.|$)/;
// Account and prize words, even glued to others ('accountbilling', 'getlikesfree').
const HOST_KEYWORDS = alternation(
  [...WEAK_CREDENTIAL_WORDS, ...LURE_WORDS].filter((word) => word.length >= 4),
);
// Sign-in words anywhere in the host ('betgiris', 'goattlogin'); the credential-keywords rule only
// counts them at word boundaries, the model weighs the looser match against everything else.
const SIGN_IN_WORDS = alternation(STRONG_CREDENTIAL_WORDS.filter((word) => !word.includes('-')));

const hostLetters = (p: UrlParts) => [...p.facts.subdomainLabels, p.facts.siteLabel].join('');

export const HOST_FEATURES = [
  {
    name: 'host-length',
    riskWhen: 'high',
    risk: 'a long host name',
    value: (p) => clip(p.facts.target.hostname.length, 80),
  },
  {
    name: 'host-subdomains',
    riskWhen: 'high',
    risk: 'several subdomain levels',
    value: (p) => clip(p.facts.subdomainLabels.length, 5),
  },
  {
    name: 'host-digits',
    riskWhen: 'high',
    risk: 'digits in the host name',
    value: (p) => clip(count(/\d/g, [p.facts.siteLabel, ...p.facts.subdomainLabels].join('')), 10),
  },
  {
    name: 'site-hyphens',
    riskWhen: 'high',
    risk: 'hyphens in the site name',
    value: (p) => clip(count(/-/g, p.facts.siteLabel), 5),
  },
  {
    name: 'site-word-share',
    riskWhen: 'low',
    risk: 'a site name that is not made of words',
    trust: 'a site name made of ordinary words',
    value: (p) => p.siteCoverage.fraction,
  },
  {
    name: 'site-letter-pairs',
    riskWhen: 'low',
    risk: 'a hard-to-pronounce site name',
    value: (p) => letterPairScore(p.siteLetters),
  },
  {
    name: 'site-ends-in-digits',
    riskWhen: 'high',
    risk: 'a site name ending in digits',
    value: (p) => flag(/[a-z]\d{2,}$/.test(p.facts.siteLabel)),
  },
  {
    name: 'subdomain-word-share',
    riskWhen: 'low',
    risk: 'a subdomain that is not made of words',
    value: (p) => (p.subdomainLetters === '' ? 1 : wordCoverage(p.subdomainLetters).fraction),
  },
  {
    name: 'subdomain-letter-pairs',
    riskWhen: 'low',
    risk: 'a hard-to-pronounce subdomain',
    value: (p) => letterPairScore(p.subdomainLetters),
  },
  {
    name: 'service-subdomain',
    riskWhen: 'high',
    risk: 'a mail, hosting-panel or staging server name',
    value: (p) => flag(SERVICE_SUBDOMAIN.test(p.facts.subdomainLabels[0] ?? '')),
  },
  {
    name: 'institutional-suffix',
    riskWhen: 'low',
    trust: 'a government or university domain',
    value: (p) => flag(INSTITUTIONAL_SUFFIX.test(p.facts.target.publicSuffix ?? '')),
  },
  {
    name: 'host-keyword-words',
    riskWhen: 'high',
    risk: 'account, payment or prize words in the host name',
    value: (p) => clip(new Set(hostLetters(p).match(HOST_KEYWORDS)).size, 3),
  },
  {
    name: 'host-sign-in-words',
    riskWhen: 'high',
    risk: 'sign-in words in the host name',
    value: (p) => clip(new Set(hostLetters(p).match(SIGN_IN_WORDS)).size, 2),
  },
  {
    name: 'home-page-word-name',
    riskWhen: 'low',
    trust: 'the home page of a site whose name is made of words',
    value: (p) => (p.isHomePage ? p.siteCoverage.fraction : 0),
  },
] as const satisfies readonly UrlFeature[];
