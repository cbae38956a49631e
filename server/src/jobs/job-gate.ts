import type { GateOutcome, JobGate } from './periodic-jobs';
import type { SettingsRepository } from '../storage/ports';
import type { Cluster } from '../cluster/cluster';

export type JobGateDeps = {
  cluster: Pick<Cluster, 'tryLock'>;
  /** Where the time of each job's last run is kept, for every replica to read (`job:<name>`). */
  settings: SettingsRepository;
  clock: { now(): Date };
  onError: (error: unknown) => void;
};

export const jobSettingsKey = (name: string) => `job:${name}`;

/**
 * Once per cluster: a run takes the job's lock (another replica running it: skip), then reads when any
 * replica last ran it (less than an interval ago: skip, unless "refresh now"), runs, and records the
 * time before letting the lock go. The check and the record happen under the lock, so two replicas
 * that wake together download once.
 */
export function createJobGate({ cluster, settings, clock, onError }: JobGateDeps): JobGate {
  return {
    async run(job, work, forced): Promise<GateOutcome> {
      const release = await cluster.tryLock(jobSettingsKey(job.name));
      if (release === null) return { ran: false, reason: 'busy' };
      try {
        const lastRunAt = forced ? null : await lastRun(settings, job.name);
        if (lastRunAt !== null && clock.now().getTime() - lastRunAt.getTime() < job.intervalMs) {
          return { ran: false, reason: 'fresh', lastRunAt };
        }
        try {
          return { ran: true, entries: await work() };
        } finally {
          // Failed runs count too: a feed that is down is tried once an interval, not by every replica.
          await settings
            .set(jobSettingsKey(job.name), { lastRunAt: clock.now().toISOString() })
            .catch(onError);
        }
      } finally {
        await release();
      }
    },
  };
}

async function lastRun(settings: SettingsRepository, name: string): Promise<Date | null> {
  const stored = await settings.get(jobSettingsKey(name));
  if (stored === null || typeof stored !== 'object' || !('lastRunAt' in stored)) return null;
  const at = typeof stored.lastRunAt === 'string' ? new Date(stored.lastRunAt) : null;
  return at === null || Number.isNaN(at.getTime()) ? null : at;
}
