import { SERVICE_CHIP_MAX } from '../../../shared/domain/catalogs';

/** The text of a selected-service chip: at most 24 characters, then an ellipsis (spec 1 §2). */
export function serviceChipText(label: string, max: number = SERVICE_CHIP_MAX): string {
  return label.length > max ? `${label.slice(0, max).trimEnd()}…` : label;
}

/** Catalogue options, plus any stored value the catalogue no longer has, so it still shows. */
export function withCurrentValues(catalogue: readonly string[], current: readonly string[]): string[] {
  const extra = current.filter((value) => value && !catalogue.includes(value));
  return [...catalogue, ...extra];
}
