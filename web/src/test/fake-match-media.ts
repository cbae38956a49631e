/** A controllable `prefers-color-scheme` for jsdom, which has no matchMedia of its own. */
import { vi } from 'vitest';

class FakeMediaQueryList extends EventTarget implements MediaQueryList {
  onchange: ((this: MediaQueryList, event: MediaQueryListEvent) => void) | null = null;
  constructor(
    readonly media: string,
    private readonly isDark: () => boolean,
  ) {
    super();
  }
  get matches(): boolean {
    return this.media.includes('dark') && this.isDark();
  }
  // The deprecated listener API is not used by the app; failing loudly beats a silent no-op.
  addListener(): void {
    throw new Error('Use addEventListener("change", …)');
  }
  removeListener(): void {
    throw new Error('Use removeEventListener("change", …)');
  }
}

export function installFakeColorScheme(initial: 'light' | 'dark') {
  let isDark = initial === 'dark';
  const lists: FakeMediaQueryList[] = [];
  vi.stubGlobal('matchMedia', (query: string) => {
    const list = new FakeMediaQueryList(query, () => isDark);
    lists.push(list);
    return list;
  });
  return {
    /** Flips the device preference and notifies listeners, as the OS would. */
    set(scheme: 'light' | 'dark') {
      isDark = scheme === 'dark';
      for (const list of lists) list.dispatchEvent(new Event('change'));
    },
  };
}
