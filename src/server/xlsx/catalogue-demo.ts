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
  items: { concept: string; description: string; unit: string }[];
}

const MATERIAL_SECTIONS: Section[] = [
  { title: 'CABLEADO ESTRUCTURADO', items: items('Cable', ['UTP Cat 6 azul', 'UTP Cat 6A LSZH', 'FTP Cat 6 exterior', 'Coaxial RG6', 'Coaxial RG11', 'Patch cord Cat 6 1 m', 'Patch cord Cat 6 3 m', 'Jack RJ45 Cat 6', 'Plug RJ45 Cat 6', 'Faceplate 2 puertos'], ['m', 'm', 'm', 'm', 'm', 'pza', 'pza', 'pza', 'pza', 'pza']) },
  { title: 'FIBRA ÓPTICA', items: items('Fibra', ['Cable monomodo 12 hilos', 'Cable monomodo 24 hilos', 'Cable monomodo 48 hilos', 'Pigtail SC/APC', 'Pigtail LC/UPC', 'Jumper SC/APC 3 m', 'Caja de empalme 48 fusiones', 'Charola de empalme', 'Manga termocontráctil', 'Distribuidor óptico 24 puertos', 'ODF 48 puertos', 'Roseta óptica'], ['m', 'm', 'm', 'pza', 'pza', 'pza', 'pza', 'pza', 'pza', 'pza', 'pza', 'pza']) },
  { title: 'CANALIZACIÓN', items: items('Canalización', ['Tubo conduit galvanizado 3/4"', 'Tubo conduit galvanizado 1"', 'Tubo PAD 1 1/4"', 'Registro de concreto 40x40', 'Charola tipo malla 30 cm', 'Abrazadera tipo uña 3/4"', 'Cople conduit 1"', 'Curva conduit 90° 1"', 'Taquete y pija 1/4"', 'Ducto PVC 2"'], ['m', 'm', 'm', 'pza', 'm', 'pza', 'pza', 'pza', 'pza', 'm']) },
  { title: 'ENERGÍA Y TIERRAS', items: items('Energía', ['Cable THW cal. 10', 'Cable THW cal. 8', 'Varilla de tierra 3 m', 'Conector mecánico', 'Barra de tierras', 'Interruptor termomagnético 2x30 A', 'Centro de carga 8 polos', 'Supresor de picos', 'Soldadura exotérmica', 'Rectificador 48 V'], ['m', 'm', 'pza', 'pza', 'pza', 'pza', 'pza', 'pza', 'pza', 'pza']) },
];

function items(concept: string, descriptions: string[], units: string[]) {
  return descriptions.map((description, i) => ({ concept, description, unit: units[i] ?? 'pza' }));
}

/** Deterministic prices: the same workbook every time. */
function price(seed: number, min: number, max: number): number {
  const x = Math.sin(seed * 9301 + 49297) * 233280;
  const unit = x - Math.floor(x);
  return Math.round((min + unit * (max - min)) * 100) / 100;
}

type PriceStyle = 'number' | 'formula' | 'text';

function addSheet(workbook: ExcelJS.Workbook, name: string, prefix: string, sections: Section[], range: [number, number], style: PriceStyle, repeat = 1) {
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
        const unitPrice = price(seed, range[0], range[1]);
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
  { title: 'INSTALACIÓN', items: items('Mano de obra', ['Tendido de cable UTP por metro', 'Tendido de fibra óptica aérea', 'Tendido de fibra subterránea', 'Fusión de fibra por hilo', 'Peinado y etiquetado de rack', 'Instalación de gabinete mural', 'Instalación de antena de microondas', 'Alineación de enlace de microondas', 'Instalación de radio base', 'Configuración de equipo activo'], ['m', 'm', 'm', 'pza', 'rack', 'pza', 'pza', 'enlace', 'sitio', 'pza']) },
  { title: 'OBRA CIVIL', items: items('Obra civil', ['Excavación de zanja 40 cm', 'Relleno y compactación', 'Ranurado de muro', 'Resane de muro', 'Perforación de losa', 'Construcción de registro', 'Base de concreto para gabinete', 'Retiro de escombro'], ['m', 'm', 'm', 'm', 'pza', 'pza', 'pza', 'm3']) },
  { title: 'PRUEBAS Y DOCUMENTACIÓN', items: items('Pruebas', ['Certificación de nodo UTP', 'Prueba OTDR por hilo', 'Prueba de potencia óptica', 'Memoria técnica', 'Planos as built'], ['nodo', 'hilo', 'hilo', 'doc', 'doc']) },
];

const MOVEMENTS: Section[] = [
  { title: 'TRASLADOS', items: items('Movimiento', ['Traslado de cuadrilla zona urbana', 'Traslado de cuadrilla zona foránea', 'Viáticos por persona por día', 'Renta de grúa por hora', 'Renta de andamio por día', 'Casetas y combustible'], ['viaje', 'viaje', 'día', 'hora', 'día', 'viaje']) },
];

const RADIO: Section[] = [
  { title: 'ADECUACIONES', items: items('Adecuación', ['Adecuación de cuarto de equipo', 'Instalación de aire acondicionado', 'Instalación de escalerilla', 'Pintura de torre', 'Balizamiento de torre'], ['sitio', 'pza', 'm', 'm2', 'sitio']) },
  { title: 'MICROONDAS', items: items('Microondas', ['Instalación de ODU', 'Instalación de IDU', 'Cambio de antena 0.6 m', 'Cambio de antena 1.2 m', 'Reapuntamiento de enlace'], ['pza', 'pza', 'pza', 'pza', 'enlace']) },
  { title: 'RADIO BASE', items: items('Radio base', ['Instalación de RRU', 'Instalación de BBU', 'Cambio de jumper RF', 'Swap de tecnología', 'Integración de sitio'], ['pza', 'pza', 'pza', 'sitio', 'sitio']) },
];

/**
 * The demo catalogue, or a bigger one (`repeat` multiplies the material sections) for the
 * benchmark. Returns the xlsx bytes.
 */
export async function buildDemoCatalogueWorkbook(options: { repeat?: number } = {}): Promise<Buffer> {
  const repeat = options.repeat ?? 3;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Avala';
  addSheet(workbook, 'Catalogo PE Materiales', 'PE', MATERIAL_SECTIONS, [3.5, 4800], 'formula', repeat);
  addSheet(workbook, 'Banamex Materiales', 'BNX', MATERIAL_SECTIONS, [5, 6500], 'text', Math.max(1, Math.ceil(repeat / 2)));
  addSheet(workbook, 'Destajo CHC', 'DCHC', LABOUR, [45, 3800], 'number');
  addSheet(workbook, 'Mano de obra CHC', 'MOCHC', LABOUR, [60, 5200], 'number');
  addSheet(workbook, 'Movimientos', 'MOV', MOVEMENTS, [350, 9500], 'number');
  addSheet(workbook, 'Servicios Radio Base', 'SRB', RADIO, [900, 28000], 'formula');
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
