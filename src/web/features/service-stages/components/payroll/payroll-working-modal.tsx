import { Button, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalculator } from '@tabler/icons-react';
import { useState } from 'react';
import type { TPayrollEmployeeRow } from '../../../../../shared/contracts/payroll.contract';
import { EXPLICACION_NOMINA as E } from '../../../../../shared/labels/payroll';
import { money } from './payroll-format';
import { PayrollValidationCell } from './payroll-validation-cell';

function Rows({ rows }: { rows: [string, string][] }) {
  return (
    <Table withRowBorders={false} verticalSpacing={2} fz="sm">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th fw={400} scope="row">
              {label}
            </Table.Th>
            <Table.Td ta="right">{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The stamped, recomputed and difference lines of one concept. */
const comparison = (stamped: string | null, computed: string | null, difference: string | null): [string, string][] => [
  [E.timbrado, money(stamped)],
  [E.calculado, money(computed)],
  [E.diferencia, money(difference)],
];

function IsrWorking({ row }: { row: TPayrollEmployeeRow }) {
  const w = row.working?.isr.working;
  return (
    <Stack gap={4}>
      <Title order={4} size="h6">
        {E.isr}
      </Title>
      {w ? (
        <Rows
          rows={[
            [E.gravado, money(w.taxable)],
            [E.dias, String(w.days)],
            [E.baseMensual, money(w.monthlyBase)],
            [E.limiteInferior, money(w.lowerLimit)],
            [E.cuotaFija, money(w.fixedFee)],
            [E.tasa, `${w.ratePercent} %`],
            [E.excedente, money(w.excess)],
            [E.impuestoMensual, money(w.monthlyTax)],
            [E.impuestoPeriodo, money(w.periodTax)],
            [E.subsidioMensual, money(w.subsidyMonthly)],
            [E.subsidioPeriodo, money(w.subsidyPeriod)],
            [E.isrResultado, money(w.isr)],
          ]}
        />
      ) : (
        <Text fz="sm">{row.working?.isr.message ?? E.sinCalculo}</Text>
      )}
      <Rows rows={comparison(row.isrConcept.amount, row.isrConcept.calculado, row.isrConcept.diferencia)} />
    </Stack>
  );
}

function ImssWorking({ row }: { row: TPayrollEmployeeRow }) {
  const w = row.working?.imss.working;
  const c = row.imssConcept;
  return (
    <Stack gap={4}>
      <Title order={4} size="h6">
        {E.imss}
      </Title>
      {w ? (
        <>
          <Rows
            rows={[
              [E.uma, money(w.uma)],
              [E.sbc, money(w.sbc)],
              [E.sbcTope, money(w.sbcCapped)],
              [E.dias, String(w.days)],
            ]}
          />
          <Table.ScrollContainer minWidth={360}>
            <Table verticalSpacing={2} fz="sm" style={{ whiteSpace: 'nowrap' }}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{E.rama}</Table.Th>
                  <Table.Th ta="right">{E.base}</Table.Th>
                  <Table.Th ta="right">{E.tasaRama}</Table.Th>
                  <Table.Th ta="right">{E.importe}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {w.branches.map((b) => (
                  <Table.Tr key={b.key}>
                    <Table.Td style={{ whiteSpace: 'normal' }}>{b.label}</Table.Td>
                    <Table.Td ta="right">{money(b.base)}</Table.Td>
                    <Table.Td ta="right">{`${b.ratePercent} %`}</Table.Td>
                    <Table.Td ta="right">{money(b.amount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Rows rows={[[E.imssResultado, money(w.imss)]]} />
        </>
      ) : (
        <Text fz="sm">{row.working?.imss.message ?? E.sinCalculo}</Text>
      )}
      <Rows rows={[...(c.aportaciones ? ([[E.aportaciones, money(c.aportaciones)]] as [string, string][]) : []), ...comparison(c.amount, c.calculado, c.diferencia)]} />
    </Stack>
  );
}

/** '¿Cómo se calculó?' of one row: a button naming the worker, opening the ISR and IMSS working and the flags. */
export function PayrollWorkingButton({ row }: { row: TPayrollEmployeeRow }) {
  const [opened, setOpened] = useState(false);
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <>
      <Button size="compact-xs" variant="subtle" leftSection={<IconCalculator size={14} />} aria-label={E.accionDe(row.fullName)} onClick={() => setOpened(true)}>
        {E.accion}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={E.titulo(row.fullName)} size="lg" zIndex={400} fullScreen={Boolean(phone)} closeButtonProps={{ 'aria-label': E.cerrar }}>
        <Stack gap="md">
          <IsrWorking row={row} />
          <ImssWorking row={row} />
          <Stack gap={4}>
            <Title order={4} size="h6">
              {E.observaciones}
            </Title>
            {row.validation.flags.length ? <PayrollValidationCell validation={row.validation} /> : <Text fz="sm">{E.sinObservaciones}</Text>}
          </Stack>
        </Stack>
      </Modal>
    </>
  );
}
