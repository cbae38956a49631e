import { APP_VERSION, HealthResponseSchema } from '@scamcheck/shared';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-helpers';

describe('GET /api/health', () => {
  let testApp: TestApp | undefined;
  afterEach(() => testApp?.close());

  it('reports ok with the version, uptime and a healthy storage round trip', async () => {
    testApp = await createTestApp();
    const res = await request(testApp.app).get('/api/health');
    expect(res.status).toBe(200);
    const body = HealthResponseSchema.parse(res.body);
    expect(body).toMatchObject({
      status: 'ok',
      version: APP_VERSION,
      storage: { adapter: 'pglite-memory', healthy: true },
      rateLimits: { store: 'memory', healthy: true },
      down: [],
    });
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('counts uptime from when the container started', async () => {
    const startedAt = new Date('2030-01-01T00:00:00Z');
    testApp = await createTestApp({ startedAt, clock: { now: () => new Date('2030-01-01T01:00:05Z') } });
    const res = await request(testApp.app).get('/api/health');
    expect(res.body.uptimeSeconds).toBe(3605);
  });

  it('answers 503 degraded when storage stops answering', async () => {
    testApp = await createTestApp();
    await testApp.container.storage.close();
    const res = await request(testApp.app).get('/api/health');
    expect(res.status).toBe(503);
    expect(HealthResponseSchema.parse(res.body)).toMatchObject({
      status: 'degraded',
      storage: { healthy: false },
      down: ['storage'],
    });
  });
});
