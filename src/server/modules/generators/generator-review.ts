import type { TGeneratorLite, TSigningProgress } from '../../../shared/contracts/generators.contract';
import { AVISOS_GENERADOR as A, generatorNoticePath } from '../../../shared/labels/generator-notices';
import { recordAudit } from '../../audit/audit-log';
import type { Db, Executor } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { JOB_TYPES } from '../../jobs/job-types';
import { renderGeneratorPdf, type GeneratorPdfInput } from '../../pdf/generator-pdf';
import type { Actor } from '../../plugins/auth';
import type { FilesService } from '../files/files.service';
import type { Audience, Notice, NotificationsService } from '../notifications/notifications.service';
import type { GeneratorReviewState } from './generator.dto';
import type { SigningPort } from './generator-ports';
import { generatorsRepository, type GeneratorRow } from './generators.repository';

/** A decision or a payment: what changes the status after the generator was sent. */
export interface ReviewEvent {
  status: 'APPROVED' | 'REJECTED' | 'PAID';
  comment: string;
}

/** The pdf.render payload (job-types.ts); this module renders `kind: 'generator'`. */
interface RenderPayload {
  kind: string;
  entityId: string;
  companyId: string;
}

class Superseded extends Error {}

/** A list page with each generator's running signature process ("Firmas pendientes (1 de 3)"). */
export async function attachSigning<T extends { id: string; status: string }>(signing: Pick<SigningPort, 'progress'>, items: T[]): Promise<(T & { signing: TSigningProgress | null })[]> {
  // Signatures are collected while a generator is under review (sending moves it there); nothing else asks.
  const reviewed = items.filter((g) => g.status === 'REVISION').map((g) => g.id);
  const progress = reviewed.length ? await signing.progress(reviewed) : new Map<string, TSigningProgress>();
  return items.map((g) => ({ ...g, signing: progress.get(g.id) ?? null }));
}

/**
 * The review loop of a generator (issue 10 §2–§3): versions and their history, the provider side's
 * notifications and mail on each decision, and the PDF printed again with the new status (a
 * `pdf.render` job queued in the same transaction as the change, so the PDF never says "En proceso"
 * about an approved generator).
 */
export function createGeneratorReview(deps: {
  db: Db;
  files: FilesService;
  signing: SigningPort;
  notifications: NotificationsService;
  jobs: JobRunner;
  pdfInput: (row: GeneratorRow) => Promise<Omit<GeneratorPdfInput, 'signatures'>>;
}) {
  const repo = generatorsRepository(deps.db);

  /** The supervisor who filled it, whoever created it, and the provider company's administrators. */
  function providerAudience(g: GeneratorRow): Audience {
    return { companyId: g.providerCompanyId, roles: ['Administrador'], userIds: [g.createdBy], emails: [g.supervisor?.email] };
  }

  function noticeFor(g: GeneratorRow, clientName: string, event: ReviewEvent): Notice {
    const code = g.generatedCode;
    const base = { type: A.tipo, subText: A.subTexto, path: generatorNoticePath(g, event.status === 'REJECTED') };
    if (event.status === 'APPROVED') return { ...base, text: A.aprobado(code, clientName), subject: A.asunto.aprobado(code) };
    if (event.status === 'REJECTED') return { ...base, text: A.rechazado(code, clientName, event.comment), subject: A.asunto.rechazado(code) };
    return { ...base, text: A.pagado(code, clientName), subject: A.asunto.pagado(code) };
  }

  /** Prints the generator again with its current status, keeping the last signature page. */
  async function render(payload: RenderPayload) {
    if (payload.kind !== 'generator') return;
    const row = await repo.findForSigning(payload.entityId);
    // Never printed yet, or a signature process owns the PDF right now: nothing to stamp.
    if (!row?.pdfFileId || (await deps.signing.hasActiveProcess(row.id))) return;
    const input = await deps.pdfInput(row);
    const signatures = await deps.signing.signatureSheet(row.id);
    const bytes = await renderGeneratorPdf({ ...input, ...(signatures ? { signatures } : {}) });
    try {
      await deps.db.transaction(async (tx) => {
        const file = await deps.files.storeUpload({ actor: null, companyId: row.providerCompanyId, kind: 'generator_pdf', source: bytes, filename: `${row.generatedCode}.pdf`, allowed: ['pdf'], maxBytes: bytes.byteLength, tx });
        // The status moved on while rendering: the job its change queued prints the newer one.
        if (!(await generatorsRepository(tx).setPdfIfStatus(row.id, row.status, file.id))) throw new Superseded();
      });
    } catch (error) {
      if (!(error instanceof Superseded)) throw error;
    }
  }
  deps.jobs.register(JOB_TYPES.pdfRender, render);

  return {
    providerAudience,

    async state(id: string): Promise<GeneratorReviewState> {
      const [signing, history] = await Promise.all([deps.signing.progress([id]), repo.versions(id)]);
      return {
        signing: signing.get(id) ?? null,
        version: history.reduce((v, h) => Math.max(v, h.version), 0),
        history: history.map((h) => ({ ...h, createdAt: h.createdAt.toISOString() })),
      };
    },

    withSigning: (items: TGeneratorLite[]) => attachSigning(deps.signing, items),

    /** In the status change's transaction: the history line, the provider's notices and the new PDF. */
    async record(tx: Executor, actor: Actor, row: GeneratorRow, event: ReviewEvent) {
      const r = generatorsRepository(tx);
      const version = Math.max(1, await r.currentVersion(row.id));
      await r.insertVersion({ generatorId: row.id, version, status: event.status, comment: event.comment, actorUserId: actor.userId });
      const clientName = (await r.companyNames([row.clientCompanyId])).get(row.clientCompanyId)?.name ?? '';
      await deps.notifications.notifyAudience(tx, providerAudience(row), noticeFor(row, clientName, event));
      await deps.jobs.enqueue(tx as Db, JOB_TYPES.pdfRender, { kind: 'generator', entityId: row.id, companyId: row.providerCompanyId } satisfies RenderPayload);
    },

    /** After the commit: the mail and the PDF job run now rather than on the next poll. */
    afterCommit() {
      deps.notifications.sendSoon();
      deps.jobs.kick();
    },

    /** A send opens version n+1 (Bajo Revisión); a rejection's reason stays in the history, not on the generator. */
    async markSent(tx: Executor, actor: Actor, generator: GeneratorRow, pdfFileId: string) {
      const r = generatorsRepository(tx);
      const version = (await r.currentVersion(generator.id)) + 1;
      await r.update(generator.providerCompanyId, generator.id, { pdfFileId, status: 'REVISION', statusPago: 'PENDING', comment: '' });
      await r.insertVersion({ generatorId: generator.id, version, status: 'REVISION', comment: '', actorUserId: actor.userId });
      await recordAudit(tx, { action: version > 1 ? 'generator.resent' : 'generator.sent', actorUserId: actor.userId, companyId: generator.providerCompanyId, entity: 'generator', entityId: generator.id, details: { version } });
      return version;
    },
  };
}
