import PDFDocument from 'pdfkit';
import type { TGenerator } from '../../shared/contracts/generators.contract';
import { generatorStatusLabel, type PhotoList } from '../../shared/domain/generator';
import { formatMxnCents, parseMxnToCents } from '../../shared/mx/money';
import { formatDateTime } from '../../shared/mx/dates';

export interface PdfPhoto {
  list: PhotoList;
  ns: string;
  activities: string;
  bytes: Buffer;
}

export interface PdfSignature {
  role: string;
  name: string;
  email: string;
  signedAt: Date;
  ip: string;
  image: Buffer | null;
}

export interface GeneratorPdfInput {
  generator: TGenerator;
  logo: Buffer | null;
  photos: PdfPhoto[];
  /** When present, a last page certifies who signed the document with this sha256. */
  signatures?: { documentSha256: string; signers: PdfSignature[] };
}

const BRAND = '#1c4e80';
const LIST_TITLES: Record<PhotoList, string> = { beforeList: 'Antes', duringList: 'Durante', endList: 'Al finalizar' };

type SummaryLine = { nsc_sku: string; description: string; idRow: string; qty: string; total: string };
type Summary = {
  totalAllSheet?: string;
  summaryList?: { sheetName: string; totalSheet: string; summaryListData?: SummaryLine[] }[];
  movementsList?: { name: string; amount: string }[];
} | null;

const SHEET_LABELS: Record<string, string> = { 'Destajo CHC': 'Destajo de empresarial', 'Mano de obra CHC': 'Mano de obra de empresarial' };
const COLUMNS = [
  { title: 'Fila', width: 34, align: 'left' },
  { title: 'SKU', width: 86, align: 'left' },
  { title: 'Descripción', width: 226, align: 'left' },
  { title: 'Cantidad', width: 54, align: 'right' },
  { title: 'Total MXN', width: 104, align: 'right' },
] as const;

function tableRow(pdf: PDFKit.PDFDocument, values: string[], bold = false) {
  if (pdf.y > pdf.page.height - 80) pdf.addPage();
  const top = pdf.y;
  let left = 54;
  pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8).fillColor('#111827');
  let bottom = top;
  COLUMNS.forEach((column, i) => {
    pdf.text(values[i] ?? '', left + 2, top, { width: column.width - 4, align: column.align });
    bottom = Math.max(bottom, pdf.y);
    left += column.width;
  });
  pdf.moveTo(54, bottom + 2).lineTo(558, bottom + 2).lineWidth(0.5).stroke('#e5e7eb');
  pdf.x = 54;
  pdf.y = bottom + 4;
}

/** The calculator's summary (spec 3 §2.7) as tables: one per sheet, then Movimientos, amounts in MXN. */
function summaryTable(pdf: PDFKit.PDFDocument, summary: Summary) {
  for (const sheet of summary?.summaryList ?? []) {
    if (pdf.y > pdf.page.height - 120) pdf.addPage();
    pdf.font('Helvetica-Bold').fontSize(10).fillColor('#374151').text(SHEET_LABELS[sheet.sheetName] ?? sheet.sheetName, 54).moveDown(0.2);
    tableRow(pdf, COLUMNS.map((c) => c.title), true);
    for (const line of sheet.summaryListData ?? []) tableRow(pdf, [line.idRow, line.nsc_sku, line.description, line.qty, formatMxnCents(cents(line.total))]);
    tableRow(pdf, ['', '', 'Total de la hoja', '', formatMxnCents(cents(sheet.totalSheet))], true);
    pdf.moveDown(0.4);
  }
  const movements = summary?.movementsList ?? [];
  if (movements.length) {
    pdf.font('Helvetica-Bold').fontSize(10).fillColor('#374151').text('Movimientos', 54).moveDown(0.2);
    for (const m of movements) tableRow(pdf, ['', '', m.name, '', formatMxnCents(cents(m.amount))]);
    pdf.moveDown(0.4);
  }
}

function field(pdf: PDFKit.PDFDocument, label: string, value: string | undefined | null) {
  pdf.font('Helvetica-Bold').fontSize(9).fillColor('#4b5563').text(`${label}: `, { continued: true }).font('Helvetica').fillColor('#111827').text(value || '—');
}

function heading(pdf: PDFKit.PDFDocument, text: string) {
  if (pdf.y > pdf.page.height - 140) pdf.addPage();
  pdf.moveDown(0.6).font('Helvetica-Bold').fontSize(12).fillColor(BRAND).text(text).moveDown(0.3);
}

function cents(text: string | undefined): number {
  return text ? (parseMxnToCents(text) ?? 0) : 0;
}

