import { createHash } from 'node:crypto';

/**
 * RFC 6962 §2.1, written straight from its definitions over the full leaf list and with
 * node:crypto, sharing no code with src/shared/ledger: the yardstick the tests hold the log to.
 */
const h = (...parts: Uint8Array[]) => new Uint8Array(createHash('sha256').update(Buffer.concat(parts)).digest());
/** The largest power of two smaller than n (n > 1). */
const k = (n: number) => 2 ** Math.ceil(Math.log2(n) - 1);
const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));
/** Last element and the rest; the recursions below only call it on non-empty lists. */
function split(list: Uint8Array[]): [Uint8Array[], Uint8Array] {
  const last = list.at(-1);
  if (!last) throw new Error('lista vacía');
  return [list.slice(0, -1), last];
}

export const refLeaf = (data: Uint8Array) => h(Uint8Array.of(0), data);
const node = (l: Uint8Array, r: Uint8Array) => h(Uint8Array.of(1), l, r);

/** Subtree hashes already computed, keyed by the whole leaf range (same leaves, same hash). */
const memo = new Map<string, Uint8Array>();

/** MTH(D[n]) over leaf hashes. */
export function mth(d: Uint8Array[]): Uint8Array {
  const [first] = d;
  if (!first) return h();
  if (d.length === 1) return first;
  const key = Buffer.concat(d).toString('base64');
  const known = memo.get(key);
  if (known) return known;
  const s = k(d.length);
  const hash = node(mth(d.slice(0, s)), mth(d.slice(s)));
  memo.set(key, hash);
  return hash;
}

/** PATH(m, D[n]). */
export function path(m: number, d: Uint8Array[]): Uint8Array[] {
  if (d.length <= 1) return [];
  const s = k(d.length);
  return m < s ? [...path(m, d.slice(0, s)), mth(d.slice(s))] : [...path(m - s, d.slice(s)), mth(d.slice(0, s))];
}

/** SUBPROOF(m, D[n], b). */
function subproof(m: number, d: Uint8Array[], b: boolean): Uint8Array[] {
  if (m === d.length) return b ? [] : [mth(d)];
  const s = k(d.length);
  return m <= s ? [...subproof(m, d.slice(0, s), b), mth(d.slice(s))] : [...subproof(m - s, d.slice(s), false), mth(d.slice(0, s))];
}

/** PROOF(m, D[n]) = SUBPROOF(m, D[n], true). */
export const proof = (m: number, d: Uint8Array[]) => subproof(m, d, true);

/** Inverts PATH's recursion: the root an audit path leads to, or null if its length is wrong. */
function pathRoot(leaf: Uint8Array, m: number, n: number, p: Uint8Array[]): Uint8Array | null {
  if (n === 1) return p.length === 0 ? leaf : null;
  if (p.length === 0) return null;
  const s = k(n);
  const [rest, last] = split(p);
  const below = m < s ? pathRoot(leaf, m, s, rest) : pathRoot(leaf, m - s, n - s, rest);
  if (!below) return null;
  return m < s ? node(below, last) : node(last, below);
}

export function refVerifyInclusion(leaf: Uint8Array, m: number, n: number, p: Uint8Array[], root: Uint8Array): boolean {
  if (m < 0 || m >= n) return false;
  const r = pathRoot(leaf, m, n, p);
  return r !== null && same(r, root);
}

/** Inverts SUBPROOF's recursion: the old and new roots a consistency proof leads to. */
function subproofRoots(m: number, n: number, p: Uint8Array[], b: boolean, oldRoot: Uint8Array): [Uint8Array, Uint8Array] | null {
  if (m === n) {
    if (b) return p.length === 0 ? [oldRoot, oldRoot] : null;
    const [only] = p;
    return p.length === 1 && only ? [only, only] : null;
  }
  if (p.length === 0) return null;
  const s = k(n);
  const [rest, last] = split(p);
  if (m <= s) {
    const below = subproofRoots(m, s, rest, b, oldRoot);
    return below && [below[0], node(below[1], last)];
  }
  const below = subproofRoots(m - s, n - s, rest, false, oldRoot);
  return below && [node(last, below[0]), node(last, below[1])];
}

export function refVerifyConsistency(m: number, n: number, oldRoot: Uint8Array, newRoot: Uint8Array, p: Uint8Array[]): boolean {
  if (m < 1 || m > n) return false;
  const r = subproofRoots(m, n, p, true, oldRoot);
  return r !== null && same(r[0], oldRoot) && same(r[1], newRoot);
}
