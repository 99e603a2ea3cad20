import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyLinks, files, signatureProcesses, signatureSigners } from '../../../src/server/db/schema';
import { sha256Hex } from '../../../src/server/modules/auth/tokens';
import { SIGNING_CODE_LIMITS } from '../../../src/server/modules/signatures/signatures.service';
import { MENSAJES_FIRMA as F } from '../../../src/shared/labels/messages';
import { buildCompany, buildUser } from '../../fixtures/factories';
import { json, signIn } from '../../fixtures/http';
import { pngImage } from '../../fixtures/png';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

const MINUTE = 60_000;

describe('códigos de firma: límite por hora e intentos por proceso (seguridad 7)', () => {
  let t: TestApp;
  // The injected clock: the code window is measured with it, never with the wall clock. It starts
  // at the real time only so the sign-in in beforeAll issues a token valid right now.
  let current = new Date();
  let processId: string;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => current });
    const clientId = (await buildCompany(t.db, { invitedAs: 'client' })).id;
    const providerId = (await buildCompany(t.db, { generadores: true })).id;
    await t.db.insert(companyLinks).values({ clientId, providerId, status: 'ACCEPTED' });
    const token = (await signIn(t.app, (await buildUser(t.db, { companyId: providerId, role: 'Colaborador' })).email)).accessToken;
    const generatorId = randomUUID();
    const init = await t.app.inject({ method: 'POST', url: `/api/v1/generador/init/idCompany/${clientId}/idProvider/${providerId}`, payload: { id: generatorId }, headers: { authorization: `Bearer ${token}` } });
    if (init.statusCode !== 200) throw new Error(`no se creó el generador: ${init.statusCode}`);
    const [file] = await t.db.insert(files).values({ companyId: providerId, kind: 'generator_pdf', name: 'g.pdf', mime: 'application/pdf', size: 1, sha256: 'a'.repeat(64) }).returning();
    const [process] = await t.db.insert(signatureProcesses).values({ generatorId, documentFileId: file?.id ?? '', documentSha256: 'a'.repeat(64) }).returning();
    processId = process?.id ?? '';
  });
  afterAll(() => t.close());

  /** A signer of the process reached by its own link. */
  async function signer(email: string) {
    const link = `enlace-${randomUUID()}`;
    await t.db.insert(signatureSigners).values({ processId, position: 0, role: 'Supervisor', name: 'Firmante', email, tokenHash: sha256Hex(link), tokenExpiresAt: new Date(current.getTime() + 7 * 24 * 60 * MINUTE) });
    return link;
  }

  const requestCode = (link: string) => t.app.inject({ method: 'POST', url: `/api/v1/firma/${link}/code` });
  const sign = (link: string, code: string) => t.app.inject({ method: 'POST', url: `/api/v1/firma/${link}/sign`, payload: { typedName: 'Firmante de Prueba', signaturePng: pngImage(300, 100).toString('base64'), code } });

  async function mailedCodes(email: string): Promise<string[]> {
    await t.ctx.mail.deliverPending();
    const { items } = await t.ctx.mail.list(0, 200);
    return items.filter((m) => m.to === email).flatMap((m) => m.text.match(/es (\d{6})/)?.[1] ?? []);
  }

  async function lastCode(email: string): Promise<string> {
    const [code] = await mailedCodes(email);
    if (!code) throw new Error(`sin código para ${email}`);
    return code;
  }

  /** A code that none of the mailed ones is, so a "wrong code" can never be right by chance. */
  async function wrongCode(email: string): Promise<string> {
    const mailed = new Set(await mailedCodes(email));
    let candidate = 0;
    while (mailed.has(String(candidate).padStart(6, '0'))) candidate += 1;
    return String(candidate).padStart(6, '0');
  }

  it('limita los códigos que un firmante puede pedir por hora y vuelve a permitirlos pasada la hora', async () => {
    const link = await signer('limite@cliente.mx');
    for (let i = 0; i < SIGNING_CODE_LIMITS.codesPerHour; i++) expect((await requestCode(link)).statusCode).toBe(200);
    const refused = await requestCode(link);
    expect(refused.statusCode).toBe(429);
    expect(json(refused).mensaje).toBe(F.demasiadosCodigos);

    current = new Date(current.getTime() + 59 * MINUTE);
    expect((await requestCode(link)).statusCode).toBe(429);
    current = new Date(current.getTime() + 2 * MINUTE);
    expect((await requestCode(link)).statusCode).toBe(200);
  });

  it('pedir un código nuevo no reinicia los intentos: agotados, ni el código correcto firma', async () => {
    const link = await signer('intentos@cliente.mx');
    let wrong = 0;
    for (const round of [4, 4, 2]) {
      expect((await requestCode(link)).statusCode).toBe(200);
      const badCode = await wrongCode('intentos@cliente.mx');
      for (let i = 0; i < round; i++, wrong++) {
        const response = await sign(link, badCode);
        expect(response.statusCode).toBe(400);
        expect(json(response).respuesta.campos.code).toBe(F.codigoInvalido);
      }
    }
    expect(wrong).toBe(SIGNING_CODE_LIMITS.maxFailedAttempts);

    const exhausted = await sign(link, await lastCode('intentos@cliente.mx'));
    expect(exhausted.statusCode).toBe(400);
    expect(json(exhausted).mensaje).toBe(F.intentosAgotadosProceso);
    expect(json(exhausted).respuesta.campos.code).toBe(F.intentosAgotadosProceso);
    expect(json(await requestCode(link)).mensaje).toBe(F.intentosAgotadosProceso);
  });

  it('con intentos disponibles, el código correcto firma', async () => {
    const link = await signer('correcto@cliente.mx');
    expect((await requestCode(link)).statusCode).toBe(200);
    expect((await sign(link, await wrongCode('correcto@cliente.mx'))).statusCode).toBe(400);
    const signed = await sign(link, await lastCode('correcto@cliente.mx'));
    expect(signed.statusCode).toBe(200);
    expect(json(signed).mensaje).toBe(F.firmaRegistrada);
  });
});
