import type { FastifyInstance } from 'fastify';
import { renderTextDocument, type TextDocument } from '../pdf/text-document';
import { LICENSE } from './license';
import { PRIVACY } from './privacy';
import { TERMS } from './terms';
import { USER_MANUAL } from './user-manual';

export const LEGAL_DOCUMENTS: Record<string, TextDocument> = {
  'terminos.pdf': TERMS,
  'aviso-privacidad.pdf': PRIVACY,
  'contrato-licencia.pdf': LICENSE,
  'manual-usuario-corporativo.pdf': USER_MANUAL,
};

/** The legal texts and the manual as PDFs under /docs, rendered once on first request. */
export function registerLegalDocuments(app: FastifyInstance) {
  const cache = new Map<string, Promise<Buffer>>();
  for (const [file, document] of Object.entries(LEGAL_DOCUMENTS)) {
    app.get(`/docs/${file}`, { schema: { hide: true } }, async (_request, reply) => {
      let pdf = cache.get(file);
      if (!pdf) {
        pdf = renderTextDocument(document);
        cache.set(file, pdf);
      }
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${file}"`)
        .header('cache-control', 'public, max-age=86400')
        .send(await pdf);
    });
  }
}
