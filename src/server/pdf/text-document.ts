import PDFDocument from 'pdfkit';

export interface TextDocument {
  title: string;
  subtitle: string;
  sections: { heading: string; paragraphs: string[] }[];
}

const BRAND = '#1c4e80';

/** Renders a long legal or help text as a paginated A4 PDF with page numbers. */
export function renderTextDocument(doc: TextDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({ size: 'A4', margins: { top: 64, bottom: 64, left: 64, right: 64 }, bufferPages: true, info: { Title: doc.title, Author: 'Avala', Subject: doc.subtitle } });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);

    pdf.fillColor(BRAND).font('Helvetica-Bold').fontSize(20).text(doc.title);
    pdf.moveDown(0.3).fillColor('#4b5563').font('Helvetica').fontSize(10).text(doc.subtitle);
    pdf.moveDown(1);
    for (const section of doc.sections) {
      pdf.fillColor(BRAND).font('Helvetica-Bold').fontSize(12).text(section.heading);
      pdf.moveDown(0.3);
      for (const paragraph of section.paragraphs) pdf.fillColor('#1f2933').font('Helvetica').fontSize(10).text(paragraph, { align: 'justify' }).moveDown(0.5);
      pdf.moveDown(0.5);
    }

    const range = pdf.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      pdf.switchToPage(i);
      pdf.fillColor('#6b7280').fontSize(8).text(`Avala · ${doc.title} · Página ${i + 1} de ${range.count}`, 64, pdf.page.height - 44, { align: 'center', lineBreak: false });
    }
    pdf.end();
  });
}
