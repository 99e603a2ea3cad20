import type { QueryClient } from '@tanstack/react-query';
import { createFileRoute, redirect as redirectTo, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { SignInScreen } from '../features/auth/components/sign-in-screen';
import { resolvePostLoginDestination } from '../features/auth/lib/post-login-destination';
import { serverReachable } from '../offline/connectivity';
import { currentUserQuery } from '../lib/session/current-user.query';
import { hasOfflineIdentityHint, readOfflineIdentity } from '../lib/session/offline-identity';
import { ensureSessionRestored } from '../lib/session/restore-session';
import { sessionHasExpired } from '../lib/session/session-expiry';
import { getSession } from '../lib/session/session-store';
import { safeRedirect } from '../lib/session/safe-redirect';
import { setServiceType } from '../lib/session/service-type';

interface SignInSearch {
  redirect?: string;
}

/**
 * Where `/` (the PWA's start URL) sends someone this device remembers (issue 10 §1): a live session
 * goes on to its destination; no network goes to the field home, never to a sign-in form that
 * cannot work. Returns null to show the sign-in form.
 */
async function rememberedDestination(queryClient: QueryClient, origin: string | undefined): Promise<string | null> {
  // A session past its 2-hour end is on its way out (the expiry handler brings the user here first).
  if ((await ensureSessionRestored()) && !sessionHasExpired(getSession(), Date.now())) {
    try {
      const destination = resolvePostLoginDestination(await queryClient.ensureQueryData(currentUserQuery()), origin);
      if (!destination) return null;
      if (destination.serviceType) setServiceType(destination.serviceType);
      return destination.to;
    } catch {
      return null;
    }
  }
  return (await serverReachable()) ? null : '/campo';
}

export const Route = createFileRoute('/')({
  validateSearch: (search: Record<string, unknown>): SignInSearch => {
    const redirect = safeRedirect(search.redirect);
    return redirect ? { redirect } : {};
  },
  beforeLoad: async ({ context, search }) => {
    // Nobody remembered (first visit, or signed out from the menu): the form at once, no round trip
    // and no IndexedDB wait; a device without the hint is checked after the form shows (below).
    if (!hasOfflineIdentityHint() || !(await readOfflineIdentity())) return;
    const to = await rememberedDestination(context.queryClient, search.redirect);
    if (to) throw redirectTo({ href: to, replace: true });
  },
  component: SignInRoute,
});

function SignInRoute() {
  const { redirect } = Route.useSearch();
  const { queryClient } = Route.useRouteContext();
  const navigate = useNavigate();
  const router = useRouter();
  useEffect(() => {
    // A device that remembers someone but kept no hint (from before it existed): send them on now.
    if (hasOfflineIdentityHint()) return;
    let alive = true;
    void readOfflineIdentity().then(async (identity) => {
      if (!identity || !alive) return;
      const to = await rememberedDestination(queryClient, redirect);
      if (to && alive && router.state.location.pathname === '/') void navigate({ href: to, replace: true });
    });
    return () => {
      alive = false;
    };
  }, [queryClient, redirect, navigate, router]);
  return <SignInScreen redirectTo={redirect} />;
}
