import { resolve } from 'node:path';
import { z } from 'zod';

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Avala <no-responder@avala.mx>'),
  /** MAIL=disabled sends no mail at all; the only way to run production without SMTP_URL. */
  MAIL: z.enum(['disabled']).optional(),
  JWT_SECRET: z.string().min(32).optional(),
  /** The address users reach the app at, used in every mailed link; without it, this server's own `http://localhost:${PORT}`. */
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.stringbool().default(false),
  /** S3-compatible storage for files (AWS, MinIO, Ceph RGW); without S3_BUCKET files stay under DATA_DIR/files. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  /** Rate-limit counters in Redis (shared by every instance); without it they live in the database. */
  REDIS_URL: z.string().url().optional(),
  /** Multiplies every rate limit; only tests and load tests raise it. */
  RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
  /**
   * Processes serving requests on PostgreSQL (node:cluster, one port): one per core the server may
   * use. PGlite is one process's database, so there it stays 1.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** How often each process polls the jobs table (mail, and later PDFs, ledger, SAT imports). */
  JOBS_POLL_INTERVAL_MS: z.coerce.number().int().min(100).default(5_000),
  /**
   * Whether this process asks, every hour, for the day's daily jobs (reminders, the orphan sweep, the
   * SAT import). Off, it still runs the jobs others queue; one process asking is enough (the day's
   * claim makes one win), and the load benchmarks turn it off so a day's walk never lands in a figure.
   */
  DAILY_SCHEDULE: z.stringbool().default(true),
  /** First administrator of a production install, read only while the database has no users. */
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  ADMIN_COMPANY_NAME: z.string().optional(),
  ADMIN_COMPANY_RFC: z.string().optional(),
  /** The platform operator who imports the SAT lists; created (or granted the role) at every start. */
  OPERATOR_EMAIL: z.string().optional(),
  OPERATOR_PASSWORD: z.string().optional(),
  /** Where the daily job downloads the SAT lists: the 69-B CSV, and the article 69 ones as JSON { "Firmes": "https://…", … }. */
  SAT_69B_URL: z.string().url().optional(),
  SAT_69_URLS: z.string().optional(),
  /** Map tiles of the Geolocalización tab ({s}, {z}, {x}, {y}); the server must allow CORS so the service worker can cache them. */
  // https, or plain http only on this machine (a local tile server for development and the e2e tests).
  MAP_TILE_URL: z.string().regex(/^(?:https:\/\/[^/]+|http:\/\/(?:localhost|127\.0\.0\.1)(?::\d+)?)\/.*\{z\}.*\{x\}.*\{y\}/, 'debe ser https:// (o http:// local) con {z}, {x} y {y}').default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().max(500).default('&copy; Colaboradores de OpenStreetMap'),
  /** Card payments: the in-process sandbox runs outside production, and in production only when named here. */
  PAYMENTS_PROVIDER: z.enum(['sandbox']).optional(),
  /** The ledger's Ed25519 signing key (`PRIVATE+KEY+<nombre>+<hash>+<base64>`); without it one is generated and kept in the database. */
  LEDGER_KEY: z.string().startsWith('PRIVATE+KEY+').optional(),
  /** The OpenAPI page (/api/docs) is served outside production; in production only with API_DOCS=public. */
  API_DOCS: z.enum(['public']).optional(),
});

export type Env = z.infer<typeof ZEnv> & { PUBLIC_URL: string; dataDir: string };

/** Reads and validates the environment once; an invalid variable stops the start with a readable message. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = ZEnv.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n  ');
    throw new Error(`Configuración inválida:\n  ${problems}`);
  }
  return { ...parsed.data, PUBLIC_URL: parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`, dataDir: resolve(parsed.data.DATA_DIR) };
}
