// Checks answered from storage: threat feeds and the popularity list, downloaded on a schedule, and
// the community's moderated comments.
import type { NormalizedTarget } from '@scamcheck/shared';
import type { CommunitySummary, FeedRepository, PopularityRepository } from '../../storage/ports';
import type { PopularitySnapshot } from '../data/popularity-snapshot';
import type { CollectorId, PopularityFacts } from '../facts';
import { hostOf } from '../signal-helpers/site-of';
import { SkipCheck, type Gatherer } from './gatherer';
import { visitedUrls } from './live-gatherers';

/** The community summary of a registrable domain; null while comments are switched off. */
export type CommunityStore = { summary(domain: string): Promise<CommunitySummary | null> };

export type EngineStores = {
  feeds: Pick<FeedRepository, 'findHits' | 'sourceStatus'>;
  popularity: Pick<PopularityRepository, 'rankOf' | 'status'>;
  /** The list that ships with the product, used while storage holds no downloaded list. */
  bundledPopularity?: PopularitySnapshot;
  /** Absent: the community check is listed as not configured. */
  community?: CommunityStore;
};

type Timeouts = Record<CollectorId, number>;

/** The URL and host spellings a feed may list for the target (feeds keep www. and the full URL). */
export function targetIndicators(target: NormalizedTarget): { urls: string[]; hosts: string[] } {
  const urls = target.url === null ? [] : [target.url];
  const typedHost = target.url === null ? null : new URL(target.url).hostname;
  const hosts = [target.hostname, `www.${target.hostname}`, ...(typedHost === null ? [] : [typedHost])];
  return { urls, hosts: [...new Set(hosts)] };
}

export function feedsGatherer(stores: EngineStores, timeouts: Timeouts): Gatherer<'feeds'> {
  return {
    id: 'feeds',
    isLive: false,
    timeoutMs: timeouts.feeds,
    async run({ target }) {
      const [hits, sources] = await Promise.all([
        stores.feeds.findHits(targetIndicators(target)),
        stores.feeds.sourceStatus(),
      ]);
      if (sources.length === 0) throw new SkipCheck('no threat feed has been downloaded yet');
      return hits;
    },
  };
}

export function redirectFeedsGatherer(stores: EngineStores, timeouts: Timeouts): Gatherer<'redirect-feeds'> {
  return {
    id: 'redirect-feeds',
    // Needs the fetched page, so it only runs with live checks on.
    isLive: true,
    timeoutMs: timeouts['redirect-feeds'],
    after: ['page'],
    async run(context) {
      const { target } = context;
      const page = await context.outcome('page');
      if (page.status !== 'ok') throw new SkipCheck('needs the page, which could not be fetched');
      const own = targetIndicators(target);
      const refresh = page.value.metaRefresh?.url;
      const visited = [...visitedUrls(page.value), ...(refresh ? [refresh] : [])];
      const urls = [...new Set(visited)].filter((url) => !own.urls.includes(url));
      const hosts = [
        ...new Set(urls.flatMap((url) => (URL.canParse(url) ? [new URL(url).hostname] : []))),
      ].filter((host) => !own.hosts.includes(host) && hostOf(`http://${host}/`) !== target.hostname);
      const [hits, sources] = await Promise.all([
        urls.length === 0 && hosts.length === 0 ? [] : stores.feeds.findHits({ urls, hosts }),
        stores.feeds.sourceStatus(),
      ]);
      if (sources.length === 0) throw new SkipCheck('no threat feed has been downloaded yet');
      return hits;
    },
  };
}

export function popularityGatherer(stores: EngineStores, timeouts: Timeouts): Gatherer<'popularity'> {
  return {
    id: 'popularity',
    isLive: false,
    timeoutMs: timeouts.popularity,
    async run({ target }) {
      const names = [
        target.hostname,
        ...(target.registrableDomain === null ? [] : [target.registrableDomain]),
      ];
      const status = await stores.popularity.status();
      if (status.entries > 0) {
        const ranks = await stores.popularity.rankOf(names);
        return popularityFacts(names, ranks, status.lastFetchedAt, null);
      }
      const snapshot = stores.bundledPopularity;
      if (snapshot === undefined) throw new SkipCheck('the popularity list has not been downloaded yet');
      return popularityFacts(names, snapshot.rankOf(names), snapshot.listDate, snapshot.label);
    },
  };
}

function popularityFacts(
  names: readonly string[],
  ranks: ReadonlyMap<string, number>,
  listFetchedAt: Date | null,
  bundledLabel: string | null,
): PopularityFacts {
  const listedDomain = names.find((name) => ranks.has(name)) ?? null;
  return {
    rank: listedDomain === null ? null : (ranks.get(listedDomain) ?? null),
    listedDomain,
    listFetchedAt,
    bundledLabel,
  };
}

export function communityGatherer(community: CommunityStore, timeouts: Timeouts): Gatherer<'community'> {
  return {
    id: 'community',
    isLive: false,
    timeoutMs: timeouts.community,
    async run({ target }) {
      // Comments are kept per site: the registrable domain (private suffixes on), or an IP host.
      const summary = await community.summary(target.registrableDomain ?? target.hostname);
      if (summary === null) throw new SkipCheck('community comments are switched off');
      return summary;
    },
  };
}
