import type { ReactNode } from 'react';

/** A short, centred, politely announced state line ("Verifying access...", "Loading…"). */
export function StatusMessage({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="py-16 text-center text-slate-600 dark:text-slate-400">
      {children}
    </p>
  );
}
