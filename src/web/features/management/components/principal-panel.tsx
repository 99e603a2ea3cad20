import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconBuildingSkyscraper, IconSettings, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ADMINISTRACION as A } from '../../../../shared/labels/management';
import type { AdminTab } from '../lib/admin-tabs';

interface PrincipalPanelProps {
  onOpen: (tab: AdminTab) => void;
  /** Editar datos empresa: opens the profile card editor the route composes (another feature). */
  onEditCompany: () => void;
  showSettings: boolean;
  /** The company profile card (spec 3 §2.8), composed in by the route. */
  profileCard: ReactNode;
}

/** Principal: the menu Usuarios, Editar datos empresa, Configuración (hidden for providers) and the profile card. */
export function PrincipalPanel({ onOpen, onEditCompany, showSettings, profileCard }: PrincipalPanelProps) {
  const entries = [
    { key: 'usuarios', icon: IconUsers, label: A.menuUsuarios, description: A.menuUsuariosDescripcion, onClick: () => onOpen('usuarios') },
    { key: 'empresa', icon: IconBuildingSkyscraper, label: A.menuEditarEmpresa, description: A.menuEditarEmpresaDescripcion, onClick: onEditCompany },
    ...(showSettings ? [{ key: 'configuracion', icon: IconSettings, label: A.menuConfiguracion, description: A.menuConfiguracionDescripcion, onClick: () => onOpen('configuracion') }] : []),
  ];
  return (
    <Stack gap="lg">
      <nav aria-label={A.menuPrincipal}>
        <SimpleGrid cols={{ base: 1, sm: entries.length }} spacing="md">
          {entries.map(({ key, icon: Icon, label, description, onClick }) => (
            <UnstyledButton key={key} onClick={onClick} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
              <Card withBorder radius="md" padding="md" h="100%">
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <ThemeIcon variant="light" size={40} radius="md" aria-hidden="true">
                    <Icon size={22} />
                  </ThemeIcon>
                  <div>
                    <Title order={3} fz="md">
                      {label}
                    </Title>
                    <Text c="dimmed" fz="sm">
                      {description}
                    </Text>
                  </div>
                </Group>
              </Card>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </nav>
      {profileCard}
    </Stack>
  );
}
