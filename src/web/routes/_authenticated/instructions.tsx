import { createFileRoute } from '@tanstack/react-router';
import { OnboardingPlaceholder } from '../../components/pages/onboarding-placeholder';

export const Route = createFileRoute('/_authenticated/instructions')({
  component: () => <OnboardingPlaceholder title="Instrucciones" />,
});
