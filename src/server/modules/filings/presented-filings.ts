import { and, asc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { FILING_ACK_REQUIREMENTS, FILING_KINDS, periodMonths, type FilingKind, type FilingPeriod } from '../../../shared/domain/filing-periods';
import { inUuids } from '../../db/any-of';
import type { Executor } from '../../db/client';
import { complianceDocuments, files, filingAcknowledgements, requirements } from '../../db/schema';

export interface PresentedFiling {
  providerId: string;
  year: number;
  period: number;
  kind: FilingKind;
  fileId: string;
  fileName: string;
  uploadedAt: Date;
}

const kindOfRequirement = new Map<string, FilingKind>(FILING_KINDS.map((kind) => [FILING_ACK_REQUIREMENTS[kind], kind]));

/**
 * The providers' ICSOE and SISUB acuses of the periods, from either place a provider may leave one:
 * the filings card (filing_acknowledgements, this module's) or, read-only, the Reporteo stage of one
 * of its services (the «Acuse ICSOE» / «Acuse SISUB» document of the period's last month, neither
 * rejected nor deleted; the earliest counts). The card's wins when both exist. Without the second
 * source a provider who delivered its acuse in the stage saw the period «Vencido» on the same page.
 */
export async function presentedFilings(db: Executor, providerIds: readonly string[], periods: readonly FilingPeriod[]): Promise<PresentedFiling[]> {
  if (providerIds.length === 0 || periods.length === 0) return [];
  const [cards, stage] = await Promise.all([cardAcknowledgements(db, providerIds, periods), stageAcknowledgements(db, providerIds, periods)]);
  const out = new Map<string, PresentedFiling>();
  const keyOf = (f: PresentedFiling) => `${f.providerId}:${String(f.year)}:${String(f.period)}:${f.kind}`;
  for (const filing of stage) {
    const earlier = out.get(keyOf(filing));
    if (!earlier || filing.uploadedAt < earlier.uploadedAt) out.set(keyOf(filing), filing);
  }
  for (const card of cards) out.set(keyOf(card), card);
  return [...out.values()];
}

function cardAcknowledgements(db: Executor, providerIds: readonly string[], periods: readonly FilingPeriod[]): Promise<PresentedFiling[]> {
  return db
    .select({ providerId: filingAcknowledgements.providerId, year: filingAcknowledgements.year, period: filingAcknowledgements.period, kind: filingAcknowledgements.kind, fileId: filingAcknowledgements.fileId, fileName: files.name, uploadedAt: filingAcknowledgements.uploadedAt })
    .from(filingAcknowledgements)
    .innerJoin(files, eq(files.id, filingAcknowledgements.fileId))
    .where(and(inUuids(filingAcknowledgements.providerId, providerIds), or(...periods.map((p) => and(eq(filingAcknowledgements.year, p.year), eq(filingAcknowledgements.period, p.period))))));
}

/**
 * The stage's acuse documents of the periods' closing months. The requirements are found first (any
 * set that copies the default one's names), so the documents are read on (requirement, year, month)
 * (migration 0072): only those months' acuses, then kept for the providers asked.
 */
async function stageAcknowledgements(db: Executor, providerIds: readonly string[], periods: readonly FilingPeriod[]): Promise<PresentedFiling[]> {
  const found = await db.select({ id: requirements.id, name: requirements.name }).from(requirements).where(inArray(requirements.name, Object.values(FILING_ACK_REQUIREMENTS)));
  const kindOf = new Map(found.flatMap((r) => {
    const kind = kindOfRequirement.get(r.name);
    return kind ? [[r.id, kind] as const] : [];
  }));
  if (kindOf.size === 0) return [];
  const rows = await db
    .selectDistinctOn([complianceDocuments.companyId, complianceDocuments.requirementId, complianceDocuments.year, complianceDocuments.month], {
      providerId: complianceDocuments.companyId,
      requirementId: complianceDocuments.requirementId,
      year: complianceDocuments.year,
      month: complianceDocuments.month,
      fileId: complianceDocuments.fileId,
      fileName: files.name,
      uploadedAt: complianceDocuments.createdAt,
    })
    .from(complianceDocuments)
    .innerJoin(files, eq(files.id, complianceDocuments.fileId))
    .where(
      and(
        inUuids(complianceDocuments.companyId, providerIds),
        inUuids(complianceDocuments.requirementId, [...kindOf.keys()]),
        isNull(complianceDocuments.deletedAt),
        ne(complianceDocuments.status, 'REJECTED'),
        or(...periods.map((p) => and(eq(complianceDocuments.year, p.year), eq(complianceDocuments.month, periodMonths(p).lastMonth)))),
      ),
    )
    .orderBy(asc(complianceDocuments.companyId), asc(complianceDocuments.requirementId), asc(complianceDocuments.year), asc(complianceDocuments.month), asc(complianceDocuments.createdAt));
  return rows.flatMap((row) => {
    const kind = kindOf.get(row.requirementId);
    const period = periods.find((p) => p.year === row.year && periodMonths(p).lastMonth === row.month);
    if (!kind || !period) return [];
    return [{ providerId: row.providerId, year: period.year, period: period.period, kind, fileId: row.fileId, fileName: row.fileName, uploadedAt: row.uploadedAt }];
  });
}
