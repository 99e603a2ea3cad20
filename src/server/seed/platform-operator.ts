import { eq } from 'drizzle-orm';
import { checkPasswordPolicies } from '../../shared/domain/auth-policy';
import { AVATAR_COLORS } from '../../shared/domain/user';
import { z } from '../../shared/domain/zod-locale';
import { MENSAJES_OPERADOR as M } from '../../shared/labels/sat-lists';
import type { Db } from '../db/client';
import { platformRoles, users } from '../db/schema';
import type { Env } from '../env';
import { authPoliciesRepository } from '../modules/auth-policies/auth-policies.repository';
import { hashPassword } from '../modules/auth/password';
import { StartupError } from './first-admin';

export interface OperatorSettings {
  email: string;
  password: string;
  completeName?: string;
}

/** The OPERATOR_* variables, or undefined unless both are set. */
export function operatorSettings(env: Pick<Env, 'OPERATOR_EMAIL' | 'OPERATOR_PASSWORD'>): OperatorSettings | undefined {
  if (!env.OPERATOR_EMAIL || !env.OPERATOR_PASSWORD) return undefined;
  return { email: env.OPERATOR_EMAIL, password: env.OPERATOR_PASSWORD };
}

/** A start that must not go on (bad OPERATOR_* settings): `npm start` prints its Spanish message. */
export class OperatorSettingsError extends StartupError {}

/**
 * Makes `email` the platform operator: creates the user (activated, no company) when missing, and
 * grants the role. Idempotent: an existing user keeps its password and memberships. The password
 * must pass the platform policy, as the first administrator's does.
 */
export async function ensurePlatformOperator(db: Db, settings: OperatorSettings): Promise<'created' | 'granted' | 'unchanged'> {
  const email = settings.email.trim().toLowerCase();
  if (!z.email().safeParse(email).success) throw new OperatorSettingsError(M.correoInvalido);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) {
    const granted = await db.insert(platformRoles).values({ userId: existing.id, role: 'operator' }).onConflictDoNothing().returning({ userId: platformRoles.userId });
    return granted.length ? 'granted' : 'unchanged';
  }
  const broken = checkPasswordPolicies(settings.password, await authPoliciesRepository(db).effective(null)).filter((p) => p.hasError);
  if (broken.length) throw new OperatorSettingsError(`${M.contrasenaDebil}\n  - ${broken.map((p) => `${p.description} (${p.value})`).join('\n  - ')}`);
  const passwordHash = await hashPassword(settings.password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email, passwordHash, completeName: settings.completeName ?? M.nombre, color: AVATAR_COLORS[0], realmRole: 'Reader', updatedPassword: true })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) return 'unchanged';
    await tx.insert(platformRoles).values({ userId: user.id, role: 'operator' });
    return 'created';
  });
}

/** The demo's platform operator (README: demo users); same demo password as the others. */
export const DEMO_OPERATOR = { email: 'operador@avala.demo', completeName: 'Patricia Operadora Salinas', purpose: 'Operador de la plataforma (importa las listas 69 y 69-B del SAT)' } as const;
