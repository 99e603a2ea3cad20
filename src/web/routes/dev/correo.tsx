import { createFileRoute } from '@tanstack/react-router';
import { DevMailboxScreen } from '../../features/dev-mailbox/components/dev-mailbox-screen';

/** The development mailbox: the e-mails the server would have sent (404 from the API in production). */
export const Route = createFileRoute('/dev/correo')({
  component: DevMailboxScreen,
});
