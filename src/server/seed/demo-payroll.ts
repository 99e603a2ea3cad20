import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { services } from '../db/schema';
import type { FilesService } from '../modules/files/files.service';
import { storePayrollCfdi } from '../modules/payroll/payroll-upload';
import { DEMO_COMPLIANCE_SERVICES } from './demo-compliance-data';
import { DEMO_COMPANIES } from './demo-data';
import { buildPayrollCfdiXml, demoPayrollWorkers, SAMPLE_QUINCENA } from './payroll-cfdi-sample';

const iso = (year: number, month: number, day: number) => `${String(year)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * One pay period of the demo's first REPSE service: the first quincena of last month, three
 * workers, uploaded through the payroll module's own path (file pipeline, period, vault filing,
 * ledger), so 'Consultar CFDI’s de nómina' and its 'Ver en bóveda' show real content on first start.
 */
export async function seedDemoPayroll(db: Db, files: FilesService, companyId: (key: string) => string, userId: (email: string) => string | undefined, today = new Date()) {
  const demo = DEMO_COMPLIANCE_SERVICES[0];
  const company = DEMO_COMPANIES.find((c) => c.key === demo?.provider);
  if (!demo || !company) return;
  const providerId = companyId(demo.provider);
  const [service] = await db.select().from(services).where(and(eq(services.providerCompanyId, providerId), eq(services.name, demo.name)));
  if (!service) return;
  const lastMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  const [year, month] = [lastMonth.getUTCFullYear(), lastMonth.getUTCMonth() + 1];
  const clientRfc = DEMO_COMPANIES.find((c) => c.key === 'corporativo')?.rfc;
  for (const employee of demoPayrollWorkers()) {
    const xml = buildPayrollCfdiXml({ issuerRfc: company.rfc, issuerName: company.name.toUpperCase(), employee, ...(clientRfc ? { clientRfc } : {}), startDate: iso(year, month, 1), endDate: iso(year, month, 15), ...SAMPLE_QUINCENA });
    const result = await storePayrollCfdi({ db, files }, { service, userId: userId(demo.uploader) ?? null, fileName: `CFDI nómina ${employee.number}.xml`, bytes: Buffer.from(xml) });
    if (result.status !== 'SUBIDO') throw new Error(`seed: payroll CFDI ${employee.number}: ${result.message}`);
  }
}
