import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { setSiteTrusted, updateSettings } from '../lib/settings';
import type { SiteSummary } from '../lib/site-summary';
import type { ShowWarning } from '../messaging/content-protocol';
import { createWarningController } from './warning';

const TAB = 3;
const site = (score: number): SiteSummary => ({
  host: 'paypa1.example',
  score,
  band: score >= 70 ? 'trusted' : score >= 40 ? 'caution' : 'suspicious',
  source: 'server',
  summary: 'Looks like a copy of PayPal.',
  flags: ['Imitates paypal.com'],
  lookalike: { brand: 'PayPal', officialDomain: 'paypal.com' },
  reportedAt: 0,
});

let shown: Array<[number, ShowWarning]>;
let hasAccess: boolean;
const controller = () =>
  createWarningController({
    show: (tabId, message) => {
      shown.push([tabId, message]);
      return Promise.resolve();
    },
    hasAccess: () => Promise.resolve(hasAccess),
  });

beforeEach(() => {
  fakeBrowser.reset();
  shown = [];
  hasAccess = true;
});

describe('the warning banner trigger', () => {
  it('warns below 40 with the host, score, flags and lookalike, and nothing else', async () => {
    await controller().onScored(TAB, 'https://paypa1.example/login', site(39));
    expect(shown).toEqual([
      [
        TAB,
        {
          type: 'show-warning',
          site: {
            host: 'paypa1.example',
            score: 39,
            flags: ['Imitates paypal.com'],
            lookalike: { brand: 'PayPal', officialDomain: 'paypal.com' },
          },
        },
      ],
    ]);
  });

  it('stays quiet at 40 and above', async () => {
    await controller().onScored(TAB, 'https://paypa1.example/', site(40));
    expect(shown).toEqual([]);
  });

  it('stays quiet for a trusted site', async () => {
    await setSiteTrusted('paypa1.example', true);
    await controller().onScored(TAB, 'https://paypa1.example/', site(10));
    expect(shown).toEqual([]);
  });

  it('stays quiet when warnings are off or all-sites access was not granted', async () => {
    await updateSettings({ warnings: false });
    await controller().onScored(TAB, 'https://paypa1.example/', site(10));
    await updateSettings({ warnings: true });
    hasAccess = false;
    await controller().onScored(TAB, 'https://paypa1.example/', site(10));
    expect(shown).toEqual([]);
  });

  it("does not come back in a tab after 'Continue anyway', but does in another tab", async () => {
    const warnings = controller();
    warnings.dismiss(TAB, 'paypa1.example');
    await warnings.onScored(TAB, 'https://paypa1.example/next', site(10));
    await warnings.onScored(TAB + 1, 'https://paypa1.example/', site(10));
    expect(shown.map(([tabId]) => tabId)).toEqual([TAB + 1]);
  });
});
