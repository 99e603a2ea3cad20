import { createFileRoute, redirect } from '@tanstack/react-router';
import { isUuid } from '../../../shared/text/uuid';
import { GeneratorDataScreen, type GeneratorDataSearch } from '../../features/provider-generator-info/components/generator-data-screen';
import { ensureSessionRestored } from '../../lib/session/restore-session';

const uuidOrNothing = (value: unknown) => (typeof value === 'string' && isUuid(value) ? value.toLowerCase() : undefined);

/**
 * The provider's "Datos de generador" (spec 3 §2.9), reached from a generators service's contract
 * panel. Public in the spec's route table, but the data need a session: a visitor signs in first and
 * comes back (as the protected screens under _authenticated do).
 */
export const Route = createFileRoute('/data/generators')({
  validateSearch: (search: Record<string, unknown>): GeneratorDataSearch => {
    const serviceId = uuidOrNothing(search.serviceId);
    const clientId = uuidOrNothing(search.clientId);
    return { ...(serviceId ? { serviceId } : {}), ...(clientId ? { clientId } : {}) };
  },
  beforeLoad: async ({ location }) => {
    if (!(await ensureSessionRestored())) throw redirect({ to: '/', search: { redirect: location.href }, replace: true });
  },
  component: GeneratorsDataRoute,
});

function GeneratorsDataRoute() {
  const search = Route.useSearch();
  return <GeneratorDataScreen key={`${search.serviceId ?? ''}:${search.clientId ?? ''}`} {...search} />;
}
