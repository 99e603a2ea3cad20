import { mexicoIsoDate } from '../mx/dates';
import type { ServiceStatus } from './compliance';

/**
 * Services between a client and a provider (spec 2 §2, §4, §6), as pure rules both sides use: the
 * status a viewer sees, current vs archived, and who may handle them.
 */

/** A service's handshake from one side: pending = the other side proposed and this side answers. */
export const SERVICE_VIEWER_STATES = ['waiting', 'pending', 'accepted', 'rejected'] as const;
export type ServiceViewerState = (typeof SERVICE_VIEWER_STATES)[number];

/** The role of a company on a service. */
export type ServiceSide = 'client' | 'provider';

export function viewerState(status: ServiceStatus, createdByViewer: boolean): ServiceViewerState {
  if (status === 'ACCEPTED') return 'accepted';
  if (status === 'REJECTED') return 'rejected';
  return createdByViewer ? 'waiting' : 'pending';
}

/** Today's calendar date in Mexico City as `yyyy-MM-dd`, wherever the server or browser runs. */
export function mexicoCityToday(now: Date): string {
  return mexicoIsoDate(now);
}

/** Current: no end date or it ends today or later; archived: it ended before `today` (spec 2 §2). */
export function isCurrentService(endDate: string | null, today: string): boolean {
  return endDate === null || endDate >= today;
}

/** Service names are shown cut at 80 characters in the dialog and 24 in selects (spec 2 §2). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** What the side-specific flags decide, given a company's flags. */
export interface ServiceFlags {
  canHandleServices: { onClients: boolean; onProviders: boolean };
}

/**
 * Adding, editing or deleting a service: Administrador or Colaborador whose plan lets them handle
 * services on that list — a client on its providers (onProviders), a provider on its clients
 * (onClients). `counterpartSide` is what the other company is.
 */
export function mayHandleServicesWith(flags: ServiceFlags, role: string | null, counterpartSide: ServiceSide): boolean {
  if (role !== 'Administrador' && role !== 'Colaborador') return false;
  return counterpartSide === 'provider' ? flags.canHandleServices.onProviders : flags.canHandleServices.onClients;
}
