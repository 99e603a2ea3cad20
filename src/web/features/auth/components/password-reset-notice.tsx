import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { TEXTOS_RESTABLECER_PAGINA } from '../../../../shared/labels/access';
import { clearPasswordResetNote, hasPasswordResetNote } from '../lib/password-reset-notice';

/** After a completed reset, the sign-in form says so once (the note is cleared when shown). */
export function PasswordResetNotice() {
  const [show, setShow] = useState(hasPasswordResetNote);
  useEffect(() => {
    if (show) clearPasswordResetNote();
  }, [show]);
  if (!show) return null;
  return (
    <Alert color="green" variant="light" icon={<IconCircleCheck size={20} />} mb="md" withCloseButton onClose={() => setShow(false)}>
      {TEXTOS_RESTABLECER_PAGINA.restablecida}
    </Alert>
  );
}
