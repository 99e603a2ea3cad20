import { Image, Modal, Stack, Text } from '@mantine/core';

/** Shown when a requirement has no example image of its own (spec 2: "otherwise a default"). */
export const DEFAULT_EXAMPLE_IMAGE = '/examples/documento-ejemplo.svg';

interface RequirementHelpDialogProps {
  opened: boolean;
  onClose: () => void;
  name: string;
  helpText: string;
  exampleImage: string | null;
}

export function RequirementHelpDialog({ opened, onClose, name, helpText, exampleImage }: RequirementHelpDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={name} size="lg">
      <Stack>
        {helpText ? <Text size="sm">{helpText}</Text> : null}
        <Image src={exampleImage ?? DEFAULT_EXAMPLE_IMAGE} alt={`Ejemplo de ${name}`} fit="contain" mah={420} />
      </Stack>
    </Modal>
  );
}
