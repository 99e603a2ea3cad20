import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../components/pages/coming-soon';

export const Route = createFileRoute('/_authenticated/dashboard/sat69b')({
  component: () => <ComingSoon title="Listas negras del SAT (69-B)" />,
});
