import { ActionIcon, Group, TextInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { CATALOGUE_LIMITS, parseQuantity, quantityOnBlur } from '../../../shared/domain/catalogue';
import { TEXTOS_CATALOGO as T } from '../../../shared/labels/catalogue';

interface QuantityStepperProps {
  /** What the quantity is of (the item's description); names the field and both buttons. */
  label: string;
  quantity: number | undefined;
  onChange: (quantity: number | undefined) => void;
}

/**
 * The phone's quantity control: − / field / +, each at least 44 px so a thumb hits it. "−" on 1
 * takes the item out of the selection; "+" on an unselected item selects 1. Typing follows the same
 * rules as the table (spec 3 §5: whole numbers ≥ 1, empty or 0 on leaving becomes 1).
 */
export function QuantityStepper({ label, quantity, onChange }: QuantityStepperProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? (quantity ? String(quantity) : '');
  const step = (delta: 1 | -1) => {
    setDraft(null);
    const next = (quantity ?? 0) + delta;
    onChange(next >= 1 ? Math.min(next, CATALOGUE_LIMITS.maxQuantity) : undefined);
  };
  return (
    <Group gap={6} wrap="nowrap">
      <ActionIcon variant="default" size={44} radius="md" aria-label={T.disminuirDe(label)} disabled={!quantity} onClick={() => step(-1)}>
        <IconMinus size={18} />
      </ActionIcon>
      <TextInput
        aria-label={T.cantidadDe(label)}
        inputMode="numeric"
        size="md"
        w={72}
        styles={{ input: { textAlign: 'center' } }}
        placeholder="0"
        value={shown}
        onChange={(event) => {
          const text = event.currentTarget.value.replace(/\D/g, '');
          setDraft(text);
          const parsed = parseQuantity(text);
          if (parsed) onChange(parsed);
        }}
        onBlur={() => {
          if (draft === null) return;
          setDraft(null);
          onChange(quantityOnBlur(draft));
        }}
      />
      <ActionIcon variant="filled" size={44} radius="md" aria-label={T.aumentarDe(label)} disabled={(quantity ?? 0) >= CATALOGUE_LIMITS.maxQuantity} onClick={() => step(1)}>
        <IconPlus size={18} />
      </ActionIcon>
    </Group>
  );
}
