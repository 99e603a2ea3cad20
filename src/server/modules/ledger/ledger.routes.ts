import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorEnvelope } from '../../../shared/contracts/envelope';
import { ZConsistencyProofResponse, ZConsistencyQuery, ZInclusionProofResponse, ZInclusionQuery, ZLedgerEntryParams } from '../../../shared/contracts/ledger.contract';
import type { Database } from '../../db/client';
import type { Env } from '../../env';
import { ledgerKeyOptions } from '../../ledger/ledger-key';
import { ok } from '../../lib/envelope';
import { withErrors } from '../../lib/openapi';
import { createLedgerService } from './ledger.service';

/**
 * The public, unauthenticated ledger (registered under /api/v1/ledger): anyone can fetch the
 * signed checkpoint, the key, the entries (hashes and ids only) and proofs, and check them offline.
 */
export const ledgerRoutes =
  (deps: { database: Database; env: Env }): FastifyPluginAsyncZod =>
  async (app) => {
    const ledger = createLedgerService({ db: deps.database.db, key: ledgerKeyOptions(deps.env) });
    const base = { tags: ['registro'] };
    const text = 'text/plain; charset=utf-8';

    app.get('/checkpoint', { schema: { ...base, summary: 'Último checkpoint firmado (tlog-checkpoint, nota firmada)' } }, async (_request, reply) =>
      reply.header('cache-control', 'no-store').type(text).send(await ledger.checkpoint()),
    );

    app.get('/public-key', { schema: { ...base, summary: 'Clave de verificación Ed25519 (formato de nota firmada)' } }, async (_request, reply) => reply.type(text).send(await ledger.publicKey()));

    app.get('/entries/:index', { schema: { ...base, summary: 'Bytes de una entrada (JSON canónico RFC 8785)', params: ZLedgerEntryParams } }, async (request, reply) => {
      const row = await ledger.entry(request.params.index);
      // Entries never change: the bytes are the leaf, served exactly as hashed.
      return reply.header('cache-control', 'public, max-age=31536000, immutable').header('x-leaf-hash', row.leafHash).type('application/json; charset=utf-8').send(row.entry);
    });

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
