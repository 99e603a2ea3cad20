/**
 * BENCH_EXPLAIN=1: the plans of the server's real queries behind some calls. auto_explain logs every
 * statement with ANALYZE and BUFFERS at NOTICE level; the preload of bench:lists appends those
 * notices to a file, which is cut per call by its size before and after the request.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Client } from 'pg';
import { startServer, type ServerOptions } from '../lists/server';
import type { Call, Session } from './session';

/** Plans that touch the compliance loop's tables (not the session or user look-ups of the auth hook). */
const RELEVANT = /\b(companies|company_links|services|compliance_documents|requirements|requirement_groups|stage_templates|document_sets)\b/;

export async function explainCalls(o: {
  admin: Client;
  database: string;
  options: ServerOptions;
  workDir: string;
  /** A call's own `signIn` when another user asks it (a provider's clients list). */
  calls: (Call & { signIn?: ((baseUrl: string) => Promise<Session>) | undefined })[];
  signIn: (baseUrl: string) => Promise<Session>;
  log: (line: string) => void;
  /** Which plans to print (default: those touching the compliance loop's tables). */
  relevant?: RegExp;
}) {
  const relevant = o.relevant ?? RELEVANT;
  if (!o.calls.length) return;
  const noticeFile = join(o.workDir, 'planes-cumplimiento.txt');
  writeFileSync(noticeFile, '');
  for (const setting of ["session_preload_libraries = 'auto_explain'", 'auto_explain.log_min_duration = 0', 'auto_explain.log_analyze = on', 'auto_explain.log_buffers = on', "auto_explain.log_level = 'notice'"]) {
    await o.admin.query(`alter database ${o.database} set ${setting}`);
  }
  const preload = fileURLToPath(new URL('../lists/explain-notices.mjs', import.meta.url));
  const server = await startServer({ ...o.options, env: { NODE_OPTIONS: `--import ${preload}`, BENCH_NOTICE_FILE: noticeFile } });
  try {
    const sessions = new Map<(baseUrl: string) => Promise<Session>, Session>();
    for (const call of o.calls) {
      const signIn = call.signIn ?? o.signIn;
      const session = sessions.get(signIn) ?? (await signIn(server.baseUrl));
      sessions.set(signIn, session);
      // A first request warms the pool's connections and caches; the second one's plans are printed.
      await fetch(`${server.baseUrl}${call.path}`, { headers: session.headers }).then((r) => r.text());
      const from = statSync(noticeFile).size;
      const response = await fetch(`${server.baseUrl}${call.path}`, { headers: session.headers });
      await response.text();
      const plans = readFileSync(noticeFile)
        .subarray(from)
        .toString('utf8')
        .split('\n\u0000\n')
        .filter((plan) => relevant.test(plan) && !/^\s*Query Text:\s*(insert|update|delete)\b/im.test(plan));
      o.log(`\nEXPLAIN (ANALYZE, BUFFERS) — ${call.label} (HTTP ${response.status}), ${plans.length} consulta(s):`);
      for (const plan of plans) o.log(plan.replace(/^/gm, '    '));
    }
  } finally {
    await server.stop();
    await o.admin.query(`alter database ${o.database} reset all`);
  }
}
