// The community's effect on a report, end to end: approved comments in real storage, the real engine
// (live checks off), the report as the API serves it.
import { DomainCommentsResponseSchema } from '@scamcheck/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-helpers';

describe('the community-reports signal on real reports', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  async function author(email: string): Promise<string> {
    const user = await testApp.container.storage.users.signIn(
      { provider: 'dev', subject: email, email, name: null, avatarUrl: null },
      new Date(),
    );
    return user.id;
  }

  async function approvedComment(domain: string, userId: string, rating: number): Promise<void> {
    await testApp.container.storage.comments.create({
      domain,
      userId,
      rating,
      text: 'Approved by a moderator.',
      status: 'approved',
      createdAt: new Date(),
    });
  }

  const analyze = (domain: string) => testApp.container.analysis.analyze(domain, { fresh: true });
  const communityFindings = (report: { findings: { category: string }[] }) =>
    report.findings.filter((finding) => finding.category === 'community');

  it('ignores a flood of fifty negative comments from one account', async () => {
    const before = await analyze('flood.example');
    const flooder = await author('flooder@example.com');
    for (let index = 0; index < 50; index += 1) await approvedComment('flood.example', flooder, 1);

    const report = await analyze('flood.example');
    expect(report.checks).toContainEqual({ id: 'community', status: 'ok' });
    expect(communityFindings(report)).toEqual([]);
    expect(report.score).toBe(before.score);
  });

  it('lowers the score by a capped amount when three people rate the site negatively', async () => {
    const before = await analyze('reported-shop.example');
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      await approvedComment('reported-shop.example', await author(email), 2);
    }
    const report = await analyze('www.reported-shop.example');
    expect(communityFindings(report)).toMatchObject([{ code: 'community-reported', points: -8 }]);
    // 8 more points of harm; the unknown site was already held below Trusted, so the score falls by less
    expect(report.evidence.harm).toBe(before.evidence.harm + 8);
    expect(report.score).toBeLessThan(before.score);

    const { summary } = DomainCommentsResponseSchema.parse(
      (await request(testApp.app).get('/api/domain/reported-shop.example/comments')).body,
    );
    expect(summary).toEqual({
      domain: 'reported-shop.example',
      approvedCount: 3,
      averageRating: 2,
      negativeAuthors: 3,
      positiveAuthors: 0,
    });
  });

  it('does not count pending or hidden comments', async () => {
    for (const [email, status] of [
      ['p1@example.com', 'pending'],
      ['p2@example.com', 'pending'],
      ['h1@example.com', 'hidden'],
    ] as const) {
      await testApp.container.storage.comments.create({
        domain: 'unreviewed.example',
        userId: await author(email),
        rating: 1,
        text: 'Not reviewed yet.',
        status,
        createdAt: new Date(),
      });
    }
    expect(communityFindings(await analyze('unreviewed.example'))).toEqual([]);
  });

  it('skips the community check while comments are switched off', async () => {
    const { featureFlags } = testApp.container;
    await featureFlags.update({ ...featureFlags.current(), comments: false });
    try {
      const report = await analyze('reported-shop.example');
      expect(report.checks).toContainEqual({
        id: 'community',
        status: 'skipped',
        detail: 'community comments are switched off',
      });
      expect(communityFindings(report)).toEqual([]);
    } finally {
      await featureFlags.update({ ...featureFlags.current(), comments: true });
    }
  });
});
