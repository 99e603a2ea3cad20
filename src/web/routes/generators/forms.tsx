import { createFileRoute } from '@tanstack/react-router';
import { OnboardingPlaceholder } from '../../components/pages/onboarding-placeholder';

export const Route = createFileRoute('/generators/forms')({
  component: () => <OnboardingPlaceholder title="Formularios del generador" />,
});
