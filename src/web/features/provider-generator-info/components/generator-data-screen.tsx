import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { MENSAJES_DATOS_GENERADOR as M } from '../../../../shared/labels/messages';
import { DATOS_GENERADOR as T } from '../../../../shared/labels/provider-generator-info';
import { QueryError } from '../../../components/feedback/query-error';
import { showToast } from '../../../components/feedback/toast';
import { OnboardingLayout, OnboardingTitle } from '../../../components/layouts/onboarding-layout';
import { RoutePending } from '../../../components/pages/route-pending';
import { GeneratorInfoDetails } from '../../../components/provider-generator-info/generator-info-details';
import { generatorInfoQuery } from '../../../components/provider-generator-info/generator-info.api';
import { currentUserQuery } from '../../../lib/session/current-user.query';
import { pairRecordQuery, screenServiceQuery } from '../api/generator-data-screen.queries';
import { GeneratorInfoForm, generatorInfoTitle } from './generator-info-form';

export interface GeneratorDataSearch {
  /** The service whose contract panel opened the screen: its provider and client decide the pair. */
  serviceId?: string;
  /** The client whose record is edited (one record per client). */
  clientId?: string;
}

/** The pair this screen is about: from the service when given, else the main company and `clientId`. */
function usePair({ serviceId, clientId }: GeneratorDataSearch) {
  const user = useQuery(currentUserQuery());
  const service = useQuery({ ...screenServiceQuery(serviceId ?? ''), enabled: Boolean(serviceId) });
  if (user.isError) return { error: user.error, retry: () => void user.refetch() } as const;
  if (serviceId && service.isError) return { error: service.error, retry: () => void service.refetch() } as const;
  if (!user.data || (serviceId && !service.data)) return { pending: true } as const;
  if (service.data) {
    if (service.data.viewerSide !== 'provider') return { notProvider: true } as const;
    return { providerId: service.data.viewerCompanyId, clientId: clientId ?? service.data.counterpartId } as const;
  }
  const providerId = user.data.mainCompany?.id;
  if (!providerId) return { noCompany: true } as const;
  return { providerId, clientId } as const;
}

/**
 * /data/generators (spec 3 §2.9): the provider's "Datos de generador" for one client, reached from a
 * generators service's contract panel. Without a client it lists the clients that already have a
 * record; a viewer who may not edit sees the data read-only.
 */
export function GeneratorDataScreen(search: GeneratorDataSearch) {
  const pair = usePair(search);
  let content;
  if ('error' in pair) content = <QueryError error={pair.error} onRetry={pair.retry} />;
  else if ('pending' in pair) content = <RoutePending />;
  else if ('notProvider' in pair) content = <Notice text={T.soloProveedor} />;
  else if ('noCompany' in pair) content = <Notice text={T.sinEmpresa} />;
  else if (!pair.clientId) content = <ClientChooser providerId={pair.providerId} />;
  else return <PairScreen providerId={pair.providerId} clientId={pair.clientId} />;
  return <Frame title={T.menu}>{content}</Frame>;
}

function Frame({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  useDocumentTitle(`${title} · Avala`);
  return (
    <OnboardingLayout wide welcomeTitle={T.menu} welcomeText={T.bienvenida}>
      <Stack gap="lg">
        <Stack gap={4}>
          <OnboardingTitle>{title}</OnboardingTitle>
          {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
        </Stack>
        {children}
      </Stack>
    </OnboardingLayout>
  );
}

function Notice({ text }: { text: string }) {
  return (
    <Alert color="gray" variant="light" icon={<IconInfoCircle size={20} />}>
      {text}
    </Alert>
  );
}

/** No client given: choose among the clients that already have a record (or learn where to start). */
function ClientChooser({ providerId }: { providerId: string }) {
  const navigate = useNavigate();
  const query = useQuery(generatorInfoQuery(providerId));
  if (query.isPending) return <RoutePending />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0) return <Notice text={T.sinCliente} />;
  return (
    <Select
      label={T.elijaCliente}
      description={T.elijaClienteAyuda}
      placeholder={T.elijaCliente}
      data={query.data.items.map((i) => ({ value: i.idCompany, label: i.clientName }))}
      onChange={(clientId) => {
        if (clientId) void navigate({ to: '/data/generators', search: { clientId } });
      }}
    />
  );
}

function PairScreen({ providerId, clientId }: { providerId: string; clientId: string }) {
  const router = useRouter();
  const navigate = useNavigate();
  const query = useQuery(pairRecordQuery(providerId, clientId));
  const leave = () => {
    if (router.history.canGoBack()) router.history.back();
    else void navigate({ to: '/dashboard' });
  };
  const onSaved = () => {
    showToast('success', M.guardado);
    leave();
  };

  if (query.isPending) return <Frame title={T.menu}><RoutePending /></Frame>;
  if (query.isError) return <Frame title={T.menu}><QueryError error={query.error} onRetry={() => void query.refetch()} /></Frame>;
  const { info, options, list } = query.data;
  const subtitle = `${T.titulo30(list.providerName)} · ${T.paraCliente(T.titulo30(info?.clientName ?? ''))}`;
  if (!info) return <Frame title={T.menu}><Notice text={T.sinDatos} /></Frame>;
  if (!info.canEdit || !options) {
    return (
      <Frame title={T.menu} subtitle={subtitle}>
        {options ? <Notice text={T.soloConsulta} /> : null}
        {info.completed ? <GeneratorInfoDetails info={info} headingOrder={2} /> : <Text c="dimmed">{T.sinDatos}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={leave}>
            {T.cerrar}
          </Button>
        </Group>
      </Frame>
    );
  }
  return (
    <Frame title={generatorInfoTitle(info)} subtitle={subtitle}>
      <GeneratorInfoForm
        key={info.id}
        info={info}
        options={options}
        onSaved={onSaved}
        onCancel={leave}
        onOpenCompanyData={() => void navigate({ to: '/dashboard/management/edit-profile' })}
      />
    </Frame>
  );
}
