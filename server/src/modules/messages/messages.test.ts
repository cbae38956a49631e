import {
  ErrorBodySchema,
  MESSAGE_INPUT_MESSAGES,
  MESSAGE_MAX_CHARS,
  MessageAnalysisResultSchema,
  QuotaSchema,
} from '@scamcheck/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMessageAnalyzer,
  type MessageAnalyzer,
  type MessageInput,
} from '../../messages/message-analyzer';
import { createTestApp, type TestApp } from '../../test-helpers';
import { MESSAGE_BODY_MESSAGES } from './message-request';

const DELIVERY_SMS =
  'USPS: Your package is on hold due to an unpaid $1.99 shipping fee. Pay within 24 hours or it will be returned: https://usps-redelivery-fee.top/pay';

/** The real analyzer, with a record of every message it was asked about. */
function recordingAnalyzer(): MessageAnalyzer & { calls: MessageInput[] } {
  const real = createMessageAnalyzer();
  const calls: MessageInput[] = [];
  return {
    calls,
    analyze(input) {
      calls.push(input);
      return real.analyze(input);
    },
  };
}

function errorOf(body: unknown) {
  return ErrorBodySchema.parse(body).error;
}

describe('POST /api/analyze-message', () => {
  let testApp: TestApp;
  const analyzer = recordingAnalyzer();
  beforeAll(async () => {
    testApp = await createTestApp({ messages: analyzer });
  });
  afterAll(() => testApp.close());

  const post = (body: unknown) =>
    request(testApp.app)
      .post('/api/analyze-message')
      .send(body as object);

  it('answers a pasted SMS with an analysis that follows the published schema, and keeps no copy', async () => {
    const res = await post({ text: DELIVERY_SMS, channel: 'sms' });
    expect(res.status).toBe(200);
    const result = MessageAnalysisResultSchema.parse(res.body);
    expect(result.channel).toBe('sms');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(analyzer.calls.at(-1)).toEqual({ text: DELIVERY_SMS, channel: 'sms' });
  });

  it('accepts a message without a channel', async () => {
    const res = await post({ text: 'Hi, are we still on for dinner at 7?' });
    expect(res.status).toBe(200);
    expect(MessageAnalysisResultSchema.parse(res.body).channel).toBeNull();
  });

  it('records one usage event of kind message with the score shown', async () => {
    const before = (await testApp.container.storage.usageEvents.countsSince(new Date(0))).message;
    const res = await post({ text: DELIVERY_SMS });
    await expect
      .poll(async () => (await testApp.container.storage.usageEvents.countsSince(new Date(0))).message)
      .toBe(before + 1);
    expect(res.status).toBe(200);
  });

  /** Posts a body that must be refused, and checks the analyzer never saw it. */
  async function expectRefused(body: unknown, status: number, error: { code: string; message: string }) {
    const callsBefore = analyzer.calls.length;
    const res = await post(body);
    expect(res.status).toBe(status);
    expect(errorOf(res.body)).toEqual(error);
    expect(analyzer.calls.length).toBe(callsBefore);
  }
  const tooLong = { code: 'PAYLOAD_TOO_LARGE', message: MESSAGE_INPUT_MESSAGES.tooLong };
  const missing = { code: 'VALIDATION_FAILED', message: MESSAGE_INPUT_MESSAGES.missing };

  it.each([
    ['one character over the limit', { text: 'a'.repeat(MESSAGE_MAX_CHARS + 1), channel: 'sms' }],
    // The length rule comes before every other rule, the channel's included.
    ['over the limit with a bad channel', { text: ' '.repeat(MESSAGE_MAX_CHARS + 1), channel: 'fax' }],
    ['too large for the JSON parser', { text: 'a'.repeat(200_000) }],
  ])('refuses a message %s with 413 and the clear message, without analysing it', async (_name, body) => {
    await expectRefused(body, 413, tooLong);
  });

  it('accepts exactly the longest message allowed', async () => {
    const res = await post({ text: `Hello. ${'x'.repeat(MESSAGE_MAX_CHARS - 7)}` });
    expect(res.status).toBe(200);
  });

  it.each([
    ['a missing text', { channel: 'sms' }],
    ['an empty text', { text: '' }],
    ['a whitespace-only text', { text: ' \n\t ' }],
    ['a number', { text: 42 }],
    ['null', { text: null }],
    ['an array of strings', { text: ['hello'] }],
  ])('asks for a message when given %s (400)', async (_name, body) => {
    await expectRefused(body, 400, missing);
  });

  it('names the allowed channels when given an unknown one (400)', async () => {
    await expectRefused({ text: 'Hello', channel: 'fax' }, 400, {
      code: 'VALIDATION_FAILED',
      message: 'Channel must be one of: sms, email, chat, social',
    });
  });

  it('refuses a JSON array body (400)', async () => {
    await expectRefused([{ text: 'Hello' }], 400, {
      code: 'BAD_REQUEST',
      message: MESSAGE_BODY_MESSAGES.notObject,
    });
  });

  it('asks for a message when the request has no body at all (400)', async () => {
    const res = await request(testApp.app).post('/api/analyze-message');
    expect(res.status).toBe(400);
    expect(errorOf(res.body).message).toBe(MESSAGE_INPUT_MESSAGES.missing);
  });

  it('refuses malformed JSON (400)', async () => {
    const res = await request(testApp.app)
      .post('/api/analyze-message')
      .set('Content-Type', 'application/json')
      .send('{"text": "hello"');
    expect(res.status).toBe(400);
    expect(errorOf(res.body)).toMatchObject({ code: 'BAD_REQUEST', message: 'Malformed JSON body' });
  });

  it.each([
    ['text/plain', 'Pay the fee now'],
    ['application/x-www-form-urlencoded', 'text=Pay+the+fee+now'],
  ])('refuses a %s body (415), so a cross-site form cannot post one', async (type, body) => {
    const res = await request(testApp.app).post('/api/analyze-message').set('Content-Type', type).send(body);
    expect(res.status).toBe(415);
    expect(errorOf(res.body).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('is described in the OpenAPI document with its request and result schemas', async () => {
    const res = await request(testApp.app).get('/api/openapi.json');
    expect(res.body).toMatchObject({
      paths: {
        '/api/analyze-message': {
          post: {
            requestBody: {
              content: {
                'application/json': {
                  schema: { properties: { text: { type: 'string', maxLength: MESSAGE_MAX_CHARS } } },
                },
              },
            },
          },
        },
      },
    });
    const operation = (res.body as { paths: Record<string, { post: { responses: object } }> }).paths[
      '/api/analyze-message'
    ]?.post;
    expect(Object.keys(operation?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '413', '415', '429']),
    );
    expect(JSON.stringify(operation?.responses)).toContain('ifAlreadyReplied');
  });
});

describe('POST /api/analyze-message quota', () => {
  it('spends its own hourly allowance, apart from screenshot checks, then answers 429 with Retry-After', async () => {
    const analyzer = recordingAnalyzer();
    const testApp = await createTestApp({ messages: analyzer });
    try {
      const first = await request(testApp.app).post('/api/analyze-message').send({ text: DELIVERY_SMS });
      expect(first.status).toBe(200);
      expect(first.headers['ratelimit-remaining']).toBe('19');
      // A screenshot check spends the screenshot allowance, not this one.
      await request(testApp.app).post('/api/analyze-image').field('x', '1');
      const quota = QuotaSchema.parse((await request(testApp.app).get('/api/quota')).body);
      expect(quota.allowances.message).toMatchObject({ used: 1, remaining: 19 });
      expect(quota.allowances.screenshot).toMatchObject({ used: 1, remaining: 19 });
      for (let index = 0; index < 19; index += 1) {
        const res = await request(testApp.app)
          .post('/api/analyze-message')
          .send({ text: `hello ${index}` });
        expect(res.status).toBe(200);
      }
      const callsBefore = analyzer.calls.length;
      const refused = await request(testApp.app).post('/api/analyze-message').send({ text: DELIVERY_SMS });
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(errorOf(refused.body)).toMatchObject({ code: 'RATE_LIMITED' });
      expect(errorOf(refused.body).message).toMatch(/Rate limit exceeded/);
      expect(analyzer.calls.length).toBe(callsBefore);
    } finally {
      await testApp.close();
    }
  });
});