/** The generator as a PDF: every section, the photos, the coordinates and the summary in MXN. */
export function renderGeneratorPdf(input: GeneratorPdfInput): Promise<Buffer> {
  const { generator: g } = input;
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({ size: 'LETTER', margins: { top: 54, bottom: 54, left: 54, right: 54 }, bufferPages: true, info: { Title: `Generador ${g.generatedCode}`, Author: 'Avala' } });
    const chunks: Buffer[] = [];
    pdf.on('data', (c: Buffer) => chunks.push(c));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);

    if (input.logo) {
      try {
        pdf.image(input.logo, pdf.page.width - 54 - 110, 40, { fit: [110, 50] });
      } catch {
        // An unreadable logo must not stop the document.
      }
    }
    pdf.font('Helvetica-Bold').fontSize(18).fillColor(BRAND).text('Generador de servicios profesionales', 54, 54, { width: 380 });
    pdf.font('Helvetica').fontSize(10).fillColor('#374151').text(`Folio ${g.generatedCode} · ${generatorStatusLabel(g.status)}`);
    pdf.text(`Proveedor: ${g.providerName} (${g.rfc}) · Cliente: ${g.clientName}`);
    pdf.moveDown(0.5);

    const gen = g.general;
    heading(pdf, 'Datos generales');
    field(pdf, 'Cliente', gen?.clientName);
    field(pdf, 'CSP', gen?.csp);
    field(pdf, 'Servicios', gen?.serviceOfferedIdList.join(', '));
    field(pdf, 'Periodo', gen ? `${gen.startDate} a ${gen.endDate}` : null);
    field(pdf, 'Proveedor (ID) / SAP', gen ? `${gen.idSupplier} / ${gen.idSap}` : null);
    field(pdf, 'Ubicación', gen ? `${gen.address}, ${gen.city}, ${gen.state}` : null);
    field(pdf, 'Área / Asignación / Unidad de negocio', gen ? `${gen.area} / ${gen.assignment} / ${gen.businessUnit}` : null);
    field(pdf, 'Proyecto', gen?.projectName);

    const sup = g.supervisor;
    heading(pdf, 'Supervisor');
    field(pdf, 'Nombre', sup ? `${sup.name} ${sup.lastName} ${sup.motherLastName}` : null);
    field(pdf, 'Contacto', sup ? `${sup.phone} · ${sup.email}` : null);
    field(pdf, 'Región / Responsable', sup ? `${sup.listRegions} / ${sup.listResponsible} (${sup.emailResponsible})` : null);

    const geo = g.geolocation;
    heading(pdf, 'Geolocalización');
    field(pdf, 'Sitio', geo ? `${geo.name} (${geo.code}) · ${geo.address}` : null);
    field(pdf, 'Coordenadas', geo ? `${geo.coordinates.lat.toFixed(6)}, ${geo.coordinates.lng.toFixed(6)}${geo.coordinates.accuracy !== null ? ` (±${Math.round(geo.coordinates.accuracy)} m)` : ''}` : null);
    field(pdf, 'Fecha / Folio tracker', geo ? `${geo.date} / ${geo.folioTracker}` : null);

    const summary = g.summary as Summary;
    heading(pdf, 'Resumen');
    summaryTable(pdf, summary);
    pdf.font('Helvetica-Bold').fontSize(11).fillColor('#111827').text(`Total general: ${formatMxnCents(summary?.totalAllSheet ? cents(summary.totalAllSheet) : g.totalCents)}`, 54);

    heading(pdf, `Evidencia fotográfica${g.photographic.ont ? ` · ONT ${g.photographic.ont}` : ''}`);
    const columnWidth = (pdf.page.width - 108 - 12) / 2;
    for (const list of ['beforeList', 'duringList', 'endList'] as const) {
      const photos = input.photos.filter((p) => p.list === list);
      if (!photos.length) continue;
      pdf.font('Helvetica-Bold').fontSize(10).fillColor('#374151').text(LIST_TITLES[list]).moveDown(0.2);
      for (let i = 0; i < photos.length; i += 2) {
        if (pdf.y > pdf.page.height - 54 - 200) pdf.addPage();
        const top = pdf.y;
        photos.slice(i, i + 2).forEach((photo, column) => {
          const left = 54 + column * (columnWidth + 12);
          try {
            pdf.image(photo.bytes, left, top, { fit: [columnWidth, 150], align: 'center' });
          } catch {
            pdf.rect(left, top, columnWidth, 150).stroke('#d1d5db');
          }
          pdf.font('Helvetica').fontSize(8).fillColor('#111827').text(`NS: ${photo.ns || '—'} · ${photo.activities || ''}`, left, top + 154, { width: columnWidth, height: 24, ellipsis: true });
        });
        pdf.x = 54;
        pdf.y = top + 184;
      }
    }

    if (input.signatures) {
      pdf.addPage();
      pdf.font('Helvetica-Bold').fontSize(16).fillColor(BRAND).text('Hoja de firmas');
      pdf.font('Helvetica').fontSize(9).fillColor('#374151').text(`Documento revisado (sha256): ${input.signatures.documentSha256}`).moveDown();
      for (const signer of input.signatures.signers) {
        const top = pdf.y;
        if (signer.image) {
          try {
            pdf.image(signer.image, 54, top, { fit: [160, 60] });
          } catch {
            // keep the textual record even if the drawing cannot be embedded
          }
        }
        pdf.font('Helvetica-Bold').fontSize(10).fillColor('#111827').text(`${signer.role}: ${signer.name}`, 230, top);
        pdf.font('Helvetica').fontSize(9).text(`${signer.email}`, 230).text(`Firmó el ${formatDateTime(signer.signedAt)} desde ${signer.ip}`, 230);
        pdf.x = 54;
        pdf.y = Math.max(pdf.y, top + 66) + 10;
      }
    }

    const range = pdf.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      pdf.switchToPage(i);
      pdf.font('Helvetica').fontSize(8).fillColor('#6b7280').text(`Avala · ${g.generatedCode} · Página ${i + 1} de ${range.count}`, 54, pdf.page.height - 36, { align: 'center', lineBreak: false });
    }
    pdf.end();
  });
}
