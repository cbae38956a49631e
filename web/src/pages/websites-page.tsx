import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClassName } from '../components/ui/button';
import { PageIntro } from '../components/ui/page-intro';
import { Pagination } from '../components/ui/pagination';
import { StatusMessage } from '../components/ui/status-message';
import { DomainList } from '../features/websites/domain-list';
import {
  paramsFromSearch,
  useDomainList,
  type DomainListParams,
} from '../features/websites/domain-list-query';
import { WebsitesControls } from '../features/websites/websites-controls';

/** /websites: every analysed domain, state kept in the address so a filtered list can be shared. */
export function WebsitesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = paramsFromSearch(searchParams);
  const list = useDomainList(params);

  const update = useCallback(
    (change: Partial<DomainListParams>) => {
      setSearchParams(
        (current) => {
          const next = { ...paramsFromSearch(current), page: 1, ...change };
          const search = new URLSearchParams();
          if (next.q !== '') search.set('q', next.q);
          if (next.band !== null) search.set('band', next.band);
          if (next.sort !== 'recent') search.set('sort', next.sort);
          if (next.page > 1) search.set('page', String(next.page));
          return search;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  const data = list.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <>
      <PageIntro title="Scanned websites">
        <p>
          Every site ScamCheck has analysed, with its latest trust score. Look a site up before you visit it.
        </p>
      </PageIntro>
      <div className="space-y-6">
        <WebsitesControls params={params} onChange={update} />
        <div aria-live="polite" aria-busy={list.isFetching}>
          {list.isPending && <StatusMessage>Loading websites…</StatusMessage>}
          {list.isError && (
            <p role="alert" className="text-red-700 dark:text-red-400">
              The list could not be loaded ({list.error.message}).
            </p>
          )}
          {data && (
            <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
              {data.total === 1 ? '1 website' : `${data.total.toLocaleString()} websites`}
            </p>
          )}
          {data && data.items.length > 0 && <DomainList items={data.items} />}
          {data && data.items.length === 0 && (
            <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
              <p>No analysed website matches.</p>
              <Link to="/" className={buttonClassName('primary', 'mt-4')}>
                Analyze a website
              </Link>
            </div>
          )}
        </div>
        <Pagination page={params.page} pageCount={pageCount} onPageChange={(page) => update({ page })} />
      </div>
    </>
  );
}
