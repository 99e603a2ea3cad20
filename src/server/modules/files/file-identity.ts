import { createHash } from 'node:crypto';
import { CID } from 'multiformats/cid';
import * as raw from 'multiformats/codecs/raw';
import { create as createDigest } from 'multiformats/hashes/digest';
import { sha256 as sha256Hasher } from 'multiformats/hashes/sha2';

/**
 * sha256 (hex) and the IPFS CIDv1 of the bytes (raw codec 0x55, sha2-256, base32 "bafkrei…"): the
 * same content gets the same CID in any IPFS tool, so a stored file can be verified independently.
 */
export function fileIdentity(bytes: Uint8Array): { sha256: string; cid: string } {
  const hash = createHash('sha256').update(bytes).digest();
  const cid = CID.create(1, raw.code, createDigest(sha256Hasher.code, new Uint8Array(hash)));
  return { sha256: hash.toString('hex'), cid: cid.toString() };
}
