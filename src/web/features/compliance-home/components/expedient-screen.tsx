import { Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { TEXTOS_ETAPAS as T } from '../../../../shared/labels/compliance-home';
import { TEXTOS_REVISION_EMPRESA as TR } from '../../../../shared/labels/requirement-card';
import { QueryError } from '../../../components/feedback/query-error';
import { GeneratorInfoSection } from '../../../components/provider-generator-info/generator-info-section';
import { currentUserQuery } from '../../../lib/session/current-user.query';
import { expedientQuery } from '../api/compliance-home.query';
import { CompanyStageView } from './company-stage-view';
import { ExpedientDownloadButton } from './expedient-download-button';
import { ProgressCounters } from './progress-counters';

/** /expedientes/{companyId}: a company's (or a linked counterpart's) expedient with its progress counters. */
export function ExpedientScreen({ companyId }: { companyId: string }) {
  const router = useRouter();
  const { data, error, isError, refetch } = useQuery(expedientQuery(companyId));
  // The viewer's company: a client looking at its provider's expedient also sees the provider's "Datos de generador".
  const viewerId = useQuery(currentUserQuery()).data?.mainCompany?.id;
  useDocumentTitle(`${data ? T.expedienteDe(data.company.name) : T.expediente} · Avala`);

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" align="flex-start">
        <Stack gap={2} miw={0}>
          <Title order={1} fz={{ base: 24, sm: 30 }} c="avala.8">
            {data ? T.expedienteDe(data.company.name) : T.expediente}
          </Title>
          {data ? (
            <Text c="dimmed">
              {T.rfc}: {data.company.rfc}
            </Text>
          ) : null}
        </Stack>
        <ExpedientDownloadButton companyId={companyId} />
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => router.history.back()}>
          {T.regresar}
        </Button>
      </Group>
      {isError ? (
        <QueryError error={error} onRetry={() => void refetch()} title={T.errorDatos} />
      ) : !data ? (
        <Center py="xl" component="output" aria-label={T.cargando}>
          <Loader />
        </Center>
      ) : data.stages.length === 0 ? (
        <Text c="dimmed">{T.sinDatos}</Text>
      ) : (
        <>
          <Card withBorder radius="md" padding="md" maw={560} component="section" aria-label={T.avance}>
            <ProgressCounters progress={data.progress} />
          </Card>
          {data.own ? null : (
            <Text size="sm" c="dimmed">
              {T.soloConsulta} {data.canValidate ? TR.quienValida : null}
            </Text>
          )}
          {data.stages.map((stage) => (
            <CompanyStageView key={stage.stage.id} data={stage} companyId={companyId} title={data.stages.length > 1} progress={data.stages.length > 1} olderFrom="expedient" canValidate={data.canValidate} />
          ))}
        </>
      )}
      {data && !data.own && viewerId ? <GeneratorInfoSection providerId={companyId} clientId={viewerId} /> : null}
    </Stack>
  );
}
