import type { CreatedApiKey } from '@scamcheck/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';

/** The only time a key's secret is visible: copy it now, it cannot be shown again. */
export function NewApiKeyNotice({ apiKey, onDone }: { apiKey: CreatedApiKey; onDone: () => void }) {
  const [isCopied, setIsCopied] = useState(false);
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(apiKey.key);
      setIsCopied(true);
    } catch {
      setIsCopied(false);
    }
  };
  return (
    <div
      role="status"
      className="mt-4 rounded-md border border-emerald-300 bg-emerald-50 p-4 dark:border-emerald-800 dark:bg-emerald-950/40"
    >
      <p className="font-semibold">Your new key “{apiKey.name}”</p>
      <p className="mt-1 text-sm">Copy it now: for your safety it will not be shown again.</p>
      <code className="mt-3 block overflow-x-auto rounded bg-white p-2 font-mono text-sm break-all dark:bg-slate-900">
        {apiKey.key}
      </code>
      <div className="mt-3 flex gap-2">
        <Button variant="secondary" onClick={() => void handleCopy()}>
          {isCopied ? 'Copied' : 'Copy key'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
