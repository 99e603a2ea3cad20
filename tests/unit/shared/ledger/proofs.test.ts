import { beforeAll, describe, expect, it } from 'vitest';
import { utf8 } from '../../../../src/shared/ledger/bytes';
import { leafHash, verifyConsistency, verifyInclusion } from '../../../../src/shared/ledger/merkle';
import { consistencyProof, consistencyWithRoots, inclusionProof, inclusionWithRoot, rootAt } from '../../../../src/shared/ledger/tree';
import { memoryTree } from './memory-tree';
import { must } from './must';
import { mth, path, proof, refLeaf, refVerifyConsistency, refVerifyInclusion } from './rfc6962-reference';

const MAX = 64;
const flip = (bytes: Uint8Array, bit: number) => {
  const out = bytes.slice();
  out[bit >> 3] = must(out[bit >> 3]) ^ (1 << (bit & 7));
  return out;
};
const hex = (list: Uint8Array[]) => list.map((b) => Buffer.from(b).toString('hex'));
/** The path with element i flipped at `bit`. */
const flipAt = (p: Uint8Array[], i: number, bit: number) => p.map((h, j) => (j === i ? flip(h, bit) : h));

describe('árbol de Merkle RFC 6962 (tamaños 1…64, en memoria)', () => {
  const tree = memoryTree();
  const leaves: Uint8Array[] = [];
  const roots: Uint8Array[] = [];
  const leaf = (i: number) => must(leaves[i], `hoja ${i}`);
  const root = (n: number) => must(roots[n], `raíz ${n}`);

  beforeAll(async () => {
    for (let i = 0; i < MAX; i++) {
      const data = utf8(JSON.stringify({ i }));
      leaves.push(await leafHash(data));
      await tree.append(leaf(i));
    }
    for (let n = 0; n <= MAX; n++) roots.push(mth(leaves.slice(0, n)));
  });

  it('el hash de hoja es SHA-256(0x00 ‖ bytes) y la raíz de cada tamaño es MTH de sus hojas', async () => {
    expect(hex(leaves)).toEqual(hex(leaves.map((_, i) => refLeaf(utf8(JSON.stringify({ i }))))));
    for (let n = 0; n <= MAX; n++) expect(hex([await rootAt(n, tree.lookup)])).toEqual(hex([root(n)]));
  });

  it('cada prueba de inclusión es PATH(m, D[n]) y la aceptan ambos verificadores; un bit cambiado la rechaza', async () => {
    for (let n = 1; n <= MAX; n++) {
      const d = leaves.slice(0, n);
      for (let m = 0; m < n; m++) {
        const p = await inclusionProof(m, n, tree.lookup);
        expect(hex(p)).toEqual(hex(path(m, d)));
        // What the server answers: leaf, root and path from one read.
        const served = await inclusionWithRoot(m, n, tree.lookup);
        expect(hex([served.leaf, served.root, ...served.path])).toEqual(hex([leaf(m), root(n), ...p]));
        expect(refVerifyInclusion(leaf(m), m, n, p, root(n))).toBe(true);
        expect(await verifyInclusion(leaf(m), m, n, p, root(n))).toBe(true);
        const bit = (n * 31 + m * 7) % 256;
        const tampered = [verifyInclusion(flip(leaf(m), bit), m, n, p, root(n)), verifyInclusion(leaf(m), m, n, p, flip(root(n), bit))];
        for (let i = 0; i < p.length; i++) tampered.push(verifyInclusion(leaf(m), m, n, flipAt(p, i, bit), root(n)));
        // Wrong position, or a path cut short or padded, never verifies.
        if (n > 1 && n <= 16) tampered.push(verifyInclusion(leaf(m), (m + 1) % n, n, p, root(n)), verifyInclusion(leaf(m), m, n, [...p, root(n)], root(n)));
        if (p.length > 0 && n <= 16) tampered.push(verifyInclusion(leaf(m), m, n, p.slice(0, -1), root(n)));
        expect(await Promise.all(tampered)).not.toContain(true);
      }
    }
  }, 60_000);

  it('cada prueba de consistencia es PROOF(m, D[n]) y la aceptan ambos verificadores; un bit cambiado la rechaza', async () => {
    for (let n = 1; n <= MAX; n++) {
      for (let m = 1; m <= n; m++) {
        const p = await consistencyProof(m, n, tree.lookup);
        expect(hex(p)).toEqual(hex(proof(m, leaves.slice(0, n))));
        const served = await consistencyWithRoots(m, n, tree.lookup);
        expect(hex([served.firstRoot, served.secondRoot, ...served.proof])).toEqual(hex([root(m), root(n), ...p]));
        expect(refVerifyConsistency(m, n, root(m), root(n), p)).toBe(true);
        expect(await verifyConsistency(m, n, root(m), root(n), p)).toBe(true);
        const bit = (n * 13 + m * 5) % 256;
        const tampered = [verifyConsistency(m, n, flip(root(m), bit), root(n), p), verifyConsistency(m, n, root(m), flip(root(n), bit), p)];
        for (let i = 0; i < p.length; i++) tampered.push(verifyConsistency(m, n, root(m), root(n), flipAt(p, i, bit)));
        if (p.length > 0) tampered.push(verifyConsistency(m, n, root(m), root(n), p.slice(0, -1)));
        expect(await Promise.all(tampered)).not.toContain(true);
      }
    }
  }, 60_000);

  it('cambiar cualquiera de los 256 bits de la hoja, de cada elemento del camino o de la raíz invalida la prueba', async () => {
    const [m, n] = [5, 13];
    const p = await inclusionProof(m, n, tree.lookup);
    expect(p).toHaveLength(4);
    const tampered: Array<Promise<boolean>> = [];
    for (let bit = 0; bit < 256; bit++) {
      tampered.push(verifyInclusion(flip(leaf(m), bit), m, n, p, root(n)), verifyInclusion(leaf(m), m, n, p, flip(root(n), bit)));
      for (let i = 0; i < p.length; i++) tampered.push(verifyInclusion(leaf(m), m, n, flipAt(p, i, bit), root(n)));
    }
    const results = await Promise.all(tampered);
    expect(results).toHaveLength(256 * 6);
    expect(results).not.toContain(true);
  }, 60_000);

  it('rechaza índices y tamaños imposibles', async () => {
    expect(await verifyInclusion(leaf(0), 4, 4, [], root(4))).toBe(false);
    expect(await verifyInclusion(leaf(0), -1, 4, [], root(4))).toBe(false);
    expect(await verifyConsistency(0, 4, root(4), root(4), [])).toBe(false);
    expect(await verifyConsistency(5, 4, root(4), root(4), [])).toBe(false);
    expect(await verifyConsistency(3, 4, root(3), root(4), [])).toBe(false);
  });
});
