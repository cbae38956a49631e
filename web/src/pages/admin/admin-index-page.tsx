import { Link } from 'react-router';
import { PageIntro } from '../../components/ui/page-intro';
import { OverviewCards } from '../../features/admin/overview/overview-cards';
import { Panel } from '../../features/admin/ui/panel';
import { ADMIN_SECTIONS } from './admin-sections';

export function AdminIndexPage() {
  return (
    <>
      <PageIntro title="Admin panel">
        <p>How ScamCheck is doing today, and the tools to run it.</p>
      </PageIntro>
      <div className="space-y-8">
        <Panel title="Today">
          <OverviewCards />
        </Panel>
        <nav aria-label="Admin sections">
          <ul className="grid gap-4 sm:grid-cols-2">
            {ADMIN_SECTIONS.map((section) => (
              <li key={section.path}>
                <Link
                  to={`/admin/${section.path}`}
                  className="block h-full rounded-lg border border-slate-200 p-4 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-900"
                >
                  <span className="font-semibold">{section.title}</span>
                  <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
                    {section.summary}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
