// oxlint-disable-next-line import/no-unassigned-import -- installs IndexedDB in Node
import 'fake-indexeddb/auto';
import { clear, promisifyRequest } from 'idb-keyval';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERRORS } from '../../../../src/shared/contracts/errors';
import { MENSAJES_IDEMPOTENCIA } from '../../../../src/shared/labels/messages';
import { ApiError } from '../../../../src/web/lib/http/api-error';
import { fetchEnvelope } from '../../../../src/web/lib/http/fetch-envelope';
import { getGeneratorCode } from '../../../../src/web/offline/generator-codes';
import { registerOutboxHandlers } from '../../../../src/web/offline/handlers/register-outbox-handlers';
import { offlineStores } from '../../../../src/web/offline/offline-db';
import type { OutboxEntry } from '../../../../src/web/offline/outbox-entry';
import { registerOutboxHandler } from '../../../../src/web/offline/outbox-handlers';
import { cancelUnsent, enqueue, listEntries } from '../../../../src/web/offline/outbox-store';
import { createSyncEngine, isTransient, type SyncDeps } from '../../../../src/web/offline/sync-engine';

/** A scripted transport: each test decides the answer per entry and sees what was sent, in order. */
let sent: OutboxEntry[] = [];
let answer: (entry: OutboxEntry) => unknown = () => null;
const send: SyncDeps['send'] = async (entry) => {
  sent.push(entry);
  return answer(entry);
};

function engineWith() {
  const timers: number[] = [];
  const engine = createSyncEngine({ send, ensureSession: async () => 'ok', withLock: (task) => task(), setTimer: (_run, ms) => timers.push(ms), clearTimer: () => undefined, now: () => 1_000 });
  return { engine, timers };
}

/** An entry exactly as versions before scopes stored it: `generatorId`, no `scope`. */
function legacyEntry(id: string, seq: number, generatorId: string, kind: string): Record<string, unknown> {
  return {
    id,
    seq,
    generatorId,
    kind,
    method: 'PATCH',
    path: `/generador/${kind}/id/${generatorId}`,
    body: { kind },
    fileRef: null,
    coalesceKey: kind,
    companyId: null,
    label: kind,
    state: 'pending',
    attempts: 0,
    lastError: null,
    lastStatus: null,
    createdAt: seq,
    updatedAt: seq,
    sentAt: null,
  };
}

async function storeRaw(records: Record<string, unknown>[]): Promise<void> {
  await offlineStores().outbox('readwrite', (store) => {
    for (const record of records) store.put(record, record.id as string);
    return promisifyRequest(store.transaction);
  });
}

const readRaw = (id: string) => offlineStores().outbox('readonly', (store) => promisifyRequest(store.get(id) as IDBRequest<Record<string, unknown>>));

const conflict = (error: string | undefined) => new ApiError({ status: 409, mensaje: MENSAJES_IDEMPOTENCIA.enProceso, ...(error ? { error } : {}) });

const unregister: (() => void)[] = [];

beforeAll(() => registerOutboxHandlers());
beforeEach(async () => {
  sent = [];
  answer = () => null;
  await clear(offlineStores().outbox);
  await clear(offlineStores().codes);
});
afterEach(() => unregister.splice(0).forEach((undo) => undo()));

