import { Button, Group, Modal, Text } from '@mantine/core';
import { AVISO_PLANTILLAS as A } from '../../../../shared/labels/reports';

/** 'Cuidado' (spec 2 §2): shown after a template download. */
export function TemplateWarningDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={A.titulo} centered>
      <Text>{A.texto}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>{A.entendido}</Button>
      </Group>
    </Modal>
  );
}
