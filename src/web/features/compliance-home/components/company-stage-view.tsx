import { Card, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { TComplianceDocument, TStageRequirement } from '../../../../shared/contracts/compliance-documents.contract';
import type { TCompanyStage } from '../../../../shared/contracts/compliance-progress.contract';
import { MENSAJES_DOCUMENTOS as M } from '../../../../shared/labels/compliance-documents';
import { TEXTOS_ETAPAS as T } from '../../../../shared/labels/compliance-home';
import { RequirementGroups } from '../../../components/compliance/requirement-groups';
import { confirmAction } from '../../../components/feedback/confirm-action';
import { showToast } from '../../../components/feedback/toast';
import { errorMessage } from '../../../lib/http/api-error';
import { fetchOlderCompanyDocuments } from '../api/older-company-documents.api';
import { fetchOlderExpedientDocuments } from '../api/older-expedient-documents.api';
import { useRemoveCompanyDocument } from '../api/remove-company-document.mutation';
import { openCompanyDocument } from '../lib/open-document';
import { CompanyDocumentHistoryDialog } from './company-document-history-dialog';
import { CompanyDocumentReviewDialog } from './company-document-review-dialog';
import { CompanyUploadDialog } from './company-upload-dialog';
import { ProgressCounters } from './progress-counters';

/** One stage of a company: its counters and requirement groups with the newest documents; uploads when allowed. */
export function CompanyStageView({
  data,
  companyId,
  title = false,
  progress = true,
  olderFrom = 'stage',
  canValidate = false,
}: {
  data: TCompanyStage;
  companyId: string;
  title?: boolean;
  progress?: boolean;
  /**
   * Where older documents page from: the company's own stage page (company-level documents only), or
   * the expedient (what it shows this viewer, a linked counterpart included; the stage route serves members only).
   */
  olderFrom?: 'stage' | 'expedient';
  /** A linked client reviewing the expedient: a document under review opens the review dialog. */
  canValidate?: boolean;
}) {
  const [uploading, setUploading] = useState<TStageRequirement | null>(null);
  const [reviewing, setReviewing] = useState<{ requirementId: string; document: TComplianceDocument } | null>(null);
  const [historyOf, setHistoryOf] = useState<TComplianceDocument | null>(null);
  const remove = useRemoveCompanyDocument(companyId, data.stage.id);
  const onDelete = async (requirement: TStageRequirement, document: TComplianceDocument) => {
    const sure = await confirmAction({ title: 'Eliminar documento', message: `¿Está seguro de que quiere eliminar «${document.name}»?`, confirmLabel: 'Eliminar', danger: true });
    if (!sure) return;
    remove.mutate(
      { requirementId: requirement.id, documentId: document.id },
      { onSuccess: (mensaje) => showToast('success', mensaje || M.eliminado), onError: (error) => showToast('error', errorMessage(error) || M.errorEliminar) },
    );
  };
  const empty = data.groups.every((g) => g.requirements.length === 0);
  return (
    <Stack gap="lg">
      {title ? (
        <Title order={2} fz="lg">
          {data.stage.name}
        </Title>
      ) : null}
      {progress ? (
        <Card withBorder radius="md" padding="md" maw={560}>
          <ProgressCounters progress={data.progress} />
        </Card>
      ) : null}
      {empty ? (
        <Text c="dimmed">{T.sinDatos}</Text>
      ) : (
        <RequirementGroups
          groups={data.groups}
          canUpload={data.canUpload}
          canDelete={data.canDelete}
          onUpload={setUploading}
          onOpen={(requirement, document) =>
            canValidate && document.validationStatus.status === 'REVIEW' ? setReviewing({ requirementId: requirement.id, document }) : void openCompanyDocument(companyId, document)
          }
          onDelete={(requirement, document) => void onDelete(requirement, document)}
          onHistory={setHistoryOf}
          loadOlder={(requirementId, after) =>
            olderFrom === 'expedient' ? fetchOlderExpedientDocuments(companyId, requirementId, after) : fetchOlderCompanyDocuments(companyId, data.stage.id, requirementId, after)
          }
        />
      )}
      {historyOf ? <CompanyDocumentHistoryDialog companyId={companyId} document={historyOf} onClose={() => setHistoryOf(null)} /> : null}
      {reviewing ? <CompanyDocumentReviewDialog companyId={companyId} requirementId={reviewing.requirementId} document={reviewing.document} onClose={() => setReviewing(null)} /> : null}
      {uploading ? <CompanyUploadDialog companyId={companyId} stageId={data.stage.id} requirement={uploading} onClose={() => setUploading(null)} /> : null}
    </Stack>
  );
}
