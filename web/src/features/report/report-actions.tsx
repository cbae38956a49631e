import { GitCompareArrows, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { ShareButton } from './share-button';

type ReportActionsProps = {
  domain: string;
  isRescanning: boolean;
  onRescan: () => void;
};

/** Rescan (a fresh analysis, skipping the 24-hour cache), Compare with other sites, Share. */
export function ReportActions({ domain, isRescanning, onRescan }: ReportActionsProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button onClick={onRescan} disabled={isRescanning}>
        <RefreshCw aria-hidden="true" className={cn('size-4', isRescanning && 'motion-safe:animate-spin')} />
        {isRescanning ? 'Rescanning...' : 'Rescan'}
      </Button>
      <Link to={`/compare?d=${encodeURIComponent(domain)}`} className={buttonClassName('secondary')}>
        <GitCompareArrows aria-hidden="true" className="size-4" />
        Compare
      </Link>
      <ShareButton title={`ScamCheck report for ${domain}`} />
    </div>
  );
}
