import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { TDevMail } from '../../../src/shared/contracts/dev-mailbox.contract';

async function poll<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await read();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`No llegó ${what} a tiempo`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Waits for a message to `to` in the development mailbox (GET /api/v1/dev/mailbox, newest first). */
export function waitForDevMail(baseUrl: string, to: string, subject: string): Promise<TDevMail> {
  return poll(`el correo «${subject}» a ${to}`, async () => {
    const response = await fetch(`${baseUrl}/api/v1/dev/mailbox?page=0&size=50`);
    const body = (await response.json()) as { respuesta: { items: TDevMail[] } };
    return body.respuesta.items.find((m) => m.to === to && m.subject === subject);
  });
}

export interface ReceivedMail {
  to: string[];
  /** The raw message with quoted-printable undone (the text part reads as written). */
  text: string;
}

/** Undoes quoted-printable (soft line breaks and =XX bytes, UTF-8) so a test can read the body. */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A real SMTP server on a free local port that keeps what it receives (no TLS, no auth). */
export async function startSmtpCapture() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), text: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')) });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Waits for the next message to `to` that matches `pattern`, and returns the first group. */
    waitFor: (to: string, pattern: RegExp) =>
      poll(`un correo a ${to}`, async () => {
        for (const mail of received) {
          const match = mail.to.includes(to) ? pattern.exec(mail.text) : null;
          if (match) return match[1] ?? match[0];
        }
        return undefined;
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
