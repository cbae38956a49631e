import { useSearchParams } from 'react-router';
import { PageIntro } from '../components/ui/page-intro';
import { StatusMessage } from '../components/ui/status-message';
import { CompareColumn } from '../features/compare/compare-column';
import { CompareForm, MAX_COMPARED } from '../features/compare/compare-form';
import { useCompareReports } from '../features/compare/compare-report-query';
import { cn } from '../lib/cn';

/** /compare?d=a&d=b(&d=c): two or three sites side by side, e.g. a shop and the brand it claims to be. */
export function ComparePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const domains = searchParams.getAll('d').slice(0, MAX_COMPARED);
  const results = useCompareReports(domains.length >= 2 ? domains : []);

  return (
    <>
      <PageIntro title="Compare websites">
        <p>
          Put two or three sites side by side, for example a shop and the brand it says it is, and read their
          scores and warning signs together.
        </p>
      </PageIntro>
      <div className="space-y-8">
        <CompareForm
          key={domains.join(' ')}
          initial={domains}
          onCompare={(chosen) => setSearchParams(new URLSearchParams(chosen.map((domain) => ['d', domain])))}
        />
        {results.length > 0 && (
          <div className={cn('grid gap-4', results.length === 3 ? 'md:grid-cols-3' : 'md:grid-cols-2')}>
            {results.map((result, index) => {
              const domain = domains[index] ?? '';
              if (result.data) return <CompareColumn key={domain} report={result.data} />;
              return (
                <div key={domain} className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
                  <h2 className="text-lg font-semibold break-all">{domain}</h2>
                  {result.isError ? (
                    <p role="alert" className="mt-2 text-sm break-words text-red-700 dark:text-red-400">
                      Could not analyse this site: {result.error.message}
                    </p>
                  ) : (
                    <StatusMessage>Analyzing...</StatusMessage>
                  )}
                </div>
              );
            })}
          </div>
        )}
      </div>
    </>
  );
}
