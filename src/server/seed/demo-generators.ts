import { randomUUID } from 'node:crypto';
import type { TGeneralForm, TGeolocationForm, TSupervisorForm } from '../../shared/contracts/generators.contract';
import type { GeneratorStatus, PaymentStatus } from '../../shared/domain/generator';
import type { Db } from '../db/client';
import { toGeneratorDto } from '../modules/generators/generator.dto';
import { generatorsRepository } from '../modules/generators/generators.repository';
import { renderGeneratorPdf } from '../pdf/generator-pdf';
import type { FilesService } from '../modules/files/files.service';

interface DemoGenerator {
  provider: 'campo' | 'redes' | 'torres' | 'ortiz';
  status: GeneratorStatus;
  statusPago?: PaymentStatus;
  statusBeforeStore?: GeneratorStatus;
  city: string;
  state: string;
  startDate: string;
  endDate: string;
  totalCents: number;
  service: string;
  comment?: string;
  /** Render the PDF the office reviews (those past the signature process). */
  pdf: boolean;
}

/** A handful of generators in every status so the office list, filters, export and PDF have data. */
const DEMO_GENERATORS: DemoGenerator[] = [
  { provider: 'campo', status: 'DRAFT', city: 'Guadalajara', state: 'Jalisco', startDate: '2026-11-03', endDate: '2026-11-21', totalCents: 0, service: 'Instalación de fibra óptica', pdf: false },
  { provider: 'campo', status: 'REVISION', city: 'Zapopan', state: 'Jalisco', startDate: '2026-10-06', endDate: '2026-10-24', totalCents: 18_452_350, service: 'Mantenimiento preventivo de radio base', pdf: true },
  { provider: 'campo', status: 'APPROVED', city: 'Tlaquepaque', state: 'Jalisco', startDate: '2026-09-01', endDate: '2026-09-19', totalCents: 9_675_000, service: 'Adecuaciones de sitio', pdf: true },
  { provider: 'campo', status: 'STORED', statusBeforeStore: 'APPROVED', city: 'Tonalá', state: 'Jalisco', startDate: '2026-06-02', endDate: '2026-06-20', totalCents: 4_210_080, service: 'Enlaces de microondas', pdf: true },
  { provider: 'redes', status: 'PAID', statusPago: 'PAID', city: 'León', state: 'Guanajuato', startDate: '2026-08-04', endDate: '2026-08-29', totalCents: 25_130_900, service: 'Instalación de fibra óptica', pdf: true },
  { provider: 'torres', status: 'REJECTED', city: 'Monterrey', state: 'Nuevo León', startDate: '2026-09-14', endDate: '2026-10-02', totalCents: 7_300_000, service: 'Obra civil de telecomunicaciones', comment: 'Faltan fotografías del cierre de la obra civil.', pdf: true },
  { provider: 'ortiz', status: 'REVISION', city: 'Querétaro', state: 'Querétaro', startDate: '2026-10-12', endDate: '2026-10-30', totalCents: 3_845_500, service: 'Mantenimiento correctivo de radio base', pdf: true },
];

function generalOf(g: DemoGenerator, clientName: string, index: number): TGeneralForm {
  return {
    clientName,
    csp: `CSP-${String(120 + index)}`,
    idPlace: `SIT-${g.city.slice(0, 3).toUpperCase()}-${String(index + 1).padStart(3, '0')}`,
    cot: '',
    cuenta: '',
    serviceOfferedIdList: [g.service],
    startDate: g.startDate,
    endDate: g.endDate,
    idSupplier: `PROV-${String(400 + index)}`,
    idSap: `SAP-${String(710_000 + index)}`,
    district: '',
    cluster: g.service,
    city: g.city,
    state: g.state,
    address: `Av. Principal ${String(100 + index * 37)}, Centro, ${g.city}`,
    projectName: `Red ${g.state} 2026`,
    area: 'Operaciones',
    assignment: 'Directa (supervisor)',
    businessUnit: 'Empresarial',
  };
}

const SUPERVISOR: TSupervisorForm = {
  name: 'Luis Alberto',
  lastName: 'García',
  motherLastName: 'Pérez',
  phone: '3312345678',
  email: 'campo@proveedor.demo',
  listRegions: 'Occidente',
  listResponsible: 'Ana Ruiz Castañeda',
  phoneResponsible: '3331234567',
  emailResponsible: 'ana.ruiz@corporativo.demo',
  emailManager: 'hector.salinas@corporativo.demo',
};

function geolocationOf(g: DemoGenerator, index: number): TGeolocationForm {
  return {
    date: g.startDate,
    address: `Av. Principal ${String(100 + index * 37)}, Centro, ${g.city}`,
    code: `SIT-${String(index + 1).padStart(3, '0')}`,
    name: `Sitio ${g.city}`,
    coordinates: { lat: 20.6597 + index * 0.01, lng: -103.3496 + index * 0.01, accuracy: 12 },
    folioTracker: `FT-2026-${String(5100 + index)}`,
    finalImageId: null,
  };
}

/** Inserts the demo generators between Corporativo Demo and its generator providers, with real PDFs. */
export async function seedDemoGenerators(db: Db, files: FilesService, companyId: (key: string) => string, userIdOf: (email: string) => string | undefined) {
  const repo = generatorsRepository(db);
  const clientId = companyId('corporativo');
  const names = await repo.companyNames([clientId, ...new Set(DEMO_GENERATORS.map((g) => companyId(g.provider)))]);
  const clientName = names.get(clientId)?.name ?? '';
  for (const [index, g] of DEMO_GENERATORS.entries()) {
    const providerId = companyId(g.provider);
    const id = randomUUID();
    const generatedCode = await repo.nextCode(Number(g.startDate.slice(0, 4)));
    const inserted = await repo.insert({
      id,
      generatedCode,
      providerCompanyId: providerId,
      clientCompanyId: clientId,
      status: g.status,
      statusPago: g.statusPago ?? 'PENDING',
      statusBeforeStore: g.statusBeforeStore ?? null,
      general: generalOf(g, clientName, index),
      supervisor: g.status === 'DRAFT' ? null : SUPERVISOR,
      geolocation: g.status === 'DRAFT' ? null : geolocationOf(g, index),
      ont: g.status === 'DRAFT' ? '' : `ONT-${String(index + 1)}`,
      comment: g.comment ?? '',
      totalCents: g.totalCents,
      city: g.city,
      startDate: g.startDate,
      endDate: g.endDate,
      biddingDocumentId: g.pdf ? randomUUID() : null,
      createdBy: userIdOf('campo@proveedor.demo') ?? null,
    });
    if (!inserted || !g.pdf) continue;
    const provider = names.get(providerId) ?? { name: '', rfc: '' };
    const bytes = await renderGeneratorPdf({ generator: toGeneratorDto(inserted, { provider, client: { name: clientName } }, []), logo: null, photos: [] });
    const blob = await files.storeUpload({ actor: null, companyId: providerId, kind: 'generator_pdf', source: bytes, filename: `${generatedCode}.pdf`, allowed: ['pdf'], maxBytes: bytes.byteLength });
    await repo.update(providerId, id, { pdfFileId: blob.id });
  }
}
