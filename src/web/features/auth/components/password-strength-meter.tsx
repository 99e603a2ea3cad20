import { Group, List, Progress, Stack, Text } from '@mantine/core';
import { TEXTOS_FORTALEZA } from '../../../../shared/labels/access';
import { readStrength } from '../lib/password-strength';

interface PasswordStrengthMeterProps {
  password: string;
  /** The generic hints; left out when the policy checklist lists the company's own rules. */
  withHints?: boolean;
}

/** The strength meter (spec 1 §5) with its hints, part of the password rules of activation and reset. */
export function PasswordStrengthMeter({ password, withHints = true }: PasswordStrengthMeterProps) {
  const { score, label, color } = readStrength(password);
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text fz="sm" fw={500}>
          {TEXTOS_FORTALEZA.titulo}
        </Text>
        <Text fz="sm" fw={700} c={color === 'gray' ? 'dimmed' : undefined} data-testid="password-strength-label" aria-live="polite">
          {label}
        </Text>
      </Group>
      <Progress value={score} color={color} size="sm" transitionDuration={150} aria-label={label ? `${TEXTOS_FORTALEZA.titulo}: ${label}` : TEXTOS_FORTALEZA.titulo} />
      {withHints ? (
        <List size="xs" c="dimmed" spacing={2}>
          {TEXTOS_FORTALEZA.sugerencias.map((hint) => (
            <List.Item key={hint}>{hint}</List.Item>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}
