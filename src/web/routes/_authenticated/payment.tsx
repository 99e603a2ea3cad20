import { createFileRoute } from '@tanstack/react-router';
import { PlansScreen } from '../../features/plans/components/plans-screen';

export const Route = createFileRoute('/_authenticated/payment')({
  component: () => <PlansScreen />,
});
