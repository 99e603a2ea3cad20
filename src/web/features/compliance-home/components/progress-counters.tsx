import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import type { TProgressCounters } from '../../../../shared/contracts/compliance-progress.contract';
import { COLOR_AVANCE, ETIQUETAS_AVANCE, TEXTOS_ETAPAS as T } from '../../../../shared/labels/compliance-home';

const KEYS = Object.keys(ETIQUETAS_AVANCE) as (keyof typeof ETIQUETAS_AVANCE)[];

/** Requirements accepted / under review / rejected / missing and the accepted percentage. */
export function ProgressCounters({ progress }: { progress: TProgressCounters }) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {T.avance}
        </Text>
        <Text size="sm" fw={700} data-testid="progress-percentage">
          {progress.percentage}%
        </Text>
      </Group>
      <Progress value={progress.percentage} color="green" aria-label={T.avanceAria(progress.percentage)} />
      <Group gap={6}>
        {KEYS.map((key) => (
          <Badge key={key} color={COLOR_AVANCE[key]} variant="light" tt="none">
            {ETIQUETAS_AVANCE[key]}: {progress[key]}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}
