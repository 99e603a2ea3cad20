// oxlint-disable-next-line import/no-unassigned-import -- installs IndexedDB in Node
import 'fake-indexeddb/auto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { clear } from 'idb-keyval';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/web/lib/http/api-error';
import { backoffDelay } from '../../../../src/web/offline/backoff';
import { getGeneratorCode } from '../../../../src/web/offline/generator-codes';
import { offlineStores } from '../../../../src/web/offline/offline-db';
import { putFile } from '../../../../src/web/offline/offline-files';
import type { OutboxEntry } from '../../../../src/web/offline/outbox-entry';
import { cancelUnsent, enqueue, listEntries } from '../../../../src/web/offline/outbox-store';
import { registerOutboxHandlers } from '../../../../src/web/offline/handlers/register-outbox-handlers';
import { createSyncEngine, type SessionCheck, type SyncDeps } from '../../../../src/web/offline/sync-engine';

interface Received {
  method: string;
  url: string;
  key: string | undefined;
  body: Record<string, unknown> | null;
}

/** A real HTTP server whose answers each test scripts; it records what arrived, in order. */
let server: Server;
let baseUrl = '';
const received: Received[] = [];
let answer: (request: Received) => { status: number; body?: unknown } | 'drop' = () => ({ status: 200 });

async function readBody(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : null;
}

