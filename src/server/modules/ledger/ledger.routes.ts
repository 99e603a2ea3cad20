import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorEnvelope } from '../../../shared/contracts/envelope';
import { ZConsistencyProofResponse, ZConsistencyQuery, ZInclusionProofResponse, ZInclusionQuery, ZLedgerEntryParams, ZLedgerEntryResponse } from '../../../shared/contracts/ledger.contract';
import type { Database } from '../../db/client';
import type { Env } from '../../env';
import { ledgerKeyOptions } from '../../ledger/ledger-key';
import { ok } from '../../lib/envelope';
import { withErrors } from '../../lib/openapi';
import { createLedgerService, type LedgerFileReaders } from './ledger.service';

/**
 * The public, unauthenticated ledger (registered under /api/v1/ledger): anyone can fetch the
 * signed checkpoint, the key, each entry's leaf hash and the proofs, and check them offline. The
 * entry itself (ids of company, user and file) only reaches a signed-in user who may read the file.
 */
export const ledgerRoutes =
  (deps: { database: Database; env: Env; vault: LedgerFileReaders }): FastifyPluginAsyncZod =>
  async (app) => {
    const ledger = createLedgerService({ db: deps.database.db, key: ledgerKeyOptions(deps.env), readers: deps.vault });
    const base = { tags: ['registro'] };
    const text = 'text/plain; charset=utf-8';

    app.get('/checkpoint', { schema: { ...base, summary: 'Último checkpoint firmado (tlog-checkpoint, nota firmada)' } }, async (_request, reply) =>
      reply.header('cache-control', 'no-store').type(text).send(await ledger.checkpoint()),
    );

    app.get('/public-key', { schema: { ...base, summary: 'Clave de verificación Ed25519 (formato de nota firmada)' } }, async (_request, reply) => reply.type(text).send(await ledger.publicKey()));

    app.get(
      '/entries/:index',
      {
        // The session is optional here: without one (or without access to the file) the answer is the leaf hash alone.
        onRequest: async (request) => {
          if (request.headers.authorization) await app.authenticate(request);
        },
        schema: {
          ...base,
          summary: 'Una entrada: su hash de hoja; con sesión y acceso al archivo, también su JSON canónico (RFC 8785)',
          security: [{}, { bearer: [] }],
          params: ZLedgerEntryParams,
          response: withErrors({ 200: ZLedgerEntryResponse, 404: ZErrorEnvelope }),
        },
      },
      async (request, reply) => {
        const entry = await ledger.entry(request.params.index, request.actor);
        // Entries never change; only the hash-only answer, the same for everyone, may be kept by shared caches.
        reply.header('vary', 'authorization').header('x-leaf-hash', entry.leafHash);
        reply.header('cache-control', entry.entry === null ? 'public, max-age=31536000, immutable' : 'private, no-store');
        return ok(entry);
      },
    );

    app.get(
      '/proof/inclusion',
      { schema: { ...base, summary: 'Prueba de inclusión (RFC 6962 §2.1.1)', querystring: ZInclusionQuery, response: withErrors({ 200: ZInclusionProofResponse, 404: ZErrorEnvelope }) } },
      async (request) => ok(await ledger.inclusion(request.query)),
    );

    app.get(
      '/proof/consistency',
      { schema: { ...base, summary: 'Prueba de consistencia (RFC 6962 §2.1.2)', querystring: ZConsistencyQuery, response: withErrors({ 200: ZConsistencyProofResponse }) } },
      async (request) => ok(await ledger.consistency(request.query)),
    );
  };
