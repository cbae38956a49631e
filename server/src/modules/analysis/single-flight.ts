/**
 * Concurrent callers with the same key share one promise: ten visitors analysing one host at once
 * cause one analysis. Per process; replicas behind a load balancer each run their own.
 */
export function singleFlight<T>(): (key: string, work: () => Promise<T>) => Promise<T> {
  const inFlight = new Map<string, Promise<T>>();
  return (key, work) => {
    const running = inFlight.get(key);
    if (running !== undefined) return running;
    const started = work().finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  };
}
