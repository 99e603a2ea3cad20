import { createFileRoute } from '@tanstack/react-router';
import { EditProfileScreen } from '../../../../features/company-profile/components/edit-profile-screen';

export const Route = createFileRoute('/_authenticated/dashboard/management/edit-profile')({
  component: EditProfileScreen,
});