describe('entradas guardadas antes de los ámbitos', () => {
  const GENERATOR = '0b6f4a52-8c1e-4d7a-b1f2-9e3c5d7a1b20';

  it('se leen con el ámbito del generador y se sincronizan con su misma clave y en su orden', async () => {
    await storeRaw([legacyEntry('clave-antigua-2', 2, GENERATOR, 'general'), legacyEntry('clave-antigua-1', 1, GENERATOR, 'init')]);
    answer = (entry) => (entry.kind === 'init' ? { id: GENERATOR, generatedCode: 'GEN-2026-000777' } : null);

    const listed = await listEntries();
    expect(listed.map((e) => [e.id, e.scope])).toEqual([
      ['clave-antigua-1', { type: 'generator', id: GENERATOR }],
      ['clave-antigua-2', { type: 'generator', id: GENERATOR }],
    ]);
    expect(listed[0]).not.toHaveProperty('generatorId');

    await engineWith().engine.run();
    expect(sent.map((e) => e.id)).toEqual(['clave-antigua-1', 'clave-antigua-2']);
    expect((await listEntries()).map((e) => e.state)).toEqual(['sent', 'sent']);
    expect(await getGeneratorCode(GENERATOR)).toBe('GEN-2026-000777');
    // Once touched, the stored record has the new shape.
    expect(await readRaw('clave-antigua-1')).toMatchObject({ scope: { type: 'generator', id: GENERATOR }, state: 'sent' });
    expect(await readRaw('clave-antigua-1')).not.toHaveProperty('generatorId');
  });

  it('una creación antigua fallida sigue reteniendo el resto de su generador', async () => {
    await storeRaw([{ ...legacyEntry('clave-antigua-1', 1, GENERATOR, 'init'), state: 'failed', attempts: 1 }, legacyEntry('clave-antigua-2', 2, GENERATOR, 'general')]);
    await engineWith().engine.run();
    expect(sent).toHaveLength(0);
    expect((await listEntries()).map((e) => e.state)).toEqual(['failed', 'pending']);
  });

  it('una entrada nueva reemplaza a una antigua pendiente del mismo destino, y se puede retirar por ámbito', async () => {
    await storeRaw([legacyEntry('clave-antigua-1', 1, GENERATOR, 'general'), legacyEntry('clave-antigua-2', 2, GENERATOR, 'photographic')]);
    const fresh = await enqueue({ scope: { type: 'generator', id: GENERATOR }, kind: 'general', method: 'PATCH', path: '/generador/general', label: 'general', coalesceKey: 'general' });
    expect((await listEntries()).map((e) => e.id)).toEqual(['clave-antigua-2', fresh.id]);
    expect(fresh.seq).toBe(3);
    expect(await cancelUnsent({ type: 'generator', id: GENERATOR }, 'photographic')).toBe(true);
    expect((await listEntries()).map((e) => e.id)).toEqual([fresh.id]);
  });
});

describe('manejadores registrados por ámbito', () => {
  const queue = (type: string, id: string, kind: string) => enqueue({ scope: { type, id }, kind, method: 'POST', path: `/${type}/${id}/${kind}`, label: kind });

  it('avisa al manejador de cada respuesta correcta de su tipo, y solo de su tipo', async () => {
    const seen: [string, unknown][] = [];
    unregister.push(registerOutboxHandler('documento', { onSuccess: (entry, respuesta) => void seen.push([entry.kind, respuesta]) }));
    await queue('documento', 'd1', 'crear');
    await queue('otro', 'o1', 'crear');
    answer = (entry) => ({ para: entry.scope.type });

    await engineWith().engine.run();
    expect(sent).toHaveLength(2);
    expect(seen).toEqual([['crear', { para: 'documento' }]]);
  });

  it('retiene el resto de un ámbito solo cuando su manejador dice que la entrada fallida bloquea', async () => {
    unregister.push(registerOutboxHandler('documento', { blocks: (entry) => entry.kind === 'crear' }));
    await queue('documento', 'd1', 'crear');
    await queue('documento', 'd1', 'anexo');
    await queue('documento', 'd2', 'anexo');
    await queue('sin-manejador', 's1', 'crear');
    await queue('sin-manejador', 's1', 'anexo');
    answer = (entry) => {
      if (entry.kind === 'crear') throw new ApiError({ status: 422, mensaje: 'No válido', error: 'UNPROCESSABLE' });
      return null;
    };

    await engineWith().engine.run();
    expect(sent.map((e) => `${e.scope.id}:${e.kind}`)).toEqual(['d1:crear', 'd2:anexo', 's1:crear', 's1:anexo']);
    expect((await listEntries()).map((e) => e.state)).toEqual(['failed', 'pending', 'sent', 'failed', 'sent']);
  });

  it('una respuesta correcta queda enviada aunque el seguimiento del manejador falle', async () => {
    unregister.push(
      registerOutboxHandler('documento', {
        onSuccess: () => {
          throw new Error('IndexedDB lleno');
        },
      }),
    );
    await queue('documento', 'd1', 'crear');
    const { engine, timers } = engineWith();
    await engine.run();
    expect((await listEntries())[0]?.state).toBe('sent');
    expect(timers).toEqual([]);
  });

  it('quitar el registro deja de aplicar el manejador', async () => {
    const seen: string[] = [];
    registerOutboxHandler('documento', { onSuccess: (entry) => void seen.push(entry.id) })();
    await queue('documento', 'd1', 'crear');
    await engineWith().engine.run();
    expect(seen).toEqual([]);
  });
});

