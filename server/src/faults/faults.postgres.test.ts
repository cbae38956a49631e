import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFreshDatabase,
  startServerProcess,
  startTcpProxy,
  type ServerProcess,
  type TcpProxy,
} from '../test-support';
import { killAndRestart, startCrashWorld, type CrashWorld } from './crash-scenario';
import { analyze, postComment, send, signIn, waitFor } from './fault-client';

const adminUrl = process.env.TEST_DATABASE_URL;
const LABEL = 'faults with PostgreSQL (TEST_DATABASE_URL)';
// A database of its own: other suites share the one TEST_DATABASE_URL names.
const DATABASE = 'scamcheck_fault_test';

if (adminUrl === undefined || adminUrl === '') {
  // vitest.config.ts leaves this file out when the variable is missing, except in CI, where it is required.
  describe(LABEL, () => {
    it('needs TEST_DATABASE_URL in CI', () => {
      throw new Error('PostgreSQL fault tests skipped: TEST_DATABASE_URL not set (required when CI=true)');
    });
  });
} else {
  describe(LABEL, () => {
    let databaseUrl: string;
    let world: CrashWorld;
    beforeAll(async () => {
      databaseUrl = await createFreshDatabase(adminUrl, DATABASE);
      world = await startCrashWorld();
    });
    afterAll(() => world.close());

    it('keeps every acknowledged analysis and comment after kill -9 and a restart (12a)', async () => {
      const storage = { DATABASE_URL: databaseUrl };
      const { acked, missing, exitCode } = await killAndRestart(world, storage, 'PostgreSQL');
      expect(acked.analyses.length + acked.comments.length).toBeGreaterThan(0);
      expect(missing).toEqual([]);
      expect(exitCode).toBe(0);
    }, 300_000);

    describe('PostgreSQL unreachable mid-run (12b)', () => {
      let proxy: TcpProxy;
      let server: ServerProcess;
      beforeAll(async () => {
        const target = new URL(databaseUrl);
        proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
        server = await startServerProcess({
          DATABASE_URL: proxy.rewrite(databaseUrl),
          DEV_LOGIN: 'on',
          PUBLIC_URL: 'http://localhost:5000',
          SESSION_SECRET: 'fault-tests-session-secret-0123456789abcdef',
        });
      }, 120_000);
      afterAll(async () => {
        proxy.restore();
        await server.stop();
        await proxy.close();
      });

      it('answers 503 with a clear message, reports storage down, and recovers by itself', async () => {
        const author = await signIn(server.url, 'outage-author@example.com');
        expect((await analyze(server.url, 'before-outage.com')).status).toBe(200);

        proxy.cut();
        const during = await Promise.all([
          analyze(server.url, 'during-outage.com'),
          // A report this process does not hold in memory has to come from the database.
          send(`${server.url}/api/domain/never-analysed.com`),
          postComment(server.url, author, 'before-outage.com', 'Written while the database is away.'),
        ]);
        for (const answer of during) {
          expect(answer.status).toBe(503);
          expect(answer.body).toMatchObject({
            error: {
              code: 'UPSTREAM_UNAVAILABLE',
              message: expect.stringMatching(/database is not reachable/),
            },
          });
        }
        const health = await send(`${server.url}/api/health`);
        expect(health).toMatchObject({ status: 503, body: { status: 'degraded', down: ['storage'] } });

        proxy.restore();
        await waitFor('health to recover', async () => {
          const answer = await send(`${server.url}/api/health`);
          return answer.status === 200 ? answer : null;
        });
        expect((await analyze(server.url, 'after-outage.com')).status).toBe(200);
        expect((await send(`${server.url}/api/domain/before-outage.com`)).status).toBe(200);
        const comment = await postComment(
          server.url,
          author,
          'after-outage.com',
          'Written once it came back.',
        );
        expect(comment.status).toBe(201);
      }, 180_000);
    });
  });
}
