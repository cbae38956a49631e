/** Starts fetching the lexical engine when the visitor shows intent (focus), so the level is ready sooner. */
export function preloadLocalThreatLevel(): void {
  import('./local-threat-level').catch(() => {
    // The real use retries the import and reports its own failure.
  });
}
