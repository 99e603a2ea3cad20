import { Alert, Progress, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';

/** Spec 2 §9: the contract and annex dialogs close 2 s after a success. */
export const CONTRACT_DIALOG_CLOSE_MS = 2000;

export const isPdf = (file: File) => file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');

/** Closes the dialog CONTRACT_DIALOG_CLOSE_MS after `done` is set. */
export function useCloseAfterSuccess(done: string | null, onClose: () => void) {
  // The parent re-renders when the contract reloads; the timer must not restart with each new onClose.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (!done) return undefined;
    const timer = setTimeout(() => closeRef.current(), CONTRACT_DIALOG_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [done]);
}

/** The upload's progress bar, its error and its success message. */
export function UploadFeedback({ pending, progress, failure, done }: { pending: boolean; progress: number; failure: string | null; done: string | null }) {
  return (
    <>
      {pending ? <Progress value={progress} animated aria-label="Progreso de la carga" /> : null}
      {failure ? (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      ) : null}
      {done ? (
        <Alert color="green" variant="light">
          <Text component="output" size="sm">
            {done}
          </Text>
        </Alert>
      ) : null}
    </>
  );
}
