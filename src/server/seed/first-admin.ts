import { count, sql } from 'drizzle-orm';
import { checkPasswordPolicies } from '../../shared/domain/auth-policy';
import { AVATAR_COLORS } from '../../shared/domain/user';
import { z } from '../../shared/domain/zod-locale';
import { MENSAJES_ARRANQUE as M } from '../../shared/labels/messages';
import { hasValidRfcCheckDigit, isRfcFormat, normalizeRfc, personTypeOfRfc } from '../../shared/mx/rfc';
import { recordAudit } from '../audit/audit-log';
import type { Db } from '../db/client';
import { companies, companyProducts, memberships, users } from '../db/schema';
import type { Env } from '../env';
import { authPoliciesRepository } from '../modules/auth-policies/auth-policies.repository';
import { hashPassword } from '../modules/auth/password';

/** A start that must not go on; `npm start` prints only its (Spanish) message and exits with 1. */
export class StartupError extends Error {
  override readonly name = 'StartupError';
}

export interface FirstAdminSettings {
  email: string;
  password: string;
  companyName: string;
  companyRfc: string;
}

/** The ADMIN_* variables, or undefined unless all four are set. */
export function firstAdminSettings(env: Pick<Env, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'ADMIN_COMPANY_NAME' | 'ADMIN_COMPANY_RFC'>): FirstAdminSettings | undefined {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password, ADMIN_COMPANY_NAME: companyName, ADMIN_COMPANY_RFC: companyRfc } = env;
  if (!email || !password || !companyName || !companyRfc) return undefined;
  return { email, password, companyName, companyRfc };
}

const ZAdminEmail = z.email();

/**
 * Checks the settings the way sign-up would: a real e-mail, the platform password policy (the
 * defaults of migration 0002 unless an operator changed them), a company name and an RFC of valid
 * format. A check-digit mismatch is only a warning (DOMAIN-MX: SAT issued such RFCs).
 */
async function validated(db: Db, settings: FirstAdminSettings, warn: (message: string) => void) {
  const email = settings.email.trim().toLowerCase();
  if (!ZAdminEmail.safeParse(email).success) throw new StartupError(M.correoAdministradorInvalido);
  const companyName = settings.companyName.trim();
  if (!companyName || companyName.length > 200) throw new StartupError(M.empresaAdministradorRequerida);
  const rfc = normalizeRfc(settings.companyRfc);
  if (!isRfcFormat(rfc)) throw new StartupError(M.rfcAdministradorInvalido);
  if (!hasValidRfcCheckDigit(rfc)) warn(M.rfcAdministradorDigito(rfc));
  const broken = checkPasswordPolicies(settings.password, await authPoliciesRepository(db).effective(null)).filter((p) => p.hasError);
  if (broken.length) throw new StartupError(`${M.contrasenaAdministradorDebil}\n  - ${broken.map((p) => `${p.description} (${p.value})`).join('\n  - ')}`);
  return { email, companyName, rfc };
}

/** Any value: only one first-admin transaction at a time, so two processes starting together create one admin. */
const FIRST_ADMIN_LOCK = 7_400_301;

/**
 * Creates the first administrator of an empty production database: an activated user (password
 * already chosen, so no forced change), the operator's company as a CORPORATIVO client that still
 * has to fill its company data, and the Administrador membership. Returns false and touches
 * nothing when any user already exists.
 */
export async function createFirstAdmin(db: Db, settings: FirstAdminSettings, warn: (message: string) => void = console.warn): Promise<boolean> {
  const { email, companyName, rfc } = await validated(db, settings, warn);
  const passwordHash = await hashPassword(settings.password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`);
    const [existing] = await tx.select({ value: count() }).from(users);
    if ((existing?.value ?? 0) > 0) return false;
    const [company] = await tx
      .insert(companies)
      .values({ name: companyName, rfc, type: personTypeOfRfc(rfc), status: 'CORPORATIVO', invitedAs: 'client', invited: false, updatedData: false })
      .returning({ id: companies.id });
    if (!company) throw new Error('first admin: company insert returned nothing');
    await tx.insert(companyProducts).values([
      { companyId: company.id, product: 'REPSE' },
      { companyId: company.id, product: 'LISTAS_NEGRAS_SAT' },
    ]);
    const [user] = await tx
      .insert(users)
      .values({ email, passwordHash, completeName: 'Administrador', color: AVATAR_COLORS[0], realmRole: 'Admin', updatedPassword: true })
      .returning({ id: users.id });
    if (!user) throw new Error('first admin: user insert returned nothing');
    await tx.insert(memberships).values({ userId: user.id, companyId: company.id, role: 'Administrador' });
    await recordAudit(tx, { action: 'platform.first_admin_created', actorUserId: user.id, companyId: company.id, entity: 'user', entityId: user.id });
    return true;
  });
}
