import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAYROLL_LIST_TEMPLATE_FILE } from '../../../shared/domain/payroll-list-template';
import { requireActor } from '../../plugins/auth';
import { contentDisposition } from '../../storage/content-disposition';
import { buildPayrollListTemplate } from '../../xlsx/payroll-list-template';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Blank workbooks offered on requirement cards, under /api/v1/templates. Signed-in users only
 * (the app's files all need the session), though they hold no company data. Built once per process.
 */
export const templatesRoutes = (): FastifyPluginAsyncZod => async (app) => {
  app.addHook('onRequest', app.authenticate);
  let payrollList: Promise<Buffer> | undefined;

  app.get('/payroll-list', { schema: { security: [{ bearer: [] }], tags: ['documentos de servicio'], summary: 'Plantilla XLSX de la lista de nómina pagada' } }, async (request, reply) => {
    requireActor(request);
    payrollList ??= buildPayrollListTemplate().catch((error: unknown) => {
      payrollList = undefined;
      throw error;
    });
    return reply
      .header('content-type', XLSX)
      .header('content-disposition', contentDisposition('attachment', PAYROLL_LIST_TEMPLATE_FILE))
      .header('cache-control', 'private, max-age=3600')
      .send(await payrollList);
  });
};
