import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { MENSAJES_NOMINA as M } from '../../../shared/labels/payroll';

/** One line of Percepciones, Deducciones or OtrosPagos (amounts as decimal strings). */
export interface PayrollLine {
  tipo: string;
  clave: string;
  concepto: string;
  importe: string;
  importeGravado?: string;
  importeExento?: string;
  /** OtroPago 002: SubsidioAlEmpleo@SubsidioCausado. */
  subsidioCausado?: string;
}

/** The parts of a CFDI 4.0 + Nómina 1.2 the payroll module stores (DOMAIN-MX "Payroll CFDI"). */
export interface ParsedPayrollCfdi {
  uuid: string;
  fecha: string;
  subTotal: string;
  descuento: string | null;
  total: string;
  issuer: { rfc: string; name: string; registroPatronal: string };
  receiver: { rfc: string; name: string };
  nomina: {
    tipoNomina: string;
    fechaPago: string;
    fechaInicialPago: string;
    fechaFinalPago: string;
    numDiasPagados: string;
    totalPercepciones: string | null;
    totalDeducciones: string | null;
    totalOtrosPagos: string | null;
  };
  employee: {
    curp: string;
    nss: string;
    numEmpleado: string;
    periodicidadPago: string;
    salarioBaseCotApor: string | null;
    salarioDiarioIntegrado: string | null;
    fechaInicioRelLaboral: string;
    antiguedad: string;
    rfcLabora: string | null;
  };
  percepciones: { totalSueldos: string | null; totalGravado: string | null; totalExento: string | null; lines: PayrollLine[] };
  deducciones: { totalOtrasDeducciones: string | null; totalImpuestosRetenidos: string | null; lines: PayrollLine[] };
  otrosPagos: PayrollLine[];
}

export type PayrollParseResult = { ok: true; cfdi: ParsedPayrollCfdi } | { ok: false; message: string };

type Node = Record<string, unknown>;

const ARRAYS = new Set(['Complemento', 'Nomina', 'Percepcion', 'Deduccion', 'OtroPago', 'TimbreFiscalDigital']);

/*
 * Security: entity processing is off and any DOCTYPE is refused before the parser sees the bytes,
 * so no external entity is fetched and no entity expansion (billion laughs) can happen. Only the
 * five predefined XML entities and character references are decoded afterwards, by hand.
 */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  isArray: (name) => ARRAYS.has(name),
});

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Decodes the predefined XML entities and numeric references; anything else stays as written. */
function decode(value: string): string {
  return value.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|lt|gt|amp|quot|apos);/g, (whole, ref: string) => {
    if (ref.startsWith('#x')) return String.fromCodePoint(Number.parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(Number.parseInt(ref.slice(1), 10));
    return PREDEFINED[ref] ?? whole;
  });
}

