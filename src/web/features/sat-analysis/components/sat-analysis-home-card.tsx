import { Button, Card, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconShieldSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { TUserMe } from '../../../../shared/domain/user';
import { TARJETA_ANALISIS_SAT as T } from '../../../../shared/labels/sat-analysis';

/** Whether the main company has the additional product the analysis needs (spec 2 §2). */
export const hasSatListsProduct = (user: TUserMe) => Boolean(user.mainCompany?.additionalProducts.includes('LISTAS_NEGRAS_SAT'));

/**
 * The home card 'Análisis 69 y 69B (SAT)' (spec 2 §2 home cards): 'Ver reporte' opens
 * /dashboard/sat69b, 'Consultar' the RFC lookup dialog the route composes. Only with LISTAS_NEGRAS_SAT.
 */
export function SatAnalysisHomeCard({ user, renderLookup }: { user: TUserMe; renderLookup: (dialog: { opened: boolean; onClose: () => void }) => ReactNode }) {
  const [opened, dialog] = useDisclosure(false);
  if (!hasSatListsProduct(user)) return null;
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-label={T.titulo}>
      <Group gap="sm" mb="md" wrap="nowrap">
        <ThemeIcon variant="light" size={40} radius="md" aria-hidden="true">
          <IconShieldSearch size={22} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          {T.titulo}
        </Title>
      </Group>
      <Text mb="md" fz="sm">
        {T.descripcion}
      </Text>
      <Group gap="xs">
        <Button variant="default" onClick={dialog.open}>
          {T.consultar}
        </Button>
        <Button variant="light" renderRoot={(p) => <Link {...p} to="/dashboard/sat69b" />}>
          {T.verReporte}
        </Button>
      </Group>
      {renderLookup({ opened, onClose: dialog.close })}
    </Card>
  );
}
