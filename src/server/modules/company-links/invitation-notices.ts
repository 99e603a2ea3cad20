import type { Notice } from '../notifications/notifications.service';

type Side = 'provider' | 'client';

const noun = (side: Side) => (side === 'provider' ? 'proveedor' : 'cliente');
/** The list where the receiving company finds the other one. */
const listOf = (otherIs: Side) => (otherIs === 'provider' ? '/dashboard/home/providers' : '/dashboard/home/clients');

/** To the guest's administrators: `hostName` invites them to be its `side`. */
export function invitedNotice(hostName: string, side: Side): Notice {
  return {
    type: 'collaboration.invited',
    subject: 'Nueva invitación de colaboración',
    text: `${hostName} invita a su empresa a colaborar como ${noun(side)}.`,
    subText: 'Acepte o rechace la invitación desde la lista.',
    path: listOf(side === 'provider' ? 'client' : 'provider'),
  };
}

/** To the host's administrators: the guest (now its `guestSide`) answered. */
export function answeredNotice(guestName: string, guestSide: Side, accepted: boolean): Notice {
  const verb = accepted ? 'aceptó' : 'rechazó';
  return {
    type: accepted ? 'collaboration.accepted' : 'collaboration.rejected',
    subject: accepted ? 'Invitación aceptada' : 'Invitación rechazada',
    text: `${guestName} ${verb} su invitación para colaborar como ${noun(guestSide)}.`,
    subText: '',
    path: listOf(guestSide),
  };
}
