import type { TLegalRepresentative, TTaxResidence } from '../../../../shared/domain/company';

/** The tax address on one line, skipping what was not captured: "Reforma 250, int. Piso 12, Juárez, C.P. 06600, Ciudad de México, México". */
export function formatTaxAddress(address: TTaxResidence): string {
  const street = [address.street, address.outdoorNum].filter(Boolean).join(' ');
  const interior = address.interiorNumber ? `int. ${address.interiorNumber}` : '';
  const cp = address.cp ? `C.P. ${address.cp}` : '';
  return [street, interior, address.colonia, cp, address.city, address.country].filter(Boolean).join(', ');
}

/** "Nombre Paterno Materno", the maternal surname being optional. */
export function representativeName(representative: TLegalRepresentative): string {
  return [representative.name, representative.apaterno, representative.amaterno].filter(Boolean).join(' ');
}
