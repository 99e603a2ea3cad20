import { useDocumentTitle } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { TOtpChallenge } from '../../../../shared/contracts/auth.contract';
import { TEXTO_BIENVENIDA_ACCESO } from '../../../../shared/labels/access';
import { OnboardingLayout } from '../../../components/layouts/onboarding-layout';
import { PendingChangesNotice } from '../../../components/offline-queue/pending-changes-notice';
import { setServiceType } from '../../../lib/session/service-type';
import type { SignInOutcome, SignInResult } from '../hooks/use-sign-in';
import { PasswordResetNotice } from './password-reset-notice';
import { RestorePasswordPanel } from './restore-password-panel';
import { SignInForm } from './sign-in-form';
import { TwoStepPanel } from './two-step-panel';

/** The modes of the landing (spec 1 §2); update-account lives on /update_account. */
type LandingMode = { name: 'signIn' } | { name: 'restorePassword' } | { name: 'twoStep'; challenge: TOtpChallenge };

const TITLES = { signIn: 'Iniciar sesión', restorePassword: 'Restablecer contraseña', twoStep: 'Verificación en dos pasos' } as const satisfies Record<LandingMode['name'], string>;

interface SignInScreenProps {
  /** The remembered origin (`?redirect=`), already checked. */
  redirectTo?: string;
}

export function SignInScreen({ redirectTo }: SignInScreenProps) {
  const navigate = useNavigate();
  const [mode, setMode] = useState<LandingMode>({ name: 'signIn' });
  useDocumentTitle(`${TITLES[mode.name]} · Avala`);
  const backToSignIn = () => setMode({ name: 'signIn' });

  const goOn = ({ destination }: SignInResult) => {
    if (destination.serviceType) setServiceType(destination.serviceType);
    void navigate({ href: destination.to, replace: true });
  };
  const afterPassword = (outcome: SignInOutcome) => {
    if (outcome.kind === 'otp') setMode({ name: 'twoStep', challenge: outcome.challenge });
    else goOn(outcome);
  };

  let panel;
  if (mode.name === 'restorePassword') panel = <RestorePasswordPanel onBack={backToSignIn} />;
  else if (mode.name === 'twoStep') panel = <TwoStepPanel challenge={mode.challenge} origin={redirectTo} onSignedIn={goOn} onBack={backToSignIn} />;
  else panel = <SignInForm origin={redirectTo} onSignedIn={afterPassword} onForgotPassword={() => setMode({ name: 'restorePassword' })} />;

  return (
    <OnboardingLayout welcomeText={TEXTO_BIENVENIDA_ACCESO}>
      <PendingChangesNotice />
      {mode.name === 'signIn' ? <PasswordResetNotice /> : null}
      {panel}
    </OnboardingLayout>
  );
}
