import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../../components/pages/coming-soon';

export const Route = createFileRoute('/_authenticated/dashboard/management/')({
  component: () => <ComingSoon title="Administración" />,
});
