import type { ImageLink } from '@scamcheck/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ScoreBadge } from '../scores/score-badge';

/** Every link or domain read in the image, with its own score and a link to its full report. */
export function ExtractedLinks({ links }: { links: readonly ImageLink[] }) {
  if (links.length === 0) return null;
  return (
    <div>
      <h4 className="font-semibold">Links found in the image:</h4>
      <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
        {links.map((link) => (
          <ScoredLinkItem key={link.domain} link={link} />
        ))}
      </ul>
    </div>
  );
}

/** One link with its score and band, and a link to its full report; `children` add a line below. */
export function ScoredLinkItem({ link, children }: { link: ImageLink; children?: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2">
      <span className="min-w-0 flex-1 font-mono text-sm break-all">{link.text}</span>
      <ScoreBadge score={link.score} />
      <Link to={link.reportPath} className="text-sm font-medium text-brand-700 underline dark:text-brand-300">
        Full report<span className="sr-only"> for {link.domain}</span>
      </Link>
      {children}
    </li>
  );
}
