import type { Db } from '../db/client';
import { createSatListsService } from '../modules/sat-lists/sat-lists.service';
import { sat69bFile, type SatListedCompany } from './sat-list-files';

/**
 * Demo companies the demo's 69-B list names: Alimentos Demo de Occidente (a company of the demo
 * group) as Definitivo, so the group home shows a PERTENECE; Limpieza Integral Tláloc (a provider of
 * Corporativo Demo) as Presunto, so its card reads NO PERTENECE with the situation on hover.
 */
export const DEMO_SAT_LISTED: SatListedCompany[] = [
  { rfc: 'ADO080214HJ8', name: 'ALIMENTOS DEMO DE OCCIDENTE, S.A. DE C.V.', situation: 'definitivo' },
  { rfc: 'LIT150618M43', name: 'LIMPIEZA INTEGRAL TLÁLOC, S.A. DE C.V.', situation: 'presunto' },
];
const DEMO_ROWS = 600;
const DAY = 86_400_000;

/**
 * Imports a generated 69-B list in SAT's official format through the real import (the same parse,
 * snapshot and pointer as an operator's upload), published a week before the seed: the demo's
 * labels come from it, never from a seeded flag. No alerts are sent for it (nobody was told before).
 */
export async function seedDemoSatLists(db: Db, today: Date = new Date()) {
  const publishedAt = new Date(today.getTime() - 7 * DAY).toISOString().slice(0, 10);
  const file = sat69bFile({ rows: DEMO_ROWS, listed: DEMO_SAT_LISTED, publishedAt });
  await createSatListsService({ db }).importBytes({ target: { kind: '69B' }, bytes: file.bytes, source: 'ARCHIVO', sourceName: 'listado-69b-demo.csv', importedBy: null });
}
