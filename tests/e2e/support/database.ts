import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { markSeededCopy, seededTemplate } from './seeded';

/** The PostgreSQL server of these machines (trust auth); TEST_DATABASE_URL overrides it. */
export const POSTGRES_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** One statement on its own connection (the tests run a handful, no pool needed). */
export async function sql(url: string, text: string, values: unknown[] = []) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

export interface ThrowawayDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A database for one test file: inside the e2e suite a copy of the seeded template (the server's
 * start finds it migrated and seeded), elsewhere an empty one the server migrates and seeds.
 */
export async function createThrowawayDatabase(prefix = 'avala_e2e'): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const template = (await seededTemplate())?.postgresDatabase;
  await sql(POSTGRES_ADMIN_URL, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  if (template) markSeededCopy(url.toString());
  return {
    url: url.toString(),
    drop: async () => {
      await sql(POSTGRES_ADMIN_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
