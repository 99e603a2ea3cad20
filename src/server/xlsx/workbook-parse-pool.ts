import { EventEmitter } from 'node:events';
import { Worker } from 'node:worker_threads';
import { MENSAJES_CATALOGO as M } from '../../shared/labels/messages';
import { AppError } from '../lib/app-error';
import type { WorkbookJob, WorkbookJobResult, WorkbookKind, WorkbookProblem, WorkbookValue } from './workbook-parse-job';
import { WORKBOOK_BUDGET } from './workbook-limits';

const WORKER_URL = new URL('./workbook-parse.worker.mjs', import.meta.url);
const cellBudget = new Intl.NumberFormat('es-MX').format(WORKBOOK_BUDGET.maxFilledCells);
const textBudget = new Intl.NumberFormat('es-MX').format(WORKBOOK_BUDGET.maxTextChars);

const PROBLEM_MESSAGES: Record<WorkbookProblem, string> = {
  'not-xlsx': M.tipoNoSoportado,
  'legacy-xls': M.tipoNoSoportado,
  macros: M.archivoConMacros,
  'too-many-entries': M.archivoDanado,
  'too-large': M.archivoMuyGrande,
  corrupt: M.archivoDanado,
  unreadable: M.archivoDanado,
  'too-many-cells': M.demasiadasCeldas(cellBudget),
  'too-much-text': M.demasiadoTexto(textBudget),
  'too-heavy': M.libroMuyPesado,
};

/** The Spanish message for a workbook the checks refused (shared by every workbook upload). */
export const workbookProblemMessage = (problem: WorkbookProblem): string => PROBLEM_MESSAGES[problem];

const rejected = (problem: WorkbookProblem) => {
  const message = PROBLEM_MESSAGES[problem];
  return new AppError('VALIDATION', { message, fields: { content: message } });
};

export interface WorkbookParseOptions {
  maxConcurrent: number;
  maxQueued: number;
  heapMb: number;
  timeoutMs: number;
  /** An idle worker is ended after this long. */
  idleMs: number;
  /** A worker that read more cell elements than this is ended (its heap is large), not reused. */
  keepWorkerBelowCells: number;
  /** The worker script; tests swap in one that misbehaves on purpose. */
  workerUrl?: URL;
}

/**
 * Reads uploaded workbooks off the main thread (issue 8, item 3): exceljs on 95 MB of sheet XML is
 * 20 s of CPU and ~460 MB of heap, which on the event loop stalls every request (health included).
 * Each parse runs in a worker thread with a capped heap: an out-of-memory workbook kills only its
 * worker. At most `maxConcurrent` run at once; `maxQueued` more wait; beyond that the caller gets 503.
 * Starting a worker costs about a second (tsx and exceljs load), so a worker that read a small
 * workbook stays for the next one (region managers are read on every wizard visit); one that read a
 * large workbook, failed or timed out is terminated, which hands its whole heap back at once.
 *
 * `events` emits 'start' (kind) when a job is handed to a worker and 'end' (result) when it answers.
 * `beforeSettle` lets the integration tests hold a finished parse open while they probe the server.
 */
export class WorkbookParsePool {
  readonly events = new EventEmitter();
  beforeSettle: (() => Promise<void>) | undefined;
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly idle: { worker: Worker; timer: NodeJS.Timeout }[] = [];

  constructor(private readonly options: WorkbookParseOptions) {}

  async parse<K extends WorkbookKind>(kind: K, bytes: Buffer): Promise<WorkbookValue[K]> {
    await this.acquire();
    try {
      const result = await this.runInWorker({ kind, bytes: new Uint8Array(bytes) });
      this.events.emit('end', result);
      await this.beforeSettle?.();
      if (!result.ok) throw rejected(result.problem);
      return result.value as WorkbookValue[K];
    } finally {
      this.release();
    }
  }

  /** Parses running and waiting now. */
  get load() {
    return { running: this.running, waiting: this.waiting.length, idleWorkers: this.idle.length };
  }

