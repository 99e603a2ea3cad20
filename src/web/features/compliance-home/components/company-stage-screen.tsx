import { Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { MIN_DOWNLOAD_PERIOD } from '../../../../shared/contracts/compliance-summary.contract';
import { TEXTOS_ETAPAS as T } from '../../../../shared/labels/compliance-home';
import { MENSAJES_RESUMEN } from '../../../../shared/labels/compliance-summary';
import { DownloadDocumentsModal, periodOptions } from '../../../components/compliance/download-documents-form';
import { QueryError } from '../../../components/feedback/query-error';
import { currentUserQuery } from '../../../lib/session/current-user.query';
import { companyStageQuery } from '../api/compliance-home.query';
import { downloadCompanyStage } from '../api/download-company-stage.api';
import { CompanyStageView } from './company-stage-view';

/** /dashboard/home/stage/{stageTemplateId}: the signed-in company's own documents of one stage (spec 2 §2). */
export function CompanyStageScreen({ stageId }: { stageId: string }) {
  const { data: user } = useQuery(currentUserQuery());
  const companyId = user?.mainCompany?.id;
  const query = useQuery({ ...companyStageQuery(companyId ?? '', stageId), enabled: Boolean(companyId) });
  useDocumentTitle(`${query.data?.stage.name ?? T.misEtapas} · Avala`);
  const [choosing, setChoosing] = useState(false);
  const hasDocuments = query.data?.groups.some((g) => g.requirements.some((r) => r.documentsTotal > 0)) ?? false;
  // Company-level documents have no service: every month from 2017 to this one can be chosen.
  const options = useMemo(() => periodOptions(MIN_DOWNLOAD_PERIOD, null), []);

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} fz={{ base: 24, sm: 30 }} c="avala.8">
          {query.data?.stage.name ?? T.misEtapas}
        </Title>
        <Group gap="xs">
          <Button variant="light" leftSection={<IconDownload size={16} />} disabled={!hasDocuments} onClick={() => setChoosing(true)}>
            {T.descargarDocumentos}
          </Button>
          <Button component={Link} to="/dashboard/home" variant="default" leftSection={<IconArrowLeft size={16} />}>
            {T.regresar}
          </Button>
        </Group>
      </Group>
      {user && !companyId ? (
        <Text c="dimmed">{T.sinDatos}</Text>
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} title={T.errorDatos} />
      ) : query.data ? (
        <CompanyStageView data={query.data} companyId={companyId ?? ''} />
      ) : (
        <Center py="xl" component="output" aria-label={T.cargando}>
          <Loader />
        </Center>
      )}
      {choosing && companyId && query.data ? (
        <DownloadDocumentsModal
          title={MENSAJES_RESUMEN.tituloDescarga(query.data.stage.name)}
          opened
          onClose={() => setChoosing(false)}
          groups={query.data.groups}
          loadError={false}
          options={options}
          onDownload={(body) => downloadCompanyStage(companyId, stageId, body)}
        />
      ) : null}
    </Stack>
  );
}
