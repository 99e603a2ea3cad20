import { Card, List, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { TGeneratorRepresentative, TProviderGeneratorInfo } from '../../../shared/contracts/provider-generator-info.contract';
import { formatDate } from '../../../shared/mx/dates';
import { DATOS_GENERADOR as T } from '../../../shared/labels/provider-generator-info';
import { DetailList } from '../data/detail-list';

const fullName = (p: { name: string; lastName: string; motherLastName: string }) => [p.name, p.lastName, p.motherLastName].filter(Boolean).join(' ');

function Representative({ rep }: { rep: TGeneratorRepresentative }) {
  const name = fullName(rep);
  return (
    <Card withBorder radius="md" padding="sm" component="li">
      <Text fw={600}>{name || rep.curp}</Text>
      {name ? null : (
        <Text fz="sm" c="dimmed">
          {T.noEncontrado}
        </Text>
      )}
      <Text fz="sm">
        {T.curp}: {rep.curp} · {T.rfc}: {rep.rfc}
      </Text>
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {T.telefono}: {rep.phone} · {T.correo}: {rep.email}
      </Text>
    </Card>
  );
}

/** One record read-only: what the client of the generators line sees of its provider (spec 3 §2.9). */
export function GeneratorInfoDetails({ info, headingOrder = 3 }: { info: TProviderGeneratorInfo; headingOrder?: TitleOrder }) {
  const heading = (text: string) => (
    <Title order={headingOrder} fz="sm" c="avala.8">
      {text}
    </Title>
  );
  return (
    <Stack gap="md">
      <DetailList
        items={[
          { label: T.numeroProveedor, value: info.assignSupplierNum },
          { label: T.nombreComercial, value: info.comercialName },
        ]}
      />
      {heading(T.seccionContactos)}
      {info.contactList.length === 0 ? (
        <Text c="dimmed">{T.sinContactos}</Text>
      ) : (
        <List spacing="xs" listStyleType="none" p={0}>
          {info.contactList.map((c) => (
            <List.Item key={`${c.email}-${c.phone}`}>
              <Text fw={600}>{fullName(c)}</Text>
              <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {T.telefono}: {c.phone} · {T.correo}: {c.email}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
      {heading(T.seccionRepresentantes)}
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {info.legalRepresentativesList.map((rep) => (
          <Representative key={rep.curp} rep={rep} />
        ))}
      </Stack>
      {heading(T.seccionObjetos)}
      <List spacing={4}>
        {info.socialObjectPredominantList.map((s) => (
          <List.Item key={s.name}>{s.name}</List.Item>
        ))}
      </List>
      {info.updatedAt ? (
        <Text fz="xs" c="dimmed">
          {T.actualizado(formatDate(info.updatedAt))}
        </Text>
      ) : null}
    </Stack>
  );
}
