import { Alert, Box } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/http/api-error';

interface SaveFeedbackProps {
  status: 'idle' | 'pending' | 'success' | 'error';
  error: unknown;
  success: string;
}

/**
 * How the last save of a dialog that stays open went, shown in place (below its content) instead
 * of a toast, so nothing covers the dialog's title or its controls. Announced by screen readers.
 */
export function SaveFeedback({ status, error, success }: SaveFeedbackProps) {
  if (status === 'success') {
    return (
      <Box component="output" fz="sm" style={{ display: 'flex', alignItems: 'center', gap: 'var(--mantine-spacing-xs)' }}>
        {/* Only the icon is green: green text on white falls short of WCAG AA contrast. */}
        <IconCheck size={18} aria-hidden="true" color="var(--mantine-color-green-8)" />
        {success}
      </Box>
    );
  }
  if (status === 'error') {
    return (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden="true" />} py="xs">
        {errorMessage(error)}
      </Alert>
    );
  }
  return null;
}
