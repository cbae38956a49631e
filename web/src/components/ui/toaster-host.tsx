import { lazy, Suspense, useState } from 'react';
import { useToastStore } from './toast-store';

// Radix's toast region is fetched with the first toast, not with every page; once there it stays.
const Toaster = lazy(() => import('./toast').then((module) => ({ default: module.Toaster })));

/** Mount once: shows the toast region from the first toast on. */
export function ToasterHost() {
  const hasToast = useToastStore((state) => state.current !== null);
  const [isNeeded, setIsNeeded] = useState(hasToast);
  if (hasToast && !isNeeded) setIsNeeded(true);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
