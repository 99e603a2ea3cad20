import { Stack } from '@mantine/core';
import { useState } from 'react';
import type { TComplianceDocument, TStageRequirement } from '../../../../shared/contracts/compliance-documents.contract';
import type { TReport, TReportGroup } from '../../../../shared/contracts/reports.contract';
import { RequirementGroups } from '../../../components/compliance/requirement-groups';
import { UploadDocumentDialog } from '../../../components/compliance/upload-document-dialog';
import { showToast } from '../../../components/feedback/toast';
import { openAuthorizedFile } from '../../../lib/http/authorized-file';
import { MENSAJES_REPORTES as M } from '../../../../shared/labels/reports';
import { fetchOlderReportDocuments } from '../api/reports.query';
import { useUploadReportDocument } from '../api/upload-report-document.mutation';

/** A document of a service, opened in a new tab through the service's file route (it needs the bearer token). */
async function openServiceDocument(serviceId: string, document: TComplianceDocument) {
  if (!(await openAuthorizedFile(`/services/${serviceId}/documents/${document.id}/file`))) showToast('error', M.sinDocumento);
}

function ReportUploadDialog({ report, group, requirement, onClose }: { report: TReport; group: TReportGroup; requirement: TStageRequirement; onClose: () => void }) {
  const upload = useUploadReportDocument(report.provider.id, group.serviceId);
  const service = report.services.find((s) => s.id === group.serviceId);
  return <UploadDocumentDialog requirement={requirement} upload={upload} span={service} onUploaded={(mensaje) => showToast('success', mensaje)} onClose={onClose} />;
}

/**
 * The report's groups, each rendered on its own: a requirement repeats in every service of the same
 * document set, so the group says which service a card's documents and uploads belong to.
 */
export function ReportGroups({ report }: { report: TReport }) {
  const [uploading, setUploading] = useState<{ group: TReportGroup; requirement: TStageRequirement } | null>(null);
  return (
    <Stack gap="xl">
      {report.groups.map((group) => (
        <RequirementGroups
          key={group.id}
          groups={[group]}
          canUpload={report.canUpload}
          canDelete={false}
          onUpload={(requirement) => setUploading({ group, requirement })}
          onOpen={(_, document) => void openServiceDocument(group.serviceId, document)}
          onDelete={() => undefined}
          loadOlder={(requirementId, after) => fetchOlderReportDocuments(group.serviceId, requirementId, after)}
        />
      ))}
      {uploading ? <ReportUploadDialog report={report} group={uploading.group} requirement={uploading.requirement} onClose={() => setUploading(null)} /> : null}
    </Stack>
  );
}
