import { count } from 'drizzle-orm';
import { AVATAR_COLORS } from '../../shared/domain/user';
import type { Db } from '../db/client';
import { companies, companyLinks, companyProducts, files, memberships, notifications, regionManagerFiles, servicesOffered, users } from '../db/schema';
import type { BlobStore } from '../storage/blob-store';
import { buildRegionManagersWorkbook } from '../xlsx/region-managers';
import { seedDemoGenerators } from './demo-generators';
import { seedDemoCatalogue } from './demo-catalogue';
import { hashPassword } from '../modules/auth/password';
import { DEMO_COMPANIES, DEMO_NOTIFICATIONS, DEMO_REGION_MANAGERS, DEMO_SERVICES_OFFERED, DEMO_PASSWORD, DEMO_USERS } from './demo-data';

/** Loads the demo into an empty database; returns false (and touches nothing) when users exist. */
export async function seedDemoIfEmpty(db: Db, blobs: BlobStore): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(users);
  if ((existing?.value ?? 0) > 0) return false;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const managersWorkbook = await blobs.put(await buildRegionManagersWorkbook(DEMO_REGION_MANAGERS));
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
          blackList: c.blackList ?? false,
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
    await tx.insert(files).values({
      id: managersWorkbook.id,
      companyId: id('corporativo'),
      kind: 'region_managers',
      name: 'Gerentes regionales.xlsx',
      mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      size: managersWorkbook.size,
      sha256: managersWorkbook.sha256,
    });
    await tx.insert(regionManagerFiles).values({ companyId: id('corporativo'), fileId: managersWorkbook.id });

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
  await seedDemoGenerators(db, blobs, (key) => companyIds.get(key) ?? '', (email) => userIds.get(email));
  await seedDemoCatalogue(db, blobs, companyIds.get('corporativo') ?? '', userIds.get('admin@corporativo.demo'));
  return true;
}
