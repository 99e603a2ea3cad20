import { GROUP_FILTERS, type GroupFilter } from '../../../../shared/contracts/companies.contract';
import { GROUP_FILTER_LABELS } from '../../../../shared/labels/shell';
import type { GroupCounts } from '../api/group-companies.query';

export interface GroupChip {
  value: GroupFilter;
  label: string;
  /** Undefined while the first answer has not arrived. */
  count: number | undefined;
}

/** The four chips of the group home, in the spec's order, each with its count (spec 3 §2.3). */
export function groupChips(counts: GroupCounts | undefined): GroupChip[] {
  return GROUP_FILTERS.map((value) => ({ value, label: GROUP_FILTER_LABELS[value], count: counts?.[value] }));
}

export function isGroupFilter(value: string): value is GroupFilter {
  return (GROUP_FILTERS as readonly string[]).includes(value);
}
