import pg from 'pg';

/**
 * Drops and recreates one database named for its user (a fault test, the load bench) on the server
 * `adminUrl` points at, and returns its URL: other suites share the database TEST_DATABASE_URL names.
 */
export async function createFreshDatabase(adminUrl: string, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  return target.toString();
}
