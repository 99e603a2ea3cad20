import { integer, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { services, stageTemplates } from './compliance';
import { files } from './files';
import { users } from './users';
import { vaultFolders } from './vault';

/**
 * The client's approval of a whole stage of a service (PATCH …/stages/{stageId}/authorize), owned by
 * the stage-authorizations module: one row per service and stage, rewritten by a new authorization.
 * A later upload, rejection or deletion in the stage revokes it when read (`changesSeen`); the row stays.
 */
export const serviceStageAuthorizations = pgTable(
  'service_stage_authorizations',
  {
    id: uuid().primaryKey().defaultRandom(),
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    stageId: uuid()
      .notNull()
      .references(() => stageTemplates.id, { onDelete: 'cascade' }),
    authorizedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    authorizedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The stage's document changes when authorized (delivered + rejected + deleted, only ever growing); more now: revoked. */
    changesSeen: integer().notNull().default(0),
    /** The authorization's record (PDF with each validated document's SHA-256), filed in the provider's vault and the ledger. */
    recordFileId: uuid().references(() => files.id, { onDelete: 'set null' }),
    recordFolderId: uuid().references(() => vaultFolders.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('service_stage_authorizations_key').on(t.serviceId, t.stageId)],
);
