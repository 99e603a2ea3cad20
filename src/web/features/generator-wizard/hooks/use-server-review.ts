import { useQuery } from '@tanstack/react-query';
import type { TGenerator } from '../../../../shared/contracts/generators.contract';
import { isAuthenticated } from '../../../lib/session/session-store';
import { fetchGenerator } from '../api/field-kit.api';

export interface ServerReview {
  status: TGenerator['status'];
  /** A signature process is running. */
  signing: boolean;
  version: number;
  /** The reason of the last rejection, while the generator is Rechazado. */
  reason: string | null;
  /** When it was rejected (ms), to tell a send made before the rejection from one made after. */
  rejectedAt: number | null;
}

export const serverReviewKey = (id: string) => ['generator-wizard', 'review', id] as const;

/** What the server says about this generator's review; nothing offline or before it exists there. */
export function useServerReview(id: string, known: boolean): ServerReview | null {
  const { data } = useQuery({
    queryKey: serverReviewKey(id),
    queryFn: () => fetchGenerator(id),
    enabled: known && isAuthenticated(),
    retry: false,
    staleTime: 30_000,
  });
  if (!data) return null;
  const rejection = data.status === 'REJECTED' ? data.history.findLast((h) => h.status === 'REJECTED') : undefined;
  return {
    status: data.status,
    signing: data.signing !== null,
    version: data.version,
    reason: data.status === 'REJECTED' ? rejection?.comment || data.comment : null,
    rejectedAt: rejection ? Date.parse(rejection.createdAt) : data.status === 'REJECTED' ? Date.parse(data.lastModifiedDate) : null,
  };
}

/** A send counts only if made after the last rejection: a rejected generator can be sent again. */
export function isSubmitted(submittedAt: number | null, review: ServerReview | null): boolean {
  if (submittedAt === null) return false;
  return !(review?.rejectedAt && submittedAt <= review.rejectedAt);
}
