import { Button, Card, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { TEXTOS_INICIO_GENERADORES as T } from '../../../../shared/labels/generators-area';
import { generatorProvidersCountQuery } from '../../../lib/company/generator-providers-count.query';

/**
 * A REPSE home whose company also works with generator providers (a client that has not bought
 * the generators product itself) still needs a way into their reports: shown only then.
 */
export function GeneratorsShortcutCard({ companyId }: { companyId: string }) {
  const { data: providers } = useQuery(generatorProvidersCountQuery(companyId));
  if (!providers) return null;
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-label={T.accesoClienteTitulo}>
      <Group gap="sm" mb="md" wrap="nowrap">
        <ThemeIcon variant="light" size={40} radius="md" aria-hidden="true">
          <IconClipboardList size={22} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          {T.accesoClienteTitulo}
        </Title>
      </Group>
      <Text mb="md">{T.accesoCliente(providers)}</Text>
      <Button variant="light" renderRoot={(props) => <Link {...props} to="/dashboard/generadores" search={{ tab: 'generadores' }} />}>
        {T.consultarGeneradores}
      </Button>
    </Card>
  );
}
