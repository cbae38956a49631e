import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOOPBACK_SITE_IP,
  registeredDaysAgo,
  startLoopbackInternet,
  type LoopbackInternet,
} from '../engine/testing/loopback-internet';
import { startServerProcess, startTestSite, type TestSite } from '../test-support';
import { analyze, waitFor } from './fault-client';

/** Whether a new TCP connection to the port is refused (the listener is closed). */
function isRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

describe('SIGTERM drains requests in flight', () => {
  let site: TestSite;
  let internet: LoopbackInternet;
  let release: () => void = () => undefined;
  let arrived: Promise<void>;
  beforeAll(async () => {
    let onArrival: () => void = () => undefined;
    arrived = new Promise((resolve) => (onArrival = resolve));
    const held = new Promise<void>((resolve) => (release = resolve));
    site = await startTestSite({
      host: LOOPBACK_SITE_IP,
      routes: {
        // The page the analysis fetches answers only when the test says so.
        '/': (_request, response) => {
          onArrival();
          void held.then(() => response.end('<!doctype html><title>Slow shop</title><p>Hello.</p>'));
        },
      },
    });
    internet = await startLoopbackInternet({
      domains: { 'slow-shop.com': { registered: registeredDaysAgo(900) } },
      sites: [site],
    });
  });
  afterAll(async () => {
    release();
    await Promise.all([site.close(), internet.close()]);
  });

  it('finishes the slow analysis with 200, refuses new connections meanwhile, and exits 0', async () => {
    // The page wait must not end on the analysis deadline before the test releases it.
    const server = await startServerProcess({
      ...internet.env,
      DATABASE_URL: 'memory://',
      ANALYSIS_DEADLINE_MS: '60000',
    });
    const slow = analyze(server.url, `${site.origin.replace(LOOPBACK_SITE_IP, 'slow-shop.com')}/`);
    await arrived;

    server.child.kill('SIGTERM');
    await waitFor('the listener to close', async () => ((await isRefused(server.port)) ? true : null));
    expect(server.child.exitCode).toBeNull();

    release();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ domain: 'slow-shop.com' });
    expect(await server.exited).toEqual({ code: 0, signal: null });
  }, 180_000);
});