/** Same contract as the app's transport: the envelope's respuesta, or an ApiError (status 0 offline). */
const send: SyncDeps['send'] = async (entry: OutboxEntry, body) => {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/api/v1${entry.path}`, {
      method: entry.method,
      headers: { 'content-type': 'application/json', 'idempotency-key': entry.id },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError({ status: 0 });
  }
  const envelope = (await response.json()) as { codigo: number; respuesta: unknown; mensaje: string };
  if (!response.ok) throw new ApiError({ status: response.status, codigo: envelope.codigo, mensaje: envelope.mensaje });
  return envelope.respuesta;
};

function engineWith(overrides: Partial<SyncDeps> = {}) {
  const timers: { run: () => void; ms: number }[] = [];
  let session: SessionCheck = 'ok';
  const engine = createSyncEngine({
    send,
    ensureSession: async () => session,
    withLock: (task) => task(),
    setTimer: (run, ms) => timers.push({ run, ms }),
    clearTimer: () => undefined,
    ...overrides,
  });
  return { engine, timers, setSession: (next: SessionCheck) => (session = next) };
}

const GENERATOR = '6f1c2b7e-0d4a-4b8e-9a55-3c2d1e0f9a11';
const SCOPE = { type: 'generator', id: GENERATOR };
const queue = (kind: string, path: string, extra: Partial<OutboxEntry> = {}) =>
  enqueue({ scope: SCOPE, kind, method: extra.method ?? 'PATCH', path, label: kind, body: extra.body ?? { kind }, coalesceKey: extra.coalesceKey ?? null, fileRef: extra.fileRef ?? null });

beforeAll(async () => {
  registerOutboxHandlers();
  server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const entry = { method: request.method ?? '', url: request.url ?? '', key: request.headers['idempotency-key'] as string | undefined, body };
      received.push(entry);
      const reply = answer(entry);
      if (reply === 'drop') return request.socket.destroy();
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      const ok = reply.status < 300;
      response.end(JSON.stringify({ codigo: ok ? 0 : reply.status, respuesta: reply.body ?? null, mensaje: ok ? 'Operación realizada con éxito' : 'Ha ocurrido un error, verifique la información.' }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(async () => {
  received.length = 0;
  answer = () => ({ status: 200 });
  await clear(offlineStores().outbox);
  await clear(offlineStores().files);
});

describe('outbox de generadores', () => {
  it('envía las entradas de un generador en orden, la creación primero, cada una con su Idempotency-Key', async () => {
    const init = await queue('init', `/generador/init/idCompany/c/idProvider/p`, { method: 'POST' });
    const general = await queue('general', `/generador/general/id/${GENERATOR}`);
    const geo = await queue('geolocation', `/generador/geolocation/id/${GENERATOR}`);
    answer = (r) => (r.url.includes('/init/') ? { status: 200, body: { id: GENERATOR, generatedCode: 'GEN-2026-000123' } } : { status: 200 });

    const { engine } = engineWith();
    await engine.run();

    expect(received.map((r) => r.url)).toEqual([`/api/v1${init.path}`, `/api/v1${general.path}`, `/api/v1${geo.path}`]);
    expect(received.map((r) => r.key)).toEqual([init.id, general.id, geo.id]);
    expect((await listEntries()).map((e) => e.state)).toEqual(['sent', 'sent', 'sent']);
    expect(await getGeneratorCode(GENERATOR)).toBe('GEN-2026-000123');
    expect(engine.status().lastSyncAt).not.toBeNull();
  });

  it('reemplaza una entrada pendiente nunca intentada del mismo destino por la más reciente, con otra clave', async () => {
    const first = await queue('general', '/generador/general/x', { coalesceKey: 'general', body: { v: 1 } });
    const second = await queue('general', '/generador/general/x', { coalesceKey: 'general', body: { v: 2 } });
    const entries = await listEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]?.id).toBe(second.id);
    expect(second.id).not.toBe(first.id);

    await engineWith().engine.run();
    expect(received).toHaveLength(1);
    expect(received[0]?.body).toEqual({ v: 2 });
  });

  it('conserva una entrada ya intentada aunque llegue otra del mismo destino', async () => {
    await queue('general', '/generador/general/x', { coalesceKey: 'general', body: { v: 1 } });
    answer = () => 'drop';
    await engineWith().engine.run();
    await queue('general', '/generador/general/x', { coalesceKey: 'general', body: { v: 2 } });
    expect((await listEntries()).map((e) => e.body)).toEqual([{ v: 1 }, { v: 2 }]);
  });

  it('sin red deja todo pendiente y reintenta con espera de 1 s que se duplica hasta 5 minutos', async () => {
    await queue('general', '/generador/general/x');
    answer = () => 'drop';
    const { engine, timers } = engineWith();
    await engine.run();
    await engine.run();
    await engine.run();
    expect(timers.map((t) => t.ms)).toEqual([1000, 2000, 4000]);
    expect((await listEntries())[0]).toMatchObject({ state: 'pending', attempts: 3 });
    expect(engine.status().failures).toBe(3);
    expect([backoffDelay(9), backoffDelay(10), backoffDelay(30)]).toEqual([256_000, 300_000, 300_000]);

    answer = () => ({ status: 200 });
    await engine.syncNow();
    expect(engine.status().failures).toBe(0);
    expect((await listEntries())[0]?.state).toBe('sent');
    // The same key travelled on every attempt, so the server applies it once.
    expect(new Set(received.map((r) => r.key)).size).toBe(1);
  });

  it('un 4xx deja la entrada «con error» con el mensaje del servidor y sigue con las demás; Reintentar la envía con la misma clave', async () => {
    const photo = await queue('photo', '/generador/photographic/id/x/photos', { method: 'POST' });
    const geo = await queue('geolocation', '/generador/geolocation/id/x');
    answer = (r) => (r.url.endsWith('/photos') ? { status: 409 } : { status: 200 });
    const { engine } = engineWith();
    await engine.run();

    const [failed, sent] = await listEntries();
    expect(failed).toMatchObject({ id: photo.id, state: 'failed', lastStatus: 409, lastError: 'Ha ocurrido un error, verifique la información.' });
    expect(sent).toMatchObject({ id: geo.id, state: 'sent' });

    answer = () => ({ status: 200 });
    await engine.retry(photo.id);
    expect((await listEntries()).find((e) => e.id === photo.id)?.state).toBe('sent');
    expect(received.filter((r) => r.url.endsWith('/photos')).map((r) => r.key)).toEqual([photo.id, photo.id]);
  });

  it('si la creación falla, no envía el resto de ese generador', async () => {
    await queue('init', '/generador/init/x', { method: 'POST' });
    await queue('general', '/generador/general/x');
    answer = () => ({ status: 404 });
    await engineWith().engine.run();
    expect(received).toHaveLength(1);
    expect((await listEntries()).map((e) => e.state)).toEqual(['failed', 'pending']);
  });

  it('un 401 pausa la sincronización hasta iniciar sesión y no pierde nada', async () => {
    await queue('general', '/generador/general/x');
    answer = () => ({ status: 401 });
    const { engine } = engineWith();
    await engine.run();
    expect(engine.status()).toMatchObject({ paused: 'auth', lastError: 'Inicie sesión para sincronizar' });
    expect((await listEntries())[0]?.state).toBe('pending');

    answer = () => ({ status: 200 });
    await engine.run();
    expect(received).toHaveLength(1);
    await engine.syncNow();
    expect((await listEntries())[0]?.state).toBe('sent');
  });

  it('sin sesión recuperable no envía nada y pide iniciar sesión', async () => {
    await queue('general', '/generador/general/x');
    const { engine, setSession } = engineWith();
    setSession('auth');
    await engine.run();
    expect(received).toHaveLength(0);
    expect(engine.status().paused).toBe('auth');
  });

  it('una entrada encolada mientras se envía otra sale en la misma sincronización', async () => {
    await queue('general', '/generador/general/x');
    let queuedMeanwhile = false;
    const { engine } = engineWith({
      send: async (entry, body) => {
        if (!queuedMeanwhile) {
          queuedMeanwhile = true;
          await queue('geolocation', '/generador/geolocation/x');
          void engine.run();
        }
        return send(entry, body);
      },
    });
    await engine.run();
    expect(received.map((r) => r.url)).toEqual(['/api/v1/generador/general/x', '/api/v1/generador/geolocation/x']);
  });

  it('lee la foto del almacén local al enviarla y la retira de la cola cuando ya no se envió', async () => {
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);
    await putFile({ id: 'foto-1', generatorId: GENERATOR, blob: new Blob([bytes], { type: 'image/jpeg' }), name: 'a.jpg', type: 'image/jpeg', sha256: 'x', width: 1, height: 1, createdAt: 1 });
    await queue('photo', '/generador/photographic/id/x/photos', { method: 'POST', fileRef: 'foto-1', body: { id: 'foto-1' }, coalesceKey: 'photo:foto-1' });
    await queue('photo', '/generador/photographic/id/x/photos', { method: 'POST', fileRef: 'foto-2', body: { id: 'foto-2' }, coalesceKey: 'photo:foto-2' });
    expect(await cancelUnsent(SCOPE, 'photo:foto-2')).toBe(true);

    await engineWith().engine.run();
    expect(received).toHaveLength(1);
    expect(received[0]?.body).toEqual({ id: 'foto-1', content: Buffer.from(bytes).toString('base64') });
    expect(await cancelUnsent(SCOPE, 'photo:foto-1')).toBe(false);
  });
});
