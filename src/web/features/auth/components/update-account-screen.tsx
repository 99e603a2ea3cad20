import { Alert, Anchor, Center } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { TEXTO_BIENVENIDA_ACCESO, TEXTOS_ACTIVACION, TEXTOS_VENCIMIENTO } from '../../../../shared/labels/access';
import { OnboardingLayout } from '../../../components/layouts/onboarding-layout';
import { withProcessing } from '../../../lib/loading/global-loading';
import { currentUserQuery } from '../../../lib/session/current-user.query';
import { setServiceType } from '../../../lib/session/service-type';
import { signOut } from '../../../lib/session/sign-out';
import type { ActivationResult } from '../hooks/use-activate-account';
import { useBlockBackNavigation } from '../hooks/use-block-back-navigation';
import { UpdateAccountForm } from './update-account-form';

/** Long enough to read "Activación exitosa" before the next screen replaces it. */
export const ACTIVATION_CONTINUE_DELAY_MS = 1_000;

/**
 * /update_account (mode 3 of the landing): first-time activation, or a new password after an
 * expiry (TUserMe.passwordExpired). The back button is blocked while the form is pending
 * (spec 1 §2); "Cerrar sesión" is the way out.
 */
export function UpdateAccountScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Read once (the route loaded the user): the reload after success says false, and the screen
  // must not turn into a first activation while it shows the success message.
  const [passwordExpired] = useState(() => queryClient.getQueryData(currentUserQuery().queryKey)?.passwordExpired ?? false);
  useDocumentTitle(`${passwordExpired ? TEXTOS_VENCIMIENTO.titulo : TEXTOS_ACTIVACION.titulo} · Avala`);
  const [backBlocked, setBackBlocked] = useState(false);
  const [activated, setActivated] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useBlockBackNavigation(!activated, () => setBackBlocked(true));
  useEffect(() => () => clearTimeout(timer.current), []);

  const onActivated = ({ destination }: ActivationResult) => {
    setActivated(true);
    setBackBlocked(false);
    timer.current = setTimeout(() => {
      if (destination.serviceType) setServiceType(destination.serviceType);
      void navigate({ href: destination.to, replace: true });
    }, ACTIVATION_CONTINUE_DELAY_MS);
  };

  const leave = async () => {
    await withProcessing(() => signOut(queryClient));
    await navigate({ to: '/', replace: true });
  };

  return (
    <OnboardingLayout welcomeText={TEXTO_BIENVENIDA_ACCESO}>
      {backBlocked ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} />} mb="md" withCloseButton onClose={() => setBackBlocked(false)}>
          {TEXTOS_ACTIVACION.regresoBloqueado}
        </Alert>
      ) : null}
      <UpdateAccountForm onActivated={onActivated} passwordExpired={passwordExpired} />
      <Center mt="md">
        <Anchor component="button" type="button" fz="sm" c="dimmed" onClick={() => void leave()} disabled={activated}>
          {TEXTOS_ACTIVACION.salir}
        </Anchor>
      </Center>
    </OnboardingLayout>
  );
}
