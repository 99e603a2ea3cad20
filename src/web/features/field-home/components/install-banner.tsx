import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState, useSyncExternalStore } from 'react';
import { TEXTOS_CAMPO as T } from '../../../../shared/labels/field-home';
import { dismissInstall, installDismissed, installPromptAvailable, promptInstall, subscribeInstallPrompt } from '../../../offline/install-prompt';

/** "Instalar Avala", only where the browser offers installing and the user has not said "Ahora no". */
export function InstallBanner() {
  const available = useSyncExternalStore(subscribeInstallPrompt, installPromptAvailable, () => false);
  const [dismissed, setDismissed] = useState(installDismissed);
  if (!available || dismissed) return null;

  const close = () => {
    dismissInstall();
    setDismissed(true);
  };

  return (
    <Card withBorder radius="md" p="md" component="section" aria-label={T.instalar}>
      <Stack gap="xs">
        <Text fw={700}>{T.instalar}</Text>
        <Text fz="sm">{T.instalarDetalle}</Text>
        <Group gap="xs">
          <Button leftSection={<IconDownload size={18} />} onClick={() => void promptInstall()}>
            {T.instalar}
          </Button>
          <Button variant="subtle" onClick={close}>
            {T.ahoraNo}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
