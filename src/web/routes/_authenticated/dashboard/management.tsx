import { createFileRoute, redirect } from '@tanstack/react-router';
import { currentUserQuery } from '../../../lib/session/current-user.query';
import { permissionsOf } from '../../../lib/session/user-permissions';

/** Administración and its sub-pages only for users who may access administration; others go home. */
export const Route = createFileRoute('/_authenticated/dashboard/management')({
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQuery());
    if (!permissionsOf(user).canAccesAdministation) throw redirect({ to: '/dashboard/home', replace: true });
  },
});
