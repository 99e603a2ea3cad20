import { join } from 'node:path';
import type { Database } from './db/client';
import type { Env } from './env';
import { resolveJwtSecret } from './lib/server-secret';
import { createMailTransport, type MailTransport } from './mail/mail-transport';
import { createMailService } from './mail/mail.service';
import { createAccountService } from './modules/account/account.service';
import { createAuthService } from './modules/auth/auth.service';
import { createBillingService } from './modules/billing/billing.service';
import { createCompaniesService } from './modules/companies/companies.service';
import { createCompanyLinksService } from './modules/company-links/company-links.service';
import { createGeneratorSetupService } from './modules/generator-setup/generator-setup.service';
import { createCataloguesService } from './modules/catalogues/catalogues.service';
import { createGeneratorsService } from './modules/generators/generators.service';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createSignaturesService } from './modules/signatures/signatures.service';
import { createSandboxProvider } from './payments/sandbox-provider';
import { createFileBlobStore } from './storage/blob-store';
import { createTokenSigner } from './modules/auth/tokens';
import { createUsersService } from './modules/users/users.service';

/** Everything the routes need, built once per process (or per test file). */
export async function createContext(env: Env, database: Database, overrides: { mailTransport?: MailTransport; onError?: (error: unknown) => void; clock?: () => Date } = {}) {
  const signer = createTokenSigner(await resolveJwtSecret(database.db, env.JWT_SECRET));
  const transport = overrides.mailTransport ?? createMailTransport(env.SMTP_URL);
  const payments = createSandboxProvider();
  const blobs = createFileBlobStore(join(env.dataDir, 'files'));
  const notifications = createNotificationsService({ db: database.db });
  const generators = createGeneratorsService({ db: database.db, blobs, now: overrides.clock });
  const mail = createMailService({ db: database.db, transport, from: env.MAIL_FROM, onError: overrides.onError });
  return {
    env,
    database,
    signer,
    mail,
    auth: createAuthService({ db: database.db, signer, mail, now: overrides.clock }),
    users: createUsersService({ db: database.db }),
    blobs,
    companies: createCompaniesService({ db: database.db, blobs, now: overrides.clock }),
    companyLinks: createCompanyLinksService({ db: database.db }),
    payments,
    notifications,
    generators,
    generatorSetup: createGeneratorSetupService({ db: database.db, blobs }),
    catalogues: createCataloguesService({ db: database.db, blobs, generators }),
    signatures: createSignaturesService({ db: database.db, blobs, mail, generators, notifications, publicUrl: env.PUBLIC_URL, now: overrides.clock }),
    billing: createBillingService({ db: database.db, provider: payments, now: overrides.clock }),
    account: createAccountService({ db: database.db, mail, publicUrl: env.PUBLIC_URL, now: overrides.clock }),
  };
}
export type AppContext = Awaited<ReturnType<typeof createContext>>;
