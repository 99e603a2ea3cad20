import { createFileRoute } from '@tanstack/react-router';
import { ServiceStagesScreen } from '../../../../../../features/service-stages/components/service-stages-screen';

interface StageSearch {
  stage?: string;
}

/** A service with one of the company’s clients, by stage; `?stage=` keeps the chosen stage. */
export const Route = createFileRoute('/_authenticated/dashboard/home_/clients_/stages/$serviceId')({
  validateSearch: (search: Record<string, unknown>): StageSearch => (typeof search.stage === 'string' && /^[0-9a-f-]{36}$/i.test(search.stage) ? { stage: search.stage } : {}),
  component: ClientServiceStagesRoute,
});

function ClientServiceStagesRoute() {
  const { serviceId } = Route.useParams();
  const { stage } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ServiceStagesScreen
      key={serviceId}
      serviceId={serviceId}
      stageId={stage}
      onStageChange={(next) => void navigate({ search: { stage: next }, replace: true })}
      onBack={() => void navigate({ to: '/dashboard/home/clients' as never })}
    />
  );
}
