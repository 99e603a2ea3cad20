/** A timer's callback that never overlaps itself, and a way to wait for the run in progress. */
export interface OneAtATime {
  (): void;
  /** Resolves once no run is in progress (at once when none is). */
  idle(): Promise<void>;
}

/**
 * `run` as a timer's callback: a call while the previous one is still running is skipped, so slow
 * work never piles up behind its own timer; a failure goes to `onError`.
 */
export function oneAtATime(run: () => Promise<unknown>, onError: (error: unknown) => void): OneAtATime {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = run()
      .then(() => undefined, onError)
      .finally(() => {
        running = null;
      });
  };
  tick.idle = async () => {
    await running;
  };
  return tick;
}
