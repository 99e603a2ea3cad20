import type { Readable } from 'node:stream';
import type { TClientProviderFilings, TFilingAckResult, TFilingKindState, TFilingPeriodRow, TProviderFilings } from '../../../shared/contracts/filings.contract';
import { dueDateOf, filingPeriodOf, filingStatus, mexicoIsoDay, periodMonths, recentPeriods, type FilingKind, type FilingPeriod } from '../../../shared/domain/filing-periods';
import { FILINGS_TEXT as T } from '../../../shared/labels/filings';
import { allows, companyGuard, requireIn } from '../../access/company-guard';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import type { FilesService } from '../files/files.service';
import { buildFilingData, type FilingData } from './filing-data';
import { filingStatusReader } from './filing-status.port';
import { filingsRepository } from './filings.repository';
import { presentedFilings } from './presented-filings';

/** An acuse is a PDF or a screenshot of the portal's answer. */
const ACK_TYPES = ['pdf', 'png', 'jpeg'] as const;
const ACK_MAX_BYTES = 10 * 1024 * 1024;

type Deps = { db: Db; files: FilesService; now?: (() => Date) | undefined };
export type AckUpload = { file?: { stream: Readable; filename: string } | undefined };

/**
 * The four-monthly ICSOE and SISUB filings of a provider (issue 24). Its members see the periods,
 * download the pre-filled files and upload acknowledgements (Administrador and Colaborador); a
 * client linked to it (link not rejected) sees the statuses only. Anyone else gets 404.
 */
export function createFilingsService(deps: Deps) {
  const repo = filingsRepository(deps.db);
  const guard = companyGuard(deps.db);
  const now = () => deps.now?.() ?? new Date();

  /** 'own' for the provider's members, 'client' for a linked client; else 404. */
  async function readAccess(actor: Actor, providerId: string) {
    const mine = await guard.companiesOf(actor);
    if (mine.some((m) => m.company.id === providerId)) return { own: true as const, mine };
    const ids = mine.map((m) => m.company.id);
    const ordered = actor.requestedCompanyId && ids.includes(actor.requestedCompanyId) ? [actor.requestedCompanyId, ...ids] : ids;
    if (!(await repo.linkedClient(ordered, providerId))) throw new AppError('NOT_FOUND');
    return { own: false as const, mine };
  }

  async function providerOf(providerId: string) {
    const provider = await repo.provider(providerId);
    if (!provider) throw new AppError('NOT_FOUND');
    return provider;
  }

  /** The files carry every client's contracts and workers: only the provider's members download them. */
  async function requireOwn(actor: Actor, providerId: string) {
    if (!(await readAccess(actor, providerId)).own) throw new AppError('FORBIDDEN');
  }

  return {
    async periods(actor: Actor, providerId: string): Promise<TProviderFilings> {
      const access = await readAccess(actor, providerId);
      const provider = await providerOf(providerId);
      const today = now();
      const periods = recentPeriods(today, 4);
      const [acks, spans] = await Promise.all([presentedFilings(deps.db, [providerId], periods), repo.acceptedServiceSpans(providerId)]);
      const member = access.mine.find((m) => m.company.id === providerId);
      const canUpload = access.own && member !== undefined && allows(member, 'manage');
      const rows = periods.map((p, i): TFilingPeriodRow => {
        const due = dueDateOf(p);
        const { first, last } = periodMonths(p);
        const state = (kind: FilingKind): TFilingKindState => {
          const ack = acks.find((a) => a.year === p.year && a.period === p.period && a.kind === kind);
          return {
            status: filingStatus({ due, acknowledgedAt: ack?.uploadedAt ?? null, today }),
            acknowledgement: ack ? { fileId: ack.fileId, fileName: ack.fileName, uploadedAt: ack.uploadedAt.toISOString() } : null,
          };
        };
        const enServicio = spans.some((span) => span.start <= last && (span.end === null || span.end >= first));
        return { year: p.year, period: p.period, first, last, due, current: i === 0, enServicio, ICSOE: state('ICSOE'), SISUB: state('SISUB') };
      });
      return { providerId, name: provider.name, rfc: provider.rfc, canUpload, periods: rows };
    },

    /** The period's content for the downloads (provider's members only). */
    async filingData(actor: Actor, providerId: string, period: FilingPeriod): Promise<FilingData> {
      await requireOwn(actor, providerId);
      const provider = await providerOf(providerId);
      const { first, last } = periodMonths(period);
      const [services, cfdis] = await Promise.all([repo.servicesOfPeriod(providerId, first, last), repo.cfdisOfPeriod(providerId, first, last)]);
      return buildFilingData(period, provider, services, cfdis);
    },

    async uploadAcknowledgement(actor: Actor, providerId: string, period: FilingPeriod, kind: FilingKind, upload: AckUpload): Promise<TFilingAckResult> {
      const access = await readAccess(actor, providerId);
      if (!access.own) throw new AppError('FORBIDDEN');
      requireIn(access.mine, [providerId], 'manage');
      if (periodMonths(period).first > mexicoIsoDay(now())) throw new AppError('VALIDATION', { message: T.periodoFuturo, fields: { period: T.periodoFuturo } });
      const file = upload.file?.filename ? upload.file : undefined;
      if (!file) throw new AppError('VALIDATION', { message: T.seleccioneAcuse, fields: { file: T.seleccioneAcuse } });
      const saved = await deps.db.transaction(async (tx) => {
        const stored = await deps.files.storeUpload({
          actor,
          companyId: providerId,
          kind: 'filing-acknowledgement',
          source: file.stream,
          filename: file.filename,
          allowed: ACK_TYPES,
          maxBytes: ACK_MAX_BYTES,
          tx,
          messages: { invalid: T.acuseInvalido },
          audit: { filing: kind, year: period.year, period: period.period },
        });
        const row = await filingsRepository(tx).upsertAcknowledgement({ providerId, year: period.year, period: period.period, kind, fileId: stored.id, uploadedBy: actor.userId });
        return { fileId: stored.id, fileName: stored.name, uploadedAt: row?.uploadedAt ?? now() };
      });
      return { kind, year: period.year, period: period.period, status: 'PRESENTADO', acknowledgement: { ...saved, uploadedAt: saved.uploadedAt.toISOString() } };
    },

    /** GET /filings/client/{clientId}/providers: each linked provider's status (default: the period last due). */
    async clientProviders(actor: Actor, clientId: string, query: { year?: number | undefined; period?: number | undefined }): Promise<TClientProviderFilings> {
      await guard.requireCompany(actor, clientId, 'read');
      const today = now();
      const fallback = recentPeriods(today, 1)[1] ?? filingPeriodOf(today);
      const period: FilingPeriod = query.year && query.period ? { year: query.year, period: query.period as 1 | 2 | 3 } : fallback;
      const providers = await repo.linkedProviders(clientId, period);
      const statuses = await filingStatusReader(deps.db).statuses(providers.map((p) => p.providerId), period, today);
      return {
        year: period.year,
        period: period.period,
        due: dueDateOf(period),
        providers: providers.map((p) => {
          const s = statuses.get(p.providerId);
          return { providerId: p.providerId, name: p.name, rfc: p.rfc, enServicio: Boolean(p.inService), ICSOE: s?.ICSOE ?? 'POR_PRESENTAR', SISUB: s?.SISUB ?? 'POR_PRESENTAR' };
        }),
      };
    },
  };
}
export type FilingsService = ReturnType<typeof createFilingsService>;
