import { randomUUID } from 'node:crypto';

/** One worker's payroll receipt: what varies between the demo's (and the tests') CFDIs. */
export interface SamplePayrollCfdi {
  uuid?: string;
  issuerRfc: string;
  issuerName: string;
  registroPatronal?: string;
  employee: { rfc: string; name: string; curp: string; nss: string; number: string; startedOn?: string; antiguedad?: string };
  /** The client's RFC, when the worker is placed with it (Receptor/SubContratacion@RfcLabora). */
  clientRfc?: string;
  startDate: string;
  endDate: string;
  payDate?: string;
  /** c_PeriodicidadPago, 04 (quincenal) by default. */
  periodicity?: string;
  days: number;
  dailySalary: number;
  sdi: number;
  imss: number;
  isr: number;
  subsidioCausado?: number;
  /** Broken variants for the parser's tests. */
  version?: string;
  tipoDeComprobante?: string;
  withNomina?: boolean;
  withStamp?: boolean;
}

const money = (n: number) => n.toFixed(2);
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/**
 * A realistic, well-formed CFDI 4.0 + Nómina 1.2 payroll receipt (DOMAIN-MX "Payroll CFDI"): one
 * salary perception, IMSS (001) and ISR (002) deductions, the employment subsidy as OtroPago 002
 * with importe 0.00 and SubsidioCausado, and the SAT stamp. Its seal and certificate are fake.
 */
export function buildPayrollCfdiXml(s: SamplePayrollCfdi): string {
  const sueldo = Math.round(s.dailySalary * s.days * 100) / 100;
  const deducciones = Math.round((s.imss + s.isr) * 100) / 100;
  const total = Math.round((sueldo - deducciones) * 100) / 100;
  const payDate = s.payDate ?? s.endDate;
  const subcontratacion = s.clientRfc ? `\n        <nomina12:SubContratacion RfcLabora="${esc(s.clientRfc)}" PorcentajeTiempo="100.000"/>` : '';
  const nomina = `
    <nomina12:Nomina Version="1.2" TipoNomina="O" FechaPago="${payDate}" FechaInicialPago="${s.startDate}" FechaFinalPago="${s.endDate}" NumDiasPagados="${s.days.toFixed(3)}" TotalPercepciones="${money(sueldo)}" TotalDeducciones="${money(deducciones)}" TotalOtrosPagos="0.00">
      <nomina12:Emisor RegistroPatronal="${esc(s.registroPatronal ?? 'Y6012345104')}"/>
      <nomina12:Receptor Curp="${esc(s.employee.curp)}" NumSeguridadSocial="${esc(s.employee.nss)}" FechaInicioRelLaboral="${s.employee.startedOn ?? '2022-03-01'}" Antigüedad="${s.employee.antiguedad ?? 'P243W'}" TipoContrato="01" Sindicalizado="No" TipoJornada="01" TipoRegimen="02" NumEmpleado="${esc(s.employee.number)}" Departamento="Operaciones" Puesto="Auxiliar de limpieza" RiesgoPuesto="1" PeriodicidadPago="${s.periodicity ?? '04'}" SalarioBaseCotApor="${money(s.sdi)}" SalarioDiarioIntegrado="${money(s.sdi)}" ClaveEntFed="CMX">${subcontratacion}
      </nomina12:Receptor>
      <nomina12:Percepciones TotalSueldos="${money(sueldo)}" TotalGravado="${money(sueldo)}" TotalExento="0.00">
        <nomina12:Percepcion TipoPercepcion="001" Clave="P001" Concepto="Sueldo" ImporteGravado="${money(sueldo)}" ImporteExento="0.00"/>
      </nomina12:Percepciones>
      <nomina12:Deducciones TotalOtrasDeducciones="${money(s.imss)}" TotalImpuestosRetenidos="${money(s.isr)}">
        <nomina12:Deduccion TipoDeduccion="001" Clave="D001" Concepto="Seguridad social" Importe="${money(s.imss)}"/>
        <nomina12:Deduccion TipoDeduccion="002" Clave="D002" Concepto="ISR" Importe="${money(s.isr)}"/>
      </nomina12:Deducciones>
      <nomina12:OtrosPagos>
        <nomina12:OtroPago TipoOtroPago="002" Clave="O002" Concepto="Subsidio para el empleo" Importe="0.00">
          <nomina12:SubsidioAlEmpleo SubsidioCausado="${money(s.subsidioCausado ?? 0)}"/>
        </nomina12:OtroPago>
      </nomina12:OtrosPagos>
    </nomina12:Nomina>`;
  const stamp = `
    <tfd:TimbreFiscalDigital Version="1.1" UUID="${(s.uuid ?? randomUUID()).toUpperCase()}" FechaTimbrado="${payDate}T12:00:00" RfcProvCertif="SAT970701NN3" SelloCFD="AAAA" NoCertificadoSAT="30001000000500003456" SelloSAT="BBBB"/>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" xmlns:nomina12="http://www.sat.gob.mx/nomina12" xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" Version="${s.version ?? '4.0'}" Serie="N" Folio="${esc(s.employee.number)}" Fecha="${payDate}T10:00:00" Sello="AAAA" NoCertificado="30001000000500003416" Certificado="AAAA" SubTotal="${money(sueldo)}" Descuento="${money(deducciones)}" Moneda="MXN" Total="${money(total)}" TipoDeComprobante="${s.tipoDeComprobante ?? 'N'}" Exportacion="01" MetodoPago="PUE" LugarExpedicion="04650">
  <cfdi:Emisor Rfc="${esc(s.issuerRfc)}" Nombre="${esc(s.issuerName)}" RegimenFiscal="601"/>
  <cfdi:Receptor Rfc="${esc(s.employee.rfc)}" Nombre="${esc(s.employee.name)}" DomicilioFiscalReceptor="04650" RegimenFiscalReceptor="605" UsoCFDI="CN01"/>
  <cfdi:Conceptos>
    <cfdi:Concepto ClaveProdServ="84111505" Cantidad="1" ClaveUnidad="ACT" Descripcion="Pago de nómina" ValorUnitario="${money(sueldo)}" Importe="${money(sueldo)}" Descuento="${money(deducciones)}" ObjetoImp="01"/>
  </cfdi:Conceptos>
  <cfdi:Complemento>${s.withNomina === false ? '' : nomina}${s.withStamp === false ? '' : stamp}
  </cfdi:Complemento>
</cfdi:Comprobante>
`;
}

/** Three workers of one quincena (2026 figures that reconcile: DOMAIN-MX ISR and IMSS examples). */
export function demoPayrollWorkers(): SamplePayrollCfdi['employee'][] {
  return [
    { rfc: 'MARL900514KT3', name: 'LUCIA MARTINEZ RAMOS', curp: 'MARL900514MDFRMC05', nss: '12109012345', number: '0107' },
    { rfc: 'GOHJ850923PL1', name: 'JORGE GONZALEZ HERRERA', curp: 'GOHJ850923HMCNRR08', nss: '12088512346', number: '0112' },
    { rfc: 'SAVE921130BN7', name: 'ERIKA SANCHEZ VEGA', curp: 'SAVE921130MDFNGR02', nss: '12119212347', number: '0125' },
  ];
}

/** The sample figures of one quincena of 15 days at 345.74 daily (ISR 387.12 − subsidy 264.30; IMSS 130.09). */
export const SAMPLE_QUINCENA = { days: 15, dailySalary: 345.74, sdi: 363.26, imss: 130.09, isr: 122.82, subsidioCausado: 264.3 } as const;
