import { emptyRoot, nodeHash } from './merkle';

/**
 * The log's tree as stored: every completed perfect subtree (level L, index i) covering leaves
 * [i·2^L, (i+1)·2^L), level 0 being the leaf hashes. Any RFC 6962 range hash is the right fold of
 * at most log2(n) such nodes, so appending and proving read O(log n) nodes and never the leaves.
 */
export interface NodeKey {
  level: number;
  index: number;
}
export interface StoredNode extends NodeKey {
  hash: Uint8Array;
}
/** Returns the hashes of the asked nodes, keyed by `nodeId`; a missing one is a storage error. */
export type NodeLookup = (keys: NodeKey[]) => Promise<Map<string, Uint8Array>>;

export const nodeId = (key: NodeKey) => `${key.level}:${key.index}`;
type Range = readonly [start: number, end: number];

/** Largest power of two strictly below n (n ≥ 2), the RFC 6962 split point. */
function splitPoint(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

/** The perfect subtrees that make [start, end), left to right, largest first. */
export function rangeNodes([start, end]: Range): NodeKey[] {
  const keys: NodeKey[] = [];
  let at = start;
  while (at < end) {
    let level = 0;
    while (at % 2 ** (level + 1) === 0 && at + 2 ** (level + 1) <= end) level++;
    keys.push({ level, index: at / 2 ** level });
    at += 2 ** level;
  }
  return keys;
}

/** RFC 6962 §2.1.1 PATH(m, D[start:end]) as the ranges whose hashes form it, leaf side first. */
function pathRanges(m: number, [start, end]: Range): Range[] {
  const n = end - start;
  if (n <= 1) return [];
  const k = splitPoint(n);
  if (m < k) return [...pathRanges(m, [start, start + k]), [start + k, end]];
  return [...pathRanges(m - k, [start + k, end]), [start, start + k]];
}

/** RFC 6962 §2.1.2 SUBPROOF(m, D[start:end], b) as ranges. */
function subproofRanges(m: number, [start, end]: Range, complete: boolean): Range[] {
  const n = end - start;
  if (m === n) return complete ? [] : [[start, end]];
  const k = splitPoint(n);
  if (m <= k) return [...subproofRanges(m, [start, start + k], complete), [start + k, end]];
  return [...subproofRanges(m - k, [start + k, end], false), [start, start + k]];
}

async function hashesOf(ranges: Range[], lookup: NodeLookup): Promise<Uint8Array[]> {
  const perRange = ranges.map(rangeNodes);
  const found = await lookup(perRange.flat());
  const out: Uint8Array[] = [];
  for (const keys of perRange) {
    // Right fold: the smallest subtree is the deepest right child.
    let acc: Uint8Array | undefined;
    for (const key of keys.toReversed()) {
      const hash = found.get(nodeId(key));
      if (!hash) throw new Error(`ledger: falta el nodo ${nodeId(key)}`);
      acc = acc ? await nodeHash(hash, acc) : hash;
    }
    if (!acc) throw new Error('ledger: rango vacío');
    out.push(acc);
  }
  return out;
}

/** MTH(D[0:size]). */
export async function rootAt(size: number, lookup: NodeLookup): Promise<Uint8Array> {
  if (size === 0) return emptyRoot();
  const [root = await emptyRoot()] = await hashesOf([[0, size]], lookup);
  return root;
}

export const inclusionProof = (index: number, size: number, lookup: NodeLookup) => hashesOf(pathRanges(index, [0, size]), lookup);

/** Empty when first = second; callers reject first < 1. */
export const consistencyProof = (first: number, second: number, lookup: NodeLookup) =>
  first === second ? Promise.resolve([]) : hashesOf(subproofRanges(first, [0, second], true), lookup);

/** The leaf, its audit path and the root, read in one lookup (one query on the server). */
export async function inclusionWithRoot(index: number, size: number, lookup: NodeLookup) {
  const [leaf, root, ...path] = await hashesOf([[index, index + 1], [0, size], ...pathRanges(index, [0, size])], lookup);
  if (!leaf || !root) throw new Error('ledger: prueba incompleta');
  return { leaf, root, path };
}

/** Both roots and the consistency proof, read in one lookup. */
export async function consistencyWithRoots(first: number, second: number, lookup: NodeLookup) {
  const proof = first === second ? [] : subproofRanges(first, [0, second], true);
  const [firstRoot, secondRoot, ...hashes] = await hashesOf([[0, first], [0, second], ...proof], lookup);
  if (!firstRoot || !secondRoot) throw new Error('ledger: prueba incompleta');
  return { firstRoot, secondRoot, proof: hashes };
}

/** The left siblings appending leaf `index` combines with (one per trailing 1 bit of index). */
export function appendSiblings(index: number): NodeKey[] {
  const keys: NodeKey[] = [];
  for (let level = 0, i = index; i % 2 === 1; level++, i = Math.floor(i / 2)) keys.push({ level, index: i - 1 });
  return keys;
}

/** The nodes that leaf `index` completes: the leaf itself and every parent it closes. */
export async function appendNodes(index: number, leaf: Uint8Array, lookup: NodeLookup): Promise<StoredNode[]> {
  const siblings = appendSiblings(index);
  const found = siblings.length > 0 ? await lookup(siblings) : new Map<string, Uint8Array>();
  const nodes: StoredNode[] = [{ level: 0, index, hash: leaf }];
  let current = leaf;
  for (const sibling of siblings) {
    const left = found.get(nodeId(sibling));
    if (!left) throw new Error(`ledger: falta el nodo ${nodeId(sibling)}`);
    current = await nodeHash(left, current);
    nodes.push({ level: sibling.level + 1, index: Math.floor(sibling.index / 2), hash: current });
  }
  return nodes;
}

/**
 * The nodes that appending `leaves` to a tree of `size` leaves completes, in order, reading only the
 * right frontier (the O(log n) perfect subtrees that make [0, size)) in one lookup. Equal to calling
 * appendNodes once per leaf, but one lookup for the whole batch.
 */
export async function appendBatchNodes(size: number, leaves: Uint8Array[], lookup: NodeLookup): Promise<StoredNode[]> {
  const edge = rangeNodes([0, size]);
  const found = edge.length > 0 ? await lookup(edge) : new Map<string, Uint8Array>();
  /** last[level]: the newest completed node of that level still waiting for its right sibling. */
  const last: Uint8Array[] = [];
  for (const key of edge) {
    const hash = found.get(nodeId(key));
    if (!hash) throw new Error(`ledger: falta el nodo ${nodeId(key)}`);
    last[key.level] = hash;
  }
  const nodes: StoredNode[] = [];
  let at = size;
  for (const leaf of leaves) {
    let [hash, level, index] = [leaf, 0, at];
    for (;;) {
      nodes.push({ level, index, hash });
      if (index % 2 === 0) break;
      const left = last[level];
      if (!left) throw new Error(`ledger: falta el nodo ${level}:${index - 1}`);
      hash = await nodeHash(left, hash);
      level++;
      index = Math.floor(index / 2);
    }
    last[level] = hash;
    at++;
  }
  return nodes;
}
