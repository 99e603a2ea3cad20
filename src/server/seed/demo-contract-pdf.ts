import PDFDocument from 'pdfkit';

export interface DemoContractText {
  title: string;
  provider: { name: string; rfc: string; repse: string };
  client: { name: string; rfc: string };
  service: string;
  beginDate: string;
  expirationDate: string;
  amount: string;
  employees: number;
  frequency: string;
}

/**
 * A short demo contract or annex: says plainly it is a demo, and carries what a REPSE contract of
 * specialised services must cite (DOMAIN-MX: the provider's REPSE registration, the object of the
 * service and the approximate number of workers).
 */
export function renderDemoContractPdf(doc: DemoContractText, clauses: readonly string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({ size: 'LETTER', margin: 64, info: { Title: doc.title, Author: 'Avala (datos de demostración)' } });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.fillColor('#1c4e80').font('Helvetica-Bold').fontSize(15).text(doc.title);
    pdf.moveDown(1).fillColor('#1f2933').font('Helvetica').fontSize(11);
    pdf.text(`Prestador: ${doc.provider.name} (RFC ${doc.provider.rfc}), registrado en el REPSE para: ${doc.provider.repse}.`);
    pdf.text(`Beneficiario: ${doc.client.name} (RFC ${doc.client.rfc}).`);
    pdf.text(`Servicio: ${doc.service}.`);
    pdf.text(`Vigencia: del ${doc.beginDate} al ${doc.expirationDate}. Contraprestación: ${doc.amount} más IVA.`);
    pdf.text(`Número aproximado de trabajadores asignados: ${doc.employees}. Periodicidad de pago de nómina: ${doc.frequency}.`);
    pdf.moveDown(1);
    for (const [i, clause] of clauses.entries()) pdf.text(`${i + 1}. ${clause}`).moveDown(0.5);
    pdf.moveDown(1).fillColor('#6b7280').fontSize(9).text('Archivo generado para la demostración de Avala. No tiene validez oficial.');
    pdf.end();
  });
}
