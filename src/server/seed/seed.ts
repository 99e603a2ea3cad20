import { count } from 'drizzle-orm';
import { AVATAR_COLORS } from '../../shared/domain/user';
import type { Db } from '../db/client';
import { companies, companyLinks, companyProducts, memberships, notifications, regionManagerFiles, servicesOffered, users } from '../db/schema';
import { createFilesService } from '../modules/files/files.service';
import type { BlobStore } from '../storage/blob-store';
import { buildRegionManagersWorkbook } from '../xlsx/region-managers';
import { seedDemoGenerators } from './demo-generators';
import { seedDemoGeneratorsService } from './demo-generators-service';
import { seedDemoCatalogue } from './demo-catalogue';
import { seedDemoCompliance } from './demo-compliance';
import { seedDemoContract } from './demo-contract';
import { seedDemoPayroll } from './demo-payroll';
import { hashPassword } from '../modules/auth/password';
import { DEMO_COMPANIES, DEMO_NOTIFICATIONS, DEMO_REGION_MANAGERS, DEMO_SERVICES_OFFERED, DEMO_PASSWORD, DEMO_USERS } from './demo-data';
import { MENSAJES_ARRANQUE } from '../../shared/labels/messages';
import type { Env } from '../env';
import { createFirstAdmin, firstAdminSettings, StartupError } from './first-admin';
import { DEMO_OPERATOR, ensurePlatformOperator } from './platform-operator';
import { seedDemoSatLists } from './demo-sat-lists';

export type BootstrapOutcome = 'demo' | 'first-admin' | 'none';

/**
 * What a start loads into the database. Production never loads the demo (its password is public
 * in the README): an empty production database gets the first administrator from the ADMIN_*
 * variables, and without them the start is refused rather than leaving an install nobody can
 * enter. Other environments keep loading the demo into an empty database.
 */
export async function bootstrapDatabase(
  db: Db,
  blobs: BlobStore,
  env: Pick<Env, 'NODE_ENV' | 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'ADMIN_COMPANY_NAME' | 'ADMIN_COMPANY_RFC'>,
  warn: (message: string) => void = console.warn,
): Promise<BootstrapOutcome> {
  if (env.NODE_ENV !== 'production') return (await seedDemoIfEmpty(db, blobs)) ? 'demo' : 'none';
  const [existing] = await db.select({ value: count() }).from(users);
  if ((existing?.value ?? 0) > 0) return 'none';
  const settings = firstAdminSettings(env);
  if (!settings) throw new StartupError(MENSAJES_ARRANQUE.faltaAdministrador);
  return (await createFirstAdmin(db, settings, warn)) ? 'first-admin' : 'none';
}

/** Loads the demo into an empty database; returns false (and touches nothing) when users exist. */
export async function seedDemoIfEmpty(db: Db, blobs: BlobStore): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(users);
  if ((existing?.value ?? 0) > 0) return false;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // Demo files go through the same pipeline as uploads (checked type, sha256, CID, audit line).
  const filesService = createFilesService({ db, blobs });
  const managersWorkbook = await buildRegionManagersWorkbook(DEMO_REGION_MANAGERS);
  const companyIds = new Map<string, string>();
  const userIds = new Map<string, string>();
  await db.transaction(async (tx) => {
    for (const c of DEMO_COMPANIES) {
      const [row] = await tx
        .insert(companies)
        .values({
          name: c.name,
          rfc: c.rfc,
          type: c.type,
          ...c.address,
          sector: c.sector,
          employeesSize: c.employeesSize,
          web: c.web,
          email: c.email,
          servicesOffered: c.servicesOffered,
          legalRepresentatives: [c.representative],
          repses: [{ name: c.repse }],
          status: c.status,
          invitedAs: c.invitedAs,
          invited: c.invited,
          generadores: c.generadores,
          isGroup: c.isGroup ?? false,
          parentGroupId: c.group ? companyIds.get(c.group) : null,
          updatedData: true,
        })
        .returning({ id: companies.id });
      if (!row) throw new Error(`seed: ${c.name}`);
      companyIds.set(c.key, row.id);
      await tx.insert(companyProducts).values(c.products.map((product) => ({ companyId: row.id, product })));
    }

    const id = (key: string) => companyIds.get(key) ?? '';
    await tx.insert(companyLinks).values([
      { clientId: id('corporativo'), providerId: id('servicios'), status: 'ACCEPTED' },
      { clientId: id('corporativo'), providerId: id('campo'), status: 'ACCEPTED' },
      { clientId: id('corporativo'), providerId: id('redes'), status: 'ACCEPTED' },
      { clientId: id('corporativo'), providerId: id('torres'), status: 'ACCEPTED' },
      { clientId: id('corporativo'), providerId: id('ortiz'), status: 'ACCEPTED' },
    ]);

    await tx.insert(servicesOffered).values(DEMO_SERVICES_OFFERED.map((description) => ({ companyId: id('corporativo'), description })));
    const managersFile = await filesService.storeUpload({
      actor: null,
      companyId: id('corporativo'),
      kind: 'region_managers',
      source: managersWorkbook,
      filename: 'Gerentes regionales.xlsx',
      allowed: ['xlsx'],
      maxBytes: managersWorkbook.byteLength,
      tx,
    });
    await tx.insert(regionManagerFiles).values({ companyId: id('corporativo'), fileId: managersFile.id });

    for (const [index, u] of DEMO_USERS.entries()) {
      const [row] = await tx
        .insert(users)
        .values({
          email: u.email,
          passwordHash,
          completeName: u.completeName,
          color: AVATAR_COLORS[(index * 5) % AVATAR_COLORS.length] ?? AVATAR_COLORS[0],
          realmRole: u.realmRole,
          updatedPassword: u.updatedPassword,
        })
        .returning({ id: users.id });
      if (!row) throw new Error(`seed: ${u.email}`);
      userIds.set(u.email, row.id);
      await tx.insert(memberships).values({ userId: row.id, companyId: id(u.company), role: u.role });
      const welcome = DEMO_NOTIFICATIONS[u.email] ?? [];
      if (welcome.length) await tx.insert(notifications).values(welcome.map((n) => ({ ...n, userId: row.id, companyId: id(u.company) })));
    }
  });
  await seedDemoGenerators(db, filesService, (key) => companyIds.get(key) ?? '', (email) => userIds.get(email));
  await seedDemoCatalogue(db, filesService, companyIds.get('corporativo') ?? '', userIds.get('admin@corporativo.demo'));
  await seedDemoCompliance(db, filesService, (key) => companyIds.get(key) ?? '', (email) => userIds.get(email));
  await seedDemoGeneratorsService(db, (key) => companyIds.get(key) ?? '', (email) => userIds.get(email));
  await seedDemoContract(db, filesService, (key) => companyIds.get(key) ?? '', (email) => userIds.get(email));
  await seedDemoPayroll(db, filesService, (key) => companyIds.get(key) ?? '', (email) => userIds.get(email));
  await ensurePlatformOperator(db, { email: DEMO_OPERATOR.email, completeName: DEMO_OPERATOR.completeName, password: DEMO_PASSWORD });
  await seedDemoSatLists(db);
  return true;
}
