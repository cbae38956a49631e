import type { AnalysisRepository } from '../storage/ports';
import type { Cluster } from './cluster';

export const REPORT_TOPIC = 'report';

/**
 * "This domain has a new report": said by the replica that stored it, heard by every cache of reports
 * on every replica (this one included), which drop their copy instead of waiting for it to expire.
 */
export type ReportInvalidation = {
  /** Calls this replica's listeners at once and tells the other replicas. */
  invalidate(domain: string): void;
  /** `listener` hears every invalidated domain, local or from another replica; returns the unsubscribe. */
  subscribe(listener: (domain: string) => void): () => void;
  /** Stops hearing other replicas. */
  close(): void;
};

export function createReportInvalidation(
  cluster: Pick<Cluster, 'publish' | 'subscribe'>,
  onError: (error: unknown) => void,
): ReportInvalidation {
  const listeners = new Set<(domain: string) => void>();
  const notify = (domain: string) => {
    for (const listener of listeners) {
      try {
        listener(domain);
      } catch (error) {
        onError(error);
      }
    }
  };
  const stopHearing = cluster.subscribe(REPORT_TOPIC, notify);
  return {
    invalidate(domain) {
      notify(domain);
      cluster.publish(REPORT_TOPIC, domain).catch(onError);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: stopHearing,
  };
}

/** The analyses repository, announcing each stored report's domain once it is stored. */
export function announcingNewReports(
  analyses: AnalysisRepository,
  invalidation: Pick<ReportInvalidation, 'invalidate'>,
): AnalysisRepository {
  return {
    ...analyses,
    async insert(analysis) {
      const stored = await analyses.insert(analysis);
      invalidation.invalidate(analysis.domain);
      return stored;
    },
  };
}
