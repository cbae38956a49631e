import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, buttonClassName } from '../../components/ui/button';
import { PageIntro } from '../../components/ui/page-intro';
import { reportClientError } from './install-error-reporting';

/**
 * Shown in place of a page that crashed while rendering (the router's error boundary): the visitor keeps
 * the header and footer and gets a way out, and the error goes to the admin error console.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    if (!isRouteErrorResponse(error)) void reportClientError(error);
  }, [error]);
  return (
    <div role="alert">
      <PageIntro title="Something went wrong">
        <p>This page stopped working. The problem has been reported; reloading usually helps.</p>
      </PageIntro>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
        <Link to="/" className={buttonClassName('secondary')}>
          Go back home
        </Link>
      </div>
    </div>
  );
}
