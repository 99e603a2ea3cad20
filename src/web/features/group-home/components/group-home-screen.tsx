import { Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useDocumentTitle } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { GroupFilter } from '../../../../shared/contracts/companies.contract';
import type { TCompany } from '../../../../shared/domain/company';
import type { TUserMe } from '../../../../shared/domain/user';
import { MENSAJES_GRUPO } from '../../../../shared/labels/messages';
import { TEXTOS_EMPRESA_PRINCIPAL, TEXTOS_GRUPO } from '../../../../shared/labels/shell';
import { notifyError, notifySuccess } from '../../../components/app-shell/notify';
import { QueryError } from '../../../components/feedback/query-error';
import { TagFilter } from '../../../components/tags/tag-filter';
import { chooseMainCompany } from '../../../lib/company/choose-main-company';
import { companiesQuery } from '../../../lib/company/companies.query';
import { errorMessage } from '../../../lib/http/api-error';
import { withProcessing } from '../../../lib/loading/global-loading';
import { useArchiveCompany } from '../api/archive-company.mutation';
import { groupCompaniesQuery } from '../api/group-companies.query';
import { CompanyCard } from './company-card';
import { GroupFilters } from './group-filters';
import { GroupHeader } from './group-header';

/** /dashboard/group-home (spec 3 §2.3): the group, its companies by chip, archived switch and search. */
export function GroupHomeScreen({ user, groupId }: { user: TUserMe; groupId: string }) {
  useDocumentTitle('Inicio del grupo · Avala');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<GroupFilter>('todos');
  const [archived, setArchived] = useState(false);
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);

  const groupQuery = useQuery(groupCompaniesQuery(groupId, { filter, archived, search: debouncedSearch, tag }));
  const { data: mine } = useQuery(companiesQuery());
  const archive = useArchiveCompany();

  // The server checks the role in each company; the menu follows the same rule.
  const groupRole = user.companies.find((c) => c.companyId === groupId)?.role;
  const canArchive = (company: TCompany) => (mine?.items.find((c) => c.id === company.id)?.role ?? groupRole) === 'Administrador';

  const open = async (company: TCompany) => {
    try {
      await withProcessing(() => chooseMainCompany(queryClient, company, { keepServiceType: true }));
      await navigate({ to: '/dashboard/home' });
    } catch (error) {
      notifyError(TEXTOS_EMPRESA_PRINCIPAL.errorCambiar, errorMessage(error));
    }
  };

  const toggleArchived = (company: TCompany, flag: boolean) =>
    archive.mutate(
      { companyId: company.id, archived: flag },
      {
        onSuccess: (message) => notifySuccess(message),
        onError: (error) => notifyError(TEXTOS_GRUPO.errorArchivar, errorMessage(error)),
      },
    );

  const data = groupQuery.data;
  return (
    <Stack gap="lg">
      <GroupHeader group={data?.group ?? (user.mainCompany?.id === groupId ? user.mainCompany : undefined)} userName={user.name || user.completeName} />
      <GroupFilters
        filter={filter}
        onFilterChange={setFilter}
        counts={data?.counts}
        archived={archived}
        onArchivedChange={setArchived}
        search={search}
        onSearchChange={setSearch}
        tagFilter={<TagFilter companyId={groupId} value={tag} onChange={setTag} />}
      />
      {groupQuery.isError ? (
        <QueryError error={groupQuery.error} onRetry={() => void groupQuery.refetch()} />
      ) : !data ? (
        <CompanyCardsSkeleton />
      ) : data.items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {MENSAJES_GRUPO.sinEmpresas}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy={groupQuery.isFetching} style={{ opacity: groupQuery.isPlaceholderData ? 0.6 : 1 }}>
          {data.items.map((company) => (
            <CompanyCard
              key={company.id}
              company={company}
              canArchive={canArchive(company)}
              onOpen={(c) => void open(c)}
              onArchive={toggleArchived}
              busy={archive.isPending && archive.variables.companyId === company.id}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function CompanyCardsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-label="Cargando empresas" aria-busy>
      {Array.from({ length: 3 }, (_, i) => (
        <Card key={i} withBorder radius="lg" padding="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Skeleton circle height={48} />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton height={16} width="80%" />
              <Skeleton height={12} width="50%" />
              <Skeleton height={12} width="65%" />
              <Skeleton height={20} width="55%" radius="xl" />
            </Stack>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
