import {
  LOOPBACK_SITE_IP,
  registeredDaysAgo,
  startLoopbackInternet,
  type LoopbackInternet,
} from '../engine/testing/loopback-internet';
import { startServerProcess, startTestSite, type ServerProcess, type TestSite } from '../test-support';
import { analyze, idOf, postComment, send, signIn, type Answer, type Session } from './fault-client';

/**
 * Point 12a: `kill -9` in the middle of a burst of analyses (live checks against loopback sites) and
 * comment writes, then a restart on the same storage. Returns what the server acknowledged before it
 * died and what the restarted server shows, so a test can compare them.
 */

const DOMAINS = 60;
const AUTHORS = 8;
const COMMENTS_PER_AUTHOR = 5;
const CONCURRENCY = 12;
const KILL_AFTER_ACKS = 20;

export type Acknowledged = {
  analyses: { domain: string; id: string }[];
  comments: { domain: string; id: string; author: Session }[];
  /** Requests the kill cut off (no answer at all): evidence the kill hit mid-burst. */
  cutOff: number;
};

export type CrashWorld = {
  internet: LoopbackInternet;
  site: TestSite;
  domains: string[];
  close(): Promise<void>;
};

/** The loopback websites: one slowish page server all the test's domains resolve to. */
export async function startCrashWorld(): Promise<CrashWorld> {
  const site = await startTestSite({
    host: LOOPBACK_SITE_IP,
    routes: {
      '/': (_request, response) => {
        // Slow enough that many analyses are in flight at any moment.
        setTimeout(() => response.end('<!doctype html><title>Corner shop</title><p>Bread.</p>'), 150);
      },
    },
  });
  const domains = Array.from({ length: DOMAINS }, (_unused, index) => `crash-shop-${index}.com`);
  const internet = await startLoopbackInternet({
    domains: Object.fromEntries(domains.map((name) => [name, { registered: registeredDaysAgo(900) }])),
    sites: [site],
  });
  return {
    internet,
    site,
    domains,
    close: async () => {
      await Promise.all([site.close(), internet.close()]);
    },
  };
}

/** Environment for a child server in this world: live checks, trial sign-in, one address per visitor. */
export function crashServerEnv(
  world: CrashWorld,
  storageEnv: Record<string, string>,
): Record<string, string> {
  return {
    ...world.internet.env,
    ...storageEnv,
    DEV_LOGIN: 'on',
    TRUST_PROXY: '1',
    LOGIN_RATE_LIMIT: '1000',
    PUBLIC_URL: 'http://localhost:5000',
    SESSION_SECRET: 'fault-tests-session-secret-0123456789abcdef',
  };
}

const isAcknowledged = (answer: Answer) => answer.status >= 200 && answer.status < 300;

/** Runs the burst against `server` and kills it with SIGKILL once KILL_AFTER_ACKS writes were acknowledged. */
export async function burstAndKill(server: ServerProcess, world: CrashWorld): Promise<Acknowledged> {
  const authors = await Promise.all(
    Array.from({ length: AUTHORS }, (_unused, index) =>
      signIn(server.url, `crash-author-${index}@example.com`),
    ),
  );
  const acked: Acknowledged = { analyses: [], comments: [], cutOff: 0 };
  let isKilled = false;
  const record = (answer: Answer, onAck: (id: string) => void) => {
    if (answer.status === 0) acked.cutOff += 1;
    const id = idOf(answer);
    if (isAcknowledged(answer) && id !== null) onAck(id);
    if (!isKilled && acked.analyses.length + acked.comments.length >= KILL_AFTER_ACKS) {
      isKilled = true;
      server.child.kill('SIGKILL');
    }
  };
  const jobs: (() => Promise<void>)[] = [];
  world.domains.forEach((domain, index) => {
    const target = `${world.site.origin.replace(LOOPBACK_SITE_IP, domain)}/`;
    jobs.push(async () =>
      record(await analyze(server.url, target, { 'X-Forwarded-For': `198.51.100.${index + 1}` }), (id) =>
        acked.analyses.push({ domain, id }),
      ),
    );
    const author = authors[index % AUTHORS];
    if (author !== undefined && index < AUTHORS * COMMENTS_PER_AUTHOR) {
      jobs.push(async () =>
        record(await postComment(server.url, author, domain, `Crash test comment number ${index}.`), (id) =>
          acked.comments.push({ domain, id, author }),
        ),
      );
    }
  });
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      // Nothing new after the kill: cutOff then counts the requests that were in flight.
      for (let job = jobs.shift(); job !== undefined && !isKilled; job = jobs.shift()) await job();
    }),
  );
  if (!isKilled) server.child.kill('SIGKILL');
  await server.exited;
  return acked;
}

/** Acknowledged writes the restarted server does not show (empty when nothing was lost). */
export async function missingAfterRestart(baseUrl: string, acked: Acknowledged): Promise<string[]> {
  const missing: string[] = [];
  for (const { domain, id } of acked.analyses) {
    const report = await send(`${baseUrl}/api/domain/${domain}`);
    if (idOf(report) !== id) missing.push(`analysis ${domain} ${id} (got ${report.status})`);
  }
  for (const { domain, id, author } of acked.comments) {
    const page = await send(`${baseUrl}/api/domain/${domain}/comments`, {
      headers: { Cookie: author.cookie },
    });
    const mine = (page.body as { mine?: { id: string }[] } | null)?.mine ?? [];
    if (!mine.some((comment) => comment.id === id))
      missing.push(`comment ${domain} ${id} (got ${page.status})`);
  }
  return missing;
}

export async function startCrashServer(world: CrashWorld, storageEnv: Record<string, string>) {
  return startServerProcess(crashServerEnv(world, storageEnv));
}

/** One line for the test log: how much was acknowledged and cut off. */
export function describeBurst(storage: string, acked: Acknowledged): string {
  return `kill -9 on ${storage}: ${acked.analyses.length} analyses and ${acked.comments.length} comments acknowledged, ${acked.cutOff} requests in flight cut off`;
}

/**
 * The whole 12a scenario on one storage: a burst killed with `kill -9`, a restart on the same storage, and
 * what the restarted server no longer has of what was acknowledged; the restarted server is then stopped.
 */
export async function killAndRestart(
  world: CrashWorld,
  storageEnv: Record<string, string>,
  storage: string,
): Promise<{ acked: Acknowledged; missing: string[]; exitCode: number | null }> {
  const acked = await burstAndKill(await startCrashServer(world, storageEnv), world);
  console.info(describeBurst(storage, acked));
  const restarted = await startCrashServer(world, storageEnv);
  // The restarted server is stopped whatever the check finds, and its exit code reported.
  const missing = await missingAfterRestart(restarted.url, acked).catch(async (error: unknown) => {
    await restarted.stop();
    throw error;
  });
  const { code } = await restarted.stop();
  return { acked, missing, exitCode: code };
}
