import { createFileRoute } from '@tanstack/react-router';
import { ExpedientScreen } from '../../../features/compliance-home/components/expedient-screen';

/** A company's expedient with its progress counters (spec 2 §2, §7 "Company-level expedient"). */
export const Route = createFileRoute('/_authenticated/expedientes/$companyId')({
  component: ExpedientRoute,
});

function ExpedientRoute() {
  const { companyId } = Route.useParams();
  return <ExpedientScreen key={companyId} companyId={companyId} />;
}
