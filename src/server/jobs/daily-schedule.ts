/**
 * On start and every hour: asks `scheduleToday` to queue the day's run. Each process ticks; the
 * `scheduled_runs` claim inside `scheduleToday` makes one of them win per day.
 */
export function startHourlyDailySchedule(scheduleToday: () => Promise<unknown>, onError?: (error: unknown) => void): () => void {
  const tick = () => void scheduleToday().catch((error: unknown) => onError?.(error));
  tick();
  const timer = setInterval(tick, 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}
