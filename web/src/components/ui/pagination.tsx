import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

type PaginationProps = { page: number; pageCount: number; onPageChange: (page: number) => void };

/** Previous / next with "Page n of m" between them. */
export function Pagination({ page, pageCount, onPageChange }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-4">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </Button>
      <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
        Page {page} of {pageCount}
      </p>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
