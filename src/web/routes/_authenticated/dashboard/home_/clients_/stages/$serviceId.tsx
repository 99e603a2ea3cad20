import { createFileRoute } from '@tanstack/react-router';
import { ServiceStagesRoute } from '../../-service-stages-route';
import { validateStageSearch } from '../../-stage-search';

/** A service with one of the company's clients, by stage; `?stage=` keeps the chosen stage. */
export const Route = createFileRoute('/_authenticated/dashboard/home_/clients_/stages/$serviceId')({
  validateSearch: validateStageSearch,
  component: ClientServiceStagesRoute,
});

function ClientServiceStagesRoute() {
  const { serviceId } = Route.useParams();
  const { stage } = Route.useSearch();
  return <ServiceStagesRoute side="clients" serviceId={serviceId} stage={stage} />;
}
