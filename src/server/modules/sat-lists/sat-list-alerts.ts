import { eq, sql } from 'drizzle-orm';
import type { Sat69ListName, Sat69bSituation } from '../../../shared/domain/sat-lists';
import { situationDate } from '../../../shared/domain/sat-standing';
import { AVISO_LISTAS_SAT as A, SAT_69B_SITUATION_LABELS, SAT_69_LIST_LABELS } from '../../../shared/labels/sat-lists';
import type { Db } from '../../db/client';
import { satListSnapshots, scheduledRuns } from '../../db/schema';
import type { JobRunner } from '../../jobs/job-runner';
import { JOB_TYPES } from '../../jobs/job-types';
import type { NotificationsService } from '../notifications/notifications.service';
import type { SnapshotRow } from './sat-lists.repository';
import { formatIsoDayOrNull } from '../../../shared/mx/dates';

const ADMINS = ['Administrador'] as const;
/** Where the notice opens: the providers list, whose cards carry the label and its hover. */
const PROVIDERS_PATH = '/dashboard/home/providers';

export type SatAlertsPayload = { snapshotId: string; previousId: string | null };

/** One provider of one client that the new snapshot lists for the first time, or in another situation. */
type Change = { clientId: string; providerName: string; rfc: string; line: string };

const dmy = formatIsoDayOrNull;

type Row69b = {
  client_id: string;
  provider_name: string;
  rfc: string;
  situation: Sat69bSituation;
  before: Sat69bSituation | null;
  dof_presuntos: string | null;
  sat_presuntos: string | null;
  dof_desvirtuados: string | null;
  sat_desvirtuados: string | null;
  dof_definitivos: string | null;
  sat_definitivos: string | null;
  dof_sentencia_favorable: string | null;
  sat_sentencia_favorable: string | null;
};

/**
 * Providers (of any client, on a link not rejected) the new 69-B snapshot lists in a situation the
 * previous one did not give them: newly listed, or e.g. Presunto → Definitivo. Starts from the
 * providers and reads the entries by (rfc, snapshot_id), the lookup index.
 */
async function changes69b(db: Db, snapshotId: string, previousId: string | null): Promise<Change[]> {
  const { rows } = (await db.execute(sql`
    select distinct on (l.client_id, p.id)
      l.client_id, p.name as provider_name, p.rfc, n.situacion_contribuyente as situation, o.situacion_contribuyente as before,
      n.dof_presuntos::text, n.sat_presuntos::text, n.dof_desvirtuados::text, n.sat_desvirtuados::text,
      n.dof_definitivos::text, n.sat_definitivos::text, n.dof_sentencia_favorable::text, n.sat_sentencia_favorable::text
    from company_links l
    join companies p on p.id = l.provider_id
    join sat_69b_entries n on n.rfc = p.rfc and n.snapshot_id = ${snapshotId}
    left join sat_69b_entries o on o.rfc = p.rfc and o.snapshot_id = ${previousId}
    where l.status <> 'REJECTED' and (o.rfc is null or o.situacion_contribuyente <> n.situacion_contribuyente)
    order by l.client_id, p.id, n.line`)) as unknown as { rows: Row69b[] };
  return rows.map((r) => {
    const date = situationDate({
      situacionContribuyente: r.situation,
      dofPresuntos: r.dof_presuntos,
      satPresuntos: r.sat_presuntos,
      dofdesvirtuados: r.dof_desvirtuados,
      satDesvirtuados: r.sat_desvirtuados,
      dofDefinitivos: r.dof_definitivos,
      satDefinitivos: r.sat_definitivos,
      dofSentenciaFavorable: r.dof_sentencia_favorable,
      satSentenciaFavorable: r.sat_sentencia_favorable,
    });
    const line = A.cambio69b(SAT_69B_SITUATION_LABELS[r.situation], r.before ? SAT_69B_SITUATION_LABELS[r.before] : null, dmy(date));
    return { clientId: r.client_id, providerName: r.provider_name, rfc: r.rfc, line };
  });
}

