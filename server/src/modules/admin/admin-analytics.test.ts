// The admin index numbers and the analytics dashboard over real stored analyses and usage.
import {
  AdminOverviewSchema,
  AnalyticsResponseSchema,
  AnalyzeResponseSchema,
  type AnalyzeResponse,
} from '@scamcheck/shared';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../test-support';
import { createTestApp, type TestApp } from '../../test-helpers';
import { signInForTrial, type SignedInAgent } from '../auth/testing/trial-sign-in';

const HOUR = 60 * 60 * 1000;

/** Usage events are written after the answer is sent; wait for them without assuming how long it takes. */
async function waitFor(condition: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('The usage events never arrived');
}

describe('admin overview and analytics', () => {
  const clock = manualClock(new Date('2025-03-08T10:00:00Z'));
  let testApp: TestApp;
  let admin: TestAgent;
  let member: TestAgent;
  let memberSession: SignedInAgent;
  const today: AnalyzeResponse[] = [];
  let earlier: AnalyzeResponse;

  const analyze = async (agent: TestAgent, domain: string, headers: Record<string, string> = {}) => {
    const res = await agent.post('/api/analyze').set(headers).send({ domain });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return AnalyzeResponseSchema.parse(res.body);
  };
  const usageRows = async () => {
    const counts = await testApp.container.storage.usageEvents.countsSince(new Date(0));
    return Object.values(counts).reduce((sum, count) => sum + count, 0);
  };

  beforeAll(async () => {
    testApp = await createTestApp({ env: { DEV_LOGIN: '1', LOGIN_RATE_LIMIT: '1000' }, clock });
    const { storage } = testApp.container;
    earlier = await analyze(request.agent(testApp.app), 'two-days-ago.com');

    clock.advance(2 * 24 * HOUR + 4 * HOUR); // 2025-03-10T14:00Z
    admin = request.agent(testApp.app);
    await signInForTrial(admin, { email: 'analyst@example.com', role: 'admin' });
    member = request.agent(testApp.app);
    memberSession = await signInForTrial(member, { email: 'member@example.com' });
    const csrf = { 'X-CSRF-Token': memberSession.csrfToken };
    today.push(await analyze(member, 'paypal-account-verify-login.top', csrf));
    today.push(await analyze(member, 'corner-bakery.com', csrf));
    // Cached: a usage event, but no new stored analysis.
    today.push(await analyze(member, 'corner-bakery.com', csrf));
    const key = await member.post('/api/keys').set(csrf).send({ name: 'script' });
    today.push(
      await analyze(request.agent(testApp.app), 'api-checked.net', {
        Authorization: `Bearer ${(key.body as { key: string }).key}`,
      }),
    );
    const chat = await request(testApp.app)
      .post('/api/ai/chat')
      .send({ messages: [{ role: 'user', content: 'Is it safe to pay by gift card?' }] });
    expect(chat.status).toBe(200);
    await storage.imageAnalyses.insert({
      sha256: 'a'.repeat(64),
      score: 12,
      isScam: true,
      result: {},
      createdAt: clock.now(),
    });
    await storage.comments.create({
      domain: 'corner-bakery.com',
      userId: memberSession.user.id,
      rating: 5,
      text: 'Lovely bread, paid by card, no problems.',
      status: 'pending',
      createdAt: clock.now(),
    });
    await storage.errorEvents.record({
      source: 'client',
      fingerprint: 'f1',
      message: 'TypeError: x is undefined',
      stack: null,
      route: '/websites',
      requestId: null,
      userId: null,
      context: null,
      createdAt: clock.now(),
    });
    // 1 analysis + 2 sign-ins + 4 analyses + 1 chat, recorded in the background.
    await waitFor(async () => (await usageRows()) === 8);
  });
  afterAll(() => testApp.close());

  it("counts today's analyses (cached ones too), threats, chats, open errors and comments awaiting review", async () => {
    const overview = AdminOverviewSchema.parse((await admin.get('/api/admin/overview')).body);
    const suspiciousFresh = [today[0], today[1], today[3]].filter((r) => r?.band === 'suspicious').length;
    expect(overview).toEqual({
      analysesToday: 4,
      threatsToday: suspiciousFresh + 1,
      imagesToday: 0,
      chatsToday: 1,
      openErrors: 1,
      commentsAwaitingReview: 1,
      totalDomains: 4,
      generatedAt: '2025-03-10T14:00:00.000Z',
    });
  });

  it('reports every day of the last 7 with fresh analyses by band, chats and sign-ins', async () => {
    const res = await admin.get('/api/admin/analytics?days=7');
    const report = AnalyticsResponseSchema.parse(res.body);
    expect(report).toMatchObject({
      days: 7,
      from: '2025-03-04T00:00:00.000Z',
      to: '2025-03-11T00:00:00.000Z',
    });
    expect(report.analysesPerDay.map((day) => day.day)).toEqual([
      '2025-03-04',
      '2025-03-05',
      '2025-03-06',
      '2025-03-07',
      '2025-03-08',
      '2025-03-09',
      '2025-03-10',
    ]);
    const bandCounts = (reports: (AnalyzeResponse | undefined)[]) => ({
      trusted: reports.filter((r) => r?.band === 'trusted').length,
      caution: reports.filter((r) => r?.band === 'caution').length,
      suspicious: reports.filter((r) => r?.band === 'suspicious').length,
    });
    expect(report.analysesPerDay[4]).toEqual({ day: '2025-03-08', ...bandCounts([earlier]) });
    expect(report.analysesPerDay[6]).toEqual({
      day: '2025-03-10',
      ...bandCounts([today[0], today[1], today[3]]),
    });
    expect(report.chatsPerDay.at(-1)).toEqual({ day: '2025-03-10', count: 1 });
    expect(report.signInsPerDay.at(-1)).toEqual({ day: '2025-03-10', count: 2 });
    expect(report.imagesPerDay.at(-1)).toEqual({ day: '2025-03-10', total: 1, scams: 1 });
  });

  it('ranks the most-checked domains by usage and counts API-key use by plan', async () => {
    const report = AnalyticsResponseSchema.parse((await admin.get('/api/admin/analytics?days=30')).body);
    expect(report.analysesPerDay).toHaveLength(30);
    expect(report.mostChecked[0]).toEqual({ domain: 'corner-bakery.com', count: 2 });
    expect(report.apiUsageByPlan).toEqual([{ plan: 'free', count: 1 }]);
    expect(report.topTlds.map((row) => row.tld)).toEqual(expect.arrayContaining(['com', 'net', 'top']));
  });

  it('accepts only 7, 30 or 90 days', async () => {
    const res = await admin.get('/api/admin/analytics?days=5');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('days must be 7, 30 or 90');
  });
});
