import type { Database } from './db/client';
import type { Env } from './env';
import { resolveJwtSecret } from './lib/server-secret';
import { createMailTransport, type MailTransport } from './mail/mail-transport';
import { smtpUrlOf } from './mail/mail-config';
import { createMailService } from './mail/mail.service';
import { createJobRunner } from './jobs/job-runner';
import { createAccountService } from './modules/account/account.service';
import { createAuthService } from './modules/auth/auth.service';
import { createBillingService } from './modules/billing/billing.service';
import { createCompaniesService } from './modules/companies/companies.service';
import { createCompanyLinksService } from './modules/company-links/company-links.service';
import { createCompanyInitService } from './modules/company-links/company-init.service';
import { createInvitationsService } from './modules/company-links/invitations.service';
import { createCounterpartSettingsService } from './modules/company-links/counterpart-settings.service';
import { createGeneratorSetupService } from './modules/generator-setup/generator-setup.service';
import { createCataloguesService } from './modules/catalogues/catalogues.service';
import { createGeneratorsService } from './modules/generators/generators.service';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createSignaturesService, type SignaturesService } from './modules/signatures/signatures.service';
import { resolvePaymentProvider } from './payments/payments-config';
import { blobStoreFromEnv } from './storage/blob-store-from-env';
import { createFilesService } from './modules/files/files.service';
import { createOrphanBlobSweep } from './modules/files/orphan-blobs-sweep.job';
import { createComplianceDocumentsService } from './modules/compliance-documents/compliance-documents.service';
import { createTokenSigner } from './modules/auth/tokens';
import { createUsersService } from './modules/users/users.service';
import { createSecuritySettingsService } from './modules/auth-policies/security-settings.service';
import { createAuditLogService } from './modules/audit-log/audit-log.service';
import { createGroupCompaniesService } from './modules/companies/group-companies.service';
import { createCompanyUsersService } from './modules/users/company-users.service';
import { createRolesService } from './modules/roles/roles.service';
import { createTagsService } from './modules/tags/tags.service';
import { createDocumentSetsService } from './modules/document-sets/document-sets.service';
import { createServicesService } from './modules/services/services.service';
import { createVaultService } from './modules/vault/vault.service';
import { createContractsService } from './modules/contracts/contracts.service';
import { createPayrollService } from './modules/payroll/payroll.service';
import { payrollWorkersReader } from './modules/payroll/payroll-workers.port';
import { workerListsReader } from './modules/payroll-lists/worker-lists.port';
import { createPayrollRecompute } from './modules/payroll/payroll-recompute.job';
import { createSatListsService } from './modules/sat-lists/sat-lists.service';
import { createSatLookupService } from './modules/sat-lists/sat-lookup.service';
import { createSatAnalysisService } from './modules/sat-analysis/sat-analysis.service';
import { createRiskBoardService } from './modules/risk-board/risk-board.service';
import { satStandingReader } from './modules/sat-lists/sat-standing.reader';
import { createSatListAlerts } from './modules/sat-lists/sat-list-alerts';
import { createSatImportJob, satJobLog } from './modules/sat-lists/sat-lists-import.job';
import { satDownloadSources } from './modules/sat-lists/sat-list-sources';
import { createVaultProof } from './modules/vault/vault-proof';
import { ledgerKeyOptions } from './ledger/ledger-key';
import { createComplianceSummaryService } from './modules/compliance-summary/compliance-summary.service';
import { stageReads } from './modules/compliance-documents/stage-reads';
import { createStageAuthorizationsService } from './modules/stage-authorizations/stage-authorizations.service';
import { createDueReminders } from './modules/compliance-summary/due-reminders.job';
import { createComplianceProgressService } from './modules/compliance-progress/compliance-progress.service';
import { createPlatformNoticesService } from './modules/compliance-progress/platform-notices.service';
import { createFilingReminders } from './modules/filings/filing-reminders.job';
import { filingStatusReader } from './modules/filings/filing-status.port';
import { createReportsService } from './modules/reports/reports.service';
import { createProviderGeneratorInfoService } from './modules/provider-generator-info/provider-generator-info.service';

