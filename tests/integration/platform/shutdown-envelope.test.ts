import { once } from 'node:events';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, RETRY_AFTER_SECONDS } from '../../../src/shared/contracts/errors';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Reads one HTTP/1.1 response (Content-Length framed) from a keep-alive socket. */
function readResponse(socket: Socket): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    let buffer = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const [statusLine = '', ...lines] = buffer.subarray(0, end).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      const length = Number(headers['content-length'] ?? 0);
      if (buffer.length < end + 4 + length) return;
      socket.off('data', onData);
      socket.off('error', reject);
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: buffer.subarray(end + 4, end + 4 + length).toString('utf8') });
    };
    socket.on('data', onData);
    socket.once('error', reject);
  });
}

async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`No ocurrió a tiempo: ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('apagado ordenado (SIGTERM)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('una solicitud que llega durante el apagado recibe el sobre 503 TEMPORARILY_UNAVAILABLE con Retry-After; la que ya corría termina', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    const body = JSON.stringify({ email: 'nadie@prueba.mx', password: 'no-es-la-contrasena' });
    const head = (length: number) => `POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

    // An upload in flight: headers and half of the body sent, the rest after the shutdown begins.
    const arrived = once(t.app.server, 'request');
    socket.write(head(Buffer.byteLength(body)) + body.slice(0, 10));
    await arrived;
    const closing = t.app.close();
    await until(() => !t.app.server.listening, 'el servidor deja de aceptar conexiones');

    const first = readResponse(socket);
    socket.write(body.slice(10));
    const running = await first;
    expect(running.status).not.toBe(503);
    expect(JSON.parse(running.body)).toMatchObject({ codigo: running.status });

    const second = readResponse(socket);
    socket.write(head(Buffer.byteLength(body)) + body);
    const late = await second;
    expect(late.status).toBe(503);
    expect(late.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(JSON.parse(late.body)).toEqual({ codigo: 503, respuesta: null, mensaje: ERRORS.TEMPORARILY_UNAVAILABLE.mensaje, error: 'TEMPORARILY_UNAVAILABLE' });

    socket.destroy();
    await closing;
  });
});
