import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { TEXTOS_WIZARD as T } from '../../../../shared/labels/generator-wizard';
import { MENSAJES_GENERADOR as M } from '../../../../shared/labels/messages';
import { showToast } from '../../../components/feedback/toast';
import { useLocalFileUrl } from '../hooks/use-local-file-url';
import { PhotoRejected } from '../lib/add-photo';
import { storeUpload } from '../lib/store-upload';
import type { WizardDraft } from '../lib/wizard-draft';
import { rememberLogo } from '../lib/remembered-logo';
import { queueLogo } from '../lib/wizard-outbox';

const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** "Subir logo": the provider's logo, required before "Siguiente" (spec 3 §2.6). */
export function ProviderLogoUpload({ draft, asked = 0, onSaved }: { draft: WizardDraft; asked?: number; onSaved: (logo: { fileId: string; name: string }) => void }) {
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Each "Siguiente" without a logo (asked grows) brings this control into view with its message, not a toast over it.
  useEffect(() => {
    if (!asked) return;
    button.current?.focus();
    button.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [asked]);
  const missing = asked > 0 && !draft.logo;
  const url = useLocalFileUrl(draft.logo?.fileId ?? null);

  async function upload(file: File | null) {
    if (!file) return;
    setBusy(true);
    try {
      const stored = await storeUpload(draft.id, file, ['png', 'jpg'], LOGO_MAX_BYTES, { type: M.noEsImagen, size: M.logoMuyGrande });
      await queueLogo(draft, stored);
      await rememberLogo(draft.providerId, stored).catch(() => undefined);
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
          <Text fz="xs" c={draft.logo ? 'teal.9' : missing ? 'red.9' : 'dimmed'} role={missing ? 'alert' : undefined} id="provider-logo-status">
            {draft.logo?.fromProfile ? T.logoDelPerfil : draft.logo?.reused ? T.logoReutilizado : draft.logo ? T.logoGuardado : missing ? M.guardeLogo : T.logoProveedor}
          </Text>
        </Stack>
      </Group>
      <FileButton onChange={(file) => void upload(file)} accept="image/png,image/jpeg">
        {(props) => (
          <Button {...props} ref={button} aria-describedby="provider-logo-status" variant={missing ? 'filled' : 'light'} size="sm" leftSection={<IconUpload size={16} />} loading={busy} style={{ flexShrink: 0 }}>
            {draft.logo ? T.cambiarLogo : T.subirLogo}
          </Button>
        )}
      </FileButton>
    </Group>
  );
}
