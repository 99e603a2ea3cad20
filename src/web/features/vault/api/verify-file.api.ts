import type { ProofBundle, BundleCheck } from '../../../../shared/ledger/bundle';
import { ApiError } from '../../../lib/http/api-error';
import { fetchAuthorizedFile } from '../../../lib/http/authorized-file';
import { buildUrl } from '../../../lib/http/fetch-envelope';

/** The published verifier key: the browser checks the checkpoint against it, not the bundle's own. */
async function publicKey(): Promise<string> {
  const response = await fetch(buildUrl('/ledger/public-key'), { credentials: 'same-origin' }).catch(() => {
    throw new ApiError({ status: 0 });
  });
  if (!response.ok) throw new ApiError({ status: response.status });
  return (await response.text()).trim();
}

/**
 * `Verificar`: takes the bytes the viewer already shows (`bytes`, so verifying is not one more view
 * in the file's history), downloads the proof bundle and the public key, then checks everything in
 * the browser with WebCrypto (src/shared/ledger), so the answer does not rest on the server's word.
 */
export async function verifyVaultFile(companyId: string, documentId: string, bytes: () => Promise<Blob>): Promise<BundleCheck[]> {
  const base = `/vault/${companyId}/documents/${documentId}`;
  const [file, proof, key, { verifyBundle }] = await Promise.all([bytes(), fetchAuthorizedFile(`${base}/proof`), publicKey(), import('../../../../shared/ledger/bundle')]);
  const bundle = JSON.parse(await proof.blob.text()) as ProofBundle;
  return verifyBundle(new Uint8Array(await file.arrayBuffer()), bundle, key);
}
