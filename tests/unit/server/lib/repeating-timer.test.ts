import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRepeating } from '../../../../src/server/lib/repeating-timer';

describe('startRepeating', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('la primera vez tras la espera, luego a cada intervalo; detener quita ambos temporizadores', async () => {
    const tick = vi.fn<() => void>();
    const stop = startRepeating(tick, 1_000, 60_000);
    await vi.advanceTimersByTimeAsync(999);
    expect(tick).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1 + 2 * 60_000);
    expect(tick).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(tick).toHaveBeenCalledTimes(3);
    expect(vi.getTimerCount()).toBe(0);
  });
});
