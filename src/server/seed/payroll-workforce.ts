import { curpCheckDigit } from '../../shared/mx/curp';
import { nssCheckDigit } from '../../shared/mx/nss';
import { rfcCheckDigit } from '../../shared/mx/rfc';
import { computeImss, computeIsr } from '../../shared/mx/payroll-tax';
import type { SamplePayrollCfdi } from './payroll-cfdi-sample';

/**
 * A provider's workforce shaped like production (the demo's, the tests' and bench:cfdi's): accented and compound names, CURP/RFC/NSS with
 * valid check digits, daily salaries skewed towards the minimum wage with a long tail, and the
 * ISR and IMSS each CFDI withholds computed with the product's own tables (a payroll that
 * reconciles), so a test or benchmark can break exactly the ones it means to.
 */
const GIVEN = ['MARÍA JOSÉ', 'JOSÉ LUIS', 'LUCÍA', 'JESÚS', 'ÁNGEL', 'SOFÍA', 'RAÚL', 'VERÓNICA', 'JUAN PABLO', 'ANA MARÍA', 'NOÉ', 'MÓNICA', 'HÉCTOR', 'INÉS', 'RUBÉN', 'ROCÍO'];
const SURNAMES = ['NÚÑEZ', 'PÉREZ', 'GONZÁLEZ', 'HERNÁNDEZ', 'LÓPEZ', 'MARTÍNEZ', 'RODRÍGUEZ', 'SÁNCHEZ', 'RAMÍREZ', 'GÓMEZ', 'DÍAZ', 'VÁZQUEZ', 'JIMÉNEZ', 'MUÑOZ', 'CASTAÑEDA', 'DE LA O'];
const STATES = ['DF', 'MC', 'JC', 'NL', 'PL', 'GT', 'VZ', 'YN'];
const LETTERS = [...'BCDFGHJKLMNPQRSTVWXZ'];

const plain = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/Ñ/g, 'X').replace(/[^A-Z]/g, '');
const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

export interface WorkforceMember {
  employee: SamplePayrollCfdi['employee'];
  dailySalary: number;
  sbc: number;
}

/** Worker i of a deterministic workforce (same i, same worker). */
export function workforceMember(i: number): WorkforceMember {
  const given = pick(GIVEN, i * 7);
  const first = pick(SURNAMES, i);
  const second = pick(SURNAMES, Math.floor(i / SURNAMES.length) + 3);
  const year = (60 + (i % 45)) % 100;
  const month = 1 + (i % 12);
  const day = 1 + (i % 28);
  const birth = `${String(year).padStart(2, '0')}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;
  const initials = `${plain(first).slice(0, 2)}${plain(second).slice(0, 1)}${plain(given).slice(0, 1)}`.padEnd(4, 'X');
  const serial = `${pick(LETTERS, i)}${pick(LETTERS, Math.floor(i / 20))}${pick(LETTERS, Math.floor(i / 400))}`;
  const curp17 = `${initials}${birth}${i % 2 ? 'H' : 'M'}${pick(STATES, i)}${serial}${String.fromCharCode(65 + (Math.floor(i / 8000) % 26))}`;
  const rfc12 = `${initials}${birth}${pick(LETTERS, i * 3)}${String(i % 10)}`;
  const nss10 = `${String(10 + (i % 80)).padStart(2, '0')}${String(year).padStart(2, '0')}${String(100000 + (i % 900000)).slice(-6)}`;
  // Skewed: most near the minimum wage, a long tail up to well above 25 UMA.
  const tier = i % 100;
  const dailySalary = tier < 70 ? 315.04 + (i % 37) * 3.1 : tier < 95 ? 520 + (i % 53) * 17.3 : 1800 + (i % 11) * 310;
  return {
    employee: { rfc: `${rfc12}${rfcCheckDigit(`${rfc12}0`)}`, name: `${given} ${first} ${second}`, curp: `${curp17}${curpCheckDigit(`${curp17}0`)}`, nss: `${nss10}${nssCheckDigit(nss10)}`, number: String(1000 + i) },
    dailySalary: Math.round(dailySalary * 100) / 100,
    sbc: Math.round(dailySalary * 1.0493 * 100) / 100,
  };
}

/** The CFDI fields of one worker's fortnight, with the ISR and IMSS a correct payroll withholds. */
export function reconciledFortnight(member: WorkforceMember, period: { startDate: string; endDate: string; days?: number }): Pick<SamplePayrollCfdi, 'employee' | 'startDate' | 'endDate' | 'days' | 'dailySalary' | 'sdi' | 'imss' | 'isr' | 'subsidioCausado'> {
  const days = period.days ?? 15;
  const taxable = Math.round(member.dailySalary * days * 100) / 100;
  const isr = computeIsr({ taxable, days, paymentDate: period.endDate, periodicity: '04' });
  const imss = computeImss({ sbc: member.sbc, days, paymentDate: period.endDate });
  if (!isr.ok || !imss.ok) throw new Error('workforce: no tables for the period');
  return { employee: member.employee, startDate: period.startDate, endDate: period.endDate, days, dailySalary: member.dailySalary, sdi: member.sbc, imss: Number(imss.amount), isr: Number(isr.amount), subsidioCausado: Number(isr.working.subsidyPeriod) };
}