/** Everything the routes need, built once per process (or per test file). */
export async function createContext(env: Env, database: Database, overrides: { mailTransport?: MailTransport; onError?: (error: unknown) => void; clock?: () => Date } = {}) {
  const signer = createTokenSigner(await resolveJwtSecret(database.db, env.JWT_SECRET));
  const transport = overrides.mailTransport ?? createMailTransport(smtpUrlOf(env));
  const payments = resolvePaymentProvider(env);
  const blobs = blobStoreFromEnv(env);
  // The one owner of the files table: every upload of every module goes through files.storeUpload.
  const files = createFilesService({ db: database.db, blobs });
  // One job runner per process; modules register their handlers on it (mail registers mail.send).
  const jobs = createJobRunner({ db: database.db, onError: overrides.onError });
  const mail = createMailService({ db: database.db, transport, from: env.MAIL_FROM, jobs });
  const notifications = createNotificationsService({ db: database.db, mail, publicUrl: env.PUBLIC_URL });
  // Each table has one owning module; the others get its service (ARCHITECTURE §2). Generators and
  // signatures call each other, so generators reaches signatures through a late-bound port.
  const generatorSetup = createGeneratorSetupService({ db: database.db, files });
  const catalogues = createCataloguesService({ db: database.db, files });
  const late: { signatures?: SignaturesService } = {};
  const bound = (): SignaturesService => {
    if (!late.signatures) throw new Error('signatures service not built yet');
    return late.signatures;
  };
  const generators = createGeneratorsService({
    db: database.db,
    files,
    now: overrides.clock,
    signing: {
      hasActiveProcess: (id) => bound().hasActiveProcess(id),
      start: (actor, id) => bound().start(actor, id),
      progress: (ids) => bound().progress(ids),
      signatureSheet: (id) => bound().signatureSheet(id),
    },
    pricing: catalogues,
    regionManagers: generatorSetup,
    notifications,
    jobs,
    // Called only while serving a request, by when `services` (built below) exists.
    services: { requireServiceAccess: (actor, serviceId, need) => services.requireServiceAccess(actor, serviceId, need) },
  });
  const signatures = createSignaturesService({ db: database.db, files, mail, generators, regionManagers: generatorSetup, notifications, publicUrl: env.PUBLIC_URL, now: overrides.clock });
  late.signatures = signatures;
  const auth = createAuthService({ db: database.db, signer, mail, now: overrides.clock });
  const account = createAccountService({ db: database.db, mail, publicUrl: env.PUBLIC_URL, now: overrides.clock });
  // The blacklist label of every company card, read from the current SAT lists (issue 23).
  const satStanding = satStandingReader(database.db);
  const invitations = createInvitationsService({ db: database.db, notifications, now: overrides.clock });
  // Documents and summaries reach a service only through its owner's access check.
  // Company tags: written by the Empresas form, read by the lists that filter on them.
  const tags = createTagsService({ db: database.db });
  const companies = createCompaniesService({ db: database.db, files, satStanding, tags, now: overrides.clock });
  const services = createServicesService({ db: database.db, notifications, satStanding, companies, now: overrides.clock });
  const complianceDocuments = createComplianceDocumentsService({ db: database.db, files, notifications, services, now: overrides.clock });
  const vault = createVaultService({ db: database.db, files, now: overrides.clock });
  const roles = createRolesService({ db: database.db, now: overrides.clock });
  const satListAlerts = createSatListAlerts({ db: database.db, jobs, notifications });
  const satLists = createSatListsService({ db: database.db, alerts: satListAlerts });
  return {
    env,
    /** The injected clock of tests (undefined in production: real time). */
    clock: overrides.clock,
    database,
    signer,
    jobs,
    mail,
    auth,
    users: createUsersService({ db: database.db, sessions: auth, satStanding, now: overrides.clock }),
    blobs,
    files,
    orphanBlobSweep: createOrphanBlobSweep({ db: database.db, blobs, jobs, now: overrides.clock }),
    companies,
    groupCompanies: createGroupCompaniesService({ db: database.db, tags }),
    tags,
    securitySettings: createSecuritySettingsService({ db: database.db }),
    auditLog: createAuditLogService({ db: database.db }),
    companyLinks: createCompanyLinksService({ db: database.db, satStanding, now: overrides.clock }),
    counterpartSettings: createCounterpartSettingsService({ db: database.db }),
    vault,
    vaultProof: createVaultProof({ db: database.db, vault, ledgerKey: ledgerKeyOptions(env) }),
    complianceDocuments,
    contracts: createContractsService({ db: database.db, files, services, notifications, now: overrides.clock }),
    payroll: createPayrollService({ db: database.db, files, services, notifications, workerLists: workerListsReader(database.db) }),
    payrollRecompute: createPayrollRecompute({ db: database.db, jobs }),
    satLists,
    satListAlerts,
    satLookup: createSatLookupService({ db: database.db, now: overrides.clock }),
    satAnalysis: createSatAnalysisService({ db: database.db, now: overrides.clock }),
    // Tests read a board right after writing: no reuse there.
    riskBoard: createRiskBoardService({ db: database.db, now: overrides.clock, keep: env.NODE_ENV !== 'test' }),
    satImportJob: createSatImportJob({ db: database.db, jobs, satLists, sources: satDownloadSources(env), log: satJobLog(env.LOG_LEVEL), now: overrides.clock }),
    // Read ports of the workforce summary (issue 22).
    payrollWorkers: payrollWorkersReader(database.db),
    workerLists: workerListsReader(database.db),
    payments,
    notifications,
    services,
    generators,
    generatorSetup,
    catalogues,
    signatures,
    billing: createBillingService({ db: database.db, provider: payments, now: overrides.clock }),
    account,
    invitations,
    companyInit: createCompanyInitService({ db: database.db, mail, invitations, activationLink: account.activationLink }),
    roles,
    documentSets: createDocumentSetsService({ db: database.db, files }),
    companyUsers: createCompanyUsersService({ db: database.db, mail, sessions: auth, roles, activationLink: account.activationLink, now: overrides.clock }),
    stageAuthorizations: createStageAuthorizationsService({ db: database.db, services, notifications, files, now: overrides.clock }),
    complianceSummary: createComplianceSummaryService({ db: database.db, services, stages: stageReads(database.db), bytes: files.bytes, now: overrides.clock, onError: overrides.onError }),
    // Walks the services in paced batches; tests skip the rest between batches.
    dueReminders: createDueReminders({ db: database.db, notifications, jobs, now: overrides.clock, pauseMs: env.NODE_ENV === 'test' ? 0 : undefined }),
    complianceProgress: createComplianceProgressService({ db: database.db, documents: complianceDocuments, bytes: files.bytes, onError: overrides.onError }),
    platformNotices: createPlatformNoticesService({ db: database.db, now: overrides.clock }),
    // The four-monthly ICSOE/SISUB filings (issue 24): the reminder job and the status read port.
    filingReminders: createFilingReminders({ db: database.db, notifications, jobs, now: overrides.clock, pauseMs: env.NODE_ENV === 'test' ? 0 : undefined }),
    filingStatuses: filingStatusReader(database.db),
    // MIS REPORTES (issue 24): report requirements through the documents' owner, workbooks into the vault.
    reports: createReportsService({ db: database.db, files, documents: complianceDocuments, now: overrides.clock }),
    // The provider's "Datos de generador" per client (spec 3 §2.9, additional/generadoresInfo).
    providerGeneratorInfo: createProviderGeneratorInfoService({ db: database.db, now: overrides.clock }),
  };
}
export type AppContext = Awaited<ReturnType<typeof createContext>>;
