import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClassName } from '../../components/ui/button';
import { EXTENSION_DOWNLOADS } from './extension-downloads';

type Browser = { id: keyof typeof EXTENSION_DOWNLOADS; name: string; note: string; steps: ReactNode[] };

const BROWSERS: readonly Browser[] = [
  {
    id: 'chrome',
    name: 'Chrome, Edge, Brave and other Chromium browsers',
    note: 'Works in any browser built on Chromium.',
    steps: [
      'Download the Chrome package and unzip it into a folder you will keep.',
      <>
        Open <code>chrome://extensions</code> (in Edge, <code>edge://extensions</code>).
      </>,
      'Switch on “Developer mode” in the top right corner.',
      'Click “Load unpacked” and choose the unzipped folder.',
      'Pin ScamCheck from the puzzle-piece menu so its badge is always visible.',
    ],
  },
  {
    id: 'firefox',
    name: 'Firefox',
    note: 'Firefox 109 or later.',
    steps: [
      'Download the Firefox package (keep it zipped).',
      <>
        Open <code>about:debugging#/runtime/this-firefox</code>.
      </>,
      'Click “Load Temporary Add-on…” and choose the downloaded zip file.',
      'Firefox keeps temporary add-ons until it restarts; repeat these steps after a restart.',
    ],
  },
];

/** Download button and install steps for each supported browser. */
export function InstallSteps() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {BROWSERS.map((browser) => (
        <section
          key={browser.id}
          aria-labelledby={`install-${browser.id}`}
          className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
        >
          <h3 id={`install-${browser.id}`} className="text-lg font-semibold">
            {browser.name}
          </h3>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{browser.note}</p>
          <a href={EXTENSION_DOWNLOADS[browser.id]} download className={buttonClassName('primary', 'mt-4')}>
            <Download aria-hidden="true" className="size-4" />
            Download for {browser.id === 'chrome' ? 'Chrome' : 'Firefox'}
          </a>
          <ol className="mt-5 list-decimal space-y-2 pl-5 text-slate-700 dark:text-slate-300 [&_code]:break-all">
            {browser.steps.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
