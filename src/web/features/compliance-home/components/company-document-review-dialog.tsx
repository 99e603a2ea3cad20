import { Badge, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { TComplianceDocument } from '../../../../shared/contracts/compliance-documents.contract';
import { DOCUMENT_STATUS_CHIP, MENSAJES_DOCUMENTOS as M } from '../../../../shared/labels/compliance-documents';
import { monthName } from '../../../../shared/labels/months';
import { TEXTOS_REVISION_EMPRESA as T } from '../../../../shared/labels/requirement-card';
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
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const chip = DOCUMENT_STATUS_CHIP[document.validationStatus.status];

  const decide = (status: 'ACCEPTED' | 'REJECTED') => {
    if (status === 'REJECTED' && !comment.trim()) {
      setCommentError(M.comentarioRequerido);
      return;
    }
    review.mutate(
      { requirementId, body: { uid: document.id, validationStatus: { status, comments: comment.trim() } } },
      {
        onSuccess: (mensaje) => {
          showToast('success', mensaje || M.validado);
          onClose();
        },
        onError: (error) => showToast('error', errorMessage(error) || M.errorValidar),
      },
    );
  };

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
        <Textarea
          label={T.comentario}
          rows={4}
          maxLength={1000}
          value={comment}
          onChange={(e) => {
            setComment(e.currentTarget.value);
            setCommentError(null);
          }}
          error={commentError}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {T.cancelar}
          </Button>
          <Button color="red" variant="light" loading={review.isPending} onClick={() => decide('REJECTED')}>
            {T.rechazar}
          </Button>
          <Button color="green" loading={review.isPending} onClick={() => decide('ACCEPTED')}>
            {T.validar}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
