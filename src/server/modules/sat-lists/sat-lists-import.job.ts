import type { Db } from '../../db/client';
import { scheduledRuns } from '../../db/schema';
import { startHourlyDailySchedule } from '../../jobs/daily-schedule';
import type { JobRunner } from '../../jobs/job-runner';
import { JOB_TYPES } from '../../jobs/job-types';
import { downloadSatFile } from './sat-list-download';
import { listKeyOf, type SatListsService, type SatListTarget } from './sat-lists.service';

const SCHEDULE_KEY = `schedule:${JOB_TYPES.satImport}`;

export interface SatDownloadSource {
  target: SatListTarget;
  url: string;
}

type JobLog = { info: (o: object, m: string) => void; error: (o: object, m: string) => void };

/** The job runs outside a request, so it logs JSON lines itself (stderr for failures), as pino would; silent with LOG_LEVEL=silent. */
export function satJobLog(level: string): JobLog | undefined {
  if (level === 'silent') return undefined;
  const line = (stream: NodeJS.WriteStream, lvl: string) => (o: object, msg: string) => {
    const detail = Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v instanceof Error ? v.message : (v as unknown)]));
    stream.write(`${JSON.stringify({ level: lvl, time: Date.now(), msg, ...detail })}\n`);
  };
  return { info: ['info', 'debug', 'trace'].includes(level) ? line(process.stdout, 'info') : () => undefined, error: line(process.stderr, 'error') };
}

export interface SatImportJobOptions {
  db: Db;
  jobs: JobRunner;
  satLists: SatListsService;
  sources: SatDownloadSource[];
  log?: JobLog;
  now?: () => Date;
}

/**
 * The daily download of the configured SAT lists. Each list is downloaded and imported on its own:
 * any failure (network, HTTP status, a file that does not parse, an empty list) keeps the current
 * snapshot and is recorded in sat_list_runs for the operator's screen, and logged.
 */
export function createSatImportJob(options: SatImportJobOptions) {
  const now = options.now ?? (() => new Date());
  const repo = options.satLists.repository;

  async function runOne(source: SatDownloadSource) {
    const list = listKeyOf(source.target);
    try {
      const bytes = await downloadSatFile(source.url);
      const result = await options.satLists.importBytes({ target: source.target, bytes, source: 'DESCARGA', sourceName: source.url, importedBy: null });
      await repo.recordRun({ kind: source.target.kind, list, url: source.url, outcome: result.same ? 'SAME' : 'IMPORTED', snapshotId: result.snapshot.id });
      options.log?.info({ list, url: source.url, same: result.same, rows: result.snapshot.rowsKept }, 'listas SAT: la descarga se importó');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await repo.recordRun({ kind: source.target.kind, list, url: source.url, outcome: 'FAILED', error: message.slice(0, 2000) });
      options.log?.error({ err: error, list, url: source.url }, 'listas SAT: la descarga falló; se conserva el listado vigente');
    }
  }

  /** Downloads every configured list; with none configured it does nothing. */
  async function runAll() {
    for (const source of options.sources) await runOne(source);
  }

  async function scheduleToday(): Promise<boolean> {
    if (options.sources.length === 0) return false;
    const day = now().toISOString().slice(0, 10);
    return options.db.transaction(async (tx) => {
      const claimed = await tx.insert(scheduledRuns).values({ name: SCHEDULE_KEY, day }).onConflictDoNothing().returning({ name: scheduledRuns.name });
      if (claimed.length === 0) return false;
      await options.jobs.enqueue(tx, JOB_TYPES.satImport, {});
      return true;
    });
  }

  options.jobs.register(JOB_TYPES.satImport, async () => {
    await runAll();
  });

  return {
    runAll,
    scheduleToday,
    startSchedule: (onError?: (error: unknown) => void) => startHourlyDailySchedule(scheduleToday, onError),
  };
}
export type SatImportJob = ReturnType<typeof createSatImportJob>;
