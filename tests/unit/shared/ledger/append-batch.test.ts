import { describe, expect, it } from 'vitest';
import { utf8 } from '../../../../src/shared/ledger/bytes';
import { leafHash } from '../../../../src/shared/ledger/merkle';
import { appendBatchNodes, appendNodes, nodeId, rootAt, type NodeLookup } from '../../../../src/shared/ledger/tree';
import { mth } from './rfc6962-reference';

const MAX = 64;
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** A node store over a Map, and every node it was ever asked for. */
function store() {
  const nodes = new Map<string, Uint8Array>();
  const lookup: NodeLookup = async (keys) => new Map(keys.flatMap((key) => (nodes.has(nodeId(key)) ? [[nodeId(key), nodes.get(nodeId(key)) as Uint8Array] as const] : [])));
  return { nodes, lookup };
}

const snapshot = (nodes: Map<string, Uint8Array>) => Object.fromEntries([...nodes.keys()].toSorted().map((id) => [id, hex(nodes.get(id) ?? new Uint8Array())]));

describe('agregar hojas en lote (vaciado de las lecturas pendientes)', async () => {
  const leaves = await Promise.all(Array.from({ length: MAX }, (_, i) => leafHash(utf8(JSON.stringify({ i })))));

  it('deja los mismos nodos que agregarlas de una en una, con cualquier tamaño de lote, y la raíz es MTH (RFC 6962)', async () => {
    const single = store();
    for (const [i, leaf] of leaves.entries()) for (const n of await appendNodes(i, leaf, single.lookup)) single.nodes.set(nodeId(n), n.hash);

    for (const batch of [1, 2, 3, 5, 7, 8, 13, 64]) {
      const batched = store();
      for (let size = 0; size < MAX; size += batch) {
        for (const n of await appendBatchNodes(size, leaves.slice(size, size + batch), batched.lookup)) batched.nodes.set(nodeId(n), n.hash);
        const grown = Math.min(MAX, size + batch);
        expect(hex(await rootAt(grown, batched.lookup)), `lote ${batch}, tamaño ${grown}`).toBe(hex(mth(leaves.slice(0, grown))));
      }
      expect(snapshot(batched.nodes), `lote ${batch}`).toEqual(snapshot(single.nodes));
    }
  });

  it('un lote vacío no agrega nada y falta de un nodo de la frontera es un error', async () => {
    const s = store();
    expect(await appendBatchNodes(0, [], s.lookup)).toEqual([]);
    await expect(appendBatchNodes(3, leaves.slice(3, 4), s.lookup)).rejects.toThrow('ledger: falta el nodo');
  });
});
