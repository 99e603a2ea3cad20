import { periodFolderName } from '../../../shared/domain/vault';
import { ACTA_AUTORIZACION_ETAPA as A } from '../../../shared/labels/stage-authorization';
import { formatDate, formatDateTime } from '../../../shared/mx/dates';
import { renderTextDocument } from '../../pdf/text-document';
import type { ServiceAccess } from '../services/service-access';

export interface CoveredDocument {
  requirement: string;
  year: number;
  month: number;
  name: string;
  sha256: string;
}

/** The stored name of an authorization's record (the file pipeline adds `.pdf`). */
export const recordFileName = (stageName: string, at: Date) => A.archivo(stageName, formatDate(at).replaceAll('/', '-'));

/**
 * The record of a stage authorization: who authorized which stage of which service, when, and every
 * document it covers by the SHA-256 of its file, so the record names the exact bytes that were
 * approved. Filed in the vault with its CREATE in the ledger, it makes the authorization verifiable.
 */
export function renderAuthorizationRecord(input: { access: Pick<ServiceAccess, 'service' | 'clientName' | 'clientRfc' | 'providerName' | 'providerRfc'>; stageName: string; authorizedBy: string; at: Date; documents: readonly CoveredDocument[] }): Promise<Buffer> {
  const { access, documents } = input;
  return renderTextDocument({
    title: A.titulo,
    subtitle: A.subtitulo(access.service.name, input.stageName),
    sections: [
      { heading: A.autorizacion, paragraphs: [A.cliente(access.clientName, access.clientRfc), A.proveedor(access.providerName, access.providerRfc), A.autorizo(input.authorizedBy, formatDateTime(input.at))] },
      { heading: A.documentos(documents.length), paragraphs: documents.map((d) => A.documento(d.requirement, periodFolderName(d.year, d.month), d.name, d.sha256)) },
      { heading: A.verificacion, paragraphs: [A.verificacionTexto] },
    ],
  });
}
