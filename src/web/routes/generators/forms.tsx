import { isUuid } from '../../../shared/text/uuid';
import { createFileRoute } from '@tanstack/react-router';
import { GeneratorWizardScreen } from '../../features/generator-wizard/components/generator-wizard-screen';

interface FormsSearch {
  /** The generator to keep editing (a client-chosen uuid). */
  id?: string;
}


/** The generator wizard (spec 3 §2.6): a public route that works offline from the field kit. */
export const Route = createFileRoute('/generators/forms')({
  validateSearch: (search: Record<string, unknown>): FormsSearch => (typeof search.id === 'string' && isUuid(search.id) ? { id: search.id.toLowerCase() } : {}),
  component: FormsRoute,
});

function FormsRoute() {
  const { id } = Route.useSearch();
  return <GeneratorWizardScreen generatorId={id} />;
}
