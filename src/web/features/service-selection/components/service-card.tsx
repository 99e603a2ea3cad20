import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingSkyscraper, IconClipboardList } from '@tabler/icons-react';
import type { ServiceType } from '../../../../shared/domain/enums';
import { TEXTOS_SERVICIOS } from '../../../../shared/labels/access';

const CARDS = {
  repse: { title: TEXTOS_SERVICIOS.repse, description: TEXTOS_SERVICIOS.repseDescripcion, Icon: IconBuildingSkyscraper },
  generators: { title: TEXTOS_SERVICIOS.generadores, description: TEXTOS_SERVICIOS.generadoresDescripcion, Icon: IconClipboardList },
} as const satisfies Record<ServiceType, unknown>;

interface ServiceCardProps {
  service: ServiceType;
  onEnter: (service: ServiceType) => void;
}

export function ServiceCard({ service, onEnter }: ServiceCardProps) {
  const { title, description, Icon } = CARDS[service];
  const titleId = `service-${service}-title`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="md" variant="light" aria-hidden="true">
            <Icon size={22} />
          </ThemeIcon>
          <Title order={2} fz="lg" id={titleId}>
            {title}
          </Title>
        </Group>
        <Text fz="sm" c="dimmed" style={{ flexGrow: 1 }}>
          {description}
        </Text>
        <Button fullWidth onClick={() => onEnter(service)} aria-describedby={titleId}>
          {TEXTOS_SERVICIOS.entrar}
        </Button>
      </Stack>
    </Card>
  );
}
