import { Badge, CloseButton, Group, Select } from '@mantine/core';
import { ACCIONES_BITACORA, BITACORA_TEXTOS as T } from '../../../../shared/labels/management-security';
import type { AuditFilters } from '../api/audit-log.api';
import { DateField } from '../../../components/fields/date-field';

const ACTIONS = [{ value: '', label: T.todas }, ...Object.entries(ACCIONES_BITACORA).map(([value, label]) => ({ value, label }))];

interface AuditLogFiltersProps {
  filters: AuditFilters;
  /** Name shown for the chosen user filter. */
  userName: string;
  onChange: (filters: AuditFilters) => void;
}

/** Date range, action and (chosen from a row) user of the Bitácora. */
export function AuditLogFilters({ filters, userName, onChange }: AuditLogFiltersProps) {
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <DateField label={T.desde} value={filters.from} max={filters.to || undefined} onChange={(e) => onChange({ ...filters, from: e.currentTarget.value })} />
      <DateField label={T.hasta} value={filters.to} min={filters.from || undefined} onChange={(e) => onChange({ ...filters, to: e.currentTarget.value })} />
      <Select label={T.accion} data={ACTIONS} value={filters.action} allowDeselect={false} searchable onChange={(value) => onChange({ ...filters, action: value ?? '' })} style={{ flex: '1 1 220px' }} />
      {filters.userId ? (
        <Badge size="lg" variant="light" rightSection={<CloseButton size="xs" aria-label={`${T.usuario}: ${userName} ×`} onClick={() => onChange({ ...filters, userId: '' })} />}>
          {T.usuario}: {userName}
        </Badge>
      ) : null}
    </Group>
  );
}
