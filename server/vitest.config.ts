import { defineProject } from 'vitest/config';

/**
 * Suites that need a service outside the repository run only when it is named; otherwise they are left
 * out of the run with one line saying why (never registered as skipped tests). In CI the PostgreSQL and
 * Redis suites are required: their files fail when the variable is missing.
 */
const SERVICE_SUITES = [
  {
    file: 'src/storage/storage.postgres.test.ts',
    isAvailable: () => has('TEST_DATABASE_URL'),
    requiredInCi: true,
    reason: 'Postgres contract suite skipped: TEST_DATABASE_URL not set',
  },
  {
    file: 'src/http/quota.redis.test.ts',
    isAvailable: () => has('TEST_REDIS_URL'),
    requiredInCi: true,
    reason: 'Redis quota tests skipped: TEST_REDIS_URL not set',
  },
  {
    file: 'src/faults/faults.postgres.test.ts',
    isAvailable: () => has('TEST_DATABASE_URL'),
    requiredInCi: true,
    reason: 'PostgreSQL fault tests skipped: TEST_DATABASE_URL not set',
  },
  {
    file: 'src/cluster/replicas.postgres.test.ts',
    isAvailable: () => has('TEST_DATABASE_URL'),
    requiredInCi: true,
    reason: 'PostgreSQL replica tests skipped: TEST_DATABASE_URL not set',
  },
  {
    file: 'src/cluster/cluster.redis.test.ts',
    isAvailable: () => has('TEST_REDIS_URL'),
    requiredInCi: true,
    reason: 'Redis replica coordination tests skipped: TEST_REDIS_URL not set',
  },
  {
    file: 'src/faults/faults.redis.test.ts',
    isAvailable: () => has('TEST_REDIS_URL'),
    requiredInCi: true,
    reason: 'Redis fault tests skipped: TEST_REDIS_URL not set',
  },
  {
    // TEST_MONGODB_MEMORY_SERVER=on lets mongodb-memory-server find or download a mongod instead.
    file: 'src/storage/storage.mongo.test.ts',
    isAvailable: () => has('TEST_MONGODB_URI') || process.env.TEST_MONGODB_MEMORY_SERVER === 'on',
    requiredInCi: false,
    reason: 'MongoDB contract suite skipped: no server',
  },
];

function has(name: string): boolean {
  const value = process.env[name];
  return value !== undefined && value !== '';
}

const isCi = process.env.CI === 'true';
const leftOut = SERVICE_SUITES.filter((suite) => !suite.isAvailable() && !(isCi && suite.requiredInCi));
for (const suite of leftOut) console.warn(suite.reason);

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...leftOut.map((suite) => suite.file)],
    // Storage tests start PGlite (a WebAssembly Postgres) and run migrations, which takes seconds.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
