import { createFileRoute } from '@tanstack/react-router';
import { validateVaultSearch } from './-vault-search';
import { VaultRoute } from './-vault-route';

/** A vault folder (spec 2 §2 Vault: /dashboard/vault/:folderId?company=). Not nested in /dashboard/vault. */
export const Route = createFileRoute('/_authenticated/dashboard/vault_/$folderId')({
  validateSearch: validateVaultSearch,
  component: VaultFolderRoute,
});

function VaultFolderRoute() {
  const { folderId } = Route.useParams();
  const { company } = Route.useSearch();
  return <VaultRoute folderId={folderId} company={company} />;
}
