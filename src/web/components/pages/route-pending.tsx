import { Center, Loader } from '@mantine/core';

/** Shown while a slow route loads (after the router's pending delay). */
export function RoutePending() {
  return (
    <Center component="output" mih="40dvh" aria-label="Cargando" display="flex">
      <Loader />
    </Center>
  );
}
