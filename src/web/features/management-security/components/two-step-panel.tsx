import { Button, Group, Switch } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MENSAJES_SEGURIDAD as M, SEGURIDAD_TEXTOS as T } from '../../../../shared/labels/management-security';
import { securityActions, twoStepQuery } from '../api/security-settings.api';
import { SettingsSection, useSettingsSave } from './settings-section';

interface TwoStepPanelProps {
  companyId: string;
  /** Opens "Excepciones de usuarios" (spec 3 §4: switching two-step on opens it), with a notice to show in it. */
  onOpenExceptions: (notice?: string) => void;
}

/** Autenticación de 2 pasos: OTP_REQUIRED of the company. */
export function TwoStepPanel({ companyId, onOpenExceptions }: TwoStepPanelProps) {
  const query = useQuery(twoStepQuery(companyId));
  const toggle = useSettingsSave({
    save: (enabled: boolean) => securityActions.setTwoStep(companyId, enabled),
    queryKey: twoStepQuery(companyId).queryKey,
    // Switched on, the exceptions dialog opens at once and says so itself: a toast would cover its title.
    successMessage: (result) => (result.enabled ? null : M.dosPasosDesactivada),
    onSaved: (result) => {
      if (result.enabled) onOpenExceptions(M.dosPasosActivada);
    },
  });

  return (
    <SettingsSection id="dos-pasos-titulo" title={T.dosPasos} help={T.dosPasosAyuda} query={query} skeletonHeight={36}>
      {(data) => (
        <Group justify="space-between" wrap="wrap">
          <Switch label={T.dosPasosActiva} checked={data.enabled} disabled={toggle.isPending} onChange={(event) => toggle.mutate(event.currentTarget.checked)} />
          <Button variant="light" onClick={() => onOpenExceptions()}>
            {T.verExcepciones}
          </Button>
        </Group>
      )}
    </SettingsSection>
  );
}
