import { createFileRoute } from '@tanstack/react-router';
import { OnboardingPlaceholder } from '../../components/pages/onboarding-placeholder';

export const Route = createFileRoute('/data/generators')({
  component: () => <OnboardingPlaceholder title="Datos del generador" />,
});
