import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { PERFIL_EMPRESA as P } from '../../../../shared/labels/company-form';
import { QueryError } from '../../../components/feedback/query-error';
import { currentUserQuery } from '../../../lib/session/current-user.query';
import { permissionsOf } from '../../../lib/session/user-permissions';
import { ProfileCard } from './profile-card';

/** /dashboard/management/edit-profile: the main company's profile card. */
export function EditProfileScreen() {
  useDocumentTitle(`${P.titulo} · Avala`);
  const { data: user, error, isError, refetch } = useQuery(currentUserQuery());
  const company = user?.mainCompany;

  let content;
  if (isError) content = <QueryError error={error} onRetry={() => void refetch()} />;
  else if (!user) content = <Skeleton height={320} radius="lg" />;
  else if (!company) content = <Text c="dimmed">{P.sinEmpresa}</Text>;
  else content = <ProfileCard company={company} canEdit={permissionsOf(user).canEditCompany} editInline={company.status === 'CORPORATIVO'} />;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }} c="avala.8">
          {P.titulo}
        </Title>
        <Text c="dimmed">{P.descripcion}</Text>
      </div>
      {content}
    </Stack>
  );
}
