import pg from 'pg';

/** The PostgreSQL server the tests use: DATABASE_URL, else the machine's local one. */
export const POSTGRES_ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The URL of database `name` on the server of {@link POSTGRES_ADMIN_URL}. */
export function postgresDatabaseUrl(name: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Whether PostgreSQL answers at {@link POSTGRES_ADMIN_URL}; prints the reason when it does not,
 * so the skipped part of the suite says why.
 */
export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (e) {
    console.log(`PostgreSQL tests skipped: no server answers at ${POSTGRES_ADMIN_URL} (${(e as Error).message})`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Runs one statement on the PostgreSQL server's admin database. */
export async function adminQuery(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
