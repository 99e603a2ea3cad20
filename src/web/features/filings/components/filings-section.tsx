import { Skeleton, Stack } from '@mantine/core';

/**
 * The four-monthly ICSOE and SISUB filings of a provider (issue 24). `clientId` given: the viewer is
 * that client looking at its provider, read-only.
 */
export function FilingsSection({ providerId, clientId }: { providerId: string; clientId?: string }) {
  return (
    <Stack gap="xs" data-provider-id={providerId} data-client-id={clientId}>
      <Skeleton height={28} />
      <Skeleton height={28} />
    </Stack>
  );
}
