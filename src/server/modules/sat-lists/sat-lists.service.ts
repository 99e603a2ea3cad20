import { createHash } from 'node:crypto';
import type { TSatImportResult, TSatListsOverview, TSatSnapshot, SatListKey } from '../../../shared/contracts/sat-lists.contract';
import type { Sat69ListName } from '../../../shared/domain/sat-lists';
import { MENSAJES_IMPORTACION_SAT as M } from '../../../shared/labels/sat-lists';
import type { Db } from '../../db/client';
import type { SatListSource } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import { parseSat69Csv } from '../../sat/sat-69-parser';
import { parseSat69bCsv } from '../../sat/sat-69b-parser';
import type { SatListAlerts } from './sat-list-alerts';
import { satListsRepository, type RunRow, type SnapshotRow } from './sat-lists.repository';

/** Which list a file holds: the 69-B list, or one of the article 69 lists. */
export type SatListTarget = { kind: '69B' } | { kind: '69'; list: Sat69ListName };
export const listKeyOf = (target: SatListTarget): SatListKey => (target.kind === '69B' ? '69b' : target.list);

export interface SatImportInput {
  target: SatListTarget;
  bytes: Uint8Array;
  source: SatListSource;
  sourceName: string;
  importedBy: string | null;
}

const HISTORY_LIMIT = 50;
const FAILURES_LIMIT = 20;

export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export function toSnapshotDto(row: SnapshotRow): TSatSnapshot {
  const { fileId: _fileId, importedBy: _importedBy, createdAt, list, ...rest } = row;
  return { ...rest, list: list as SatListKey, createdAt: createdAt.toISOString() };
}
const toFailureDto = (row: RunRow) => ({ id: row.id, list: row.list as SatListKey, url: row.url, error: row.error ?? '', createdAt: row.createdAt.toISOString() });

export function createSatListsService(deps: { db: Db; alerts?: Pick<SatListAlerts, 'enqueue' | 'kick'> }) {
  const repo = satListsRepository(deps.db);

  async function requireOperator(actor: Actor) {
    if ((await repo.platformRoleOf(actor.userId)) !== 'operator') throw new AppError('FORBIDDEN');
  }

  /**
   * Parses the file and makes it the current list in one transaction. The same bytes as the current
   * snapshot answer `same` and write nothing; a file with no rows is refused (it would empty the list).
   */
  async function importBytes(input: SatImportInput): Promise<TSatImportResult> {
    const list = listKeyOf(input.target);
    const sha256 = sha256Of(input.bytes);
    const current = await repo.current(input.target.kind, list);
    if (current?.sha256 === sha256) return { same: true, snapshot: toSnapshotDto(current) };
    const parsed = input.target.kind === '69B' ? { kind: '69B' as const, ...(await parseSat69bCsv(input.bytes)) } : { kind: '69' as const, ...(await parseSat69Csv(input.bytes, input.target.list)) };
    if (parsed.rows.length === 0) throw new AppError('VALIDATION', { message: M.listadoVacio });
    const { counts } = parsed;
    const snapshot = {
      kind: input.target.kind,
      list,
      publishedAt: parsed.publishedAt,
      source: input.source,
      sourceName: input.sourceName.slice(0, 500),
      rowsRead: counts.read,
      rowsKept: counts.kept,
      rowsSuppressed: counts.suppressed,
      rowsFiller: counts.filler,
      rowsInvalid: counts.invalid,
      sha256,
      importedBy: input.importedBy,
    };
    const created = await repo.importSnapshot(snapshot, parsed, deps.alerts?.enqueue);
    if (created) {
      deps.alerts?.kick();
      return { same: false, snapshot: toSnapshotDto(created) };
    }
    const now = await repo.current(input.target.kind, list);
    if (!now) throw new Error('sat import: same list but no current snapshot');
    return { same: true, snapshot: toSnapshotDto(now) };
  }

  return {
    importBytes,
    requireOperator,
    repository: repo,

    async upload(actor: Actor, target: SatListTarget, file: { filename: string; bytes: Uint8Array }): Promise<TSatImportResult> {
      await requireOperator(actor);
      return importBytes({ target, bytes: file.bytes, source: 'ARCHIVO', sourceName: file.filename, importedBy: actor.userId });
    },

    async overview(actor: Actor): Promise<TSatListsOverview> {
      await requireOperator(actor);
      const [current, history, failures] = [await repo.currentSnapshots(), await repo.history(HISTORY_LIMIT), await repo.failures(FAILURES_LIMIT)];
      return { current: current.map(toSnapshotDto), history: history.map(toSnapshotDto), failures: failures.map(toFailureDto) };
    },
  };
}
export type SatListsService = ReturnType<typeof createSatListsService>;
