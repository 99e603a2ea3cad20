import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordScreen } from '../features/auth/components/reset-password-screen';

interface ResetPasswordSearch {
  token?: string;
}

export const Route = createFileRoute('/resetPassword')({
  validateSearch: (search: Record<string, unknown>): ResetPasswordSearch => {
    const { token } = search;
    return typeof token === 'string' && token.length > 0 && token.length <= 200 ? { token } : {};
  },
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  return <ResetPasswordScreen token={token} />;
}
