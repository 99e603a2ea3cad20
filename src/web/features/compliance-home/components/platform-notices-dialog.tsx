import { Button, Group, Modal, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TEXTOS_ETAPAS as T } from '../../../../shared/labels/compliance-home';
import { platformNoticesQuery } from '../api/compliance-home.query';

const SEEN_KEY = 'avala.notices.closed';

function closedIds(): string[] {
  try {
    return JSON.parse(localStorage.getItem(SEEN_KEY) ?? '[]') as string[];
  } catch {
    return [];
  }
}

/**
 * The REPSE and maintenance notices (spec 2 §2): informational dialogs with Cerrar, one at a time.
 * Their dates come from the server; a closed one stays closed on this device (it holds nothing private).
 */
export function PlatformNoticesDialog() {
  const { data } = useQuery(platformNoticesQuery());
  const [closed, setClosed] = useState(closedIds);
  const notice = data?.find((n) => !closed.includes(n.id));
  const close = () => {
    if (!notice) return;
    const next = [...closed, notice.id];
    localStorage.setItem(SEEN_KEY, JSON.stringify(next));
    setClosed(next);
  };
  return (
    <Modal opened={Boolean(notice)} onClose={close} title={notice?.title} centered withCloseButton={false}>
      <Text size="sm">{notice?.message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={close}>{T.cerrar}</Button>
      </Group>
    </Modal>
  );
}
