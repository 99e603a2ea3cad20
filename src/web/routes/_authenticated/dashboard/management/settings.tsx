import { createFileRoute, redirect } from '@tanstack/react-router';

/** Configuración lives in a tab of Administración. */
export const Route = createFileRoute('/_authenticated/dashboard/management/settings')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/management', search: { tab: 'configuracion' }, replace: true });
  },
});
