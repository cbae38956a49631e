import { ExternalLink as ExternalLinkIcon } from 'lucide-react';
import type { AnchorHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

type ExternalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & { href: string };

/** A link to another site: new tab, no opener, and it says so to screen readers. */
export function ExternalLink({ className, children, ...props }: ExternalLinkProps) {
  return (
    <a
      target="_blank"
      rel="noopener noreferrer"
      className={cn('text-brand-700 dark:text-brand-500 underline underline-offset-2', className)}
      {...props}
    >
      {children}
      <ExternalLinkIcon aria-hidden="true" className="ml-1 inline size-3.5 align-baseline" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
