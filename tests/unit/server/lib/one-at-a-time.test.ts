import { describe, expect, it } from 'vitest';
import { oneAtATime } from '../../../../src/server/lib/one-at-a-time';

describe('oneAtATime', () => {
  it('salta las llamadas mientras la anterior corre, vuelve a correr al terminar y entrega los errores', async () => {
    let release: () => void = () => undefined;
    let runs = 0;
    const errors: unknown[] = [];
    const tick = oneAtATime(async () => {
      runs++;
      if (runs === 2) throw new Error('falló');
      await new Promise<void>((resolve) => (release = resolve));
    }, (error) => errors.push(error));
    tick();
    tick();
    tick();
    expect(runs).toBe(1);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    tick();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(runs).toBe(2);
    expect(errors).toEqual([new Error('falló')]);
    tick();
    expect(runs).toBe(3);
  });

  it('idle espera la corrida en curso y responde enseguida cuando no hay ninguna', async () => {
    let release: () => void = () => undefined;
    let finished = false;
    const tick = oneAtATime(async () => {
      await new Promise<void>((resolve) => (release = resolve));
      finished = true;
    }, () => undefined);
    await tick.idle();
    tick();
    let idle = false;
    const waiting = tick.idle().then(() => (idle = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(idle).toBe(false);
    release();
    await waiting;
    expect(finished).toBe(true);
  });
});