  /** Ends the idle workers (running ones end with their job). */
  async close() {
    await Promise.all(this.idle.splice(0).map(({ worker, timer }) => (clearTimeout(timer), worker.terminate())));
  }

  private acquire(): Promise<void> {
    if (this.running < this.options.maxConcurrent) {
      this.running++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.options.maxQueued) return Promise.reject(new AppError('UNAVAILABLE', { message: M.lecturaOcupada }));
    // The slot is handed over by release(): `running` stays the same.
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release() {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }

  private takeWorker(): Worker {
    const reused = this.idle.pop();
    if (reused) {
      clearTimeout(reused.timer);
      reused.worker.ref();
      return reused.worker;
    }
    // execArgv []: the parent's flags (tsx's loader, inspector, heap size) are not for the worker;
    // the .mjs entry loads TypeScript by itself.
    return new Worker(this.options.workerUrl ?? WORKER_URL, { execArgv: [], resourceLimits: { maxOldGenerationSizeMb: this.options.heapMb } });
  }

  private keepWorker(worker: Worker) {
    // Unref'd: an idle parse worker never keeps the process (or a test run) alive.
    worker.unref();
    const entry = { worker, timer: setTimeout(() => this.dropIdle(worker), this.options.idleMs) };
    entry.timer.unref();
    this.idle.push(entry);
  }

  private dropIdle(worker: Worker) {
    const at = this.idle.findIndex((e) => e.worker === worker);
    if (at >= 0) this.idle.splice(at, 1);
    void worker.terminate();
  }

  private runInWorker(job: WorkbookJob): Promise<WorkbookJobResult> {
    const worker = this.takeWorker();
    const failed = (problem: WorkbookProblem): WorkbookJobResult => ({ ok: false, problem, threadId: worker.threadId, cells: { filled: 0, elements: 0 } });
    return new Promise<WorkbookJobResult>((resolve, reject) => {
      let settled = false;
      const finish = (keep: boolean, outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        if (keep) this.keepWorker(worker);
        else void worker.terminate();
        outcome();
      };
      const onMessage = (result: WorkbookJobResult) => finish((result.ok || result.problem !== 'too-heavy') && result.cells.elements <= this.options.keepWorkerBelowCells, () => resolve(result));
      const onError = (error: Error & { code?: string }) =>
        finish(false, () => (error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? resolve(failed('too-heavy')) : reject(new AppError('INTERNAL', { cause: error }))));
      const onExit = (code: number) => finish(false, () => reject(new AppError('INTERNAL', { cause: new Error(`el lector de libros terminó con código ${code}`) })));
      const timer = setTimeout(() => finish(false, () => resolve(failed('too-heavy'))), this.options.timeoutMs);
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      // A copy is transferred (not the caller's Buffer, which may share Node's pool memory).
      worker.postMessage(job, [job.bytes.buffer as ArrayBuffer]);
      this.events.emit('start', job.kind);
    });
  }
}

/** The server's one pool: the concurrency limit is per process. */
export const workbookParsePool = new WorkbookParsePool({
  maxConcurrent: WORKBOOK_BUDGET.maxConcurrentParses,
  maxQueued: WORKBOOK_BUDGET.maxQueuedParses,
  heapMb: WORKBOOK_BUDGET.workerHeapMb,
  timeoutMs: WORKBOOK_BUDGET.parseTimeoutMs,
  idleMs: WORKBOOK_BUDGET.workerIdleMs,
  keepWorkerBelowCells: WORKBOOK_BUDGET.keepWorkerBelowCells,
});

/** A catalogue workbook → its sheets, read in a parse worker; a rejected workbook is an AppError in Spanish. */
export const parseCatalogueInWorker = (bytes: Buffer) => workbookParsePool.parse('catalogue', bytes);

/**
 * The zip checks of catalogue-archive.ts in a parse worker: inflating a 9 MB bomb to 130 MB takes
 * seconds of CPU, which must not happen on the event loop at upload time either.
 */
export const inspectXlsxArchiveInWorker = (bytes: Buffer) => workbookParsePool.parse('archive-check', bytes);
