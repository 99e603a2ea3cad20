import { useSyncExternalStore } from 'react';

/**
 * The generic loading flag of spec 1 §2: while any holder keeps it on, the app shows the
 * full-screen "Procesando..." overlay. A counter, so overlapping operations do not switch it off
 * for each other.
 */
let holders = 0;
const listeners = new Set<() => void>();

function publish(next: number) {
  holders = Math.max(0, next);
  listeners.forEach((listener) => listener());
}

/** Turns the flag on; call the returned function (once) to release it. */
export function startProcessing(): () => void {
  publish(holders + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    publish(holders - 1);
  };
}

/** Keeps the overlay on while `work` runs. */
export async function withProcessing<T>(work: () => Promise<T>): Promise<T> {
  const release = startProcessing();
  try {
    return await work();
  } finally {
    release();
  }
}

export function isProcessing(): boolean {
  return holders > 0;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useIsProcessing(): boolean {
  return useSyncExternalStore(subscribe, isProcessing, isProcessing);
}
