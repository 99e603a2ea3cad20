import { createFileRoute } from '@tanstack/react-router';
import { validateVaultSearch } from './-vault-search';
import { VaultRoute } from './-vault-route';

/** The vault's root (spec 2 §2 Vault) with `?company=`; folders live at /dashboard/vault/$folderId. */
export const Route = createFileRoute('/_authenticated/dashboard/vault')({
  validateSearch: validateVaultSearch,
  component: VaultRootRoute,
});

function VaultRootRoute() {
  const { company } = Route.useSearch();
  return <VaultRoute folderId={undefined} company={company} />;
}
