import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TDevMail } from '../../../../shared/contracts/dev-mailbox.contract';
import { api } from '../../../lib/api-client';

export interface DevMailboxPage {
  items: TDevMail[];
  total: number;
}

export const DEV_MAILBOX_PAGE_SIZE = 20;

/** GET /dev/mailbox, newest first, one page at a time (the previous page stays on screen while the next loads). */
export const devMailboxQuery = (page: number, size = DEV_MAILBOX_PAGE_SIZE) =>
  queryOptions({
    queryKey: ['dev', 'mailbox', { page, size }] as const,
    queryFn: ({ signal }) => api.get<DevMailboxPage>('/dev/mailbox', { query: { page, size }, signal, auth: false }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });

export const devMailboxKeys = { all: ['dev', 'mailbox'] as const };
