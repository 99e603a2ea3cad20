import { createFileRoute } from '@tanstack/react-router';
import { CounterpartsRoute } from './-counterparts-route';

/** The company's clients (spec 2 §2); an accepted card opens its services dialog. Not nested in /dashboard/home. */
export const Route = createFileRoute('/_authenticated/dashboard/home_/clients')({
  component: ClientsRoute,
});

function ClientsRoute() {
  return <CounterpartsRoute side="clients" />;
}
