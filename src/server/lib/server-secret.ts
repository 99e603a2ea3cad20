import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';

const KEY = 'jwt_secret';

/**
 * JWT_SECRET when configured; otherwise one generated on first start and kept in the database,
 * so every instance sharing the database signs alike and restarts keep sessions valid.
 */
export async function resolveJwtSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const generated = randomBytes(48).toString('base64url');
  await db.insert(appSettings).values({ key: KEY, value: generated }).onConflictDoNothing();
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, KEY));
  if (!row) throw new Error('No se pudo obtener la clave de firma');
  return row.value;
}
