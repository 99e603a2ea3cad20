import { Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DATOS_GENERADOR as T } from '../../../shared/labels/provider-generator-info';
import { QueryError } from '../feedback/query-error';
import { generatorInfoQuery } from './generator-info.api';
import { GeneratorInfoDetails } from './generator-info-details';

interface Props {
  /** The client whose pair is shown (the company looking at its provider's card). */
  clientId: string;
  providerId: string;
  providerName: string;
  onClose: () => void;
}

/** "Datos de generador" of a provider card: read-only, only the caller's own pair. */
export function GeneratorInfoDialog({ clientId, providerId, providerName, onClose }: Props) {
  const query = useQuery(generatorInfoQuery(providerId, clientId));
  const info = query.data?.items.find((i) => i.idCompany === clientId && i.completed);
  let body;
  if (query.isPending) {
    body = (
      <Center py="lg" component="output" aria-label={T.cargando}>
        <Loader />
      </Center>
    );
  } else if (query.isError) {
    body = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  } else if (!info) {
    body = <Text c="dimmed">{T.sinDatos}</Text>;
  } else {
    body = <GeneratorInfoDetails info={info} />;
  }
  return (
    <Modal opened onClose={onClose} title={`${T.menu} · ${providerName}`} centered size="lg">
      <Stack>
        {body}
        <Group justify="flex-end">
          <Button onClick={onClose}>{T.cerrar}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