describe('reintentos decididos por el código de error', () => {
  const GENERATOR = 'c0a8e7f1-3b2d-4e5f-8a9b-1c2d3e4f5a6b';
  const queueGeneral = () => enqueue({ scope: { type: 'generator', id: GENERATOR }, kind: 'general', method: 'PATCH', path: '/generador/general', label: 'general' });

  it('un 409 IDEMPOTENCY_IN_PROGRESS queda pendiente y se reintenta con espera', async () => {
    await queueGeneral();
    answer = () => {
      throw conflict('IDEMPOTENCY_IN_PROGRESS');
    };
    const { engine, timers } = engineWith();
    await engine.run();
    expect((await listEntries())[0]).toMatchObject({ state: 'pending', lastStatus: 409 });
    expect(timers).toEqual([1000]);
    expect(engine.status().failures).toBe(1);
  });

  it('un 503 TEMPORARILY_UNAVAILABLE (apagado, base reiniciándose) sigue pendiente y se reintenta con espera creciente, sin pasar a «Requiere atención»', async () => {
    await queueGeneral();
    answer = () => {
      throw new ApiError({ status: 503, mensaje: ERRORS.TEMPORARILY_UNAVAILABLE.mensaje, error: 'TEMPORARILY_UNAVAILABLE' });
    };
    const { engine, timers } = engineWith();
    for (let attempt = 0; attempt < 4; attempt += 1) await engine.run();
    expect((await listEntries())[0]).toMatchObject({ state: 'pending', lastStatus: 503, attempts: 4, lastError: ERRORS.TEMPORARILY_UNAVAILABLE.mensaje });
    expect(timers).toEqual([1000, 2000, 4000, 8000]);

    answer = () => null;
    await engine.run();
    expect((await listEntries())[0]).toMatchObject({ state: 'sent' });
    expect(engine.status().failures).toBe(0);
  });

  it('un 503 sin ese código (p. ej. pagos no configurados) requiere atención', async () => {
    await queueGeneral();
    answer = () => {
      throw new ApiError({ status: 503, mensaje: ERRORS.UNAVAILABLE.mensaje, error: 'UNAVAILABLE' });
    };
    const { engine, timers } = engineWith();
    await engine.run();
    expect((await listEntries())[0]).toMatchObject({ state: 'failed', lastStatus: 503 });
    expect(timers).toEqual([]);
  });

  it('otro 409 requiere atención aunque su mensaje sea el de «en proceso»', async () => {
    await queueGeneral();
    answer = () => {
      throw conflict('CONFLICT');
    };
    const { engine, timers } = engineWith();
    await engine.run();
    expect((await listEntries())[0]).toMatchObject({ state: 'failed', lastStatus: 409, lastError: MENSAJES_IDEMPOTENCIA.enProceso });
    expect(timers).toEqual([]);
  });

  it('sin código no se reintenta solo por el texto del mensaje; sin red sí', () => {
    expect(isTransient(conflict(undefined))).toBe(false);
    expect(isTransient(new ApiError({ status: 500, error: 'IDEMPOTENCY_IN_PROGRESS' }))).toBe(false);
    expect(isTransient(new ApiError({ status: 0 }))).toBe(true);
  });

  it('el cliente HTTP conserva el código `error` del sobre', async () => {
    const realFetch = globalThis.fetch;
    globalThis.fetch = async () =>
      new Response(JSON.stringify({ codigo: 409, respuesta: null, mensaje: MENSAJES_IDEMPOTENCIA.enProceso, error: 'IDEMPOTENCY_IN_PROGRESS' }), { status: 409, headers: { 'content-type': 'application/json' } });
    try {
      const failure = await fetchEnvelope('/generador/general', { method: 'PATCH', body: {} }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ status: 409, error: 'IDEMPOTENCY_IN_PROGRESS' });
      expect(isTransient(failure as ApiError)).toBe(true);
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
