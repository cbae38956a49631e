import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToasterHost } from '../components/ui/toaster-host';
import { ThemeSync } from '../features/theme/theme-sync';

type AppProviderProps = {
  queryClient: QueryClient;
  children: ReactNode;
};

/** App-wide context. The query client is passed in so tests get a fresh cache each. */
export function AppProvider({ queryClient, children }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeSync />
      {children}
      <ToasterHost />
    </QueryClientProvider>
  );
}
