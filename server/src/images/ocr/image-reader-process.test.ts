import { IMAGE_UPLOAD_MESSAGES } from '@scamcheck/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { readImageFixture } from '../testing/fixtures';
import { textImage } from '../testing/make-images';
import { createImageReaderProcess } from './image-reader-process';

/** Polls until the condition holds (the test's own timeout bounds the wait). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('the image reader in a child process', () => {
  const reader = createImageReaderProcess({ size: 1, idleMs: 0 });
  afterAll(() => reader.close());

  it('gates and reads a screenshot in another process', async () => {
    const image = await reader.gate(readImageFixture('techSupportPopup'));
    expect(image).toMatchObject({ format: 'jpeg', width: 1280, height: 800, frames: 1 });
    expect(Buffer.isBuffer(image.png)).toBe(true);
    expect(image.png.subarray(1, 4).toString()).toBe('PNG');
    expect(image.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(reader.pid()).not.toBe(process.pid);

    const read = await reader.read(await reader.gate(await textImage(['Your parcel is waiting'])));
    expect(read.text).toContain('Your parcel is waiting');
    expect(read.confidence).toBeGreaterThan(70);
  });

  it("rejects what the gate rejects with the gate's own status and words", async () => {
    const error: unknown = await reader
      .gate(Buffer.from('<!doctype html><p>hello</p>'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 400, message: IMAGE_UPLOAD_MESSAGES.type });
  });

  it('fails the requests of a child that dies and starts a new one for the next image', async () => {
    await reader.warm();
    const pid = reader.pid();
    if (pid === null) throw new Error('no child after warm()');
    const reading = reader.read(await reader.gate(await textImage(['Interrupted'])));
    process.kill(pid, 'SIGKILL');
    await expect(reading).rejects.toThrow('image reader stopped');

    const read = await reader.read(await reader.gate(await textImage(['Back again'])));
    expect(read.text).toContain('Back again');
    expect(reader.pid()).not.toBe(pid);
  });

  it('ends its process once idle, which hands its memory back, and starts again for the next image', async () => {
    const idle = createImageReaderProcess({ size: 1, idleMs: 50 });
    try {
      await idle.read(await idle.gate(await textImage(['Before the pause'])));
      const pid = idle.pid();
      if (pid === null) throw new Error('no child while reading');
      await until(() => !isRunning(pid));
      expect(idle.pid()).toBeNull();
      expect(idle.stats()).toEqual({ workers: 1, started: false, busy: 0, queued: 0 });

      const read = await idle.read(await idle.gate(await textImage(['After the pause'])));
      expect(read.text).toContain('After the pause');
    } finally {
      await idle.close();
    }
  });

  it('refuses work once closed, and its child is gone', async () => {
    const closed = createImageReaderProcess({ size: 1 });
    await closed.warm();
    const pid = closed.pid();
    await closed.close();
    expect(pid !== null && isRunning(pid)).toBe(false);
    await expect(closed.gate(Buffer.from('x'))).rejects.toThrow('closed');
  });
});
