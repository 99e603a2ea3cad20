import { createFileRoute } from '@tanstack/react-router';
import { SignInScreen } from '../features/auth/components/sign-in-screen';
import { safeRedirect } from '../lib/session/safe-redirect';

interface SignInSearch {
  redirect?: string;
}

export const Route = createFileRoute('/')({
  validateSearch: (search: Record<string, unknown>): SignInSearch => {
    const redirect = safeRedirect(search.redirect);
    return redirect ? { redirect } : {};
  },
  component: SignInRoute,
});

function SignInRoute() {
  const { redirect } = Route.useSearch();
  return <SignInScreen redirectTo={redirect} />;
}
