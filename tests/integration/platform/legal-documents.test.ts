import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../fixtures/test-app';

describe('documentos legales en PDF', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(['terminos.pdf', 'aviso-privacidad.pdf', 'contrato-licencia.pdf', 'manual-usuario-corporativo.pdf'])('/docs/%s es un PDF real', async (file) => {
    const response = await t.app.inject({ method: 'GET', url: `/docs/${file}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(Number(pdf.match(/\/Type \/Pages\s*\/Count (\d+)/)?.[1] ?? 0)).toBeGreaterThanOrEqual(1);
  });

  it('un documento inexistente responde 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/docs/otro.pdf' })).statusCode).toBe(404);
  });
});
