import { Accordion, Alert, Badge, Box, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconCircleX, IconClockHour4 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { RequirementStatus } from '../../../../shared/domain/compliance';
import { COLOR_ESTADO_MES, COLOR_ESTADO_REQUISITO, ETIQUETAS_ESTADO_MES, ETIQUETAS_ESTADO_REQUISITO, MENSAJES_RESUMEN as M } from '../../../../shared/labels/compliance-summary';
import { stageSummaryQuery } from '../api/stage-summary.query';
import { StageAuthorizationLine } from './stage-authorization-bar';

export interface StageSummaryDialogProps {
  serviceId: string;
  stageId: string;
  stageName: string;
  /** The viewer's company: the record's vault folder opens from its side. */
  viewerCompanyId: string;
  opened: boolean;
  onClose: () => void;
}

const ICONS = { ACEPTADO: IconCircleCheck, BAJO_REVISION: IconClockHour4, RECHAZADO: IconCircleX, FALTANTE: IconCircleDashed } satisfies Record<RequirementStatus, unknown>;

/** Small coloured text needs 4.5:1 on white (WCAG 1.4.3); even shade 9 of green and orange falls short, so it is darkened. */
const readable = (color: string) => `color-mix(in srgb, var(--mantine-color-${color}-9) 80%, black)`;

function StatusIcon({ status }: { status: RequirementStatus }) {
  const Icon = ICONS[status];
  return <Icon size={20} color={`var(--mantine-color-${COLOR_ESTADO_REQUISITO[status]}-6)`} aria-label={ETIQUETAS_ESTADO_REQUISITO[status]} />;
}

/** 'Resumen de {stage}' (spec 2 §2 Dialogs, §4): one accordion item per year-month, newest first. */
export function StageSummaryDialog({ serviceId, stageId, stageName, viewerCompanyId, opened, onClose }: StageSummaryDialogProps) {
  const summary = useQuery({ ...stageSummaryQuery(serviceId, stageId), enabled: opened });
  const periods = summary.data?.periods ?? [];

  return (
    <Modal opened={opened} onClose={onClose} title={M.titulo(stageName)} size="lg">
      <StageAuthorizationLine serviceId={serviceId} stageId={stageId} viewerCompanyId={viewerCompanyId} enabled={opened} />
      {summary.isPending ? (
        <Center py="lg">
          <Group gap="sm">
            <Loader size="sm" />
            <Text>{M.cargando}</Text>
          </Group>
        </Center>
      ) : summary.isError ? (
        <Alert color="red">{M.errorDatos}</Alert>
      ) : periods.length === 0 ? (
        <Text c="dimmed">{M.sinDatos}</Text>
      ) : (
        <Accordion variant="separated" defaultValue={periods[0]?.yearMonth}>
          {periods.map((period) => (
            <Accordion.Item key={period.yearMonth} value={period.yearMonth} style={{ borderLeft: `4px solid var(--mantine-color-${COLOR_ESTADO_MES[period.status]}-6)` }}>
              <Accordion.Control>
                <Group justify="space-between" wrap="nowrap" pr="sm">
                  <Text fw={600}>{`${period.monthString} ${period.year}`}</Text>
                  <Badge color={COLOR_ESTADO_MES[period.status]} variant="light">
                    {ETIQUETAS_ESTADO_MES[period.status]}
                  </Badge>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="xs">
                  {period.requirements.map((requirement) => (
                    <Group key={requirement.requirementId} justify="space-between" wrap="nowrap">
                      <Group gap="xs" wrap="nowrap">
                        <StatusIcon status={requirement.status} />
                        <Text size="sm">{requirement.requirementName}</Text>
                      </Group>
                      <Box>
                        <Text size="xs" fw={600} c={readable(COLOR_ESTADO_REQUISITO[requirement.status])}>
                          {ETIQUETAS_ESTADO_REQUISITO[requirement.status]}
                        </Text>
                      </Box>
                    </Group>
                  ))}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Modal>
  );
}
