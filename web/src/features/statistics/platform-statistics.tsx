import type { StatisticsResponse } from '@scamcheck/shared';
import { Activity, Globe, ShieldAlert, ShieldCheck } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { BAND_COLOURS } from '../scores/band-colours';
import { useStatistics } from './statistics-query';

type StatCard = {
  key: keyof Omit<StatisticsResponse, 'lastUpdated'>;
  title: string;
  caption: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  iconClassName: string;
};

// The four statistics cards, in this order.
const CARDS: readonly StatCard[] = [
  {
    key: 'totalDomainsAnalyzed',
    title: 'Total Domains Analyzed',
    caption: 'all time',
    Icon: Globe,
    iconClassName: 'text-brand-600 dark:text-brand-500',
  },
  {
    key: 'domainsAnalyzedToday',
    title: 'Analyzed Today',
    caption: 'last 24h',
    Icon: Activity,
    iconClassName: 'text-sky-600 dark:text-sky-400',
  },
  {
    key: 'suspiciousDomainsDetected',
    title: 'Threats Detected',
    caption: 'suspicious domains',
    Icon: ShieldAlert,
    iconClassName: BAND_COLOURS.suspicious.icon,
  },
  {
    key: 'safeDomainsVerified',
    title: 'Safe Domains',
    caption: 'verified',
    Icon: ShieldCheck,
    iconClassName: BAND_COLOURS.trusted.icon,
  },
];

const numberFormat = new Intl.NumberFormat();

/**
 * Platform Statistics: loading placeholders, then four cards and 'Last updated'; nothing without data.
 * Before the first analysis on this server it explains that instead of showing four zero cards.
 */
export function PlatformStatistics() {
  const { data, isPending } = useStatistics();
  if (!isPending && data === undefined) return null;
  if (data !== undefined && data.totalDomainsAnalyzed === 0) return <NoStatisticsYet />;

  return (
    <section aria-labelledby="platform-statistics" aria-busy={isPending}>
      <h2 id="platform-statistics" className="text-2xl font-semibold">
        Platform Statistics
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {CARDS.map(({ key, title, caption, Icon, iconClassName }) => (
          <li
            key={key}
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-sm font-medium text-slate-600 dark:text-slate-300">{title}</h3>
              <Icon aria-hidden="true" className={`size-5 ${iconClassName}`} />
            </div>
            {data === undefined ? (
              <div data-testid="statistics-placeholder" className="mt-3 space-y-2">
                <div className="h-8 w-24 rounded bg-slate-200 motion-safe:animate-pulse dark:bg-slate-700" />
                <div className="h-3 w-20 rounded bg-slate-200 motion-safe:animate-pulse dark:bg-slate-700" />
              </div>
            ) : (
              <>
                <p className="mt-2 text-3xl font-bold tabular-nums">{numberFormat.format(data[key])}</p>
                <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{caption}</p>
              </>
            )}
          </li>
        ))}
      </ul>
      {data !== undefined && (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          Last updated: <time dateTime={data.lastUpdated}>{new Date(data.lastUpdated).toLocaleString()}</time>
        </p>
      )}
    </section>
  );
}

function NoStatisticsYet() {
  return (
    <section aria-labelledby="platform-statistics">
      <h2 id="platform-statistics" className="text-2xl font-semibold">
        Platform Statistics
      </h2>
      <p
        data-testid="statistics-empty"
        className="mt-4 rounded-xl border border-dashed border-slate-300 p-5 text-slate-600 dark:border-slate-700 dark:text-slate-300"
      >
        No website has been checked on this server yet, so there is nothing to count. The totals of checked
        sites, threats found and safe sites appear here after the first check.
      </p>
    </section>
  );
}
