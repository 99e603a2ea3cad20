import { Alert } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { TEXTOS_SINCRONIZACION as T } from '../../../shared/labels/offline';
import { countEntries, waitingCount } from '../../offline/outbox-entry';

/**
 * On the sign-in screen: the outbox keeps field changes until a session can send them, so say so.
 * The outbox code loads after the screen shows, keeping it out of the first visit's bundle.
 */
export function PendingChangesNotice() {
  const [waiting, setWaiting] = useState(0);

  useEffect(() => {
    let alive = true;
    void import('../../offline/outbox-store')
      .then(({ listEntries }) => listEntries())
      .then((entries) => {
        if (alive) setWaiting(waitingCount(countEntries(entries)));
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, []);

  if (!waiting) return null;
  return (
    <output style={{ display: 'block' }}>
      <Alert color="orange" variant="light" icon={<IconCloudUpload size={20} />} mb="md">
        {T.pendientesSinSesion(waiting)}
      </Alert>
    </output>
  );
}
