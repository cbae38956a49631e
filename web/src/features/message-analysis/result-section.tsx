import { useId, type ReactNode } from 'react';

/** One titled part of the message result; the heading names the region for screen readers. */
export function ResultSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h4 id={id} className="font-semibold">
        {title}
      </h4>
      <div className="mt-2">{children}</div>
    </section>
  );
}
