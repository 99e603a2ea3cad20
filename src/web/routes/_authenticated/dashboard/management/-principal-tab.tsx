import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ProfileCard } from '../../../../features/company-profile/components/profile-card';
import type { AdminPanelProps } from '../../../../features/management/components/management-screen';
import { PrincipalPanel } from '../../../../features/management/components/principal-panel';
import { currentUserQuery } from '../../../../lib/session/current-user.query';
import { permissionsOf } from '../../../../lib/session/user-permissions';

/** Principal: the administration menu and the main company's profile card (company-profile feature). */
export function PrincipalTab({ onOpen }: Pick<AdminPanelProps, 'onOpen'>) {
  const { data: user } = useSuspenseQuery(currentUserQuery());
  const navigate = useNavigate();
  const company = user.mainCompany;
  return (
    <PrincipalPanel
      onOpen={onOpen}
      onEditCompany={() => void navigate({ to: '/dashboard/management/edit-profile' })}
      showSettings={company?.invitedAs !== 'provider'}
      profileCard={company ? <ProfileCard company={company} canEdit={permissionsOf(user).canEditCompany} editInline={company.status === 'CORPORATIVO'} /> : null}
    />
  );
}