/** Providers an article 69 list names now and its previous snapshot did not. */
async function changes69(db: Db, snapshot: Pick<SnapshotRow, 'id' | 'list' | 'publishedAt'>, previousId: string | null): Promise<Change[]> {
  const { rows } = (await db.execute(sql`
    select distinct on (l.client_id, p.id) l.client_id, p.name as provider_name, p.rfc, n.fecha_publicacion::text as published
    from company_links l
    join companies p on p.id = l.provider_id
    join sat_69_entries n on n.rfc = p.rfc and n.snapshot_id = ${snapshot.id}
    where l.status <> 'REJECTED'
      and not exists (select 1 from sat_69_entries o where o.rfc = p.rfc and o.snapshot_id = ${previousId})
    order by l.client_id, p.id, n.line`)) as unknown as { rows: { client_id: string; provider_name: string; rfc: string; published: string | null }[] };
  const list = SAT_69_LIST_LABELS[snapshot.list as Sat69ListName] ?? snapshot.list;
  return rows.map((r) => ({ clientId: r.client_id, providerName: r.provider_name, rfc: r.rfc, line: A.cambio69(list, dmy(r.published ?? snapshot.publishedAt)) }));
}

/**
 * Alerts of an import (issue 23): when a new snapshot lists one of a client's providers, or changes
 * its situation, every administrator of that client gets a notification and a mail naming the
 * provider, the situation and the dates. The import queues the job in its own transaction; the job
 * claims the snapshot in scheduled_runs together with the notices, so a retry never tells twice.
 * Re-importing the same file makes no snapshot, hence no job.
 */
export function createSatListAlerts(deps: { db: Db; jobs: JobRunner; notifications: NotificationsService }) {
  async function run({ snapshotId, previousId }: SatAlertsPayload): Promise<number> {
    const [snapshot] = await deps.db.select().from(satListSnapshots).where(eq(satListSnapshots.id, snapshotId));
    if (!snapshot) return 0;
    const changes = snapshot.kind === '69B' ? await changes69b(deps.db, snapshotId, previousId) : await changes69(deps.db, snapshot, previousId);
    if (changes.length === 0) return 0;
    const byPair = new Map<string, Change[]>();
    for (const c of changes) byPair.set(`${c.clientId}|${c.rfc}`, [...(byPair.get(`${c.clientId}|${c.rfc}`) ?? []), c]);
    const told = await deps.db.transaction(async (tx) => {
      const claimed = await tx.insert(scheduledRuns).values({ name: `sat-alerts:${snapshotId}`, day: '1970-01-01' }).onConflictDoNothing().returning({ name: scheduledRuns.name });
      if (!claimed.length) return 0;
      for (const group of byPair.values()) {
        const first = group[0];
        if (!first) continue;
        // The bell shows it under the text; the mail carries it after the text.
        const detail = A.detalle(first.rfc, dmy(snapshot.publishedAt));
        await deps.notifications.notifyAudience(
          tx,
          { companyId: first.clientId, roles: ADMINS },
          { type: 'sat.listed', subject: A.asunto, text: A.texto(first.providerName, group.map((g) => g.line)), subText: detail, mailDetails: detail, path: PROVIDERS_PATH },
        );
      }
      return byPair.size;
    });
    if (told) deps.notifications.sendSoon();
    return told;
  }

  deps.jobs.register<SatAlertsPayload>(JOB_TYPES.satAlerts, async (payload) => {
    await run(payload);
  });

  return {
    run,
    /** After the import commits: run the queued alerts now rather than at the runner's next poll. */
    kick: () => deps.jobs.kick(),
    /** Called by the import inside its transaction. */
    enqueue: (tx: Db, created: SnapshotRow, previousId: string | null) => deps.jobs.enqueue(tx, JOB_TYPES.satAlerts, { snapshotId: created.id, previousId } satisfies SatAlertsPayload).then(() => undefined),
  };
}
export type SatListAlerts = ReturnType<typeof createSatListAlerts>;
