import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import type { TLinkedCompany } from '../../../../../shared/contracts/company-links.contract';
import { CounterpartsScreen } from '../../../../features/counterparts/components/counterparts-screen';
import { ServicesDialog } from '../../../../features/services/components/services-dialog';
import { currentUserQuery } from '../../../../lib/session/current-user.query';

/** The company's providers (spec 2 §2); an accepted card opens its services dialog. Not nested in /dashboard/home. */
export const Route = createFileRoute('/_authenticated/dashboard/home_/providers')({
  component: CounterpartsRoute,
});

function CounterpartsRoute() {
  const { data: user } = useQuery(currentUserQuery());
  const [open, setOpen] = useState<TLinkedCompany | null>(null);
  // The shell shows its own loading state while the user arrives.
  if (!user) return null;
  const companyId = user.mainCompany?.id ?? '';
  return (
    <>
      <CounterpartsScreen key={companyId} user={user} side="providers" onOpenServices={setOpen} />
      {open ? <ServicesDialog companyId={companyId} counterpart={open} side="providers" opened onClose={() => setOpen(null)} /> : null}
    </>
  );
}
