import { Alert, Badge, Button, Card, Center, Group, Loader, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { COMPANY_TYPE_LABELS, type TGroupCompany } from '../../../../shared/contracts/management-security.contract';
import { EMPRESAS_TEXTOS as E } from '../../../../shared/labels/management-security';
import { ETIQUETAS } from '../../../../shared/labels/tags';
import { QueryError } from '../../../components/feedback/query-error';
import { TagFilter } from '../../../components/tags/tag-filter';
import { groupCompaniesQuery } from '../api/group-companies.api';
import { GroupCompanyDialog } from './group-company-dialog';

/** Administración › Empresas: the companies of the administrator's group, searched, filtered by tag and sorted A-Z / Z-A. */
export function CompaniesTab({ companyId }: { companyId: string }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [sort, setSort] = useState<'asc' | 'desc'>('asc');
  const [tag, setTag] = useState('');
  const [dialog, setDialog] = useState<{ editing: TGroupCompany | undefined } | null>(null);
  const query = useQuery(groupCompaniesQuery(companyId, { search: debounced, sort, tag }));
  const data = query.data;

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          type="search"
          label={E.buscar}
          placeholder={E.buscar}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
        />
        <SegmentedControl
          aria-label={E.orden}
          value={sort}
          onChange={(value) => setSort(value === 'desc' ? 'desc' : 'asc')}
          data={[
            { value: 'asc', label: E.az },
            { value: 'desc', label: E.za },
          ]}
        />
        <TagFilter companyId={companyId} value={tag} onChange={setTag} />
        {data?.groupId ? (
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setDialog({ editing: undefined })}>
            {E.nueva}
          </Button>
        ) : null}
      </Group>
      {query.isPending ? (
        <Center py="lg">
          <Loader size="sm" aria-hidden="true" />
          <Text ml="sm">{E.cargando}</Text>
        </Center>
      ) : null}
      {query.isError ? <QueryError error={query.error} title={E.errorCargar} onRetry={() => void query.refetch()} /> : null}
      {data && !data.groupId ? <Alert color="gray">{E.sinGrupo}</Alert> : null}
      {data && data.items.length === 0 ? <Text ta="center">{E.vacio}</Text> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {data?.items.map((company) => (
          <Card key={company.id} withBorder radius="md" padding="md" opacity={company.archived || !company.enabled ? 0.6 : 1}>
            <Stack gap={4}>
              <Text fw={600} lineClamp={2}>
                {company.name}
              </Text>
              <Text size="sm" c="dimmed">
                {company.rfc} · {COMPANY_TYPE_LABELS[company.type]}
              </Text>
              {company.taxResidence.city ? <Text size="sm">{company.taxResidence.city}</Text> : null}
              {company.tags.length || !company.enabled ? (
                <Group gap={4} aria-label={ETIQUETAS.etiquetas}>
                  {!company.enabled ? (
                    <Badge color="red" variant="outline" tt="none">
                      {ETIQUETAS.deshabilitada}
                    </Badge>
                  ) : null}
                  {company.tags.map((t) => (
                    <Badge key={t} variant="light" tt="none">
                      {t}
                    </Badge>
                  ))}
                </Group>
              ) : null}
              <Group justify="flex-end">
                <Button size="xs" variant="light" onClick={() => setDialog({ editing: company })} aria-label={`${E.editar}: ${company.name}`}>
                  {E.editar}
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {dialog ? <GroupCompanyDialog companyId={companyId} editing={dialog.editing} opened onClose={() => setDialog(null)} /> : null}
    </Stack>
  );
}
