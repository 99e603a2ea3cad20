import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MENSAJES_ARRANQUE } from '../../../src/shared/labels/messages';

/** `src/server/main.ts` as `npm start` runs it, with only the environment given here. */
function start(env: Record<string, string>) {
  return new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = execFile(join('node_modules', '.bin', 'tsx'), ['src/server/main.ts'], { env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env } }, (_error, _stdout, stderr) =>
      resolve({ code: child.exitCode, stderr }),
    );
  });
}

describe('un arranque en producción sin SMTP_URL', () => {
  it('se niega a arrancar con un mensaje en español y código de salida 1, sin tocar la carpeta de datos', async () => {
    const dataDir = join(tmpdir(), `avala-sin-smtp-${randomUUID()}`);
    const { code, stderr } = await start({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    expect(code).toBe(1);
    expect(stderr).toContain(MENSAJES_ARRANQUE.faltaSmtp);
    expect(existsSync(dataDir)).toBe(false);
  }, 30_000);
});
