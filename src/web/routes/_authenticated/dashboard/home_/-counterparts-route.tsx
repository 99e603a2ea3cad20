import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TLinkedCompany } from '../../../../../shared/contracts/company-links.contract';
import { CounterpartsScreen } from '../../../../features/counterparts/components/counterparts-screen';
import { SatLookupButton } from '../../../../features/sat-lookup/components/sat-lookup-button';
import { ServicesDialog } from '../../../../features/services/components/services-dialog';
import { currentUserQuery } from '../../../../lib/session/current-user.query';

/**
 * The body of /dashboard/home/providers and /dashboard/home/clients: the list of one side, whose
 * accepted cards open the services dialog. It joins two features, so it lives with the routes
 * (the leading '-' keeps TanStack Router from reading it as a route).
 */
export function CounterpartsRoute({ side }: { side: 'providers' | 'clients' }) {
  const { data: user } = useQuery(currentUserQuery());
  const [open, setOpen] = useState<TLinkedCompany | null>(null);
  // The shell shows its own loading state while the user arrives.
  if (!user) return null;
  const companyId = user.mainCompany?.id ?? '';
  return (
    <>
      <CounterpartsScreen key={companyId} user={user} side={side} onOpenServices={setOpen} toolbar={side === 'providers' ? <SatLookupButton /> : null} />
      {open ? <ServicesDialog companyId={companyId} counterpart={open} side={side} opened onClose={() => setOpen(null)} /> : null}
    </>
  );
}
