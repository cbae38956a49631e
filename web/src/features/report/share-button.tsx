import { Check, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';

const COPIED_MESSAGE_MS = 3000;

/** Shares the report's address: the system share sheet where there is one, else the clipboard. */
export function ShareButton({ title }: { title: string }) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (status === 'idle') return;
    const timer = window.setTimeout(() => setStatus('idle'), COPIED_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closing the share sheet is not a failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => void share()}>
        {status === 'copied' ? (
          <Check aria-hidden="true" className="size-4" />
        ) : (
          <Share2 aria-hidden="true" className="size-4" />
        )}
        Share
      </Button>
      <span role="status" className="text-sm text-slate-600 dark:text-slate-400">
        {status === 'copied' && 'Link copied'}
        {status === 'failed' && 'Copy the address from the address bar to share this report'}
      </span>
    </>
  );
}
