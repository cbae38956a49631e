import { describe, expect, it } from 'vitest';
import { DEBUG_LOG_LIMIT, useDebugLogStore } from './debug-log-store';

const line = (text: string) => ({ time: new Date(0), level: 'log' as const, text });

describe('debug log store', () => {
  it('keeps only the last 100 entries, dropping the oldest', () => {
    const { append } = useDebugLogStore.getState();
    for (let i = 1; i <= 150; i += 1) append([line(`line ${i}`)]);
    const texts = useDebugLogStore.getState().entries.map((entry) => entry.text);
    expect(DEBUG_LOG_LIMIT).toBe(100);
    expect(texts).toHaveLength(100);
    expect(texts[0]).toBe('line 51');
    expect(texts.at(-1)).toBe('line 150');
  });

  it('applies the cap to a single large batch as well', () => {
    useDebugLogStore.getState().append(Array.from({ length: 120 }, (_, i) => line(`b${i}`)));
    expect(useDebugLogStore.getState().entries.map((entry) => entry.text)[0]).toBe('b20');
  });

  it('clears everything', () => {
    useDebugLogStore.getState().append([line('x')]);
    useDebugLogStore.getState().clear();
    expect(useDebugLogStore.getState().entries).toEqual([]);
  });
});
