// The request mix of `pnpm bench:load`: routes with weights, the clients that drive them until the
// time is up, and the table of results. The scenario (servers, sites, which routes) is bench-load.ts.
import type { Pool } from 'undici';
import { FAULT_PUBLIC_URL } from '../../src/faults/fault-client';
import { ms, percentile } from './percentiles';

type Tally = { durations: number[]; statuses: Map<number, number>; failures: number };
export type LoadRoute = {
  name: string;
  weight: number;
  tally: Tally;
  send(pool: Pool, n: number): Promise<number>;
};
export const newTally = (): Tally => ({ durations: [], statuses: new Map(), failures: 0 });

/** Sends requests from `concurrency` clients for `seconds`; returns the seconds it took. */
export async function runMix(
  routes: LoadRoute[],
  poolFor: (client: number) => Pool,
  { concurrency, seconds }: { concurrency: number; seconds: number },
): Promise<number> {
  const totalWeight = routes.reduce((sum, route) => sum + route.weight, 0);
  // A fixed, evenly spread sequence: request n goes to the route whose share of the weights holds n.
  const pick = (n: number): LoadRoute => {
    let point = (n * 7919) % totalWeight;
    const found = routes.find((route) => {
      point -= route.weight;
      return point < 0;
    });
    if (found === undefined) throw new Error('weights do not add up');
    return found;
  };
  const deadline = performance.now() + seconds * 1000;
  let sent = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_unused, client) => {
      const pool = poolFor(client);
      while (performance.now() < deadline) {
        const n = sent++;
        const route = pick(n);
        const { tally } = route;
        const begun = performance.now();
        try {
          const code = await route.send(pool, n);
          tally.durations.push(performance.now() - begun);
          tally.statuses.set(code, (tally.statuses.get(code) ?? 0) + 1);
        } catch (error) {
          if (tally.failures === 0) console.log(`${route.name}: ${String(error)}`);
          tally.failures += 1;
        }
      }
    }),
  );
  return (performance.now() - started) / 1000;
}

/** Prints throughput, p50/p99 and statuses per route; returns the counts of 5xx and failed requests. */
export function printResults(
  routes: LoadRoute[],
  elapsed: number,
): { serverErrors: number; failures: number } {
  let serverErrors = 0;
  let failures = 0;
  let total = 0;
  console.log(
    `\n${'route'.padEnd(42)} ${'requests'.padStart(8)} ${'req/s'.padStart(7)} ${'p50'.padStart(9)} ${'p99'.padStart(9)}  statuses`,
  );
  for (const { name, tally } of routes) {
    const fivexx = [...tally.statuses]
      .filter(([code]) => code >= 500)
      .reduce((sum, [, count]) => sum + count, 0);
    serverErrors += fivexx;
    failures += tally.failures;
    total += tally.durations.length;
    const statuses = [...tally.statuses].map(([code, count]) => `${code}×${count}`).join(' ');
    console.log(
      `${name.padEnd(42)} ${String(tally.durations.length).padStart(8)} ${(tally.durations.length / elapsed).toFixed(1).padStart(7)} ${ms(percentile(tally.durations, 0.5)).padStart(9)} ${ms(percentile(tally.durations, 0.99)).padStart(9)}  ${statuses}${tally.failures > 0 ? ` failed×${tally.failures}` : ''}`,
    );
  }
  console.log(
    `\nthroughput: ${(total / elapsed).toFixed(1)} requests/s over ${elapsed.toFixed(1)} s (${total} answered)`,
  );
  console.log(`5xx: ${serverErrors}   connection failures: ${failures}`);
  return { serverErrors, failures };
}

export const BOUNDARY = 'bench-load-boundary';

/** One PNG in the field "image", as a browser's form would send it. */
export function multipartImage(png: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="shot.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

export function json(body: unknown) {
  return {
    headers: { 'content-type': 'application/json', origin: FAULT_PUBLIC_URL },
    body: JSON.stringify(body),
  };
}

let hasShownServerError = false;

export async function status(pending: ReturnType<Pool['request']>): Promise<number> {
  const response = await pending;
  if (response.statusCode >= 500 && !hasShownServerError) {
    // The first 5xx body says why (e.g. the database pool), the count is in the table.
    hasShownServerError = true;
    console.log(`first 5xx: ${response.statusCode} ${(await response.body.text()).slice(0, 300)}`);
    return response.statusCode;
  }
  await response.body.dump();
  return response.statusCode;
}
