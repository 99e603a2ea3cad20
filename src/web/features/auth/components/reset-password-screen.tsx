import { Anchor, Center } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { TEXTO_BIENVENIDA_ACCESO, TEXTOS_RESTABLECER_PAGINA } from '../../../../shared/labels/access';
import { OnboardingLayout } from '../../../components/layouts/onboarding-layout';
import { notePasswordReset } from '../lib/password-reset-notice';
import { ResetPasswordForm } from './reset-password-form';

/** Spec 1 §2 and §9: after "Contraseña actualizada correctamente" the page goes to `/` in 700 ms. */
export const RESET_REDIRECT_DELAY_MS = 700;

/** /resetPassword?token=…: the page the reset e-mail links to. */
export function ResetPasswordScreen({ token }: { token: string | undefined }) {
  useDocumentTitle(`${TEXTOS_RESTABLECER_PAGINA.titulo} · Avala`);
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onReset = () => {
    notePasswordReset();
    timer.current = setTimeout(() => void navigate({ to: '/', replace: true }), RESET_REDIRECT_DELAY_MS);
  };

  return (
    <OnboardingLayout welcomeText={TEXTO_BIENVENIDA_ACCESO}>
      <ResetPasswordForm token={token} onReset={onReset} />
      <Center mt="md">
        <Anchor component={Link} to="/" fz="sm">
          {TEXTOS_RESTABLECER_PAGINA.irAInicio}
        </Anchor>
      </Center>
    </OnboardingLayout>
  );
}
