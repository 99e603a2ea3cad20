import { OnboardingLayout } from '../layouts/onboarding-layout';
import { ComingSoon } from './coming-soon';

/** A not-yet-built onboarding screen: the branded frame with its title and a short notice. */
export function OnboardingPlaceholder({ title }: { title: string }) {
  return (
    <OnboardingLayout>
      <ComingSoon title={title} />
    </OnboardingLayout>
  );
}
