import type { RequirementFormat } from '../../../shared/domain/compliance';
import type { Db } from '../../db/client';
import type { Actor } from '../../plugins/auth';
import type { FilesService } from '../files/files.service';
import { fileCompanyDocument } from '../vault/vault-filing';
import type { UploadInput } from './document-upload';
import { uploadComplianceDocument } from './upload-core';

/**
 * A company delivers a document of its own stage (spec 2 §7 POST /stage/companyId/{c}/stageTemplateId/{id}
 * /requirements/{reqUid}): no service, so `serviceId` stays null. The caller (compliance-progress)
 * has already checked the member may upload and that the requirement is one of the company's stages.
 * The copy is filed in the company's vault under Expediente de la empresa/{etapa}/{año-mes}.
 */
export function createCompanyDocumentUpload(deps: { db: Db; files: FilesService; now?: () => Date }) {
  return function uploadCompany(actor: Actor, companyId: string, requirement: { id: string; name: string; format: RequirementFormat; stageId?: string | undefined }, input: UploadInput) {
    return uploadComplianceDocument(
      deps,
      actor,
      {
        companyId,
        serviceId: null,
        requirement,
        actorCompanyId: companyId,
        afterInsert: async (tx, row, stored) => {
          if (requirement.stageId) await fileCompanyDocument(tx, { companyId, stageId: requirement.stageId, year: row.year, month: row.month, file: stored, documentId: row.id, userId: actor.userId });
        },
      },
      input,
    );
  };
}
