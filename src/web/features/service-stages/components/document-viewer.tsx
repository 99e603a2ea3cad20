import { Badge, Box, Button, Flex, Group, Modal, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TComplianceDocument } from '../../../../shared/contracts/compliance-documents.contract';
import { DOCUMENT_STATUS_CHIP, MENSAJES_DOCUMENTOS as M } from '../../../../shared/labels/compliance-documents';
import { monthName } from '../../../../shared/labels/months';
import { errorMessage } from '../../../lib/http/api-error';
import { ReviewDecision, type ReviewStatus } from '../../../components/compliance/review-decision';
import { useDocumentAction } from '../api/document-actions.mutation';
import { documentFileQuery } from '../api/service-stages.query';
import { stageToast } from '../lib/stage-toast';
import { DocumentHistory } from './document-history';
import { ViewerFilePane } from './viewer-file-pane';

interface DocumentViewerProps {
  serviceId: string;
  requirementId: string;
  document: TComplianceDocument;
  canValidate: boolean;
  onClose: () => void;
}

/** Full-screen viewer (spec 2 §2): PDF embedded, images shown, anything else offered for saving. */
export function DocumentViewer({ serviceId, requirementId, document, canValidate, onClose }: DocumentViewerProps) {
  const file = useQuery(documentFileQuery(serviceId, document.id));
  const action = useDocumentAction(serviceId);

  const decide = (status: ReviewStatus, comments: string) =>
    action.mutate(
      { kind: 'validate', requirementId, body: { uid: document.id, validationStatus: { status, comments } } },
      {
        onSuccess: (mensaje) => {
          stageToast('success', mensaje || M.validado);
          onClose();
        },
        onError: (error) => stageToast('error', errorMessage(error) || M.errorValidar),
      },
    );

  const chip = DOCUMENT_STATUS_CHIP[document.validationStatus.status];
  const reviewable = canValidate && document.validationStatus.status === 'REVIEW';

  return (
    // The title names the dialog for screen readers (aria-label on Modal lands on its root, not on the dialog); the side panel shows the name.
    <Modal opened onClose={onClose} fullScreen withCloseButton={false} padding={0} title={document.name} styles={{ header: { display: 'none' } }}>
      <Flex direction={{ base: 'column', md: 'row' }} mih="100dvh">
        <Box w={{ base: '100%', md: 340 }} p="md" style={{ borderRight: '1px solid var(--mantine-color-gray-3)' }}>
          <Stack>
            <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onClose} w="fit-content">
              Regresar
            </Button>
            <Text fw={700}>{document.name}</Text>
            <Text size="sm" c="dimmed">
              {monthName(document.month)} {document.year}
            </Text>
            <Group gap="xs">
              <Badge color={chip.color} variant="light">
                {chip.label}
              </Badge>
            </Group>
            <Text size="sm">{document.validationStatus.comments || M.sinComentarios}</Text>
            {reviewable ? (
              <Stack gap="xs">
                <ReviewDecision pending={action.isPending} onDecide={decide} />
              </Stack>
            ) : null}
            <DocumentHistory serviceId={serviceId} documentId={document.id} />
          </Stack>
        </Box>
        <ViewerFilePane file={file} name={document.name} downloadLabel={`Descargar ${document.extension.toUpperCase()}`} errorText={M.noSePudoCargar} />
      </Flex>
    </Modal>
  );
}
