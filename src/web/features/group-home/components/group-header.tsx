import { Avatar, Badge, Button, Card, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { PROFILE_PICTURE } from '../../../../shared/contracts/companies.contract';
import type { TCompany } from '../../../../shared/domain/company';
import { PLAN_LABELS } from '../../../../shared/labels/plans';
import { TEXTOS_GRUPO as T } from '../../../../shared/labels/shell';
import { useCompanyPicture } from '../hooks/use-company-picture';

/** The group company with its 160 px picture and "Editar perfil", beside the welcome banner. */
export function GroupHeader({ group, userName }: { group: TCompany | undefined; userName: string | undefined }) {
  const picture = useCompanyPicture(group?.id, group?.profilePictureId);
  const size = PROFILE_PICTURE.displayPx;

  return (
    <Group align="stretch" gap="lg" wrap="wrap">
      <Card withBorder radius="lg" padding="lg" shadow="xs" w={{ base: '100%', sm: 280 }} component="section" aria-label="Empresa del grupo">
        <Stack align="center" gap="xs">
          {group ? (
            <Avatar src={picture} alt={picture ? `Logotipo de ${group.name}` : undefined} size={size} radius={size} color="avala" variant="light" fz={56}>
              {group.name.trim().charAt(0).toLocaleUpperCase('es-MX') || '?'}
            </Avatar>
          ) : (
            <Skeleton circle height={size} />
          )}
          {group ? (
            <>
              <Text fw={700} ta="center" lineClamp={2}>
                {group.name}
              </Text>
              <Text fz="sm" c="dimmed">
                RFC: {group.rfc}
              </Text>
              <Badge variant="light" tt="none">
                Plan {PLAN_LABELS[group.status]}
              </Badge>
            </>
          ) : (
            <Skeleton height={16} width="70%" />
          )}
          <Button component={Link} to="/dashboard/management/edit-profile" variant="light" leftSection={<IconPencil size={16} aria-hidden="true" />} mt="xs">
            {T.editarPerfil}
          </Button>
        </Stack>
      </Card>
      <Paper
        radius="lg"
        p="xl"
        style={{ flex: '1 1 320px', background: 'linear-gradient(135deg, var(--mantine-color-avala-7), var(--mantine-color-avala-5))' }}
        c="white"
        component="section"
        aria-labelledby="bienvenida-grupo"
      >
        <Stack gap="xs" justify="center" h="100%">
          <Title order={1} id="bienvenida-grupo" fz={{ base: 22, sm: 28 }}>
            {T.bienvenida}
          </Title>
          {userName ? <Text fw={600}>Hola, {userName}.</Text> : null}
          <Text>{T.bienvenidaDetalle}</Text>
        </Stack>
      </Paper>
    </Group>
  );
}
