import { Badge, Box, Button, Card, Group, Loader, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconBook, IconEdit, IconEye, IconFileCode, IconFileUpload, IconFolder, IconListDetails, IconPaperclip, IconUsers } from '@tabler/icons-react';
import type { TContractAnnex, TServiceContractView } from '../../../../../shared/contracts/service-contract.contract';
import { contractDot, type ContractDot } from '../../../../../shared/domain/contracts';
import { CONTRACT_DOT_TOOLTIP, CONTRACT_STATUS_LABELS, TEXTOS_CONTRATO as T } from '../../../../../shared/labels/contracts';
import { TEXTOS_NOMINA } from '../../../../../shared/labels/payroll';
import { TEXTOS_SERVICIO_GENERADORES as TG } from '../../../../../shared/labels/service-generators';
import type { ReactNode } from 'react';
import { contractSummary, localToday } from '../../lib/contract-summary';

const DOT_COLOR: Record<ContractDot, string> = { green: 'var(--mantine-color-green-6)', yellow: 'var(--mantine-color-yellow-6)', red: 'var(--mantine-color-red-6)', gray: 'var(--mantine-color-gray-5)' };

export type ContractCardAction = 'upload' | 'annex' | 'data' | 'view' | 'annexes' | 'payroll-upload' | 'payroll-view' | 'catalogue';

interface ContractCardProps {
  view: TServiceContractView | undefined;
  loading: boolean;
  /** The viewer's company: a vault link opens its view of the (shared) folder. */
  viewerCompanyId: string;
  today?: string;
  onAction: (action: ContractCardAction) => void;
  /** Generators line: where 'Datos de generador' goes, and whether the user may go (only an invited one, spec 3 §6). */
  generatorData?: { href: string; enabled: boolean } | undefined;
  /** The service's objeto social preponderante line (ServiceOspLine), under the summary. */
  osp?: ReactNode;
}

/** The contract panel of the service detail (spec 2 §2): summary with ICSOE status dot, contract and annex buttons. */
export function ContractCard({ view, loading, viewerCompanyId, today = localToday(), onAction, generatorData, osp }: ContractCardProps) {
  const contract = view?.contract ?? null;
  const dot = contractDot(contract ? { status: contract.validationStatus.status, expirationDate: contract.expirationDate } : null, today);
  const annexes: readonly TContractAnnex[] = contract?.appendixs ?? [];

  return (
    <Card withBorder radius="md" padding="md" aria-label={T.titulo} component="section">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Tooltip label={CONTRACT_DOT_TOOLTIP[dot]} multiline w={320} withArrow events={{ hover: true, focus: true, touch: true }}>
              <Box
                component="button"
                type="button"
                aria-label={CONTRACT_DOT_TOOLTIP[dot]}
                data-dot={dot}
                style={{ display: 'inline-block', width: 12, height: 12, padding: 0, border: 0, borderRadius: '50%', background: DOT_COLOR[dot], cursor: 'help' }}
              />
            </Tooltip>
            <Title order={3} size="h4">
              {T.titulo}
            </Title>
            {contract ? (
              <Badge variant="light" color={dot === 'gray' ? 'gray' : dot}>
                {CONTRACT_STATUS_LABELS[contract.validationStatus.status]}
              </Badge>
            ) : null}
          </Group>
          {loading ? <Loader size="xs" aria-label="Cargando" /> : null}
        </Group>
        <Text size="sm" c={contract ? undefined : 'dimmed'}>
          {contract ? contractSummary(contract) : T.sinContrato}
        </Text>
        {osp}
        <Group gap="xs" wrap="wrap">
          {view?.canUpload ? (
            <Button size="xs" leftSection={<IconFileUpload size={14} />} onClick={() => onAction('upload')}>
              {contract ? T.reemplazarContrato : T.subirContrato}
            </Button>
          ) : null}
          {view?.canUpload ? (
            <Button size="xs" variant="light" leftSection={<IconPaperclip size={14} />} disabled={!contract} onClick={() => onAction('annex')}>
              {T.agregarAnexo}
            </Button>
          ) : null}
          {contract ? (
            <Button size="xs" variant="light" leftSection={<IconEye size={14} />} onClick={() => onAction('view')}>
              {T.consultarContrato}
            </Button>
          ) : null}
          {annexes.length > 0 ? (
            <Button size="xs" variant="light" leftSection={<IconEye size={14} />} onClick={() => onAction('annexes')}>
              {T.consultarAnexos}
            </Button>
          ) : null}
          {contract && view?.canUpload ? (
            <Button size="xs" variant="light" leftSection={<IconEdit size={14} />} onClick={() => onAction('data')}>
              {T.modificarDatos}
            </Button>
          ) : null}
          {/* A generators service has no payroll CFDIs: spec 2 §2 puts its own buttons there instead. */}
          {view?.canUpload && !view.generators ? (
            <Button size="xs" variant="light" leftSection={<IconFileCode size={14} />} onClick={() => onAction('payroll-upload')}>
              {TEXTOS_NOMINA.subir}
            </Button>
          ) : null}
          {view && !view.generators ? (
            <Button size="xs" variant="light" leftSection={<IconUsers size={14} />} onClick={() => onAction('payroll-view')}>
              {TEXTOS_NOMINA.consultar}
            </Button>
          ) : null}
          {/* Spec 2 §2: the generators line's two buttons in the payroll ones' place. */}
          {view?.generators ? (
            <Button size="xs" variant="light" leftSection={<IconBook size={14} />} onClick={() => onAction('catalogue')}>
              {TG.catalogo}
            </Button>
          ) : null}
          {view?.generators ? (
            generatorData?.enabled ? (
              <Button size="xs" variant="light" leftSection={<IconListDetails size={14} />} component="a" href={generatorData.href}>
                {TG.datosGenerador}
              </Button>
            ) : (
              // A disabled button fires no pointer events: the wrapper carries the tooltip.
              <Tooltip label={TG.soloInvitados} withArrow events={{ hover: true, focus: false, touch: true }}>
                <Box component="span" display="inline-block">
                  <Button size="xs" variant="light" leftSection={<IconListDetails size={14} />} disabled>
                    {TG.datosGenerador}
                  </Button>
                </Box>
              </Tooltip>
            )
          ) : null}
          {contract?.folderId ? (
            <Button size="xs" variant="subtle" leftSection={<IconFolder size={14} />} component="a" href={`/dashboard/vault/${contract.folderId}?company=${viewerCompanyId}`}>
              {T.verEnBoveda}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
