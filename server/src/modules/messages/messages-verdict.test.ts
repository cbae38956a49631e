// Verdicts of the message analyzer (server/src/messages/) as the API and the assistant give them; the route
// tests beside this file check the contract whatever the analyzer answers.
import { MessageAnalysisResultSchema } from '@scamcheck/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-helpers';

const DELIVERY_SMS =
  'USPS: Your package is on hold due to an unpaid shipping fee of $1.99. Pay within 24 hours or it will be returned: https://usps-redelivery-fee.top/pay';

describe('message verdicts (needs the real message analyzer)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('calls a blatant delivery-fee SMS a scam, names its family and scores its link', async () => {
    const res = await request(testApp.app)
      .post('/api/analyze-message')
      .send({ text: DELIVERY_SMS, channel: 'sms' });
    const result = MessageAnalysisResultSchema.parse(res.body);
    expect(result.verdict).toBe('scam');
    expect(result.band).toBe('suspicious');
    expect(result.families).toContain('delivery-fee');
    expect(result.entities.links.map((link) => link.reportPath)).toContain('/domain/usps-redelivery-fee.top');
    expect(result.advice.whatToDo.length).toBeGreaterThan(0);
  });

  it('finds no scam signs in a friendly note between friends', async () => {
    const res = await request(testApp.app).post('/api/analyze-message').send({
      text: 'Hi! Are we still on for dinner at 7 tonight? I can pick up the wine.',
      channel: 'chat',
    });
    expect(MessageAnalysisResultSchema.parse(res.body).verdict).toBe('no-signs');
  });

  it('has the offline assistant call the same SMS a scam when it is pasted into the chat', async () => {
    const res = await request(testApp.app)
      .post('/api/ai/chat')
      .send({ messages: [{ role: 'user', content: `Is this real?\n${DELIVERY_SMS}` }] });
    const content: string = res.body.choices[0].message.content;
    expect(content.startsWith('This message looks like a scam')).toBe(true);
    expect(content).toContain('[full report](/domain/usps-redelivery-fee.top)');
  });
});
