import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pacingOf, startHourlyDailySchedule } from '../../../../src/server/jobs/daily-schedule';

const HOUR = 3_600_000;

describe('comprobación diaria programada cada hora', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('no comprueba al arrancar: la primera vez tras la espera, luego cada hora', async () => {
    const scheduleToday = vi.fn<() => Promise<unknown>>().mockResolvedValue(true);
    const stop = startHourlyDailySchedule(scheduleToday, undefined, { firstCheckDelayMs: 5_000 });
    expect(scheduleToday).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(scheduleToday).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(scheduleToday).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(HOUR - 1);
    expect(scheduleToday).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(scheduleToday).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(scheduleToday).toHaveBeenCalledTimes(4);
    stop();
  });

  it('por omisión espera entre 60 y 120 segundos', async () => {
    const scheduleToday = vi.fn<() => Promise<unknown>>().mockResolvedValue(true);
    const stop = startHourlyDailySchedule(scheduleToday);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(scheduleToday).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_001);
    expect(scheduleToday).toHaveBeenCalledTimes(1);
    stop();
  });

  it('detener antes de la primera comprobación la cancela', async () => {
    const scheduleToday = vi.fn<() => Promise<unknown>>().mockResolvedValue(true);
    const stop = startHourlyDailySchedule(scheduleToday, undefined, { firstCheckDelayMs: 1_000 });
    stop();
    await vi.advanceTimersByTimeAsync(3 * HOUR);
    expect(scheduleToday).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('detener después de la primera comprobación para la de cada hora', async () => {
    const scheduleToday = vi.fn<() => Promise<unknown>>().mockResolvedValue(true);
    const stop = startHourlyDailySchedule(scheduleToday, undefined, { firstCheckDelayMs: 1_000 });
    await vi.advanceTimersByTimeAsync(1_000 + HOUR);
    expect(scheduleToday).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(3 * HOUR);
    expect(scheduleToday).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('un error va a onError y la comprobación siguiente sigue', async () => {
    const failure = new Error('base caída');
    const scheduleToday = vi.fn<() => Promise<unknown>>().mockRejectedValueOnce(failure).mockResolvedValue(true);
    const onError = vi.fn<(error: unknown) => void>();
    const stop = startHourlyDailySchedule(scheduleToday, onError, { firstCheckDelayMs: 1_000 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(onError).toHaveBeenCalledExactlyOnceWith(failure);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(scheduleToday).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('ritmo de un trabajo diario por lotes', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Whether the rest before the next batch is over after `ms`, and after one more millisecond. */
  async function restEndsAt(rest: Promise<void>, ms: number) {
    let over = false;
    void rest.then(() => (over = true));
    await vi.advanceTimersByTimeAsync(ms - 1);
    const before = over;
    await vi.advanceTimersByTimeAsync(1);
    return { before, after: over };
  }

  it('descansa tres veces lo que tardó el lote, y nunca menos de la pausa mínima', async () => {
    const restBefore = pacingOf({ pauseMs: 200 }).walk();
    await restBefore();
    await vi.advanceTimersByTimeAsync(150); // a batch of 150 ms: rests 450 ms
    expect(await restEndsAt(restBefore(), 450)).toEqual({ before: false, after: true });
    await vi.advanceTimersByTimeAsync(20); // a batch of 20 ms: rests the minimum, 200 ms
    expect(await restEndsAt(restBefore(), 200)).toEqual({ before: false, after: true });
  });

  it('el primer lote no espera, y con pausa 0 (pruebas) ninguno espera', async () => {
    const paced = pacingOf({});
    expect(await restEndsAt(paced.walk()(), 1)).toEqual({ before: true, after: true });
    const unpaced = pacingOf({ pauseMs: 0 }).walk();
    await unpaced();
    await vi.advanceTimersByTimeAsync(500);
    expect(await restEndsAt(unpaced(), 1)).toEqual({ before: true, after: true });
  });
});

describe('ritmo: cada recorrido lleva sus propios descansos', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('el primer lote de un recorrido nuevo no espera aunque otro recorrido lleve tiempo', async () => {
    const pacing = pacingOf({ pauseMs: 200 });
    const earlier = pacing.walk();
    await earlier();
    await vi.advanceTimersByTimeAsync(1_000);
    let over = false;
    void pacing.walk()().then(() => (over = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(over).toBe(true);
  });
});
