import { createFileRoute } from '@tanstack/react-router';
import { SigningScreen } from '../../features/signing/components/signing-screen';

/** Public: the mailed link's token is the signer's only credential. */
export const Route = createFileRoute('/firma/$token')({
  component: SigningRoute,
});

function SigningRoute() {
  const { token } = Route.useParams();
  return <SigningScreen key={token} token={token} />;
}
