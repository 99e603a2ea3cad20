import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TContractAnnex } from '../../../../../shared/contracts/service-contract.contract';
import { CONTRACT_STATUS_LABELS, TEXTOS_CONTRATO as T } from '../../../../../shared/labels/contracts';

/** The annex list (spec 2 §2 dialogs): 'Anexos', each with 'Ver', or 'No hay anexos'. */
export function AnnexesDialog({ annexes, onView, onClose }: { annexes: readonly TContractAnnex[]; onView: (annex: TContractAnnex) => void; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={T.anexos} size="md">
      {annexes.length === 0 ? (
        <Text c="dimmed">{T.sinAnexos}</Text>
      ) : (
        <Stack gap="xs">
          {annexes.map((annex) => (
            <Group key={annex.uid} justify="space-between" wrap="nowrap">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text truncate="end">{annex.name}</Text>
                <Badge size="xs" variant="light" color={annex.validationStatus.status === 'ACCEPTED' ? 'green' : annex.validationStatus.status === 'REJECTED' ? 'red' : 'yellow'}>
                  {CONTRACT_STATUS_LABELS[annex.validationStatus.status]}
                </Badge>
              </Stack>
              <Button size="xs" variant="light" onClick={() => onView(annex)} aria-label={`${T.ver} ${annex.name}`}>
                {T.ver}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
