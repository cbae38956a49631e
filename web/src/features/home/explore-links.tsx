import { ArrowRight, Info, Puzzle } from 'lucide-react';
import { Link } from 'react-router';

const LINKS = [
  {
    to: '/about',
    Icon: Info,
    title: 'About ScamCheck',
    text: 'Who we are, how the score is built and where automated checks reach their limits.',
  },
  {
    to: '/extensions',
    Icon: Puzzle,
    title: 'Browser extension',
    text: 'See a trust score for every site you visit, and check links and images with a right-click.',
  },
] as const;

/** The home page's links to the about and extensions pages. */
export function ExploreLinks() {
  return (
    <section aria-label="More from ScamCheck" className="grid gap-4 md:grid-cols-2">
      {LINKS.map(({ to, Icon, title, text }) => (
        <Link
          key={to}
          to={to}
          className="group hover:border-brand-500 flex gap-4 rounded-xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-800 dark:bg-slate-900"
        >
          <Icon aria-hidden="true" className="text-brand-600 size-8 shrink-0" />
          <span>
            <span className="flex items-center gap-1 font-semibold group-hover:underline">
              {title}
              <ArrowRight aria-hidden="true" className="size-4" />
            </span>
            <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">{text}</span>
          </span>
        </Link>
      ))}
    </section>
  );
}
