import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import pkg from '../../package.json' with { type: 'json' };
import type { AppContext } from './context';
import { registerLegalDocuments } from './legal/legal.routes';
import { loggerOptions } from './lib/log-redaction';
import { accountRoutes } from './modules/account/account.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { companiesRoutes } from './modules/companies/companies.routes';
import { additionalProductsRoutes } from './modules/companies/additional-products.routes';
import { groupCompaniesRoutes } from './modules/companies/group-companies.routes';
import { securitySettingsRoutes } from './modules/auth-policies/security-settings.routes';
import { auditLogRoutes } from './modules/audit-log/audit-log.routes';
import { companyLinksRoutes } from './modules/company-links/company-links.routes';
import { collaborationRoutes } from './modules/company-links/collaboration.routes';
import { counterpartsRoutes } from './modules/company-links/counterparts.routes';
import { templatesRoutes } from './modules/compliance-documents/templates.routes';
import { generatorSetupRoutes } from './modules/generator-setup/generator-setup.routes';
import { cataloguesRoutes } from './modules/catalogues/catalogues.routes';
import { generatorBiddingRoutes, generatorsRoutes } from './modules/generators/generators.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { signingRoutes } from './modules/signatures/signatures.routes';
import { devMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes';
import { healthRoutes } from './modules/health/health.routes';
import { configRoutes } from './modules/config/config.routes';
import { tileSource } from './lib/map-tiles';
import { responseSerializer } from './lib/response-serializer';
import { usersRoutes } from './modules/users/users.routes';
import { companyUsersRoutes } from './modules/users/company-users.routes';
import { rolesRoutes } from './modules/roles/roles.routes';
import { tagsRoutes } from './modules/tags/tags.routes';
import { documentSetImagesRoutes, documentSetsRoutes } from './modules/document-sets/document-sets.routes';
import multipart from '@fastify/multipart';
import { filesRoutes } from './modules/files/files.routes';
import { servicesRoutes } from './modules/services/services.routes';
import { ledgerRoutes } from './modules/ledger/ledger.routes';
import { complianceDocumentsRoutes } from './modules/compliance-documents/compliance-documents.routes';
import { contractsRoutes } from './modules/contracts/contracts.routes';
import { payrollRoutes } from './modules/payroll/payroll.routes';
import { payrollListsRoutes } from './modules/payroll-lists/payroll-lists.routes';
import { satListsRoutes } from './modules/sat-lists/sat-lists.routes';
import { satLookupRoutes } from './modules/sat-lists/sat-lookup.routes';
import { satAnalysisRoutes } from './modules/sat-analysis/sat-analysis.routes';
import { riskBoardRoutes } from './modules/risk-board/risk-board.routes';
import { blockchainRoutes, documentRoutes, vaultRoutes } from './modules/vault/vault.routes';
import { complianceSummaryRoutes } from './modules/compliance-summary/compliance-summary.routes';
import { stageAuthorizationsRoutes } from './modules/stage-authorizations/stage-authorizations.routes';
import { complianceProgressRoutes } from './modules/compliance-progress/compliance-progress.routes';
import { workforceSummaryRoutes } from './modules/workforce-summary/workforce-summary.routes';
import { filingsRoutes } from './modules/filings/filings.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { providerGeneratorInfoRoutes } from './modules/provider-generator-info/provider-generator-info.routes';
import { MULTIPART_MAX_BYTES } from './modules/files/upload-limits';
import { registerAuth } from './plugins/auth';
import { registerErrorHandler } from './plugins/error-handler';
import { registerShutdownAnswer } from './plugins/shutdown';
import { registerIdempotency } from './plugins/idempotency';
import { registerRateLimits } from './plugins/rate-limit';
import { registerRequestHygiene } from './plugins/request-hygiene';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';

export interface BuildOptions {
  logger?: boolean;
  /** Built web app to serve (dist/); omitted in API-only tests. */
  webDir?: string;
}

/** Whether this server serves the OpenAPI page and document under /api/docs. */
export function apiDocsServed(env: Pick<AppContext['env'], 'NODE_ENV' | 'API_DOCS'>): boolean {
  return env.NODE_ENV !== 'production' || env.API_DOCS === 'public';
}

/** Builds the whole server without listening, so tests drive it with app.inject(). */
export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(ctx.env.LOG_LEVEL),
    trustProxy: ctx.env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    // The envelope instead of Fastify's bare 503 while closing: registerShutdownAnswer.
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer);
  registerErrorHandler(app);
  registerRequestHygiene(app);
  registerShutdownAnswer(app);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets inline style attributes; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Map tiles (MAP_TILE_URL): drawn by the page, fetched and kept by the service worker.
        imgSrc: ["'self'", 'data:', 'blob:', tileSource(ctx.env.MAP_TILE_URL)],
        connectSrc: ["'self'", tileSource(ctx.env.MAP_TILE_URL)],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  // Answers up to 64 KB (a page of any list) are compressed in one synchronous call: on two cores the
  // plugin's default (8 KB) sent every list page through a stream pipeline, a tenth of its CPU.
  // Brotli at quality 3 with a 64 KB window: a 15 KB list page comes out the same size as at the
  // plugin's quality 4 (3.2 KB) in half the time (~0.1 ms instead of ~0.22 ms).
  await app.register(compress, {
    threshold: 1024,
    syncThreshold: 64 * 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT, [zlibConstants.BROTLI_PARAM_QUALITY]: 3, [zlibConstants.BROTLI_PARAM_LGWIN]: 16 } },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Avala API', version: pkg.version, description: 'API de Avala. Respuestas en el sobre { codigo, respuesta, mensaje }.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  // The API's map helps whoever probes a production server more than its users: it is served in
  // development and test, and in production only when API_DOCS=public says so.
  if (apiDocsServed(ctx.env)) await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await registerRateLimits(app, { env: ctx.env, db: ctx.database.db, now: ctx.clock });
  registerAuth(app, ctx);
  registerIdempotency(app, ctx.database.db);
  await app.register(healthRoutes({ database: ctx.database, version: pkg.version }), { prefix: '/api' });
  await app.register(configRoutes({ env: ctx.env }), { prefix: '/api/v1/config' });
  await app.register(authRoutes(ctx), { prefix: '/api/v1/auth' });
  await app.register(usersRoutes(ctx), { prefix: '/api/v1/users' });
  await app.register(accountRoutes(ctx), { prefix: '/api/v1/users' });
  await app.register(companiesRoutes(ctx), { prefix: '/api/v1/companies' });
  await app.register(additionalProductsRoutes(ctx), { prefix: '/api/v1/additional' });
  await app.register(providerGeneratorInfoRoutes(ctx), { prefix: '/api/v1/additional/generadoresInfo' });
  await app.register(groupCompaniesRoutes(ctx), { prefix: '/api/v1/companies' });
  await app.register(securitySettingsRoutes(ctx), { prefix: '/api/v1/companies' });
  await app.register(auditLogRoutes(ctx), { prefix: '/api/v1/companies' });
  await app.register(companyLinksRoutes(ctx), { prefix: '/api/v1/companies' });
  await app.register(counterpartsRoutes(ctx), { prefix: '/api/v1/companies' });
  await app.register(companyUsersRoutes(ctx), { prefix: '/api/v1/companies' });
  await app.register(rolesRoutes(ctx), { prefix: '/api/v1/companies' });
  await app.register(tagsRoutes(ctx), { prefix: '/api/v1/tags' });
  await app.register(collaborationRoutes(ctx), { prefix: '/api/v1/bpm' });
  await app.register(billingRoutes(ctx), { prefix: '/api/v1' });
  await app.register(notificationsRoutes(ctx), { prefix: '/api/v1/notifications' });
  await app.register(generatorsRoutes(ctx), { prefix: '/api/v1/generador' });
  await app.register(generatorBiddingRoutes(ctx), { prefix: '/api/v1/generadorBidding' });
  await app.register(signingRoutes(ctx), { prefix: '/api/v1/firma' });
  await app.register(generatorSetupRoutes(ctx), { prefix: '/api/v1' });
  await app.register(cataloguesRoutes(ctx), { prefix: '/api/v1' });
  await app.register(servicesRoutes(ctx), { prefix: '/api/v1' });
  await app.register(ledgerRoutes(ctx), { prefix: '/api/v1/ledger' });
  // Multipart streams only where a route asks for them (request.file with its own limits); base64 JSON routes are unaffected.
  await app.register(multipart, { limits: { fileSize: MULTIPART_MAX_BYTES + 1, files: 1, fields: 10, parts: 12, fieldSize: 1024 } });
  await app.register(filesRoutes(ctx), { prefix: '/api/v1/files' });
  await app.register(documentSetsRoutes(ctx), { prefix: '/api/v1/companies' });
  await app.register(documentSetImagesRoutes(ctx), { prefix: '/api/v1/document-set-images' });
  await app.register(complianceDocumentsRoutes(ctx), { prefix: '/api/v1/services' });
  await app.register(contractsRoutes(ctx), { prefix: '/api/v1/services' });
  await app.register(payrollRoutes(ctx), { prefix: '/api/v1/services' });
  await app.register(payrollListsRoutes(ctx), { prefix: '/api/v1/services' });
  await app.register(satListsRoutes(ctx), { prefix: '/api/v1/sat/lists' });
  await app.register(satLookupRoutes(ctx), { prefix: '/api/v1/general/analisis69' });
  await app.register(satAnalysisRoutes(ctx), { prefix: '/api/v1/general/analisis69' });
  await app.register(riskBoardRoutes(ctx), { prefix: '/api/v1/riesgos' });
  await app.register(templatesRoutes(), { prefix: '/api/v1/templates' });
  await app.register(vaultRoutes(ctx), { prefix: '/api/v1/vault' });
  await app.register(blockchainRoutes(ctx), { prefix: '/api/v1/blockchain' });
  await app.register(documentRoutes(ctx), { prefix: '/api/v1/document' });
  await app.register(complianceSummaryRoutes(ctx), { prefix: '/api/v1/services' });
  await app.register(stageAuthorizationsRoutes(ctx), { prefix: '/api/v1/services' });
  await app.register(complianceProgressRoutes(ctx), { prefix: '/api/v1' });
  await app.register(workforceSummaryRoutes(ctx), { prefix: '/api/v1' });
  await app.register(filingsRoutes(ctx), { prefix: '/api/v1/filings' });
  await app.register(reportsRoutes(ctx), { prefix: '/api/v1' });
  ctx.payments?.registerRoutes(app);
  if (ctx.env.NODE_ENV !== 'production') await app.register(devMailboxRoutes(ctx), { prefix: '/api/v1/dev' });
  registerLegalDocuments(app);
  await registerWebApp(app, options.webDir);
  return app;
}
