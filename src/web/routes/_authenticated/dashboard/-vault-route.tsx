import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { VaultScreen } from '../../../features/vault/components/vault-screen';
import { currentUserQuery } from '../../../lib/session/current-user.query';

/**
 * The body of /dashboard/vault and /dashboard/vault/$folderId: each folder is a URL, so the
 * browser's back and forward walk the folders (the leading '-' keeps the router from reading it).
 */
export function VaultRoute({ folderId, company }: { folderId: string | undefined; company: string | undefined }) {
  const navigate = useNavigate();
  const { data: user } = useQuery(currentUserQuery());
  // The shell shows its own loading state while the user arrives.
  if (!user) return null;
  const companyId = company ?? user.mainCompany?.id ?? '';
  return (
    <VaultScreen
      key={companyId}
      companyId={companyId}
      folderId={folderId}
      onNavigate={(to) =>
        void (to.folderId
          ? navigate({ to: '/dashboard/vault/$folderId', params: { folderId: to.folderId }, search: { company: to.companyId } })
          : navigate({ to: '/dashboard/vault', search: { company: to.companyId } }))
      }
    />
  );
}
