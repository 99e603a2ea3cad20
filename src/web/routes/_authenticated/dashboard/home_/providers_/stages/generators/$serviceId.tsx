import { createFileRoute } from '@tanstack/react-router';
import { ServiceStagesRoute } from '../../../-service-stages-route';
import { validateStageSearch } from '../../../-stage-search';

/** A generators-line service with one of the company's providers (spec 3 §2.5); `?stage=` keeps the chosen stage. */
export const Route = createFileRoute('/_authenticated/dashboard/home_/providers_/stages/generators/$serviceId')({
  validateSearch: validateStageSearch,
  component: ProviderServiceGeneratorsRoute,
});

function ProviderServiceGeneratorsRoute() {
  const { serviceId } = Route.useParams();
  const { stage } = Route.useSearch();
  return <ServiceStagesRoute side="providers" serviceId={serviceId} stage={stage} variant="generators" />;
}
