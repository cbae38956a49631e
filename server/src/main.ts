import { createServer, type Server } from 'node:http';
import { createApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { closeContainer, createContainer, type Container } from './container';
import { scheduleSessionPurge } from './http/session';
import { recordProcessErrors } from './modules/errors/process-errors';
import { StorageOpenError } from './storage/storage-errors';

/** Entry point: config -> container -> app -> listen, and a clean stop on SIGTERM/SIGINT. */

const SHUTDOWN_CAP_MS = 10_000;

/** Startup failures are for an operator: one line each on stderr, no stack, exit code 1. */
function fail(lines: readonly string[]): never {
  for (const line of lines) process.stderr.write(`scamcheck: ${line}\n`);
  process.exit(1);
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? message;
}

async function start(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.issues.map((issue) => `invalid configuration: ${issue}`));
    throw error;
  }
  let container: Container;
  try {
    container = await createContainer(config);
  } catch (error) {
    if (error instanceof StorageOpenError) fail([error.message]);
    throw error;
  }
  const { logger } = container;
  recordProcessErrors(process, {
    recorder: container.errorRecorder,
    logger,
    exit: (code) => process.exit(code),
  });
  const server = createServer(createApp(container));
  const port = await listen(server, config.http.port, config.http.host).catch(async (error: unknown) => {
    await closeContainer(container);
    return fail([`cannot listen on ${config.http.host}:${config.http.port}: ${describe(error)}`]);
  });
  if (config.session.isSecure && config.http.trustProxy === 0) {
    logger.warn(
      'PUBLIC_URL is https but TRUST_PROXY=0: set TRUST_PROXY to the number of proxies in front so secure session cookies are issued',
    );
  }
  logger.info(`ScamCheck listening on http://localhost:${port} (storage: ${config.storage.label})`);
  if (config.engine.liveChecks) {
    // Downloads run in the background; a failed one is logged and the previous list stays in use.
    container.engineJobs.feeds.start();
    container.engineJobs.popularity.start();
  }
  if (config.images.warmOnStart) {
    // Loading the OCR model takes a second or two; do it now so the first upload does not wait.
    container.ocr
      .warm()
      .catch((error: unknown) => logger.warn({ err: error }, 'OCR workers failed to start'));
  }
  const stopPurge = scheduleSessionPurge(container.storage, (error) =>
    logger.warn({ err: error }, 'Session purge failed'),
  );

  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    logger.info({ signal }, 'Shutting down');
    stopPurge();
    await closeServer(server);
    await closeContainer(container);
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void stop(signal));
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address !== null ? address.port : port);
    });
  });
}

/** Stops accepting, lets requests in flight finish, and cuts what is still open after the cap. */
function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const cap = setTimeout(() => server.closeAllConnections(), SHUTDOWN_CAP_MS);
    cap.unref();
    server.close(() => {
      clearTimeout(cap);
      resolve();
    });
    server.closeIdleConnections();
  });
}

try {
  await start();
} catch (error) {
  fail([`failed to start: ${describe(error)}`]);
}
