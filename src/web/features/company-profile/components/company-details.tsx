import { Badge, Group, List, SimpleGrid, Text } from '@mantine/core';
import type { TCompany } from '../../../../shared/domain/company';
import { COMPANY_TYPE_LABELS, FORMULARIO_EMPRESA as F, PERFIL_EMPRESA as P } from '../../../../shared/labels/company-form';
import { PLAN_LABELS } from '../../../../shared/labels/plans';
import { type DetailItem, DetailList } from '../../../components/data/detail-list';
import { formatTaxAddress, representativeName } from '../lib/company-summary';

const missing = (
  <Text component="span" c="dimmed" fw={400}>
    {P.sinDato}
  </Text>
);

const orMissing = (value: string) => (value ? value : missing);

/** The company's data as the profile card reads it. */
export function CompanyDetails({ company }: { company: TCompany }) {
  const identity: DetailItem[] = [
    { label: F.tipoPersona, value: COMPANY_TYPE_LABELS[company.type] },
    { label: F.rfc, value: orMissing(company.rfc) },
    { label: P.plan, value: <Badge variant="light" size="lg" tt="none">{PLAN_LABELS[company.status]}</Badge> },
    { label: F.sector, value: orMissing(company.sector) },
    { label: F.numeroEmpleados, value: company.employeesSize.toLocaleString('es-MX') },
    { label: F.sitioWeb, value: orMissing(company.web) },
    {
      label: F.servicios,
      value: company.servicesOffered.length ? (
        <Group gap={6} mt={4}>
          {company.servicesOffered.map((service) => (
            <Badge key={service} variant="outline" color="gray" size="md" tt="none" fw={500} title={service} style={{ maxWidth: '100%' }}>
              {service}
            </Badge>
          ))}
        </Group>
      ) : (
        missing
      ),
    },
  ];
  const legal: DetailItem[] = [
    { label: F.seccionDomicilio, value: orMissing(formatTaxAddress(company.taxResidence)) },
    {
      label: F.seccionRepresentantes,
      value: company.legalRepresentatives.length ? (
        <List size="sm" spacing={4}>
          {company.legalRepresentatives.map((r) => (
            <List.Item key={`${r.curp}-${r.name}`}>
              {representativeName(r)}{' '}
              <Text component="span" c="dimmed" fz="xs" fw={400}>
                ({r.curp})
              </Text>
            </List.Item>
          ))}
        </List>
      ) : (
        missing
      ),
    },
    {
      label: F.seccionActividades,
      value: company.repses.length ? (
        <List size="sm" spacing={4}>
          {company.repses.map((a, i) => (
            <List.Item key={`${i}-${a.name}`}>{a.name}</List.Item>
          ))}
        </List>
      ) : (
        missing
      ),
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="md">
      <DetailList items={identity} />
      <DetailList items={legal} />
    </SimpleGrid>
  );
}
