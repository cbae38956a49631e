// Every lexical signal, sorted by id. Adding one: (1) signals/<id>.ts with defineLexicalSignal, (2) its
// table-driven <id>.test.ts, (3) a weight for each code in scoring/weights.ts, (4) register it here.
// signals/conformance.test.ts fails if any step is missing.
import type { LexicalSignal } from '../define-lexical-signal';
import { brandOutsideRegistrable } from './brand-outside-registrable';
import { cmsPath } from './cms-path';
import { credentialKeywords } from './credential-keywords';
import { deepSubdomain } from './deep-subdomain';
import { emailInUrl } from './email-in-url';
import { embeddedUrl } from './embedded-url';
import { freeHosting } from './free-hosting';
import { hashPath } from './hash-path';
import { hostShape } from './host-shape';
import { ipHost } from './ip-host';
import { lureKeywords } from './lure-keywords';
import { mixedScript } from './mixed-script';
import { officialDomain } from './official-domain';
import { scriptPage } from './script-page';
import { shortener } from './shortener';
import { tldRisk } from './tld-risk';
import { typosquat } from './typosquat';
import { urlShape } from './url-shape';
import { urlStructure } from './url-structure';
import { userinfo } from './userinfo';

export const LEXICAL_SIGNALS: readonly LexicalSignal[] = [
  brandOutsideRegistrable,
  cmsPath,
  credentialKeywords,
  deepSubdomain,
  emailInUrl,
  embeddedUrl,
  freeHosting,
  hashPath,
  hostShape,
  ipHost,
  lureKeywords,
  mixedScript,
  officialDomain,
  scriptPage,
  shortener,
  tldRisk,
  typosquat,
  urlShape,
  urlStructure,
  userinfo,
];
