import { MENSAJES_BOVEDA as M, VAULT_ACTION_LABELS } from '../../../shared/labels/vault';
import type { Db } from '../../db/client';
import type { LedgerKeyOptions } from '../../ledger/ledger-key';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import { renderTextDocument } from '../../pdf/text-document';
import { safeBaseName } from '../../storage/content-disposition';
import { vaultFileHistory, vaultProofBundle } from './vault-ledger';
import type { VaultService } from './vault.service';
import { countOf } from '../../../shared/text/count';
import { formatDateTime } from '../../../shared/mx/dates';

interface InclusionFacts {
  index: number;
  treeSize?: number;
  auditPath: string[];
}

/** What a person needs from a bundle, whatever nesting the ledger module chose: checkpoint and audit paths. */
export function bundleFacts(bundle: unknown): { checkpoint?: string; proofs: InclusionFacts[] } {
  const proofs: InclusionFacts[] = [];
  let checkpoint: string | undefined;
  const visit = (value: unknown, depth: number) => {
    if (depth > 4 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach((v) => visit(v, depth + 1));
    const record = value as Record<string, unknown>;
    if (!checkpoint && typeof record.checkpoint === 'string') checkpoint = record.checkpoint;
    if (typeof record.index === 'number' && Array.isArray(record.auditPath)) {
      proofs.push({ index: record.index, treeSize: typeof record.treeSize === 'number' ? record.treeSize : undefined, auditPath: record.auditPath.map(String) });
    }
    for (const child of Object.values(record)) visit(child, depth + 1);
  };
  visit(bundle, 0);
  return { checkpoint, proofs };
}

/** The proof bundle (JSON) and the Constancia (PDF) of a vault document. */
export function createVaultProof(deps: { db: Db; vault: VaultService; ledgerKey: LedgerKeyOptions }) {
  async function load(actor: Actor, companyId: string, documentId: string) {
    const { row } = await deps.vault.documentFor(actor, companyId, documentId, 'read');
    const bundle = await vaultProofBundle(deps.db, row.document.fileId, deps.ledgerKey);
    return { row, bundle, name: safeBaseName(row.document.name) };
  }

  return {
    async bundle(actor: Actor, companyId: string, documentId: string) {
      const { bundle, name } = await load(actor, companyId, documentId);
      if (bundle === null || bundle === undefined) throw new AppError('CONFLICT', { message: M.sinLedger });
      return { name, bundle };
    },

    async constancia(actor: Actor, companyId: string, documentId: string) {
      const { row, bundle, name } = await load(actor, companyId, documentId);
      const entries = await vaultFileHistory(deps.db, row.document.fileId);
      const facts = bundleFacts(bundle);
      const pdf = await renderTextDocument({
        title: 'Constancia de registro',
        subtitle: `Bóveda Avala · ${row.document.name}`,
        sections: [
          { heading: 'Archivo', paragraphs: [`Nombre: ${row.document.name}`, `SHA-256: ${row.file.sha256}`, `CID (IPFS, CIDv1): ${row.file.cid ?? ''}`] },
          {
            heading: 'Registro en la bitácora',
            paragraphs: entries.length ? entries.map((e) => `Índice ${String(e.index)} · ${VAULT_ACTION_LABELS[e.action]} · ${formatDateTime(e.at)}`) : [M.sinLedger],
          },
          { heading: 'Punto de control firmado', paragraphs: [facts.checkpoint ?? M.sinLedger] },
          {
            heading: 'Ruta de auditoría (RFC 6962)',
            paragraphs: facts.proofs.length
              ? facts.proofs.map((p) => `Índice ${String(p.index)}${p.treeSize === undefined ? '' : ` en un árbol de ${countOf(p.treeSize, 'entrada', 'entradas')}`}: ${p.auditPath.join(' ') || '(sin nodos: el árbol tiene una sola hoja)'}`)
              : [M.sinLedger],
          },
          {
            heading: 'Cómo verificarlo',
            paragraphs: [
              'Descargue el archivo y su prueba (botón "Descargar prueba") y ejecute, sin conexión con Avala: npm run ledger:verify -- <archivo> <prueba.json>',
              'La verificación comprueba que el SHA-256 del archivo coincide con el registrado, que cada entrada está incluida en el punto de control y que la firma Ed25519 del punto de control es válida con la llave pública publicada en /api/v1/ledger/public-key.',
            ],
          },
        ],
      });
      return { name, pdf };
    },
  };
}
export type VaultProof = ReturnType<typeof createVaultProof>;
