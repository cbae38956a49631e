// The load generator of the cached-report benchmark, in its own thread so that the client's work does
// not share the server's event loop (the machine has two cores: one serves, one loads).
import { parentPort, workerData } from 'node:worker_threads';
import { Pool } from 'undici';

const { origin, path, total, concurrency } = workerData;
const pool = new Pool(origin, { connections: concurrency, pipelining: 1 });

async function run(count) {
  const durations = [];
  const statuses = {};
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      const started = performance.now();
      const response = await pool.request({ path, method: 'GET' });
      await response.body.text();
      durations.push(performance.now() - started);
      statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { durations, statuses, seconds: (performance.now() - started) / 1000 };
}

await run(Math.min(200, total)); // warm-up
const result = await run(total);
await pool.close();
parentPort.postMessage(result);
