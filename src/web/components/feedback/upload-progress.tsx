import { Progress, Stack, Text } from '@mantine/core';

/** A running upload: what is happening, in words, over its progress bar (which carries the same name). */
export function UploadProgress({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={4}>
      <Text size="sm">{label}</Text>
      <Progress value={value} animated aria-label={label} />
    </Stack>
  );
}
