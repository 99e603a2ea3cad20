import PDFDocument from 'pdfkit';

export interface DemoDocumentText {
  requirement: string;
  monthName: string;
  /** 1–12 */
  month: number;
  year: number;
  company: { name: string; rfc: string };
  client: { name: string; rfc: string };
}

/** A one-page PDF that says plainly it is a demo document, so nobody mistakes it for a real filing. */
export function renderDemoPdf(doc: DemoDocumentText): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const title = `Documento de ejemplo — ${doc.requirement} — ${doc.monthName} ${doc.year}`;
    const pdf = new PDFDocument({ size: 'LETTER', margin: 64, info: { Title: title, Author: 'Avala (datos de demostración)' } });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.fillColor('#1c4e80').font('Helvetica-Bold').fontSize(16).text(title);
    pdf.moveDown(1).fillColor('#1f2933').font('Helvetica').fontSize(11);
    pdf.text(`Contribuyente: ${doc.company.name} (RFC ${doc.company.rfc})`);
    pdf.text(`Cliente: ${doc.client.name} (RFC ${doc.client.rfc})`);
    pdf.text(`Periodo: ${doc.monthName} ${doc.year}`);
    pdf.moveDown(1).fillColor('#6b7280').fontSize(9).text('Archivo generado para la demostración de Avala. No tiene validez oficial.');
    pdf.end();
  });
}

const escapeXml = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** ` Name="value"` pairs; the SAT's attribute names are written without accents, as the CFDI schema spells them. */
const attrs = (values: Record<string, string | number>) =>
  Object.entries(values)
    .map(([key, value]) => ` ${key}="${escapeXml(String(value))}"`)
    .join('');

/** A small CFDI 4.0-like XML (no DOCTYPE: the file pipeline refuses those). */
export function renderDemoCfdi(doc: DemoDocumentText, serial: number): Uint8Array {
  const fecha = `${doc.year}-${String(doc.month).padStart(2, '0')}-28T12:00:00`;
  const comprobante = attrs({ Version: '4.0', Serie: 'DEMO', Folio: serial, Fecha: fecha, Moneda: 'MXN', TipoDeComprobante: 'I', Exportacion: '01', LugarExpedicion: '06600', SubTotal: '10000.00', Total: '11600.00' });
  const emisor = attrs({ Rfc: doc.company.rfc, Nombre: doc.company.name.toUpperCase(), RegimenFiscal: '601' });
  const receptor = attrs({ Rfc: doc.client.rfc, Nombre: doc.client.name.toUpperCase(), DomicilioFiscalReceptor: '06600', RegimenFiscalReceptor: '601', UsoCFDI: 'G03' });
  const concepto = attrs({ ClaveProdServ: '76111500', Cantidad: 1, ClaveUnidad: 'E48', Descripcion: `Documento de ejemplo — ${doc.requirement} — ${doc.monthName} ${doc.year}`, ValorUnitario: '10000.00', Importe: '10000.00', ObjetoImp: '02' });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4"${comprobante}>
  <cfdi:Emisor${emisor}/>
  <cfdi:Receptor${receptor}/>
  <cfdi:Conceptos>
    <cfdi:Concepto${concepto}/>
  </cfdi:Conceptos>
</cfdi:Comprobante>
`;
  return new TextEncoder().encode(xml);
}
