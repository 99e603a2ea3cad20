import { STAGE_AUTHORIZATION_STATES } from '../domain/stage-authorization';
import { z } from '../domain/zod-locale';
import { envelope } from './envelope';

/** A service's stage authorizations (spec 2 §7 PATCH /services/{id}/stages/{stageId}/authorize). */

export const ZStageAuthorizeParams = z.object({ id: z.uuid(), stageId: z.uuid() });
export const ZStageAuthorizationsParams = z.object({ id: z.uuid() });

export const ZStageAuthorization = z.object({
  stageId: z.uuid(),
  state: z.enum(STAGE_AUTHORIZATION_STATES),
  /** When it was last authorized (ISO), null when never. */
  authorizedAt: z.string().nullable(),
  authorizedByName: z.string().nullable(),
  /** Every requirement of the stage is validated (each due or delivered period accepted). */
  validated: z.boolean(),
  /** Requirements not validated yet. */
  pending: z.number().int(),
  /** The viewer may authorize it now: the client's validator, the stage validated and not already authorized. */
  canAuthorize: z.boolean(),
  /** The provider's vault folder holding the last authorization's record (PDF, in the ledger); null when never authorized. */
  recordFolderId: z.uuid().nullable(),
});
export type TStageAuthorization = z.infer<typeof ZStageAuthorization>;

export const ZStageAuthorizationResponse = envelope(ZStageAuthorization);
export const ZStageAuthorizationsResponse = envelope(z.array(ZStageAuthorization));
