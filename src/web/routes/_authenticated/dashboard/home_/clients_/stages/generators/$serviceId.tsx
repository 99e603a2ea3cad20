import { createFileRoute } from '@tanstack/react-router';
import { ServiceStagesRoute } from '../../../-service-stages-route';
import { validateStageSearch } from '../../../-stage-search';

/** A generators-line service with one of the company's clients (spec 3 §2.5); `?stage=` keeps the chosen stage. */
export const Route = createFileRoute('/_authenticated/dashboard/home_/clients_/stages/generators/$serviceId')({
  validateSearch: validateStageSearch,
  component: ClientServiceGeneratorsRoute,
});

function ClientServiceGeneratorsRoute() {
  const { serviceId } = Route.useParams();
  const { stage } = Route.useSearch();
  return <ServiceStagesRoute side="clients" serviceId={serviceId} stage={stage} variant="generators" />;
}
