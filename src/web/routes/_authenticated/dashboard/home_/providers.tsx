import { createFileRoute } from '@tanstack/react-router';
import { CounterpartsRoute } from './-counterparts-route';

/** The company's providers (spec 2 §2); an accepted card opens its services dialog. Not nested in /dashboard/home. */
export const Route = createFileRoute('/_authenticated/dashboard/home_/providers')({
  component: ProvidersRoute,
});

function ProvidersRoute() {
  return <CounterpartsRoute side="providers" />;
}
