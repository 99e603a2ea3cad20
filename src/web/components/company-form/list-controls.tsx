import { ActionIcon, Box, Button, Fieldset, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
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

/** One numbered row of such a list ("Representante 2"): its fields beside its remove button. */
export function ListRow({ legend, removeLabel, onlyOne, onRemove, children }: { legend: string; removeLabel: string; onlyOne: boolean; onRemove: () => void; children: ReactNode }) {
  return (
    <Fieldset
      variant="filled"
      radius="md"
      p="sm"
      legend={
        <Text component="span" fw={600} fz="sm">
          {legend}
        </Text>
      }
    >
      <Group align="flex-start" wrap="nowrap" gap="xs">
        <Box style={{ flex: 1, minWidth: 0 }}>{children}</Box>
        <RemoveRowButton label={removeLabel} disabled={onlyOne} onClick={onRemove} />
      </Group>
    </Fieldset>
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
