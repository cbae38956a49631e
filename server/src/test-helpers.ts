import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Express } from 'express';
import { createApp, type CreateAppOptions } from './app';
import { loadConfig } from './config';
import { closeContainer, createContainer, type Container } from './container';

/**
 * Building blocks for integration tests: a real container on in-memory PGlite with a silent
 * logger, and the real app on top of it. Always call `close()` (e.g. in afterAll/afterEach).
 */

// A folder that never exists, so tests do not depend on whether web/dist has been built.
const NO_WEB_DIST = join(tmpdir(), 'scamcheck-test-no-web-dist');

export type TestContainerOverrides = Partial<Container> & {
  /** Extra environment variables, as an operator would set them (e.g. { LIVE_CHECKS: 'off' }). */
  env?: Record<string, string>;
};

export async function createTestContainer({
  env = {},
  ...overrides
}: TestContainerOverrides = {}): Promise<Container> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: 'memory://',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: NO_WEB_DIST,
    LIVE_CHECKS: 'off',
    ...env,
  });
  return createContainer(config, overrides);
}

export type TestApp = { app: Express; container: Container; close: () => Promise<void> };

export async function createTestApp(
  overrides: TestContainerOverrides = {},
  options: CreateAppOptions = {},
): Promise<TestApp> {
  const container = await createTestContainer(overrides);
  return { app: createApp(container, options), container, close: () => closeContainer(container) };
}
