import { APP_VERSION } from '@scamcheck/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { DebugLogPanel } from '../../features/debug-log/debug-log-panel';
import { RecentDomainsList } from '../../features/recent-domains/recent-domains-list';
import { FOOTER_NAV } from './nav-links';

function formatToday(): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date());
}

export function Footer() {
  // Read once per mount: the footer shows the day the page was opened, not a ticking clock.
  const [today] = useState(formatToday);

  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-2">
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {FOOTER_NAV.map((item) => (
              <li key={item.label}>
                <Link to={item.to} className="text-slate-700 hover:underline dark:text-slate-300">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-recent-heading">
          <h2 id="footer-recent-heading" className="mb-2 text-sm font-semibold">
            Recent analyses
          </h2>
          <RecentDomainsList />
        </section>
      </div>
      <div className="mx-auto max-w-6xl px-4 pb-8 text-center text-xs text-slate-600 dark:text-slate-400">
        <p>
          ScamCheck v{APP_VERSION} · {today}
        </p>
        <div className="mt-2">
          <DebugLogPanel />
        </div>
      </div>
    </footer>
  );
}
