import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { classifyText } from './classify-text';
import { featuresOf, HASH_BUCKETS } from './hashed-features';
import { decodeWeights, defaultModelPath, loadModel, readModelFile } from './message-model';
import { modelWords } from './model-text';

describe('committed message model', () => {
  const file = readModelFile();

  it('carries its training date, provenance and an intact weight hash', () => {
    expect(Number.isNaN(Date.parse(file.trainedAt))).toBe(false);
    expect(file.heldOut).toEqual([]);
    expect(file.inputs.map((input) => input.file)).toEqual([
      '../shared/data/messages-train.csv',
      expect.stringMatching(/^npm:@stdlib\/datasets-spam-assassin@/),
      'server/src/messages/data/handwritten-messages.csv',
      'server/src/messages/data/probes-session{7,8,9,10,11,12,13,14,15,16}.csv',
    ]);
    for (const input of file.inputs) {
      expect(input.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(input.rows).toBeGreaterThan(100);
      expect(input.licence).not.toBe('');
    }
    const digest = createHash('sha256')
      .update(decodeWeights(file.heads.scam))
      .update(decodeWeights(file.heads.spam))
      .digest('hex');
    expect(digest).toBe(file.weightsSha256);
  });

  it('stays small enough to ship', () => {
    expect(statSync(defaultModelPath()).size).toBeLessThan(512 * 1024);
  });

  it('gives calibrated probabilities that separate an obvious scam from a chat', () => {
    const model = loadModel();
    const scam = classifyText(
      model,
      'Your account has been suspended. Verify your identity now at secure-verify-login.com',
    );
    const chat = classifyText(model, 'running 10 mins late, order me a coffee pls');
    expect(scam.scamProbability).toBeGreaterThan(0.7);
    expect(chat.scamProbability).toBeLessThan(0.2);
    expect(scam.scamProbability + scam.spamProbability).toBeLessThanOrEqual(1);
  });
});

describe('model text', () => {
  it('turns links, numbers, amounts and phone shapes into tokens', () => {
    expect(modelWords('Pay £1.99 at https://x.co/a or call 09061701461')).toEqual([
      'pai',
      'xcur',
      'xnum',
      'at',
      'xurl',
      'or',
      'call',
      'xpremium',
    ]);
  });

  it("drops the training sources' artefacts", () => {
    expect(modelWords('Subject: hello jose@monkey.org, [email protected] won XX')).toEqual([
      'hello',
      'win',
      'xnum',
    ]);
    expect(modelWords("don ' t")).toEqual(modelWords("don't"));
  });

  it('reads inflections, irregular verbs and lemmatised translations as the same words', () => {
    expect(modelWords('Your account was blocked')).toEqual(modelWords('your account be block'));
    expect(modelWords('You have won! Claim your prizes')).toEqual(modelWords('you has win claim your prize'));
  });

  it('hashes into the fixed number of buckets', () => {
    const vector = featuresOf('hello there');
    expect(vector.indices.length).toBeGreaterThan(5);
    for (const index of vector.indices) expect(index).toBeLessThan(HASH_BUCKETS);
  });
});
