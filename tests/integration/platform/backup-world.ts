import { join } from 'node:path';
import { files } from '../../../src/server/db/schema';
import type { Db } from '../../../src/server/db/client';
import { loadEnv, type Env } from '../../../src/server/env';
import { appendLedgerEntry } from '../../../src/server/ledger/ledger';
import { ledgerKeyOptions } from '../../../src/server/ledger/ledger-key';
import { proofBundleOf } from '../../../src/server/ledger/proof-bundle';
import { fileIdentity } from '../../../src/server/modules/files/file-identity';
import { createFileBlobStore } from '../../../src/server/storage/blob-store';
import { utf8 } from '../../../src/shared/ledger/bytes';
import { verifyBundle } from '../../../src/shared/ledger/bundle';
import { buildCompany, buildUser } from '../../fixtures/factories';

export const backupEnv = (dataDir: string, databaseUrl?: string): Env => loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' });

export interface Seeded {
  fileIds: string[];
  publicKey: string;
  owner: { companyId: string; userId: string };
}

/** One vault file as the upload pipeline writes it: bytes first, then its row and ledger entries in one transaction. */
export async function writeVaultFile(db: Db, env: Env, owner: { companyId: string; userId: string }, n: number): Promise<string> {
  const bytes = utf8(`%PDF-1.4 opinión de cumplimiento ${n}\n`);
  const blob = await createFileBlobStore(join(env.dataDir, 'files')).put(bytes);
  const identity = fileIdentity(bytes);
  const entry = { ...owner, fileId: blob.id, ...identity, at: new Date(Date.UTC(2026, 3, 1, 10, 0, n)) };
  await db.transaction(async (tx) => {
    await tx.insert(files).values({ id: blob.id, companyId: owner.companyId, kind: 'vault', name: `opinion-${n}.pdf`, mime: 'application/pdf', ext: 'pdf', size: blob.size, sha256: identity.sha256, cid: identity.cid, createdBy: owner.userId });
    await appendLedgerEntry(tx, { ...entry, action: 'CREATE' });
    await appendLedgerEntry(tx, { ...entry, action: 'VALIDATE' });
  });
  return blob.id;
}

/** A company, a user and three vault files with their bytes and ledger entries (created, validated). */
export async function seedVault(db: Db, env: Env): Promise<Seeded> {
  const company = await buildCompany(db);
  const user = await buildUser(db, { companyId: company.id });
  const owner = { companyId: company.id, userId: user.id };
  const fileIds: string[] = [];
  for (const n of [1, 2, 3]) fileIds.push(await writeVaultFile(db, env, owner, n));
  const bundle = await proofBundleOf(db, fileIds[0] ?? '', ledgerKeyOptions(env));
  return { fileIds, publicKey: bundle?.publicKey ?? '', owner };
}

/** Each file's proof bundle from the restored database, verified as `npm run ledger:verify` does, against the restored bytes. */
export async function failedLedgerChecks(db: Db, env: Env, seeded: Seeded): Promise<string[]> {
  const store = createFileBlobStore(join(env.dataDir, 'files'));
  const failed: string[] = [];
  for (const id of seeded.fileIds) {
    const bundle = await proofBundleOf(db, id, ledgerKeyOptions(env));
    const bytes = await store.get(id);
    if (!bundle || !bytes) {
      failed.push(`${id}: sin paquete o sin bytes`);
      continue;
    }
    // The published key of before the backup: the restored database signs with the same one.
    for (const check of await verifyBundle(new Uint8Array(bytes), bundle, seeded.publicKey)) if (!check.ok) failed.push(`${id}: ${check.title}`);
  }
  return failed;
}
