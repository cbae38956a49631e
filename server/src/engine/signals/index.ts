// Every live signal, sorted by id (= file name). Adding one: docs/adding-a-signal.md (signal file,
// this list, weights in shared/src/scoring/weights.ts, table test). The lexical signals live in shared.
import type { Signal } from '../define-signal';
import { certificateExpired } from './certificate-expired';
import { certificateFresh } from './certificate-fresh';
import { certificateInvalid } from './certificate-invalid';
import { certificateSanMismatch } from './certificate-san-mismatch';
import { certificateSelfSigned } from './certificate-self-signed';
import { communityReports } from './community-reports';
import { contentBrandTitleMismatch } from './content-brand-title-mismatch';
import { contentHiddenInstructions } from './content-hidden-instructions';
import { contentLures } from './content-lures';
import { contentPasswordFormCrossDomain } from './content-password-form-cross-domain';
import { contentPasswordFormOnNewDomain } from './content-password-form-on-new-domain';
import { dnsNoMxSpf } from './dns-no-mx-spf';
import { dnsNxdomain } from './dns-nxdomain';
import { dnsPrivateAddress } from './dns-private-address';
import { lookalikeYoungDomain } from './lookalike-young-domain';
import { popularityTopList } from './popularity-top-list';
import { redirectsCrossDomain } from './redirects-cross-domain';
import { redirectsManyHops } from './redirects-many-hops';
import { redirectsToShortener } from './redirects-to-shortener';
import { registrationHoldStatus } from './registration-hold-status';
import { registrationOldDomain } from './registration-old-domain';
import { registrationYoungDomain } from './registration-young-domain';
import { reputationFeedHit } from './reputation-feed-hit';
import { reputationRedirectFeedHit } from './reputation-redirect-feed-hit';
import { reputationSafeBrowsing } from './reputation-safe-browsing';
import { reputationWebRisk } from './reputation-web-risk';

export const SIGNALS: readonly Signal[] = [
  certificateExpired,
  certificateFresh,
  certificateInvalid,
  certificateSanMismatch,
  certificateSelfSigned,
  communityReports,
  contentBrandTitleMismatch,
  contentHiddenInstructions,
  contentLures,
  contentPasswordFormCrossDomain,
  contentPasswordFormOnNewDomain,
  dnsNoMxSpf,
  dnsNxdomain,
  dnsPrivateAddress,
  lookalikeYoungDomain,
  popularityTopList,
  redirectsCrossDomain,
  redirectsManyHops,
  redirectsToShortener,
  registrationHoldStatus,
  registrationOldDomain,
  registrationYoungDomain,
  reputationFeedHit,
  reputationRedirectFeedHit,
  reputationSafeBrowsing,
  reputationWebRisk,
];
