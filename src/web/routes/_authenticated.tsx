import { createFileRoute, redirect } from '@tanstack/react-router';
import { ensureSessionRestored } from '../lib/session/restore-session';

/**
 * Every protected route sits under this pathless layout: without a session the user goes to `/`
 * and the origin travels in `?redirect=` so sign-in can come back to it.
 */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ location }) => {
    if (await ensureSessionRestored()) return;
    throw redirect({ to: '/', search: { redirect: location.href }, replace: true });
  },
});
