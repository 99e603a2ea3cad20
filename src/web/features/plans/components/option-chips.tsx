import { Chip, Group, Text } from '@mantine/core';
import { useId } from 'react';

interface OptionChipsProps {
  label: string;
  options: readonly number[];
  value: number;
  onChange: (value: number) => void;
  format: (value: number) => string;
}

/** A labelled single choice among a few numbers, as chips that wrap on a phone. */
export function OptionChips({ label, options, value, onChange, format }: OptionChipsProps) {
  const id = useId();
  return (
    <div>
      <Text id={id} fw={600} fz="sm" mb={6}>
        {label}
      </Text>
      <Chip.Group multiple={false} value={String(value)} onChange={(next) => next && onChange(Number(next))}>
        <Group gap="xs" role="radiogroup" aria-labelledby={id}>
          {options.map((option) => (
            <Chip key={option} value={String(option)} variant="outline" radius="md" size="md">
              {format(option)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </div>
  );
}
