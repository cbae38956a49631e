import { AnalyzeResponseSchema, BAND_LABELS } from '@scamcheck/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiServer, type OpenAiServer } from '../../test-support';
import { createTestApp, type TestApp } from '../../test-helpers';
import { SUMMARY_CHECK_ID } from './apply-explanation';

async function analyze(testApp: TestApp, domain: string) {
  const res = await request(testApp.app).post('/api/analyze').send({ domain });
  expect(res.status).toBe(200);
  return AnalyzeResponseSchema.parse(res.body);
}

describe('report summaries as the server is configured', () => {
  let model: OpenAiServer;
  beforeAll(async () => {
    model = await startOpenAiServer((request) => {
      const band = /score: \d+\/100 \((\w+)\)/.exec(request.messages[1]?.content ?? '')?.[1] ?? '';
      return {
        json: {
          summary: `Written by the model: ${band}. It has no red flags worth noting.`,
          scoreAdjustment: 0,
        },
      };
    });
  });
  afterAll(() => model.close());

  it('carries the template summary with the offline provider, recording nothing extra', async () => {
    const testApp = await createTestApp();
    try {
      const report = await analyze(testApp, 'example.com');
      expect(report.summary).toContain('example.com');
      expect(report.summary.length).toBeGreaterThan(20);
      expect(report.checks.map((check) => check.id)).not.toContain(SUMMARY_CHECK_ID);
    } finally {
      await testApp.close();
    }
  });

  it('carries the model summary once OPENAI_API_KEY is set, and records who wrote it', async () => {
    const testApp = await createTestApp({
      env: { OPENAI_API_KEY: 'sk-local', OPENAI_BASE_URL: model.baseUrl },
    });
    try {
      const report = await analyze(testApp, 'example.org');
      expect(report.summary).toBe(
        `Written by the model: ${BAND_LABELS[report.band]}. It has no red flags worth noting.`,
      );
      expect(report.checks).toContainEqual({
        id: SUMMARY_CHECK_ID,
        status: 'ok',
        detail: 'Summary written by gpt-4o-mini; score unchanged.',
      });
    } finally {
      await testApp.close();
    }
  });

  it('falls back to the template, and says so, when the model is down', async () => {
    const testApp = await createTestApp({
      env: { OPENAI_API_KEY: 'sk-local', OPENAI_BASE_URL: model.baseUrl },
    });
    model.respondWith(() => ({ httpStatus: 503 }));
    try {
      const report = await analyze(testApp, 'example.net');
      expect(report.summary).toContain('example.net');
      expect(report.checks).toContainEqual(
        expect.objectContaining({
          id: SUMMARY_CHECK_ID,
          status: 'unavailable',
          detail: expect.stringContaining('error'),
        }),
      );
    } finally {
      await testApp.close();
    }
  });
});
