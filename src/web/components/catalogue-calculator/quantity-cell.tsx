import { ActionIcon, Group, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { parseQuantity, quantityOnBlur } from '../../../shared/domain/catalogue';
import { TEXTOS_CATALOGO as T } from '../../../shared/labels/catalogue';

interface QuantityCellProps {
  label: string;
  quantity: number | undefined;
  readOnly: boolean;
  onChange: (quantity: number | undefined) => void;
}

/**
 * Quantity of one row (spec 3 §5): whole numbers, min 1, step 1. A row with no quantity is not
 * selected, and focusing it and leaving without typing keeps it so; once typed in, leaving it
 * empty or 0 makes it 1. The × button takes the row out of the selection.
 */
export function QuantityCell({ label, quantity, readOnly, onChange }: QuantityCellProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? (quantity ? String(quantity) : '');
  return (
    <Group gap={4} wrap="nowrap">
      <TextInput
        aria-label={label}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        size="xs"
        w={84}
        value={shown}
        readOnly={readOnly}
        onChange={(event) => {
          const text = event.currentTarget.value.replace(/[^\d]/g, '');
          setDraft(text);
          const parsed = parseQuantity(text);
          if (parsed) onChange(parsed);
        }}
        onBlur={() => {
          if (draft === null) return;
          const next = quantityOnBlur(draft);
          setDraft(null);
          onChange(next);
        }}
      />
      {!readOnly && quantity ? (
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`${T.quitar}: ${label}`} onClick={() => { setDraft(null); onChange(undefined); }}>
          <IconX size={14} />
        </ActionIcon>
      ) : null}
    </Group>
  );
}
