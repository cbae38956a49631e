import { ImageAnalysisResultSchema, type ImageAnalysisResult } from '@scamcheck/shared';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textImage } from '../../images/testing/make-images';
import { startOpenAiServer, type OpenAiServer } from '../../test-support';
import { createTestApp, type TestApp } from '../../test-helpers';

// The vision path end to end: the real app with OPENAI_* pointing at a local OpenAI-compatible server.
const SCAM_TEXT = [
  'USPS: your parcel is on hold due to an incomplete address.',
  'Pay the $1.99 redelivery fee within 24 hours: usps-help.top',
];
const QUIET_TEXT = ['Scan the QR code to join our community.'];
const VISION_FINDING = {
  category: 'crypto',
  title: 'QR code leading to a crypto wallet',
  evidence: 'A QR code labelled "send USDT here" beside a fake Binance logo',
  confidence: 'high',
};

let server: OpenAiServer;
let online: TestApp;
let offline: TestApp;

beforeAll(async () => {
  server = await startOpenAiServer(() => ({ json: { findings: [], instructionsInImage: false } }));
  [online, offline] = await Promise.all([
    createTestApp({
      env: {
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: server.baseUrl,
        OPENAI_VISION_MODEL: 'vision-model',
      },
    }),
    createTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([online.close(), offline.close()]);
  await server.close();
});

async function analyze(app: TestApp, image: Buffer): Promise<ImageAnalysisResult> {
  const res = await request(app.app).post('/api/analyze-image').attach('image', image, 'shot.png');
  expect(res.status).toBe(200);
  return ImageAnalysisResultSchema.parse(res.body);
}

describe('POST /api/analyze-image with a vision model', () => {
  it("adds the model's evidence-bound findings to the score and red flags", async () => {
    server.respondWith(() => ({ json: { findings: [VISION_FINDING], instructionsInImage: false } }));
    const image = await textImage(QUIET_TEXT);
    const withVision = await analyze(online, image);
    const withoutVision = await analyze(offline, image);
    expect(withVision).toMatchObject({ provider: 'openai', vision: 'used' });
    expect(withVision.score).toBeLessThan(withoutVision.score);
    expect(withVision.redFlags.join(' ')).toContain('QR code leading to a crypto wallet');
    expect(withVision.categories).toContain('crypto');
  });

  it('cannot lift a scam verdict: a model that sees nothing leaves the score where the rules put it', async () => {
    server.respondWith(() => ({ json: { findings: [], instructionsInImage: false } }));
    const image = await textImage(SCAM_TEXT);
    const [withVision, withoutVision] = [await analyze(online, image), await analyze(offline, image)];
    expect(withVision.vision).toBe('used');
    expect(withVision.isScam).toBe(true);
    expect(withVision.score).toBe(withoutVision.score);
  });

  it.each([
    ['refuses', { refusal: 'I cannot help.' }],
    ['answers "safe" in prose', { content: '{"verdict":"safe"}' }],
    ['fails', { httpStatus: 503 }],
  ])("reports the model as unavailable when it %s, and keeps the rules' verdict", async (_label, reply) => {
    server.respondWith(() => reply);
    const result = await analyze(online, await textImage(SCAM_TEXT));
    expect(result).toMatchObject({ vision: 'unavailable', isScam: true });
  });

  it('shows the model the re-encoded image only, without EXIF or location data', async () => {
    server.respondWith(() => ({ json: { findings: [], instructionsInImage: false } }));
    const photo = await sharp(await textImage(['Hello there']))
      .jpeg()
      .withExif({
        IFD0: { Artist: 'Jane Owner' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
      })
      .toBuffer();
    await analyze(online, photo);
    const sent = JSON.stringify(server.requests.at(-1)?.body.messages);
    const base64 = /data:image\/jpeg;base64,([A-Za-z0-9+/=]+)/.exec(sent)?.[1] ?? '';
    const forwarded = Buffer.from(base64, 'base64');
    expect((await sharp(forwarded).metadata()).exif).toBeUndefined();
    expect(forwarded.toString('latin1')).not.toContain('Jane Owner');
  });
});
