import { Button, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { TEXTOS_BOVEDA as T } from '../../../../shared/labels/vault';

const SEEN_KEY = 'avala.vault.important-seen';

/** The IMPORTANTE notice of spec 2 §2 (Vault), once per browser session on entering the vault. */
export function ImportantDialog() {
  const [opened, setOpened] = useState(() => sessionStorage.getItem(SEEN_KEY) !== '1');
  const close = () => {
    sessionStorage.setItem(SEEN_KEY, '1');
    setOpened(false);
  };
  return (
    <Modal opened={opened} onClose={close} title={T.importanteTitulo} centered>
      <Text size="sm">{T.importanteTexto}</Text>
      <Button fullWidth mt="md" onClick={close}>
        {T.entendido}
      </Button>
    </Modal>
  );
}
