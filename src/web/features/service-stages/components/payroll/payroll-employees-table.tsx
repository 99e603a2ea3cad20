import { Table } from '@mantine/core';
import type { TPayrollEmployeeRow } from '../../../../../shared/contracts/payroll.contract';
import { TEXTOS_NOMINA as T } from '../../../../../shared/labels/payroll';
import classes from './payroll-employees-table.module.css';
import { days, money } from './payroll-format';
import { PayrollTaxCell } from './payroll-tax-cell';
import { PayrollValidationCell } from './payroll-validation-cell';
import { PayrollWorkingButton } from './payroll-working-modal';

const C = T.columnas;

/**
 * A period's employees, one row per CFDI; dense, and scrolls sideways on a phone. ISR and IMSS off
 * by more than a peso show both amounts in red; each row explains its figures and lists its flags.
 */
export function PayrollEmployeesTable({ employees }: { employees: readonly TPayrollEmployeeRow[] }) {
  return (
    <Table.ScrollContainer minWidth={1500}>
      <Table striped highlightOnHover verticalSpacing={4} horizontalSpacing="xs" fz="xs" aria-label={T.tablaEmpleados} style={{ whiteSpace: 'nowrap' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={classes.name}>{C.nombre}</Table.Th>
            <Table.Th>{C.curp}</Table.Th>
            <Table.Th>{C.rfc}</Table.Th>
            <Table.Th>{C.nss}</Table.Th>
            <Table.Th ta="right">{C.salarioDiario}</Table.Th>
            <Table.Th ta="right">{C.sbc}</Table.Th>
            <Table.Th ta="right">{C.dias}</Table.Th>
            <Table.Th>{C.periodicidad}</Table.Th>
            <Table.Th ta="right">{C.percepciones}</Table.Th>
            <Table.Th ta="right">{C.deducciones}</Table.Th>
            <Table.Th ta="right">{C.imss}</Table.Th>
            <Table.Th ta="right">{C.isr}</Table.Th>
            <Table.Th ta="right">{C.neto}</Table.Th>
            <Table.Th>{C.validacion}</Table.Th>
            <Table.Th>{C.acciones}</Table.Th>
            <Table.Th>{C.uuid}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {employees.map((e) => (
            <Table.Tr key={e.id}>
              <Table.Td className={classes.name}>{e.fullName}</Table.Td>
              <Table.Td ff="monospace">{e.curp}</Table.Td>
              <Table.Td ff="monospace">{e.rfc}</Table.Td>
              <Table.Td ff="monospace">{e.nss}</Table.Td>
              <Table.Td ta="right">{money(e.dailySalary)}</Table.Td>
              <Table.Td ta="right">{money(e.sbc)}</Table.Td>
              <Table.Td ta="right">{days(e.paidDays)}</Table.Td>
              <Table.Td>{e.periodicity}</Table.Td>
              <Table.Td ta="right">{money(e.totalPerceptions)}</Table.Td>
              <Table.Td ta="right">{money(e.totalDeductions)}</Table.Td>
              <Table.Td ta="right">
                <PayrollTaxCell concept={e.imssConcept} kind="imss" />
              </Table.Td>
              <Table.Td ta="right">
                <PayrollTaxCell concept={e.isrConcept} kind="isr" />
              </Table.Td>
              <Table.Td ta="right">{money(e.net)}</Table.Td>
              <Table.Td>
                <PayrollValidationCell validation={e.validation} />
              </Table.Td>
              <Table.Td>
                <PayrollWorkingButton row={e} />
              </Table.Td>
              <Table.Td ff="monospace">{e.uuid}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
