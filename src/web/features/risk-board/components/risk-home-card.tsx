import { Button, Card, Group, Loader, Skeleton, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { RISK_LEVELS } from '../../../../shared/domain/risk-level';
import type { TUserMe } from '../../../../shared/domain/user';
import { RISK_LEVEL_COLORS, RISK_LEVEL_LABELS, TARJETA_RIESGOS as T } from '../../../../shared/labels/risk-board';
import { permissionsOf } from '../../../lib/session/user-permissions';
import { riskBoardCountsQuery } from '../api/risk-board.api';
import { RiskLevelBar } from './risk-level-bar';

/** The home card 'Mi tablero de riesgo' (spec 2 §2 home cards): counts per level and 'Ver tablero'. Only with canAccessRiesgos. */
export function RiskHomeCard({ user }: { user: TUserMe }) {
  const companyId = user.mainCompany?.id ?? '';
  const allowed = Boolean(companyId) && permissionsOf(user).canAccessRiesgos;
  const { data, isError } = useQuery({
    ...riskBoardCountsQuery(companyId),
    enabled: allowed,
  });
  if (!allowed) return null;
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-label={T.titulo}>
      <Group gap="sm" mb="md" wrap="nowrap">
        <ThemeIcon variant="light" size={40} radius="md" aria-hidden="true">
          <IconAlertTriangle size={22} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          {T.titulo}
        </Title>
      </Group>
      {!data ? (
        <Skeleton height={48} mb="md" />
      ) : data.providers === 0 ? (
        <Text fz="sm" c="dimmed" mb="md">
          {T.sinProveedores}
        </Text>
      ) : data.computing && isError ? (
        <Text fz="sm" c="red.8" mb="md">
          {T.sinCalculo}
        </Text>
      ) : data.computing ? (
        <Group component="output" gap="xs" mb="md" display="flex">
          <Loader size="sm" aria-hidden="true" />
          <Text fz="sm" c="dimmed">
            {T.calculando}
          </Text>
        </Group>
      ) : (
        <>
          <Group gap="lg" mb="xs">
            {RISK_LEVELS.map((level) => (
              <div key={level}>
                <Text fz={26} fw={700} c={`${RISK_LEVEL_COLORS[level]}.7`} lh={1.1}>
                  {String(data.counts[level])}
                </Text>
                <Text fz="xs" c="dimmed">
                  {RISK_LEVEL_LABELS[level]}
                </Text>
              </div>
            ))}
          </Group>
          <div style={{ marginBottom: 'var(--mantine-spacing-md)' }}>
            <RiskLevelBar counts={data.counts} label={T.grafica} />
          </div>
        </>
      )}
      <Button variant="light" renderRoot={(p) => <Link {...p} to="/dashboard/riesgos" />}>
        {T.verTablero}
      </Button>
    </Card>
  );
}
