import { Badge, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { generatorLocked } from '../../../../shared/domain/generator';
import { TEXTOS_WIZARD as T } from '../../../../shared/labels/generator-wizard';
import { putDraft, listDrafts } from '../../../offline/draft-store';
import { formatDateTime } from '../../../lib/format/dates';
import type { FieldKit } from '../lib/field-kit';
import { copyProfileLogo } from '../lib/profile-logo';
import { newDraft, supervisorFromUser, type WizardDraft } from '../lib/wizard-draft';
import { copyRememberedLogo } from '../lib/remembered-logo';
import { queueInit, queueLogo } from '../lib/wizard-outbox';

/**
 * Step zero: the client the generator is for (preselected when there is only one). Creating it
 * picks the generator's uuid here and queues the creation, so it works with or without network.
 */
export function ClientChooser({ kit, onOpen }: { kit: FieldKit; onOpen: (id: string) => void }) {
  const [clientId, setClientId] = useState<string | null>(kit.clients.length === 1 ? (kit.clients[0]?.id ?? null) : null);
  const [creating, setCreating] = useState(false);
  const [drafts, setDrafts] = useState<WizardDraft[]>([]);

  useEffect(() => {
    void listDrafts<WizardDraft>()
      .then((all) => setDrafts(all.filter((d) => d.providerId === kit.provider.id && !d.submittedAt && !generatorLocked(d.serverStatus)).toSorted((a, b) => b.updatedAt - a.updatedAt)))
      .catch(() => setDrafts([]));
    // The whole kit: a refresh also brings the provider's server drafts onto the device.
  }, [kit]);

  async function create() {
    const client = kit.clients.find((c) => c.id === clientId);
    if (!client) return;
    setCreating(true);
    try {
      const blank = newDraft({ id: crypto.randomUUID(), clientId: client.id, clientName: client.name, providerId: kit.provider.id, providerName: kit.provider.name, providerRfc: kit.provider.rfc });
      const draft = kit.user ? { ...blank, supervisor: { ...blank.supervisor, ...supervisorFromUser(kit.user) } } : blank;
      await putDraft(draft.id, draft);
      await queueInit(draft);
      // The company profile's logo first (issue 20 §7), else the one last used on this device.
      const fromProfile = await copyProfileLogo(kit, draft).catch(() => null);
      const logo = fromProfile ?? (await copyRememberedLogo(draft).catch(() => null));
      if (logo) {
        await queueLogo(draft, logo);
        await putDraft(draft.id, { ...draft, logo: { fileId: logo.fileId, name: logo.name, ...(fromProfile ? { fromProfile: true } : { reused: true }) } });
      }
      onOpen(draft.id);
    } finally {
      setCreating(false);
    }
  }

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" p="md">
        <Stack>
          <Title order={2} fz="h3">
            {T.elegirCliente}
          </Title>
          {kit.clients.length === 0 ? (
            <Text c="dimmed">{T.sinClientes}</Text>
          ) : (
            <>
              <Select
                label={T.elegirClienteAyuda}
                placeholder={T.seleccione}
                data={kit.clients.map((c) => ({ value: c.id, label: c.name }))}
                value={clientId}
                onChange={setClientId}
                allowDeselect={false}
                required
              />
              <Button onClick={() => void create()} disabled={!clientId} loading={creating}>
                {T.crear}
              </Button>
            </>
          )}
        </Stack>
      </Card>
      {drafts.length ? (
        <Stack gap="xs" component="section" aria-label={T.borradores}>
          <Title order={3} fz="h5">
            {T.borradores}
          </Title>
          {drafts.map((d) => (
            <Card key={d.id} withBorder radius="md" p="sm">
              <Stack gap={4}>
                <Group gap="xs" justify="space-between">
                  <Text fw={600}>{d.generatedCode ?? T.pendienteSincronizar}</Text>
                  {d.origin === 'server' ? (
                    <Badge variant="light" color="gray" size="sm">
                      {T.creadoOtroDispositivo}
                    </Badge>
                  ) : null}
                </Group>
                <Text fz="sm" c="dimmed">
                  {d.clientName} · {T.creadoEl} {formatDateTime(new Date(d.createdAt).toISOString())}
                </Text>
                <Button variant="light" size="xs" onClick={() => onOpen(d.id)} aria-label={`${T.continuar}: ${d.generatedCode ?? T.pendienteSincronizar}`}>
                  {T.continuar}
                </Button>
              </Stack>
            </Card>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
