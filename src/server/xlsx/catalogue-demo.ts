import ExcelJS from 'exceljs';

/**
 * A realistic priced catalogue for the demo client (and for tests and the benchmark): several
 * sheets with a title, a header row, section subtitles and priced rows in MXN. Prices are written
 * as numbers, as formulas with cached results and, in one sheet, as text with thousands separators,
 * as real client workbooks mix them.
 */
const HEADER = ['MATERIAL (NSC) / SKU', 'CONCEPTO', 'DESCRIPCIÓN', 'UNIDAD', 'CANTIDAD', 'PRECIO UNITARIO MXN', 'TOTAL'];

interface Section {
  title: string;
  items: { concept: string; description: string; unit: string; base: number }[];
}

const MATERIAL_SECTIONS: Section[] = [
  { title: 'CABLEADO ESTRUCTURADO', items: items('Cable', ['UTP Cat 6 azul', 'UTP Cat 6A LSZH', 'FTP Cat 6 exterior', 'Coaxial RG6', 'Coaxial RG11', 'Patch cord Cat 6 1 m', 'Patch cord Cat 6 3 m', 'Jack RJ45 Cat 6', 'Plug RJ45 Cat 6', 'Faceplate 2 puertos'], ['m', 'm', 'm', 'm', 'm', 'pza', 'pza', 'pza', 'pza', 'pza'], [14.5, 32, 24, 9.8, 21, 68, 115, 85, 9.5, 42]) },
  { title: 'FIBRA ÓPTICA', items: items('Fibra', ['Cable monomodo 12 hilos', 'Cable monomodo 24 hilos', 'Cable monomodo 48 hilos', 'Pigtail SC/APC', 'Pigtail LC/UPC', 'Jumper SC/APC 3 m', 'Caja de empalme 48 fusiones', 'Charola de empalme', 'Manga termocontráctil', 'Distribuidor óptico 24 puertos', 'ODF 48 puertos', 'Roseta óptica'], ['m', 'm', 'm', 'pza', 'pza', 'pza', 'pza', 'pza', 'pza', 'pza', 'pza', 'pza'], [28, 41, 68, 95, 88, 165, 2450, 320, 6.5, 3850, 6900, 410]) },
  { title: 'CANALIZACIÓN', items: items('Canalización', ['Tubo conduit galvanizado 3/4"', 'Tubo conduit galvanizado 1"', 'Tubo PAD 1 1/4"', 'Registro de concreto 40x40', 'Charola tipo malla 30 cm', 'Abrazadera tipo uña 3/4"', 'Cople conduit 1"', 'Curva conduit 90° 1"', 'Taquete y pija 1/4"', 'Ducto PVC 2"'], ['m', 'm', 'm', 'pza', 'm', 'pza', 'pza', 'pza', 'pza', 'm'], [62, 88, 21, 1150, 245, 4.8, 19, 58, 1.9, 39]) },
  { title: 'ENERGÍA Y TIERRAS', items: items('Energía', ['Cable THW cal. 10', 'Cable THW cal. 8', 'Varilla de tierra 3 m', 'Conector mecánico', 'Barra de tierras', 'Interruptor termomagnético 2x30 A', 'Centro de carga 8 polos', 'Supresor de picos', 'Soldadura exotérmica', 'Rectificador 48 V'], ['m', 'm', 'pza', 'pza', 'pza', 'pza', 'pza', 'pza', 'pza', 'pza'], [17, 27, 420, 65, 1380, 390, 1250, 2900, 310, 38500]) },
];

/** Items of a section with their unit and a market reference price in MXN (2026, IVA no incluido). */
function items(concept: string, descriptions: string[], units: string[], bases: number[]) {
  return descriptions.map((description, i) => ({ concept, description, unit: units[i] ?? 'pza', base: bases[i] ?? 100 }));
}

/** Deterministic prices around the reference (±6 %, a client's markup, 2 % more per lote): the same workbook every time. */
function price(seed: number, base: number, factor: number, round: number): number {
  const x = Math.sin(seed * 9301 + 49297) * 233280;
  const jitter = 0.94 + (x - Math.floor(x)) * 0.12;
  return Math.max(0.5, Math.round(base * factor * jitter * (1 + 0.02 * round) * 100) / 100);
}

type PriceStyle = 'number' | 'formula' | 'text';

