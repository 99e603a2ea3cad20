import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { listErrorMessage } from './list-error';

/** Removes one row of a list that must keep at least one (disabled while it is the only one). */
export function RemoveRowButton({ label, disabled, onClick }: { label: string; disabled: boolean; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" color="red" size="lg" mt={26} disabled={disabled} onClick={onClick} aria-label={label} title={label}>
      <IconTrash size={18} aria-hidden="true" />
    </ActionIcon>
  );
}

/** The list's own error ("Debe tener al menos…") and its add button. */
export function ListFooter({ errors, addLabel, onAdd }: { errors: unknown; addLabel: string; onAdd: () => void }) {
  const message = listErrorMessage(errors);
  return (
    <>
      {message ? (
        <Text c="red" fz="sm" role="alert">
          {message}
        </Text>
      ) : null}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={onAdd}>
          {addLabel}
        </Button>
      </Group>
    </>
  );
}
