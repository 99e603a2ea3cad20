import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { DEFAULT_DOCUMENT_SET_ID } from '../../shared/domain/compliance-defaults';
import { monthName } from '../../shared/labels/months';
import type { Db } from '../db/client';
import { companyLinks, complianceDocuments, documentEvents, notifications, requirementGroups, requirements, services, stageTemplates } from '../db/schema';
import type { FilesService } from '../modules/files/files.service';
import { DEMO_COMPLIANCE_SERVICES, DEMO_VALIDATOR_EMAIL } from './demo-compliance-data';
import { renderDemoCfdi, renderDemoPdf } from './demo-compliance-files';
import { monthStart, planDocuments, type PlanRequirement } from './demo-compliance-plan';
import { DEMO_COMPANIES } from './demo-data';

const DAY = 86_400_000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** The default set's requirements in screen order (stage, group, requirement). */
async function loadRequirements(db: Db): Promise<PlanRequirement[]> {
  return db
    .select({ id: requirements.id, name: requirements.name, format: requirements.format, delivery: requirements.delivery, stageName: stageTemplates.name })
    .from(requirements)
    .innerJoin(requirementGroups, eq(requirementGroups.id, requirements.groupId))
    .innerJoin(stageTemplates, eq(stageTemplates.id, requirementGroups.stageId))
    .where(eq(stageTemplates.setId, DEFAULT_DOCUMENT_SET_ID))
    .orderBy(asc(stageTemplates.position), asc(requirementGroups.position), asc(requirements.position));
}

const demoCompany = (key: string) => {
  const c = DEMO_COMPANIES.find((x) => x.key === key);
  return { name: c?.name ?? '', rfc: c?.rfc ?? '' };
};

/**
 * The REPSE loop of the demo: Corporativo Demo's three compliance providers (links, services under
 * the default set, documents with real bytes through the file pipeline and their history). Runs
 * once, right after the rest of the demo, on an empty database. Without the default set (an
 * install that removed it) only the links are loaded.
 */
export async function seedDemoCompliance(db: Db, files: FilesService, companyId: (key: string) => string, userId: (email: string) => string | undefined, today = new Date()) {
  const clientId = companyId('corporativo');
  const validator = userId(DEMO_VALIDATOR_EMAIL) ?? null;
  const invitedAt = new Date(today.getTime() - 3 * DAY);
  await db.insert(companyLinks).values([
    { clientId, providerId: companyId('seguridad'), status: 'PENDING', invitedByCompanyId: clientId, createdAt: invitedAt },
    ...DEMO_COMPLIANCE_SERVICES.map((s) => {
      const linkedAt = monthStart(today, s.monthsAgo + 1);
      return { clientId, providerId: companyId(s.provider), status: 'ACCEPTED' as const, invitedByCompanyId: clientId, createdAt: linkedAt, answeredAt: new Date(linkedAt.getTime() + DAY) };
    }),
  ]);
  const pendingAdmin = userId('admin@seguridad.demo');
  if (pendingAdmin) {
    await db.insert(notifications).values({ userId: pendingAdmin, companyId: companyId('seguridad'), type: 'INVITACION', text: `${demoCompany('corporativo').name} lo invitó como proveedor.`, subText: 'Clientes', action: { path: '/dashboard/home/clients' }, createdAt: invitedAt });
  }

  const plan = await loadRequirements(db);
  if (!plan.length) return;
  const client = demoCompany('corporativo');
  for (const s of DEMO_COMPLIANCE_SERVICES) {
    const providerId = companyId(s.provider);
    const uploader = userId(s.uploader) ?? null;
    const start = monthStart(today, s.monthsAgo);
    const documents = planDocuments(s, plan, today);
    // Render first (CPU), then write everything in one transaction: rows and bytes commit together.
    const bytes = await Promise.all(
      documents.map((d, i) => {
        const text = { requirement: d.requirement.name, monthName: monthName(d.month), month: d.month, year: d.year, company: demoCompany(s.provider), client };
        return d.requirement.format === 'XML' ? renderDemoCfdi(text, 1000 + i) : renderDemoPdf(text);
      }),
    );
    await db.transaction(async (tx) => {
      const [service] = await tx
        .insert(services)
        .values({ clientCompanyId: clientId, providerCompanyId: providerId, setId: DEFAULT_DOCUMENT_SET_ID, name: s.name, startDate: isoDate(start), status: 'ACCEPTED', createdByCompanyId: clientId, createdBy: validator, answeredBy: uploader, answeredAt: new Date(start.getTime() + DAY), createdAt: start, updatedAt: new Date(start.getTime() + DAY) })
        .returning({ id: services.id });
      if (!service) throw new Error(`seed: ${s.name}`);
      const rows: (typeof complianceDocuments.$inferInsert)[] = [];
      const events: (typeof documentEvents.$inferInsert)[] = [];
      for (const [i, d] of documents.entries()) {
        const ext = d.requirement.format === 'XML' ? 'xml' : 'pdf';
        const name = `${d.requirement.name} ${monthName(d.month)} ${d.year}`;
        const source = bytes[i] ?? new Uint8Array();
        const file = await files.storeUpload({ actor: uploader ? { userId: uploader } : null, companyId: providerId, kind: 'compliance-document', source, filename: `${name}.${ext}`, allowed: [ext], maxBytes: source.byteLength, tx });
        const id = randomUUID();
        rows.push({ id, companyId: providerId, serviceId: service.id, requirementId: d.requirement.id, year: d.year, month: d.month, fileId: file.id, name, extension: ext, expiresOn: d.expiresOn, status: d.status, validationComment: d.comment, validatedBy: d.validatedAt ? validator : null, validatedAt: d.validatedAt, uploadedBy: uploader, createdAt: d.uploadedAt });
        events.push({ documentId: id, action: 'UPLOADED', userId: uploader, companyId: providerId, createdAt: d.uploadedAt });
        if (d.validatedAt) events.push({ documentId: id, action: d.status === 'REJECTED' ? 'REJECTED' : 'VALIDATED', comment: d.comment, userId: validator, companyId: clientId, createdAt: d.validatedAt });
      }
      if (rows.length) await tx.insert(complianceDocuments).values(rows);
      if (events.length) await tx.insert(documentEvents).values(events);
    });
  }
}
