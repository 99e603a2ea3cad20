import { Alert, AppShell, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconFilePlus, IconWifiOff } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { TEXTOS_CAMPO as T } from '../../../../shared/labels/field-home';
import { AvalaLogo } from '../../../components/brand/avala-logo';
import { OfflineQueueIndicator } from '../../../components/offline-queue/offline-queue-indicator';
import { formatDateTime } from '../../../lib/format/dates';
import { useOnline } from '../../../lib/hooks/use-online';
import type { OfflineIdentity } from '../../../lib/session/offline-identity';
import { ensureSessionRestored } from '../../../lib/session/restore-session';
import { useSession } from '../../../lib/session/use-session';
import { type DeviceDraft, deviceDrafts } from '../lib/device-drafts';
import { InstallBanner } from './install-banner';

/** What the field home needs of the wizard's field kit (the route passes the reader). */
export interface FieldKitSummary {
  clients: readonly unknown[];
  refreshedAt: number;
}

interface FieldHomeScreenProps {
  identity: OfflineIdentity;
  loadKit: () => Promise<FieldKitSummary | null | undefined>;
}

/**
 * /campo: the home a field supervisor lands on when the app opens without signal (issue 10 §1).
 * Everything here comes from the device: who signed in last, the field kit, the drafts and the
 * outbox. Without a session the work goes on; the queue waits for a sign-in to send it.
 */
export function FieldHomeScreen({ identity, loadKit }: FieldHomeScreenProps) {
  useDocumentTitle(T.tituloPagina);
  const online = useOnline();
  const navigate = useNavigate();
  const session = useSession();
  const [kit, setKit] = useState<FieldKitSummary | null | undefined>(undefined);
  const [drafts, setDrafts] = useState<DeviceDraft[]>([]);

  useEffect(() => {
    let alive = true;
    void loadKit()
      .catch(() => null)
      .then((k) => alive && setKit(k ?? null));
    void deviceDrafts(identity.company?.id ?? null)
      .catch(() => [])
      .then((d) => alive && setDrafts(d));
    // A session may still be restorable through the refresh cookie once the network is back.
    if (online) void ensureSessionRestored();
    return () => {
      alive = false;
    };
  }, [identity, loadKit, online]);

  const signedIn = session.status === 'authenticated';

  return (
    <AppShell header={{ height: 60 }} padding={0}>
      <AppShell.Header bg="avala.7" c="white" withBorder={false}>
        <Group h="100%" px="sm" justify="space-between" wrap="nowrap">
          <AvalaLogo inverted size={26} textSize={17} />
          <OfflineQueueIndicator tone="dark" />
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Stack p={{ base: 'sm', sm: 'lg' }} maw={720} mx="auto" w="100%" gap="md">
          {online ? null : (
            <output style={{ display: 'block' }} data-testid="offline-banner">
              <Alert color="dark" variant="filled" icon={<IconWifiOff size={20} />} title={T.sinConexion}>
                {T.sinConexionDetalle}
              </Alert>
            </output>
          )}
          <Stack gap={2}>
            <Title order={1} fz="h2">
              {T.saludo(identity.name)}
            </Title>
            <Text c="dimmed" tt="uppercase" fz="sm" truncate>
              {identity.company?.name ?? T.empresaNoAsignada}
            </Text>
          </Stack>

          {signedIn ? null : (
            <Alert color="orange" variant="light">
              <Stack gap="xs" align="flex-start">
                <Text fz="sm">{T.sesionInactiva}</Text>
                {online ? (
                  <Button size="xs" variant="white" onClick={() => void navigate({ to: '/', search: { redirect: '/campo' } })}>
                    {T.iniciarSesion}
                  </Button>
                ) : null}
              </Stack>
            </Alert>
          )}

          <Button size="lg" leftSection={<IconFilePlus size={22} />} component={Link} to="/generators/forms">
            {T.nuevoGenerador}
          </Button>

          <Stack gap="xs" component="section" aria-label={T.borradores}>
            <Title order={2} fz="h4">
              {T.borradores}
            </Title>
            {drafts.length === 0 ? (
              <Text c="dimmed" fz="sm">
                {T.sinBorradores}
              </Text>
            ) : (
              drafts.map((d) => (
                <Card key={d.id} withBorder radius="md" p="sm">
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Stack gap={2} miw={0} style={{ flex: 1 }}>
                      <Text fw={600} truncate>
                        {d.generatedCode ?? T.pendienteSincronizar}
                      </Text>
                      <Text fz="sm" c="dimmed" truncate>
                        {d.clientName} · {formatDateTime(new Date(d.updatedAt).toISOString())}
                      </Text>
                    </Stack>
                    <Button
                      variant="light"
                      size="xs"
                      style={{ flexShrink: 0 }}
                      onClick={() => void navigate({ to: '/generators/forms', search: { id: d.id } })}
                      aria-label={`${T.continuar}: ${d.generatedCode ?? T.pendienteSincronizar}`}
                    >
                      {T.continuar}
                    </Button>
                  </Group>
                </Card>
              ))
            )}
          </Stack>

          <Card withBorder radius="md" p="md" component="section" aria-label={T.kitTitulo}>
            <Stack gap={4}>
              <Text fw={700}>{T.kitTitulo}</Text>
              {kit === undefined ? null : kit ? (
                <Text fz="sm">
                  {T.kitResumen(kit.clients.length)} · {T.actualizadoEl} {formatDateTime(new Date(kit.refreshedAt).toISOString())}
                </Text>
              ) : (
                <Text fz="sm" c="dimmed">
                  {T.kitAusente}
                </Text>
              )}
            </Stack>
          </Card>

          {identity.fieldUser ? <InstallBanner /> : null}

          {signedIn && online ? (
            <Button variant="default" component={Link} to="/dashboard">
              {T.irAlTablero}
            </Button>
          ) : null}
        </Stack>
      </AppShell.Main>
    </AppShell>
  );
}
