import { createFileRoute } from '@tanstack/react-router';
import { ServiceStagesRoute } from '../../-service-stages-route';
import { validateStageSearch } from '../../-stage-search';

/** A service with one of the company's providers, by stage; `?stage=` keeps the chosen stage. */
export const Route = createFileRoute('/_authenticated/dashboard/home_/providers_/stages/$serviceId')({
  validateSearch: validateStageSearch,
  component: ProviderServiceStagesRoute,
});

function ProviderServiceStagesRoute() {
  const { serviceId } = Route.useParams();
  const { stage } = Route.useSearch();
  return <ServiceStagesRoute side="providers" serviceId={serviceId} stage={stage} />;
}
