import pg from 'pg';

const SAFE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Runs one statement on a PostgreSQL server through a short-lived connection (CREATE/DROP DATABASE). */
async function runOnServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates database `name` on the server of `serverUrl` and returns the URL that connects to it. */
export async function createDatabaseOnServer(serverUrl: string, name: string): Promise<string> {
  if (!SAFE_NAME.test(name)) throw new Error(`Unsafe database name: ${name}`);
  await runOnServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabaseOnServer(serverUrl: string, name: string): Promise<void> {
  if (!SAFE_NAME.test(name)) throw new Error(`Unsafe database name: ${name}`);
  await runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
