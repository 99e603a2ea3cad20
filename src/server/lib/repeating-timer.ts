/**
 * Calls `tick` once after `firstDelayMs` (never in the start-up path), then every `everyMs`. The
 * timers are unref'd, so they never keep the process alive; the returned function stops both.
 */
export function startRepeating(tick: () => void, firstDelayMs: number, everyMs: number): () => void {
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    tick();
    interval = setInterval(tick, everyMs);
    interval.unref();
  }, firstDelayMs);
  first.unref();
  return () => {
    clearTimeout(first);
    clearInterval(interval);
  };
}
