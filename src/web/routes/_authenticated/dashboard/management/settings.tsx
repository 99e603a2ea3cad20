import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../../components/pages/coming-soon';

export const Route = createFileRoute('/_authenticated/dashboard/management/settings')({
  component: () => <ComingSoon title="Configuración" />,
});
