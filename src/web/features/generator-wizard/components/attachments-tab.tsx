import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { ATTACHED_FILE_MAX_BYTES } from '../../../../shared/contracts/generators.contract';
import { TEXTOS_WIZARD as T } from '../../../../shared/labels/generator-wizard';
import { MENSAJES_GENERADOR as M } from '../../../../shared/labels/messages';
import { showToast } from '../../../components/feedback/toast';
import { PhotoRejected } from '../lib/add-photo';
import { storeUpload } from '../lib/store-upload';
import type { WizardDraft } from '../lib/wizard-draft';
import { queueAttachedFile } from '../lib/wizard-outbox';

/** Anexos: one PDF or image, kept as is (spec 3 §5), replaced by a new upload. */
export function AttachmentsTab({ draft, onSaved }: { draft: WizardDraft; onSaved: (file: { fileId: string; name: string }) => void }) {
  const [busy, setBusy] = useState(false);

  async function attach(file: File | null) {
    if (!file) return;
    setBusy(true);
    try {
      const stored = await storeUpload(draft.id, file, ['pdf', 'jpg', 'png'], ATTACHED_FILE_MAX_BYTES, M.archivoNoSoportado);
      await queueAttachedFile(draft, stored);
      onSaved({ fileId: stored.fileId, name: stored.name });
      showToast('success', M.informacionGuardada);
    } catch (error) {
      showToast('error', error instanceof PhotoRejected ? error.mensaje : M.archivoNoSoportado);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="sm" component="section" aria-label={T.anexo}>
      <Text fw={700}>{T.anexo}</Text>
      <Text fz="sm" c={draft.attached ? undefined : 'dimmed'} data-testid="attached-file">
        {draft.attached ? T.anexoGuardado(draft.attached.name || '—') : T.sinAnexo}
      </Text>
      <Group>
        <FileButton onChange={(file) => void attach(file)} accept="application/pdf,image/jpeg,image/png">
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconPaperclip size={16} />} loading={busy}>
              {T.adjuntar}
            </Button>
          )}
        </FileButton>
      </Group>
    </Stack>
  );
}
