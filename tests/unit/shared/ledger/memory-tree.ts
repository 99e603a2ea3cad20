import { appendNodes, nodeId, type NodeLookup } from '../../../../src/shared/ledger/tree';

/** The server's tree code over a Map instead of the ledger_nodes table: same append, same proofs. */
export function memoryTree() {
  const nodes = new Map<string, Uint8Array>();
  let size = 0;
  const lookup: NodeLookup = async (keys) => {
    const found = new Map<string, Uint8Array>();
    for (const key of keys) {
      const hash = nodes.get(nodeId(key));
      if (hash) found.set(nodeId(key), hash);
    }
    return found;
  };
  return {
    lookup,
    get size() {
      return size;
    },
    async append(leaf: Uint8Array) {
      for (const n of await appendNodes(size, leaf, lookup)) nodes.set(nodeId(n), n.hash);
      size++;
    },
  };
}
