import { Badge, Box, Button, Flex, Group, Modal, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TContractValidation } from '../../../../../shared/contracts/service-contract.contract';
import type { ContractStatus } from '../../../../../shared/domain/contracts';
import { CONTRACT_STATUS_LABELS, MENSAJES_CONTRATO as M, TEXTOS_CONTRATO as T } from '../../../../../shared/labels/contracts';
import { MENSAJES_DOCUMENTOS } from '../../../../../shared/labels/compliance-documents';
import { ReviewDecision, type ReviewStatus } from '../../../../components/compliance/review-decision';
import { errorMessage } from '../../../../lib/http/api-error';
import { contractFileQuery, useContractAction } from '../../api/service-contract.api';
import { stageToast } from '../../lib/stage-toast';
import { ViewerFilePane } from '../viewer-file-pane';

const STATUS_COLOR: Record<ContractStatus, string> = { REVIEW: 'yellow', ACCEPTED: 'green', REJECTED: 'red' };

export interface ViewedContractFile {
  fileId: string;
  name: string;
  status: ContractStatus;
  comments: string;
  /** Set for an annex: its decision goes to PUT …/appendixs/{annexId}. */
  annexId?: string;
}

/** 'Consultar contrato' and an annex's 'Ver' (spec 2 §2): full-screen viewer; the client's validators decide here. */
export function ContractViewer({ serviceId, item, canValidate, onClose }: { serviceId: string; item: ViewedContractFile; canValidate: boolean; onClose: () => void }) {
  const file = useQuery(contractFileQuery(serviceId, item.fileId));
  const action = useContractAction(serviceId);

  const decide = (status: ReviewStatus, comments: string) => {
    const body: TContractValidation = { validationStatus: { status, comments } };
    action.mutate(item.annexId ? { kind: 'validate-annex', annexId: item.annexId, body } : { kind: 'validate', body }, {
      onSuccess: (mensaje) => {
        stageToast('success', mensaje);
        onClose();
      },
      onError: (error) => stageToast('error', errorMessage(error) || M.errorValidar),
    });
  };

  return (
    <Modal opened onClose={onClose} fullScreen withCloseButton={false} padding={0} title={item.name} styles={{ header: { display: 'none' } }}>
      <Flex direction={{ base: 'column', md: 'row' }} mih="100dvh">
        <Box w={{ base: '100%', md: 340 }} p="md" style={{ borderRight: '1px solid var(--mantine-color-gray-3)' }}>
          <Stack>
            <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onClose} w="fit-content">
              {T.regresar}
            </Button>
            <Text fw={700}>{item.name}</Text>
            <Group gap="xs">
              <Badge color={STATUS_COLOR[item.status]} variant="light">
                {CONTRACT_STATUS_LABELS[item.status]}
              </Badge>
            </Group>
            <Text size="sm">{item.comments || MENSAJES_DOCUMENTOS.sinComentarios}</Text>
            {canValidate && item.status === 'REVIEW' ? (
              <Stack gap="xs">
                <ReviewDecision pending={action.isPending} onDecide={decide} />
              </Stack>
            ) : null}
          </Stack>
        </Box>
        <ViewerFilePane file={file} name={item.name} downloadLabel={'Descargar PDF'} errorText={M.noSePudoCargar} />
      </Flex>
    </Modal>
  );
}
