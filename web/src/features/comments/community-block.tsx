import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClassName } from '../../components/ui/button';
import { Pagination } from '../../components/ui/pagination';
import { useAuth } from '../auth/use-auth';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import { useDomainComments } from './comments-api';
import { CommunitySummary } from './community-summary';

/**
 * The result page's community block: what people who used the site say about it, and a form to add
 * one's own. Hidden entirely while administrators have comments switched off.
 */
export function CommunityBlock({ domain }: { domain: string }) {
  const [page, setPage] = useState(1);
  const location = useLocation();
  const { isAuthenticated, isLoading } = useAuth();
  const comments = useDomainComments(domain, page);
  const data = comments.data;

  if (comments.isError || (data && !data.enabled)) return null;

  const mineWaiting = (data?.mine ?? []).filter((comment) => comment.status !== 'approved');
  const ownIds = new Set((data?.mine ?? []).map((comment) => comment.id));
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <section aria-labelledby="community-heading" className="space-y-6">
      <div>
        <h2 id="community-heading" className="text-xl font-semibold">
          Community reviews
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Experiences of people who used this site. They can lower the score only a little, and only once
          moderated.
        </p>
      </div>
      {comments.isPending || !data ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          Loading reviews…
        </p>
      ) : (
        <>
          <CommunitySummary summary={data.summary} />
          {mineWaiting.length > 0 && (
            <div>
              <h3 className="font-semibold">Your comments</h3>
              <ul className="divide-y divide-slate-200 dark:divide-slate-800">
                {mineWaiting.map((comment) => (
                  <CommentItem key={comment.id} comment={comment} isSignedIn isOwn />
                ))}
              </ul>
            </div>
          )}
          {data.items.length > 0 && (
            <div>
              <ul aria-label="Reviews" className="divide-y divide-slate-200 dark:divide-slate-800">
                {data.items.map((comment) => (
                  <CommentItem
                    key={comment.id}
                    comment={comment}
                    isSignedIn={isAuthenticated}
                    isOwn={ownIds.has(comment.id)}
                  />
                ))}
              </ul>
              <Pagination page={data.page} pageCount={pageCount} onPageChange={setPage} />
            </div>
          )}
        </>
      )}
      {isAuthenticated ? (
        <div className="rounded-xl border border-slate-200 p-4 sm:p-6 dark:border-slate-800">
          <CommentForm domain={domain} />
        </div>
      ) : (
        !isLoading && (
          <p className="rounded-xl border border-dashed border-slate-300 p-5 text-slate-700 dark:border-slate-700 dark:text-slate-300">
            <Link
              to="/login"
              state={{ from: location.pathname }}
              className={buttonClassName('secondary', 'mr-3')}
            >
              Sign in
            </Link>
            to rate this website and share what happened to you.
          </p>
        )
      )}
    </section>
  );
}
