import { Link } from 'react-router';
import { buttonClassName } from '../components/ui/button';

export function NotFoundPage() {
  return (
    <div className="py-16 text-center">
      <title>404 Page Not Found — ScamCheck</title>
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">Did you forget to add the page to the router?</p>
      <Link to="/" className={buttonClassName('primary', 'mt-8')}>
        Go back home
      </Link>
    </div>
  );
}
