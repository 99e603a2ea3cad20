import { Center, Group, Loader, Modal, NavLink, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TPayrollYearMonth } from '../../../../../shared/contracts/payroll.contract';
import { TEXTOS_NOMINA as T } from '../../../../../shared/labels/payroll';
import { monthName } from '../../../../../shared/labels/months';
import { QueryError } from '../../../../components/feedback/query-error';
import { payrollPeriodsQuery } from '../../api/payroll.api';
import { PayrollPeriodDetail } from './payroll-period-detail';

interface PayrollPeriodsDialogProps {
  serviceId: string;
  viewerCompanyId: string;
  onClose: () => void;
}

const loading = (
  <Center py="xl">
    <Loader component="output" aria-label={T.cargando} />
  </Center>
);

/**
 * 'Consultar CFDI’s de nómina' (spec 2 §2): year and month (only those with periods), the month's
 * periods, then one period's employees with 'Ver en bóveda'. Full screen on a phone.
 */
export function PayrollPeriodsDialog({ serviceId, viewerCompanyId, onClose }: PayrollPeriodsDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const months = useQuery(payrollPeriodsQuery(serviceId));
  const [chosen, setChosen] = useState<TPayrollYearMonth | null>(null);
  const [periodId, setPeriodId] = useState<string | null>(null);
  const available = months.data?.yearMonths ?? [];
  // Newest month by default (the list comes newest first).
  const current = chosen ?? available[0] ?? null;
  const periods = useQuery({ ...payrollPeriodsQuery(serviceId, current ?? undefined), enabled: current !== null });

  const years = [...new Set(available.map((m) => m.year))];
  const monthsOfYear = available.filter((m) => m.year === current?.year).toSorted((a, b) => a.month - b.month);
  const pickYear = (value: string | null) => {
    const year = Number(value);
    const newest = available.find((m) => m.year === year);
    if (newest) setChosen(newest);
  };

  let body: React.ReactNode;
  if (periodId) body = <PayrollPeriodDetail serviceId={serviceId} periodId={periodId} viewerCompanyId={viewerCompanyId} onBack={() => setPeriodId(null)} />;
  else if (months.isPending) body = loading;
  else if (months.isError) body = <QueryError error={months.error} onRetry={() => void months.refetch()} />;
  else if (!current) body = <Text c="dimmed">{T.sinInformacion}</Text>;
  else {
    body = (
      <Stack gap="sm">
        <Group grow wrap="wrap">
          <Select label={T.anio} data={years.map((y) => ({ value: String(y), label: String(y) }))} value={String(current.year)} onChange={pickYear} allowDeselect={false} />
          <Select
            label={T.mes}
            data={monthsOfYear.map((m) => ({ value: String(m.month), label: monthName(m.month) }))}
            value={String(current.month)}
            onChange={(v) => v && setChosen({ year: current.year, month: Number(v) })}
            allowDeselect={false}
          />
        </Group>
        <Text fw={600} size="sm">
          {T.periodos}
        </Text>
        {periods.isPending ? (
          loading
        ) : periods.isError ? (
          <QueryError error={periods.error} onRetry={() => void periods.refetch()} />
        ) : periods.data.periods.length === 0 ? (
          <Text c="dimmed">{T.sinInformacion}</Text>
        ) : (
          <Stack gap={4} component="nav" aria-label={T.periodos}>
            {periods.data.periods.map((p) => (
              <NavLink key={p.id} label={p.name} description={T.empleados(p.employees)} leftSection={<IconCalendarEvent size={16} />} component="button" onClick={() => setPeriodId(p.id)} variant="light" />
            ))}
          </Stack>
        )}
      </Stack>
    );
  }

  return (
    <Modal opened onClose={onClose} title={T.consultar} size="90rem" fullScreen={Boolean(phone)}>
      {body}
    </Modal>
  );
}
