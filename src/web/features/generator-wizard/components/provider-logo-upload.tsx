import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { TEXTOS_WIZARD as T } from '../../../../shared/labels/generator-wizard';
import { MENSAJES_GENERADOR as M } from '../../../../shared/labels/messages';
import { showToast } from '../../../components/feedback/toast';
import { useLocalFileUrl } from '../hooks/use-local-file-url';
import { PhotoRejected } from '../lib/add-photo';
import { storeUpload } from '../lib/store-upload';
import type { WizardDraft } from '../lib/wizard-draft';
import { queueLogo } from '../lib/wizard-outbox';

const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** "Subir logo": the provider's logo, required before "Siguiente" (spec 3 §2.6). */
export function ProviderLogoUpload({ draft, onSaved }: { draft: WizardDraft; onSaved: (logo: { fileId: string; name: string }) => void }) {
  const [busy, setBusy] = useState(false);
  const url = useLocalFileUrl(draft.logo?.fileId ?? null);

  async function upload(file: File | null) {
    if (!file) return;
    setBusy(true);
    try {
      const stored = await storeUpload(draft.id, file, ['png', 'jpg'], LOGO_MAX_BYTES, M.imagenInvalida);
      await queueLogo(draft, stored);
      onSaved({ fileId: stored.fileId, name: stored.name });
      showToast('success', M.informacionGuardada);
    } catch (error) {
      showToast('error', error instanceof PhotoRejected ? error.mensaje : M.imagenInvalida);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
        <Avatar src={url} radius="sm" size="lg" alt={T.logoProveedor}>
          {draft.providerName.slice(0, 1)}
        </Avatar>
        <Stack gap={0} miw={0}>
          <Text fw={600} truncate>
            {draft.providerName}
          </Text>
          <Text fz="xs" c={draft.logo ? 'green.8' : 'dimmed'}>
            {draft.logo ? T.logoGuardado : T.logoProveedor}
          </Text>
        </Stack>
      </Group>
      <FileButton onChange={(file) => void upload(file)} accept="image/png,image/jpeg">
        {(props) => (
          <Button {...props} variant="light" size="sm" leftSection={<IconUpload size={16} />} loading={busy} style={{ flexShrink: 0 }}>
            {draft.logo ? T.cambiarLogo : T.subirLogo}
          </Button>
        )}
      </FileButton>
    </Group>
  );
}
