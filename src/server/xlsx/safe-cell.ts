/**
 * A text cell that a spreadsheet will never evaluate: values starting with =, +, -, @, tab or CR
 * get a leading apostrophe (OWASP CSV/formula injection guidance), so data copied or re-saved as
 * CSV stays inert.
 */
export function safeCellText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
