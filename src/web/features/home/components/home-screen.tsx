import { Badge, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { IconBuilding, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { PLAN_LABELS } from '../../../../shared/labels/plans';
import { QueryError } from '../../../components/feedback/query-error';
import { currentUserQuery } from '../../../lib/session/current-user.query';
import { GeneratorsShortcutCard } from './generators-shortcut-card';
import { SummaryCard } from './summary-card';
import { CounterpartCountCards } from './counterpart-count-cards';
import type { ReactNode } from 'react';

/** /dashboard/home: who is signed in and for which company (the stages and cards arrive later). */
export function HomeScreen({ renderAddProvider, extra, cards }: { renderAddProvider?: (dialog: { companyId: string; opened: boolean; onClose: () => void }) => ReactNode; /** Sections other features add below the cards (stages, notices). */ extra?: ReactNode; /** Cards other features add to the grid (Análisis 69 y 69B). */ cards?: ReactNode } = {}) {
  useDocumentTitle('Inicio · Avala');
  const [adding, addDialog] = useDisclosure(false);
  const { data: user, error, isError, refetch } = useQuery(currentUserQuery());
  const company = user?.mainCompany;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }} c="avala.8">
          Inicio
        </Title>
        {user ? (
          <Text c="dimmed">Hola, {user.name || user.completeName}. Este es el resumen de su cuenta.</Text>
        ) : isError ? null : (
          <Skeleton height={14} width={260} mt={8} />
        )}
      </div>

      {isError ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <SummaryCard
            title="Su cuenta"
            icon={<IconUser size={22} />}
            rows={2}
            items={
              user && [
                { label: 'Nombre', value: user.completeName },
                { label: 'Correo electrónico', value: user.email },
              ]
            }
          />
          <SummaryCard
            title="Su empresa"
            icon={<IconBuilding size={22} />}
            items={
              user &&
              (company
                ? [
                    { label: 'Razón social', value: company.name },
                    { label: 'RFC', value: company.rfc },
                    { label: 'Plan', value: <Badge variant="light" size="lg" tt="none">{PLAN_LABELS[company.status]}</Badge> },
                  ]
                : [{ label: 'Empresa', value: 'Sin empresa principal asignada.' }])
            }
          />
          {user ? <CounterpartCountCards user={user} onAddProvider={renderAddProvider ? addDialog.open : undefined} /> : null}
          {company ? <GeneratorsShortcutCard companyId={company.id} /> : null}
          {cards}
        </SimpleGrid>
      )}
      {extra}
      {company && renderAddProvider ? renderAddProvider({ companyId: company.id, opened: adding, onClose: addDialog.close }) : null}
    </Stack>
  );
}
