import { Button, Group, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MENSAJES_SEGURIDAD as M, SEGURIDAD_TEXTOS as T } from '../../../../shared/labels/management-security';
import { errorMessage } from '../../../lib/http/api-error';
import { QueryError } from '../../../components/feedback/query-error';
import { showToast } from '../../../components/feedback/toast';
import { securityActions, twoStepQuery } from '../api/security-settings.api';

interface TwoStepPanelProps {
  companyId: string;
  /** Opens "Excepciones de usuarios" (spec 3 §4: switching two-step on opens it). */
  onOpenExceptions: () => void;
}

/** Autenticación de 2 pasos: OTP_REQUIRED of the company. */
export function TwoStepPanel({ companyId, onOpenExceptions }: TwoStepPanelProps) {
  const client = useQueryClient();
  const query = useQuery(twoStepQuery(companyId));
  const toggle = useMutation({
    mutationFn: (enabled: boolean) => securityActions.setTwoStep(companyId, enabled),
    onSuccess: (result) => {
      client.setQueryData(twoStepQuery(companyId).queryKey, result);
      showToast('success', result.enabled ? M.dosPasosActivada : M.dosPasosDesactivada);
      if (result.enabled) onOpenExceptions();
    },
    onError: (error) => showToast('error', errorMessage(error)),
  });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="dos-pasos-titulo">
      <Stack gap="sm">
        <Title order={3} id="dos-pasos-titulo" size="h4">
          {T.dosPasos}
        </Title>
        <Text size="sm" c="dimmed">
          {T.dosPasosAyuda}
        </Text>
        {query.isPending ? <Skeleton height={36} aria-label={T.cargando} /> : null}
        {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
        {query.data ? (
          <Group justify="space-between" wrap="wrap">
            <Switch
              label={T.dosPasosActiva}
              checked={query.data.enabled}
              disabled={toggle.isPending}
              onChange={(event) => toggle.mutate(event.currentTarget.checked)}
            />
            <Button variant="light" onClick={onOpenExceptions}>
              {T.verExcepciones}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
