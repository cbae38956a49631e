import type { ReactNode } from 'react';

type PageIntroProps = {
  title: string;
  children: ReactNode;
};

/** A page's heading, lead paragraph and browser tab title (React 19 hoists <title> into <head>). */
export function PageIntro({ title, children }: PageIntroProps) {
  return (
    <div className="mb-8 max-w-3xl">
      <title>{`${title} — ScamCheck`}</title>
      <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{title}</h1>
      <div className="mt-4 text-lg text-slate-600 dark:text-slate-300">{children}</div>
    </div>
  );
}
