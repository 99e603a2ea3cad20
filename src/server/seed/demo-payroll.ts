import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { services } from '../db/schema';
import type { FilesService } from '../modules/files/files.service';
import { storePayrollCfdi } from '../modules/payroll/payroll-upload';
import { readWorkerListFile } from '../modules/payroll-lists/worker-list-file';
import { checkWorkerList, storeWorkerList } from '../modules/payroll-lists/worker-list-upload';
import { DEMO_COMPLIANCE_SERVICES } from './demo-compliance-data';
import { DEMO_COMPANIES } from './demo-data';
import { buildPayrollCfdiXml } from './payroll-cfdi-sample';
import { reconciledFortnight, workforceMember } from './payroll-workforce';

const iso = (year: number, month: number, day: number) => `${String(year)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The demo fortnight's workers, and the three that give the checks something real to show. */
export const DEMO_PAYROLL = {
  workers: 12,
  /** Its ISR withheld 7.50 too high. */
  isrTooHigh: 3,
  /** Its IMSS withheld 2.10 short. */
  imssShort: 7,
  /** Paid and listed, but left out of the SUA. */
  missingFromSua: 10,
} as const;

const csv = (rows: readonly (readonly (string | number)[])[]) => Buffer.from(rows.map((r) => r.map((c) => (typeof c === 'string' && /[",]/.test(c) ? `"${c.replace(/"/g, '""')}"` : String(c))).join(',')).join('\r\n'));

/**
 * The first fortnight of last month of the demo's first REPSE service, uploaded through the payroll
 * modules' own paths (file pipeline, periods, recompute, vault filing, ledger): twelve workers'
 * CFDIs where one worker's ISR and another's IMSS are wrongly withheld, the month's payroll list
 * with all twelve and the SUA with one missing, so the period table, the checks and the summary of
 * workers placed at the client's disposal show real findings on first start.
 */
export async function seedDemoPayroll(db: Db, files: FilesService, companyId: (key: string) => string, userId: (email: string) => string | undefined, today = new Date()) {
  const demo = DEMO_COMPLIANCE_SERVICES[0];
  const company = DEMO_COMPANIES.find((c) => c.key === demo?.provider);
  if (!demo || !company) return;
  const providerId = companyId(demo.provider);
  const [service] = await db.select().from(services).where(and(eq(services.providerCompanyId, providerId), eq(services.name, demo.name)));
  if (!service) return;
  const uploader = userId(demo.uploader) ?? null;
  const lastMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  const [year, month] = [lastMonth.getUTCFullYear(), lastMonth.getUTCMonth() + 1];
  const clientRfc = DEMO_COMPANIES.find((c) => c.key === 'corporativo')?.rfc;
  const members = Array.from({ length: DEMO_PAYROLL.workers }, (_, i) => workforceMember(i));

  for (const [i, member] of members.entries()) {
    const fields = reconciledFortnight(member, { startDate: iso(year, month, 1), endDate: iso(year, month, 15) });
    const isr = i === DEMO_PAYROLL.isrTooHigh ? fields.isr + 7.5 : fields.isr;
    const imss = i === DEMO_PAYROLL.imssShort ? fields.imss - 2.1 : fields.imss;
    const xml = buildPayrollCfdiXml({ ...fields, isr, imss, issuerRfc: company.rfc, issuerName: company.name.toUpperCase(), ...(clientRfc ? { clientRfc } : {}) });
    const result = await storePayrollCfdi({ db, files }, { service, userId: uploader, fileName: `CFDI nómina ${member.employee.number}.xml`, bytes: Buffer.from(xml) });
    if (result.status !== 'SUBIDO') throw new Error(`seed: payroll CFDI ${member.employee.number}: ${result.message}`);
  }

  if (!uploader) return;
  const list = csv([['Nombre', 'CURP', 'RFC', 'NSS', 'Salario diario', 'Días pagados'], ...members.map((m) => [m.employee.name, m.employee.curp, m.employee.rfc, m.employee.nss, m.dailySalary.toFixed(2), 15])]);
  const sua = csv([['NSS', 'CURP', 'Nombre', 'Días cotizados', 'SBC'], ...members.filter((_, i) => i !== DEMO_PAYROLL.missingFromSua).map((m) => [m.employee.nss, m.employee.curp, m.employee.name, 15, m.sbc.toFixed(2)])]);
  for (const [kind, filename, bytes] of [['LISTA', 'Lista de nómina pagada.csv', list], ['SUA', 'SUA trabajadores.csv', sua]] as const) {
    const file = await readWorkerListFile(bytes, filename);
    await storeWorkerList({ db, files }, { service, userId: uploader, year, month, filename, file, checked: checkWorkerList(kind, file) });
  }
}
