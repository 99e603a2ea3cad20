import { concatBytes, equalBytes, sha256 } from './bytes';

/** RFC 6962 §2.1 leaf hash: SHA-256(0x00 ‖ entry bytes). */
export const leafHash = (entry: Uint8Array) => sha256(concatBytes(Uint8Array.of(0), entry));
/** RFC 6962 §2.1 interior node: SHA-256(0x01 ‖ left ‖ right). */
export const nodeHash = (left: Uint8Array, right: Uint8Array) => sha256(concatBytes(Uint8Array.of(1), left, right));
/** MTH({}) = SHA-256 of the empty string. */
export const emptyRoot = () => sha256(new Uint8Array());

const lsb = (n: number) => n % 2 === 1;
const half = (n: number) => Math.floor(n / 2);

/** RFC 9162 §2.1.3.2: checks an audit path for the leaf at `index` of a tree of `treeSize` leaves. */
export async function verifyInclusion(leaf: Uint8Array, index: number, treeSize: number, auditPath: Uint8Array[], root: Uint8Array): Promise<boolean> {
  if (!Number.isSafeInteger(index) || !Number.isSafeInteger(treeSize) || index < 0 || index >= treeSize) return false;
  let fn = index;
  let sn = treeSize - 1;
  let r = leaf;
  for (const p of auditPath) {
    if (sn === 0) return false;
    if (lsb(fn) || fn === sn) {
      r = await nodeHash(p, r);
      while (!lsb(fn) && fn !== 0) {
        fn = half(fn);
        sn = half(sn);
      }
    } else {
      r = await nodeHash(r, p);
    }
    fn = half(fn);
    sn = half(sn);
  }
  return sn === 0 && equalBytes(r, root);
}

/** RFC 9162 §2.1.4.2: checks that the tree of `second` leaves extends the one of `first` leaves. */
export async function verifyConsistency(first: number, second: number, firstRoot: Uint8Array, secondRoot: Uint8Array, proof: Uint8Array[]): Promise<boolean> {
  if (!Number.isSafeInteger(first) || !Number.isSafeInteger(second) || first < 1 || first > second) return false;
  if (first === second) return proof.length === 0 && equalBytes(firstRoot, secondRoot);
  if (proof.length === 0) return false;
  // A power-of-two first tree is itself a node of the second: its root starts the path.
  const path = isPowerOfTwo(first) ? [firstRoot, ...proof] : proof;
  let fn = first - 1;
  let sn = second - 1;
  while (lsb(fn)) {
    fn = half(fn);
    sn = half(sn);
  }
  const [start, ...rest] = path;
  if (!start) return false;
  let fr = start;
  let sr = start;
  for (const c of rest) {
    if (sn === 0) return false;
    if (lsb(fn) || fn === sn) {
      fr = await nodeHash(c, fr);
      sr = await nodeHash(c, sr);
      while (!lsb(fn) && fn !== 0) {
        fn = half(fn);
        sn = half(sn);
      }
    } else {
      sr = await nodeHash(sr, c);
    }
    fn = half(fn);
    sn = half(sn);
  }
  return sn === 0 && equalBytes(fr, firstRoot) && equalBytes(sr, secondRoot);
}

export function isPowerOfTwo(n: number): boolean {
  if (n < 1) return false;
  let x = n;
  while (x % 2 === 0) x /= 2;
  return x === 1;
}
