import { Loader, Overlay, Stack, Text } from '@mantine/core';
import { useIsProcessing } from '../../lib/loading/global-loading';

/** Full-screen "Procesando..." layer (z-index 2000, spec 1 §9) shown while the global loading flag is on. */
export function ProcessingOverlay() {
  const processing = useIsProcessing();
  if (!processing) return null;
  return (
    <Overlay fixed zIndex={2000} backgroundOpacity={0.55} color="#0c2c4c" blur={2} center>
      <Stack component="output" align="center" gap="sm" aria-live="assertive">
        <Loader color="white" size="lg" />
        <Text c="white" fw={600} fz="lg">
          Procesando...
        </Text>
      </Stack>
    </Overlay>
  );
}
