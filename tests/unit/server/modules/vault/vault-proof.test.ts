import { describe, expect, it } from 'vitest';
import { bundleFacts } from '../../../../../src/server/modules/vault/vault-proof';
import { periodFolderName } from '../../../../../src/shared/domain/vault';

describe('datos de la constancia', () => {
  it('toma del paquete el punto de control firmado y la ruta de auditoría de cada entrada', () => {
    const bundle = {
      sha256: 'ab',
      entries: [{ index: 4, entryJson: '{}', leafHash: 'cd' }],
      checkpoint: 'avala.mx/ledger\n7\nAAAA\n\n— avala.mx/ledger firma\n',
      proofs: [
        { index: 4, treeSize: 7, auditPath: ['01', '02'] },
        { index: 6, treeSize: 7, auditPath: [] },
      ],
    };
    expect(bundleFacts(bundle)).toEqual({
      checkpoint: bundle.checkpoint,
      proofs: [
        { index: 4, treeSize: 7, auditPath: ['01', '02'] },
        { index: 6, treeSize: 7, auditPath: [] },
      ],
    });
  });

  it('sin paquete no inventa nada', () => {
    expect(bundleFacts(null)).toEqual({ checkpoint: undefined, proofs: [] });
  });

  it('la carpeta del periodo es año-mes con dos dígitos', () => {
    expect(periodFolderName(2026, 3)).toBe('2026-03');
    expect(periodFolderName(2026, 12)).toBe('2026-12');
  });
});
