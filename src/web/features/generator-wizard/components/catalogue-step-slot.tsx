import { Button, Card, Stack, Text } from '@mantine/core';
import { TEXTOS_WIZARD as T } from '../../../../shared/labels/generator-wizard';

/** Placeholder of the catalogue calculator in "General next"; the catalogue issue wires it in. */
export function CatalogueStepSlot() {
  return (
    <Card withBorder radius="md" p="md" component="section" aria-label={T.catalogo}>
      <Stack gap="xs">
        <Text fw={700}>{T.catalogo}</Text>
        <Button variant="light" disabled>
          {T.catalogoProximamente}
        </Button>
      </Stack>
    </Card>
  );
}
