import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDebugLogStore } from '../../stores/debug-log-store';
import { installConsoleCapture } from './capture-console';

// A console of our own, so captured lines neither pollute nor depend on the test runner's console.
function fakeConsole() {
  const printed: unknown[][] = [];
  const record = (...args: unknown[]) => void printed.push(args);
  const target = { ...console, log: record, info: record, warn: record, error: record, debug: record };
  return { target, printed };
}

let uninstall: () => void = () => undefined;
afterEach(() => uninstall());

describe('installConsoleCapture', () => {
  it('records level and text of each call and still prints it', async () => {
    const { target, printed } = fakeConsole();
    uninstall = installConsoleCapture(target);
    target.warn('disk', { free: 3 });
    target.error(new TypeError('boom'));
    await vi.waitFor(() => expect(useDebugLogStore.getState().entries).toHaveLength(2));
    const [warn, error] = useDebugLogStore.getState().entries;
    expect(warn).toMatchObject({ level: 'warn', text: 'disk {"free":3}' });
    expect(error?.level).toBe('error');
    expect(error?.text).toContain('TypeError: boom');
    expect(printed).toHaveLength(2);
  });

  it('stops recording once uninstalled', async () => {
    const { target } = fakeConsole();
    installConsoleCapture(target)();
    target.log('after');
    await Promise.resolve();
    expect(useDebugLogStore.getState().entries).toEqual([]);
  });
});
