import { useSearchParams } from 'react-router';
import { describeLoginError } from './login-error';

/** Explains why the server sent the visitor back to the sign-in page, if it did. */
export function LoginErrorNotice() {
  const [params] = useSearchParams();
  const notice = describeLoginError(params.get('error'), params.get('message'));
  if (!notice) return null;
  return (
    <div
      role="alert"
      className="mb-6 max-w-xl rounded-md border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <p className="font-semibold">{notice.title}</p>
      <p className="mt-1 text-sm">{notice.description}</p>
    </div>
  );
}
