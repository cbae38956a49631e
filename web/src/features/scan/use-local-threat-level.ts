import { useEffect, useState } from 'react';
import type { ThreatLevel } from '@scamcheck/shared';

/**
 * The instant, offline threat level of what the visitor typed (the shared lexical engine), shown by
 * the animation while the server runs its full analysis. `unknown` until the engine has loaded.
 */
export function useLocalThreatLevel(input: string | null): ThreatLevel {
  const [result, setResult] = useState<{ input: string; level: ThreatLevel } | null>(null);

  useEffect(() => {
    if (input === null) return;
    let isCurrent = true;
    import('./local-threat-level')
      .then(({ localThreatLevel }) => {
        if (isCurrent) setResult({ input, level: localThreatLevel(input) });
      })
      .catch((error: unknown) => {
        // Only a hint: if the chunk fails to load the animation simply keeps showing "unknown".
        console.warn('Local threat level unavailable', error);
      });
    return () => {
      isCurrent = false;
    };
  }, [input]);

  return result !== null && result.input === input ? result.level : 'unknown';
}
