import { Group, List, Progress, Stack, Text } from '@mantine/core';
import { type Control, type FieldValues, type Path, useWatch } from 'react-hook-form';
import { TEXTOS_FORTALEZA } from '../../../../shared/labels/access';
import { readStrength } from '../lib/password-strength';

interface PasswordStrengthMeterProps {
  password: string;
}

/** The strength meter of the activation form (spec 1 §5) with its hints. */
export function PasswordStrengthMeter({ password }: PasswordStrengthMeterProps) {
  const { score, label, color } = readStrength(password);
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text fz="sm" fw={500}>
          {TEXTOS_FORTALEZA.titulo}
        </Text>
        <Text fz="sm" fw={700} c={color === 'gray' ? 'dimmed' : `${color}.8`} data-testid="password-strength-label" aria-live="polite">
          {label}
        </Text>
      </Group>
      <Progress value={score} color={color} size="sm" transitionDuration={150} aria-label={label ? `${TEXTOS_FORTALEZA.titulo}: ${label}` : TEXTOS_FORTALEZA.titulo} />
      <List size="xs" c="dimmed" spacing={2}>
        {TEXTOS_FORTALEZA.sugerencias.map((hint) => (
          <List.Item key={hint}>{hint}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** The meter bound to a form field: only the meter re-renders as the user types, not the whole form. */
export function WatchedPasswordStrengthMeter<T extends FieldValues>({ control, name }: { control: Control<T>; name: Path<T> }) {
  const password: unknown = useWatch({ control, name });
  return <PasswordStrengthMeter password={typeof password === 'string' ? password : ''} />;
}
