import { startRepeating } from '../lib/repeating-timer';

export interface DailyScheduleOptions {
  /** Wait before the first check; 60–120 s by default (random per process). */
  firstCheckDelayMs?: number;
}

const HOUR_MS = 3_600_000;

/**
 * Asks `scheduleToday` to queue the day's run: first 60–120 s after start (jittered per process, so
 * start-up and the request path never pay for it and several processes do not ask at once), then
 * every hour. Each process ticks; the `scheduled_runs` claim inside `scheduleToday` makes one of
 * them win per day. Timers are unref'd; the returned function stops both.
 */
export function startHourlyDailySchedule(scheduleToday: () => Promise<unknown>, onError?: (error: unknown) => void, options: DailyScheduleOptions = {}): () => void {
  const tick = () => void scheduleToday().catch((error: unknown) => onError?.(error));
  const firstCheckDelayMs = options.firstCheckDelayMs ?? 60_000 + Math.random() * 60_000;
  return startRepeating(tick, firstCheckDelayMs, HOUR_MS);
}

/**
 * How a daily job walks many rows: `batchSize` at a time, resting between batches so it never loads
 * the server: at least `pauseMs`, and `restPerWork` times as long as the last batch took, so the walk
 * keeps to a quarter of the time whatever a batch costs on this machine and database. (A fixed 200 ms
 * after batches of ~180 ms kept the due reminders busy half the time for 16 minutes at 500,000
 * services, and a service stage's p95 at 10 connections went from 50 to 76 ms while it ran.)
 */
export interface Pacing {
  /** Rows read per batch (200 by default). */
  batchSize?: number | undefined;
  /** Shortest rest between two batches (200 ms by default; 0 in tests, which turns resting off). */
  pauseMs?: number | undefined;
  /** Rest per unit of the last batch's work (3 by default). */
  restPerWork?: number | undefined;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The pacing with its defaults. `walk()` starts one walk's rests: call the function it returns before
 * every batch; the first call returns at once, and each later one rests after the batch before it.
 * Each run takes its own walk, so two runs at once never time each other's batches.
 */
export function pacingOf(pacing: Pacing) {
  const pauseMs = pacing.pauseMs ?? 200;
  const restPerWork = pacing.restPerWork ?? 3;
  return {
    batchSize: pacing.batchSize ?? 200,
    walk: () => {
      let batchStarted: number | null = null;
      return async () => {
        if (batchStarted !== null && pauseMs > 0) await pause(Math.max(pauseMs, (performance.now() - batchStarted) * restPerWork));
        batchStarted = performance.now();
      };
    },
  };
}
