import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TComplianceDocument } from '../../../../shared/contracts/compliance-documents.contract';
import { DOCUMENT_STATUS_CHIP, MENSAJES_DOCUMENTOS as M } from '../../../../shared/labels/compliance-documents';
import { monthName } from '../../../../shared/labels/months';
import { TEXTOS_REVISION_EMPRESA as T } from '../../../../shared/labels/requirement-card';
import { ReviewDecision, type ReviewStatus } from '../../../components/compliance/review-decision';
import { showToast } from '../../../components/feedback/toast';
import { errorMessage } from '../../../lib/http/api-error';
import { useReviewCompanyDocument } from '../api/review-company-document.mutation';
import { openCompanyDocument } from '../lib/open-document';

interface Props {
  companyId: string;
  requirementId: string;
  document: TComplianceDocument;
  onClose: () => void;
}

/** A linked client validates or rejects a company-level document from the expedient (comment required to reject). */
export function CompanyDocumentReviewDialog({ companyId, requirementId, document, onClose }: Props) {
  const review = useReviewCompanyDocument(companyId);
  const chip = DOCUMENT_STATUS_CHIP[document.validationStatus.status];

  const decide = (status: ReviewStatus, comments: string) =>
    review.mutate(
      { requirementId, body: { uid: document.id, validationStatus: { status, comments } } },
      {
        onSuccess: (mensaje) => {
          showToast('success', mensaje || M.validado);
          onClose();
        },
        onError: (error) => showToast('error', errorMessage(error) || M.errorValidar),
      },
    );

  return (
    <Modal opened onClose={onClose} title={T.titulo(document.name)} centered>
      <Stack>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {monthName(document.month)} {document.year}
          </Text>
          <Badge color={chip.color} variant="light">
            {chip.label}
          </Badge>
        </Group>
        <Button variant="light" w="fit-content" onClick={() => void openCompanyDocument(companyId, document)}>
          {T.abrir}
        </Button>
        <ReviewDecision pending={review.isPending} onDecide={decide} onCancel={onClose} />
      </Stack>
    </Modal>
  );
}
