import { Readable } from 'node:stream';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { PERIODICIDAD_PAGO } from '../../shared/domain/payroll-periodicity';
import { AVISOS_CONTRATO } from '../../shared/labels/contracts';
import type { Db } from '../db/client';
import { notifications as notificationRows, services } from '../db/schema';
import { createContractsService } from '../modules/contracts/contracts.service';
import type { FilesService } from '../modules/files/files.service';
import { createNotificationsService } from '../modules/notifications/notifications.service';
import { satStandingReader } from '../modules/sat-lists/sat-standing.reader';
import { createServicesService } from '../modules/services/services.service';
import { DEMO_COMPLIANCE_SERVICES, DEMO_VALIDATOR_EMAIL } from './demo-compliance-data';
import { monthStart } from './demo-compliance-plan';
import { renderDemoContractPdf, type DemoContractText } from './demo-contract-pdf';
import { DEMO_COMPANIES } from './demo-data';

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const dmy = (iso: string) => iso.split('-').toReversed().join('/');

/** The demo contract's data: twelve months from the service's start (so it covers today), MXN, Quincenal, 25 workers. */
export function demoContractData(today: Date, monthsAgo: number) {
  const start = monthStart(today, monthsAgo);
  const end = new Date(Date.UTC(start.getUTCFullYear() + 1, start.getUTCMonth(), 0));
  return { beginDate: isoDate(start), expirationDate: isoDate(end), amount: '1860000.00', currency: 'MXN', cfdiFrequency: '04', employees: '25', sendDate: isoDate(start), paymentStartDay: '15' } as const;
}

export const DEMO_CONTRACT_TITLE = 'Contrato de prestación de servicios especializados de limpieza';
export const DEMO_ANNEX_NAME = 'Anexo 1 — Inmuebles, horarios y plantilla';

const upload = (bytes: Buffer, filename: string, fields: Record<string, string>) => ({ fields, file: { stream: Readable.from([bytes]), filename } });

/**
 * The contract of the demo's first REPSE service, through the contracts module's own path (file
 * pipeline, Contratos/{servicio} vault folder, ledger, notices): uploaded by the provider, accepted
 * by the client, plus one annex still under review. The service detail's contract card has content
 * on first start.
 */
export async function seedDemoContract(db: Db, files: FilesService, companyId: (key: string) => string, userId: (email: string) => string | undefined, today = new Date()) {
  const demo = DEMO_COMPLIANCE_SERVICES[0];
  const provider = DEMO_COMPANIES.find((c) => c.key === demo?.provider);
  const client = DEMO_COMPANIES.find((c) => c.key === 'corporativo');
  if (!demo || !provider || !client) return;
  const [providerUser, clientUser] = [userId(demo.uploader), userId(DEMO_VALIDATOR_EMAIL)];
  const [service] = await db.select().from(services).where(and(eq(services.providerCompanyId, companyId(demo.provider)), eq(services.name, demo.name)));
  if (!service || !providerUser || !clientUser) return;

  const notifications = createNotificationsService({ db });
  const contracts = createContractsService({ db, files, services: createServicesService({ db, notifications, satStanding: satStandingReader(db), companies: { socialObjects: () => Promise.resolve([]) } }), notifications, now: () => today });
  const providerActor = { userId: providerUser, sessionId: 'demo-seed', requestedCompanyId: service.providerCompanyId };
  const clientActor = { userId: clientUser, sessionId: 'demo-seed', requestedCompanyId: service.clientCompanyId };

  const data = demoContractData(today, demo.monthsAgo);
  const text: DemoContractText = {
    title: DEMO_CONTRACT_TITLE,
    provider: { name: provider.name, rfc: provider.rfc, repse: provider.repse },
    client: { name: client.name, rfc: client.rfc },
    service: demo.name,
    beginDate: dmy(data.beginDate),
    expirationDate: dmy(data.expirationDate),
    amount: `MX$ ${new Intl.NumberFormat('es-MX', { minimumFractionDigits: 2 }).format(Number(data.amount))}`,
    employees: Number(data.employees),
    frequency: PERIODICIDAD_PAGO[data.cfdiFrequency],
  };
  const [contractPdf, annexPdf] = await Promise.all([
    renderDemoContractPdf(text, [
      'El prestador proporciona el servicio con su propio personal, bajo su dirección, y no se trata del objeto social ni de la actividad económica preponderante del beneficiario.',
      'El prestador entrega cada mes los CFDI de nómina, las cuotas obrero-patronales y los pagos de INFONAVIT de los trabajadores asignados.',
      'El beneficiario informa este contrato al IMSS en la ICSOE cada cuatro meses.',
    ]),
    renderDemoContractPdf({ ...text, title: DEMO_ANNEX_NAME }, [
      'Inmuebles: oficinas corporativas y centro de distribución del beneficiario.',
      'Horario: lunes a sábado, de 7:00 a 15:00 y de 15:00 a 23:00.',
      'Plantilla: 21 auxiliares de limpieza, 3 supervisores y 1 coordinador.',
    ]),
  ]);

  await contracts.upload(providerActor, service.id, upload(contractPdf, `${DEMO_CONTRACT_TITLE}.pdf`, { name: DEMO_CONTRACT_TITLE, ...data }));
  await contracts.validate(clientActor, service.id, { validationStatus: { status: 'ACCEPTED', comments: '' } });
  await contracts.addAnnex(providerActor, service.id, upload(annexPdf, 'Anexo 1.pdf', { name: DEMO_ANNEX_NAME }));
  // The module's notices are history by now: read, so the demo's bells keep their curated unread lists.
  await db
    .update(notificationRows)
    .set({ readAt: today })
    .where(and(eq(notificationRows.type, AVISOS_CONTRATO.tipo), inArray(notificationRows.companyId, [service.clientCompanyId, service.providerCompanyId]), isNull(notificationRows.readAt)));
}
