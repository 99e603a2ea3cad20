/**
 * `run` as a timer's callback: a call while the previous one is still running is skipped, so slow
 * work never piles up behind its own timer; a failure goes to `onError`.
 */
export function oneAtATime(run: () => Promise<unknown>, onError: (error: unknown) => void): () => void {
  let running = false;
  return () => {
    if (running) return;
    running = true;
    run()
      .catch(onError)
      .finally(() => {
        running = false;
      });
  };
}