function addSheet(workbook: ExcelJS.Workbook, name: string, prefix: string, sections: Section[], factor: number, style: PriceStyle, repeat = 1) {
  const sheet = workbook.addWorksheet(name);
  sheet.columns = [{ width: 22 }, { width: 18 }, { width: 48 }, { width: 10 }, { width: 12 }, { width: 20 }, { width: 16 }];
  sheet.addRow([`${name} — precios unitarios en MXN, IVA no incluido`]);
  sheet.mergeCells(1, 1, 1, 7);
  sheet.addRow(HEADER).font = { bold: true };
  let seed = name.length * 31;
  for (let round = 0; round < repeat; round++) {
    for (const section of sections) {
      const title = repeat > 1 ? `${section.title} ${round + 1}` : section.title;
      sheet.addRow([title]).font = { bold: true };
      section.items.forEach((item, i) => {
        seed += 1;
        const sku = `${prefix}-${String(round * 1000 + seed).padStart(5, '0')}`;
        const unitPrice = price(seed, item.base, factor, round);
        const row = sheet.addRow([sku, item.concept, `${item.description}${repeat > 1 ? ` (lote ${round + 1})` : ''}`, item.unit, null, null, null]);
        const r = row.number;
        if (style === 'formula' && i % 2 === 0) {
          const base = Math.round((unitPrice / 1.16) * 100) / 100;
          row.getCell(6).value = { formula: `ROUND(${base}*1.16,2)`, result: Math.round(base * 116) / 100 };
        } else if (style === 'text') {
          row.getCell(6).value = unitPrice.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
        } else {
          row.getCell(6).value = unitPrice;
        }
        row.getCell(6).numFmt = '"$"#,##0.00';
        row.getCell(7).value = { formula: `E${r}*F${r}`, result: 0 };
      });
    }
  }
  return sheet;
}

const LABOUR: Section[] = [
  { title: 'INSTALACIÓN', items: items('Mano de obra', ['Tendido de cable UTP por metro', 'Tendido de fibra óptica aérea', 'Tendido de fibra subterránea', 'Fusión de fibra por hilo', 'Peinado y etiquetado de rack', 'Instalación de gabinete mural', 'Instalación de antena de microondas', 'Alineación de enlace de microondas', 'Instalación de radio base', 'Configuración de equipo activo'], ['m', 'm', 'm', 'pza', 'rack', 'pza', 'pza', 'enlace', 'sitio', 'pza'], [12, 18, 26, 95, 1800, 950, 4500, 3200, 28000, 1400]) },
  { title: 'OBRA CIVIL', items: items('Obra civil', ['Excavación de zanja 40 cm', 'Relleno y compactación', 'Ranurado de muro', 'Resane de muro', 'Perforación de losa', 'Construcción de registro', 'Base de concreto para gabinete', 'Retiro de escombro'], ['m', 'm', 'm', 'm', 'pza', 'pza', 'pza', 'm3'], [185, 95, 75, 60, 450, 3800, 4200, 650]) },
  { title: 'PRUEBAS Y DOCUMENTACIÓN', items: items('Pruebas', ['Certificación de nodo UTP', 'Prueba OTDR por hilo', 'Prueba de potencia óptica', 'Memoria técnica', 'Planos as built'], ['nodo', 'hilo', 'hilo', 'doc', 'doc'], [75, 110, 65, 3500, 2800]) },
];

const MOVEMENTS: Section[] = [
  { title: 'TRASLADOS', items: items('Movimiento', ['Traslado de cuadrilla zona urbana', 'Traslado de cuadrilla zona foránea', 'Viáticos por persona por día', 'Renta de grúa por hora', 'Renta de andamio por día', 'Casetas y combustible'], ['viaje', 'viaje', 'día', 'hora', 'día', 'viaje'], [1200, 4800, 950, 1650, 380, 1450]) },
];

const RADIO: Section[] = [
  { title: 'ADECUACIONES', items: items('Adecuación', ['Adecuación de cuarto de equipo', 'Instalación de aire acondicionado', 'Instalación de escalerilla', 'Pintura de torre', 'Balizamiento de torre'], ['sitio', 'pza', 'm', 'm2', 'sitio'], [45000, 18500, 420, 260, 12000]) },
  { title: 'MICROONDAS', items: items('Microondas', ['Instalación de ODU', 'Instalación de IDU', 'Cambio de antena 0.6 m', 'Cambio de antena 1.2 m', 'Reapuntamiento de enlace'], ['pza', 'pza', 'pza', 'pza', 'enlace'], [3900, 2600, 6800, 9900, 3100]) },
  { title: 'RADIO BASE', items: items('Radio base', ['Instalación de RRU', 'Instalación de BBU', 'Cambio de jumper RF', 'Swap de tecnología', 'Integración de sitio'], ['pza', 'pza', 'pza', 'sitio', 'sitio'], [5200, 4600, 850, 24000, 16500]) },
];

/**
 * The demo catalogue, or a bigger one (`repeat` multiplies the material sections) for the
 * benchmark. Returns the xlsx bytes.
 */
export async function buildDemoCatalogueWorkbook(options: { repeat?: number } = {}): Promise<Buffer> {
  const repeat = options.repeat ?? 3;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Avala';
  addSheet(workbook, 'Catalogo PE Materiales', 'PE', MATERIAL_SECTIONS, 1, 'formula', repeat);
  addSheet(workbook, 'Banamex Materiales', 'BNX', MATERIAL_SECTIONS, 1.12, 'text', Math.max(1, Math.ceil(repeat / 2)));
  addSheet(workbook, 'Destajo CHC', 'DCHC', LABOUR, 0.85, 'number');
  addSheet(workbook, 'Mano de obra CHC', 'MOCHC', LABOUR, 1, 'number');
  addSheet(workbook, 'Movimientos', 'MOV', MOVEMENTS, 1, 'number');
  addSheet(workbook, 'Servicios Radio Base', 'SRB', RADIO, 1, 'formula');
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
