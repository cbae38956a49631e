import { afterAll, describe, expect, it } from 'vitest';
import { textImage } from '../testing/make-images';
import { createOcrPool } from './ocr-pool';

/** Polls until the condition holds (the test's own timeout bounds the wait). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('the OCR pool', () => {
  const pool = createOcrPool({ size: 1 });
  afterAll(() => pool.close());

  it('reads the text of a screenshot with the English model from npm, offline', async () => {
    const image = await textImage(['Your parcel could not be delivered.', 'Pay the redelivery fee today.']);
    const result = await pool.recognize(image);
    expect(result.text).toContain('Your parcel could not be delivered.');
    expect(result.text).toContain('Pay the redelivery fee today.');
    expect(result.confidence).toBeGreaterThan(70);
  });

  it('serves queued jobs one after another on the same warm worker', async () => {
    await pool.warm();
    const [first, second] = await Promise.all([
      textImage(['First message here']).then((image) => pool.recognize(image)),
      textImage(['Second message here']).then((image) => pool.recognize(image)),
    ]);
    expect(first?.text).toContain('First message here');
    expect(second?.text).toContain('Second message here');
  });

  it('rejects bytes the engine cannot read without taking the process down, and keeps working', async () => {
    await expect(pool.recognize(Buffer.from('not an image at all'))).rejects.toThrow();
    const result = await pool.recognize(await textImage(['Still reading fine']));
    expect(result.text).toContain('Still reading fine');
  });

  it('terminates idle workers and starts them again for the next image', async () => {
    const idle = createOcrPool({ size: 1, idleMs: 50 });
    try {
      const first = await idle.recognize(await textImage(['Before the pause']));
      expect(first.text).toContain('Before the pause');
      await until(() => !idle.stats().started);
      expect(idle.stats()).toEqual({ workers: 1, started: false, busy: 0, queued: 0 });

      const second = await idle.recognize(await textImage(['After the pause']));
      expect(second.text).toContain('After the pause');
    } finally {
      await idle.close();
    }
  });

  it('keeps its workers when told never to stop them', async () => {
    const kept = createOcrPool({ size: 1, idleMs: 0 });
    try {
      await kept.recognize(await textImage(['Stay loaded']));
      // Long enough for any timer of a few milliseconds to have fired.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(kept.stats().started).toBe(true);
    } finally {
      await kept.close();
    }
  });

  it('refuses work once closed', async () => {
    const closed = createOcrPool({ size: 1 });
    await closed.close();
    await expect(closed.recognize(await textImage(['x']))).rejects.toThrow('closed');
  });
});
