import { Link } from 'react-router';
import { PageIntro } from '../../components/ui/page-intro';
import { ADMIN_SECTIONS } from './admin-sections';

export function AdminIndexPage() {
  return (
    <>
      <PageIntro title="Admin panel">
        <p>Administrators run ScamCheck from here. Each section below will hold its tools.</p>
      </PageIntro>
      <ul className="grid gap-4 sm:grid-cols-2">
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.path}>
            <Link
              to={`/admin/${section.path}`}
              className="block rounded-lg border border-slate-200 p-4 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-900"
            >
              <span className="font-semibold">{section.title}</span>
              <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">{section.summary}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
