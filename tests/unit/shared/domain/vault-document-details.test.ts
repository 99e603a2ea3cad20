import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ZUpdateVaultDocumentRequest } from '../../../../src/shared/contracts/vault.contract';
import { baseOfName, nameWithExtension } from '../../../../src/shared/domain/vault';
import { vaultDetailsJson, vaultDetailsSha256 } from '../../../../src/shared/domain/vault-details';

const ID = '11111111-2222-4333-8444-555555555555';

describe('datos de un documento de la bóveda (PUT /document)', () => {
  it('la extensión es la del archivo y se conserva una sola vez', () => {
    expect(nameWithExtension('Acta', 'pdf')).toBe('Acta.pdf');
    expect(nameWithExtension(' Acta.PDF ', 'pdf')).toBe('Acta.pdf');
    expect(nameWithExtension('Acta.docx', 'pdf')).toBe('Acta.docx.pdf');
    expect(nameWithExtension('Sin tipo', '')).toBe('Sin tipo');
    expect(baseOfName('Acta constitutiva.pdf', 'pdf')).toBe('Acta constitutiva');
    expect(baseOfName('.pdf', 'pdf')).toBe('.pdf');
  });

  it('el contrato recorta y valida nombre, descripción y etiquetas', () => {
    expect(ZUpdateVaultDocumentRequest.parse({ id: ID, name: '  Acta  ', description: ' x ', tags: [' Legal '] })).toEqual({ id: ID, name: 'Acta', description: 'x', tags: ['Legal'] });
    expect(ZUpdateVaultDocumentRequest.safeParse({ id: ID, name: 'a\u0007b', description: '', tags: [] }).success).toBe(false);
    expect(ZUpdateVaultDocumentRequest.safeParse({ id: ID, name: 'Acta', description: '', tags: ['Legal', 'LEGAL'] }).success).toBe(false);
  });

  it('el hash de los datos es el sha256 de su JSON canónico (RFC 8785)', async () => {
    const details = { documentId: ID, name: 'Acta.pdf', description: 'Copia', tags: ['Legal', 'Ñandú'] };
    const text = vaultDetailsJson(details);
    expect(text).toBe(`{"description":"Copia","documentId":"${ID}","name":"Acta.pdf","tags":["Legal","Ñandú"]}`);
    expect(await vaultDetailsSha256(details)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
  });
});
