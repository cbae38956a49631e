import type {
  DnsCollector,
  PageCollector,
  RdapCollector,
  SafeBrowsingClient,
  WebRiskClient,
} from '../collectors';
import type { CollectorId } from '../facts';
import type { Gatherers } from './gatherer';
import {
  dnsGatherer,
  pageGatherer,
  rdapGatherer,
  safeBrowsingGatherer,
  tlsGatherer,
  webRiskGatherer,
  type TlsProbe,
} from './live-gatherers';
import {
  communityGatherer,
  feedsGatherer,
  popularityGatherer,
  redirectFeedsGatherer,
  type EngineStores,
} from './stored-gatherers';

export type { CommunityStore, EngineStores } from './stored-gatherers';
export type { TlsProbe } from './live-gatherers';

/** The network side of the engine; a null collector is a check that is not configured. */
export type EngineCollectors = {
  dns: DnsCollector | null;
  tls: TlsProbe | null;
  rdap: RdapCollector | null;
  page: PageCollector | null;
  safeBrowsing: SafeBrowsingClient | null;
  /** Google Web Risk, the commercial counterpart of Safe Browsing (WEB_RISK_API_KEY). */
  webRisk?: WebRiskClient | null;
};

/** Each check's own budget; the analysis deadline (ANALYSIS_DEADLINE_MS) cuts them all short. */
export const DEFAULT_CHECK_TIMEOUTS: Record<CollectorId, number> = {
  dns: 3000,
  tls: 4000,
  rdap: 5000,
  page: 6000,
  feeds: 3000,
  'redirect-feeds': 3000,
  popularity: 3000,
  'safe-browsing': 3000,
  'web-risk': 3000,
  community: 3000,
};

export function buildGatherers(options: {
  collectors: EngineCollectors;
  stores: EngineStores;
  timeouts: Record<CollectorId, number>;
  isPublicAddress: (ip: string) => boolean;
}): Gatherers {
  const { collectors, stores, timeouts } = options;
  return {
    dns: collectors.dns && dnsGatherer(collectors.dns, timeouts, options.isPublicAddress),
    tls: collectors.tls && tlsGatherer(collectors.tls, timeouts),
    rdap: collectors.rdap && rdapGatherer(collectors.rdap, timeouts),
    page: collectors.page && pageGatherer(collectors.page, timeouts),
    feeds: feedsGatherer(stores, timeouts),
    'redirect-feeds': redirectFeedsGatherer(stores, timeouts),
    popularity: popularityGatherer(stores, timeouts),
    'safe-browsing': collectors.safeBrowsing && safeBrowsingGatherer(collectors.safeBrowsing, timeouts),
    'web-risk': collectors.webRisk ? webRiskGatherer(collectors.webRisk, timeouts) : null,
    community: stores.community ? communityGatherer(stores.community, timeouts) : null,
  };
}
