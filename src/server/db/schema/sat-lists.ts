import { date, index, integer, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Sat69bSituation } from '../../../shared/domain/sat-lists';
import { files } from './files';
import { users } from './users';

export type SatListKind = '69B' | '69';
export type SatListSource = 'ARCHIVO' | 'DESCARGA';
export type SatRunOutcome = 'IMPORTED' | 'SAME' | 'FAILED';
export type PlatformRole = 'operator';

/** Platform-level roles (not company roles): the operator who imports the SAT lists (issue 23). */
export const platformRoles = pgTable('platform_roles', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  role: text().$type<PlatformRole>().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One import of one SAT list; `list` is '69b' for the 69-B list, else one of SAT_69_LISTS. */
export const satListSnapshots = pgTable(
  'sat_list_snapshots',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().$type<SatListKind>().notNull(),
    list: text().notNull(),
    publishedAt: date({ mode: 'string' }),
    source: text().$type<SatListSource>().notNull(),
    sourceName: text().notNull(),
    fileId: uuid().references(() => files.id, { onDelete: 'set null' }),
    rowsRead: integer().notNull(),
    rowsKept: integer().notNull(),
    rowsSuppressed: integer().notNull(),
    rowsFiller: integer().notNull(),
    rowsInvalid: integer().notNull(),
    sha256: text().notNull(),
    importedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sat_list_snapshots_list_idx').on(t.kind, t.list, t.createdAt)],
);

const snapshotId = () =>
  uuid()
    .notNull()
    .references(() => satListSnapshots.id, { onDelete: 'cascade' });

/** A kept row of a 69-B file: the SAT detail record of spec 2 §3 (dates ISO). */
export const sat69bEntries = pgTable(
  'sat_69b_entries',
  {
    snapshotId: snapshotId(),
    line: integer().notNull(),
    no: text(),
    rfc: text().notNull(),
    nombreContribuyente: text().notNull(),
    situacionContribuyente: text().$type<Sat69bSituation>().notNull(),
    nofPresuncionSAT: text('nof_presuncion_sat'),
    satPresuntos: date('sat_presuntos', { mode: 'string' }),
    nofPresuncionDOF: text('nof_presuncion_dof'),
    dofPresuntos: date('dof_presuntos', { mode: 'string' }),
    nofGlobalDesvirtuaronSAT: text('nof_global_desvirtuaron_sat'),
    satDesvirtuados: date('sat_desvirtuados', { mode: 'string' }),
    nofGlobalDesvirtuaronDOF: text('nof_global_desvirtuaron_dof'),
    dofdesvirtuados: date('dof_desvirtuados', { mode: 'string' }),
    nofGlobalDefinitivosSAT: text('nof_global_definitivos_sat'),
    satDefinitivos: date('sat_definitivos', { mode: 'string' }),
    nofGlobalDefinitivosDOF: text('nof_global_definitivos_dof'),
    dofDefinitivos: date('dof_definitivos', { mode: 'string' }),
    nofSentenciaFavorableSAT: text('nof_sentencia_favorable_sat'),
    satSentenciaFavorable: date('sat_sentencia_favorable', { mode: 'string' }),
    nofSentenciaFavorableDOF: text('nof_sentencia_favorable_dof'),
    dofSentenciaFavorable: date('dof_sentencia_favorable', { mode: 'string' }),
  },
  (t) => [index('sat_69b_entries_rfc_idx').on(t.rfc, t.snapshotId), index('sat_69b_entries_snapshot_idx').on(t.snapshotId)],
);

/** A kept row of one article 69 file. */
export const sat69Entries = pgTable(
  'sat_69_entries',
  {
    snapshotId: snapshotId(),
    list: text().notNull(),
    line: integer().notNull(),
    rfc: text().notNull(),
    razonSocial: text().notNull(),
    tipoPersona: text(),
    supuesto: text(),
    fechaPrimeraPublicacion: date({ mode: 'string' }),
    fechaPublicacion: date({ mode: 'string' }),
    monto: numeric({ precision: 18, scale: 2 }),
    entidadFederativa: text(),
  },
  (t) => [index('sat_69_entries_rfc_idx').on(t.rfc, t.snapshotId), index('sat_69_entries_snapshot_idx').on(t.snapshotId)],
);

/** The snapshot lookups read, per list; swapped in the transaction that inserted its entries. */
export const satListCurrent = pgTable(
  'sat_list_current',
  {
    kind: text().$type<SatListKind>().notNull(),
    list: text().notNull(),
    snapshotId: uuid()
      .notNull()
      .references(() => satListSnapshots.id, { onDelete: 'restrict' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'sat_list_current_pk', columns: [t.kind, t.list] })],
);

/** One download attempt of the daily job, kept for the operator's screen. */
export const satListRuns = pgTable(
  'sat_list_runs',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().$type<SatListKind>().notNull(),
    list: text().notNull(),
    url: text().notNull(),
    outcome: text().$type<SatRunOutcome>().notNull(),
    error: text(),
    snapshotId: uuid().references(() => satListSnapshots.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sat_list_runs_created_idx').on(t.createdAt)],
);