const asNode = (value: unknown): Node | undefined => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined);
const first = (value: unknown): Node | undefined => asNode(Array.isArray(value) ? value[0] : value);
const list = (value: unknown): Node[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]).map(asNode).filter((n): n is Node => Boolean(n));
const attr = (node: Node | undefined, name: string): string => {
  const v = node?.[`@${name}`];
  return typeof v === 'string' ? decode(v).trim() : '';
};
const amountAttr = (node: Node | undefined, name: string): string | null => {
  const v = attr(node, name);
  return /^-?\d+(\.\d+)?$/.test(v) ? v : null;
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function line(node: Node, kind: 'Percepcion' | 'Deduccion' | 'OtroPago'): PayrollLine {
  const tipo = attr(node, kind === 'Percepcion' ? 'TipoPercepcion' : kind === 'Deduccion' ? 'TipoDeduccion' : 'TipoOtroPago');
  const base = { tipo, clave: attr(node, 'Clave'), concepto: attr(node, 'Concepto') };
  if (kind === 'Percepcion') {
    const gravado = amountAttr(node, 'ImporteGravado') ?? '0';
    const exento = amountAttr(node, 'ImporteExento') ?? '0';
    return { ...base, importe: (Number(gravado) + Number(exento)).toFixed(2), importeGravado: gravado, importeExento: exento };
  }
  const out: PayrollLine = { ...base, importe: amountAttr(node, 'Importe') ?? '0' };
  const subsidio = amountAttr(first(node.SubsidioAlEmpleo), 'SubsidioCausado');
  if (subsidio !== null) out.subsidioCausado = subsidio;
  return out;
}

/**
 * Reads a payroll CFDI (CFDI 4.0, TipoDeComprobante N, Nómina 1.2, stamped). Pure: returns the
 * parsed CFDI or the Spanish reason it is refused.
 */
export function parsePayrollCfdi(bytes: Uint8Array | string): PayrollParseResult {
  const text = (typeof bytes === 'string' ? bytes : Buffer.from(bytes).toString('utf8')).replace(/^\uFEFF/, '');
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return { ok: false, message: M.conDoctype };
  if (!text.trimStart().startsWith('<') || XMLValidator.validate(text) !== true) return { ok: false, message: M.noEsXml };
  let root: Node;
  try {
    root = parser.parse(text) as Node;
  } catch {
    return { ok: false, message: M.noEsXml };
  }
  const comprobante = asNode(root.Comprobante);
  if (!comprobante || attr(comprobante, 'Version') !== '4.0') return { ok: false, message: M.noCfdi40 };
  const complementos = list(comprobante.Complemento);
  const nomina = complementos.flatMap((c) => list(c.Nomina))[0];
  if (attr(comprobante, 'TipoDeComprobante') !== 'N' || !nomina) return { ok: false, message: M.noNomina };
  const timbre = complementos.flatMap((c) => list(c.TimbreFiscalDigital))[0];
  const uuid = attr(timbre, 'UUID').toUpperCase();
  if (!/^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/.test(uuid)) return { ok: false, message: M.sinTimbre };

  const receptor = first(nomina.Receptor);
  const fechaInicialPago = attr(nomina, 'FechaInicialPago');
  const fechaFinalPago = attr(nomina, 'FechaFinalPago');
  const periodicidadPago = attr(receptor, 'PeriodicidadPago');
  if (!ISO_DATE.test(fechaInicialPago) || !ISO_DATE.test(fechaFinalPago) || fechaFinalPago < fechaInicialPago || !periodicidadPago) return { ok: false, message: M.sinPeriodo };

  const emisor = first(comprobante.Emisor);
  const cfdiReceptor = first(comprobante.Receptor);
  const percepciones = first(nomina.Percepciones);
  const deducciones = first(nomina.Deducciones);
  return {
    ok: true,
    cfdi: {
      uuid,
      fecha: attr(comprobante, 'Fecha'),
      subTotal: amountAttr(comprobante, 'SubTotal') ?? '0',
      descuento: amountAttr(comprobante, 'Descuento'),
      total: amountAttr(comprobante, 'Total') ?? '0',
      issuer: { rfc: attr(emisor, 'Rfc').toUpperCase(), name: attr(emisor, 'Nombre'), registroPatronal: attr(first(nomina.Emisor), 'RegistroPatronal') },
      receiver: { rfc: attr(cfdiReceptor, 'Rfc').toUpperCase(), name: attr(cfdiReceptor, 'Nombre') },
      nomina: {
        tipoNomina: attr(nomina, 'TipoNomina'),
        fechaPago: attr(nomina, 'FechaPago'),
        fechaInicialPago,
        fechaFinalPago,
        numDiasPagados: amountAttr(nomina, 'NumDiasPagados') ?? '0',
        totalPercepciones: amountAttr(nomina, 'TotalPercepciones'),
        totalDeducciones: amountAttr(nomina, 'TotalDeducciones'),
        totalOtrosPagos: amountAttr(nomina, 'TotalOtrosPagos'),
      },
      employee: {
        curp: attr(receptor, 'Curp').toUpperCase(),
        nss: attr(receptor, 'NumSeguridadSocial'),
        numEmpleado: attr(receptor, 'NumEmpleado'),
        periodicidadPago,
        salarioBaseCotApor: amountAttr(receptor, 'SalarioBaseCotApor'),
        salarioDiarioIntegrado: amountAttr(receptor, 'SalarioDiarioIntegrado'),
        fechaInicioRelLaboral: attr(receptor, 'FechaInicioRelLaboral'),
        antiguedad: attr(receptor, 'Antigüedad'),
        rfcLabora: attr(first(receptor?.SubContratacion), 'RfcLabora').toUpperCase() || null,
      },
      percepciones: {
        totalSueldos: amountAttr(percepciones, 'TotalSueldos'),
        totalGravado: amountAttr(percepciones, 'TotalGravado'),
        totalExento: amountAttr(percepciones, 'TotalExento'),
        lines: list(percepciones?.Percepcion).map((n) => line(n, 'Percepcion')),
      },
      deducciones: {
        totalOtrasDeducciones: amountAttr(deducciones, 'TotalOtrasDeducciones'),
        totalImpuestosRetenidos: amountAttr(deducciones, 'TotalImpuestosRetenidos'),
        lines: list(deducciones?.Deduccion).map((n) => line(n, 'Deduccion')),
      },
      otrosPagos: list(first(nomina.OtrosPagos)?.OtroPago).map((n) => line(n, 'OtroPago')),
    },
  };
}

/** The sum of the deductions of one TipoDeduccion (e.g. 001 IMSS, 002 ISR), null when there is none. */
export function deductionTotal(cfdi: ParsedPayrollCfdi, tipo: string): string | null {
  const lines = cfdi.deducciones.lines.filter((l) => l.tipo === tipo);
  if (!lines.length) return null;
  return (lines.reduce((sum, l) => sum + Math.round(Number(l.importe) * 100), 0) / 100).toFixed(2);
}
