import { Card, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DATOS_GENERADOR as T } from '../../../shared/labels/provider-generator-info';
import { generatorInfoQuery } from './generator-info.api';
import { GeneratorInfoDetails } from './generator-info-details';

/**
 * The provider's "Datos de generador" on its expedient, for the client looking at it. It shows only
 * when the data exist: a company that is not the viewer's provider answers 404, and that (like a
 * record never saved) simply leaves the section out.
 */
export function GeneratorInfoSection({ providerId, clientId }: { providerId: string; clientId: string }) {
  const { data } = useQuery(generatorInfoQuery(providerId, clientId));
  const info = data?.items.find((i) => i.idCompany === clientId && i.completed);
  if (!info) return null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="datos-generador-titulo">
      <Stack gap="sm">
        <Title id="datos-generador-titulo" order={2} fz="lg" c="avala.8">
          {T.menu}
        </Title>
        <GeneratorInfoDetails info={info} />
      </Stack>
    </Card>
  );
}
