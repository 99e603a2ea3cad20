import { Avatar, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { TLinkedCompany } from '../../../../shared/contracts/company-links.contract';
import { TEXTOS_AREA_GENERADORES as T } from '../../../../shared/labels/generators-area';

/** One linked provider: initial, name, RFC, e-mail, person type, link status and its generators. */
export function ProviderCard({ provider, onShowGenerators }: { provider: TLinkedCompany; onShowGenerators: () => void }) {
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={provider.name}>
      <Group wrap="nowrap" align="flex-start">
        <Avatar color="avala" radius="xl" aria-hidden="true">
          {provider.name.trim().charAt(0).toLocaleUpperCase('es-MX')}
        </Avatar>
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={700} lineClamp={2}>
            {provider.name}
          </Text>
          <Text fz="sm" c="dimmed">
            RFC: {provider.rfc}
          </Text>
          {provider.email ? (
            <Text fz="sm" c="dimmed" truncate="end">
              {provider.email}
            </Text>
          ) : null}
          <Group gap={6} mt={4}>
            <Badge variant="light" tt="none">
              {T.tipoPersona[provider.type]}
            </Badge>
            <Badge variant="light" tt="none" color={provider.status === 'ACCEPTED' ? 'green' : provider.status === 'PENDING' ? 'yellow' : 'red'}>
              {T.estatusVinculo[provider.status]}
            </Badge>
          </Group>
          <Group mt={6}>
            <Button size="compact-sm" variant="subtle" leftSection={<IconHistory size={16} aria-hidden="true" />} onClick={onShowGenerators} aria-label={T.historial.abrir(provider.name)}>
              {T.historial.boton}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
