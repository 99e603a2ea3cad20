import { ActionIcon, Badge, Card, Group, Menu, Stack, Text, Tooltip } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { TLinkedCompany } from '../../../../shared/contracts/company-links.contract';
import { TEXTOS_ETAPAS } from '../../../../shared/labels/compliance-home';
import { PANTALLA_REPORTES } from '../../../../shared/labels/reports';
import { DATOS_GENERADOR } from '../../../../shared/labels/provider-generator-info';
import { BlacklistBadge } from '../../../components/sat/blacklist-badge';
import { CONTRAPARTES_LIMITES, REPSE_COLORS, REPSE_LABELS, TEXTOS_CONTRAPARTES as T, type CounterpartSide } from '../../../../shared/labels/counterparts';

export type CardAction = 'contact' | 'delete' | 'accept' | 'reject' | 'cancel' | 'edit' | 'toggle' | 'generatorData';

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);
const dayLabel = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString('es-MX', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });

/** Whether the card opens the services dialog: accepted and with the company data updated (spec 2 §2). */
export const isClickable = (c: TLinkedCompany) => c.status === 'ACCEPTED' && !c.invitation.pending && c.updatedData;

/** One counterpart: name, RFC, contact, REPSE and blacklist labels, and its actions menu. */
export function CounterpartCard(props: { counterpart: TLinkedCompany; side?: CounterpartSide; canDelete: boolean; /** A client card of a provider with canAccessReport: "Mis reportes". */ canReport?: boolean; onAction: (action: CardAction) => void; onOpen: () => void }) {
  const { counterpart: c, canDelete, onAction, onOpen } = props;
  // Editing the number and (de)activating take the same permission as deleting (spec 2 §6).
  const canEdit = canDelete && c.status === 'ACCEPTED' && !c.invitation.pending;
  const clickable = isClickable(c);
  const { pending, mine } = c.invitation;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={c.name}
      style={{ cursor: clickable ? 'pointer' : 'default', opacity: clickable || pending ? 1 : 0.85 }}
      onClick={clickable ? onOpen : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2} miw={0}>
          <Text fw={700} lineClamp={2}>
            {c.name}
          </Text>
          <Text fz="sm" c="dimmed">
            {c.rfc}
          </Text>
          {c.reference ? (
            <Text fz="sm" c="dimmed">
              {T.numero[props.side ?? 'providers']}: {c.reference}
            </Text>
          ) : null}
        </Stack>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" aria-label={T.acciones(c.name)} onClick={(event) => event.stopPropagation()}>
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown onClick={(event) => event.stopPropagation()}>
            <Menu.Item onClick={() => onAction('contact')}>{T.verContacto}</Menu.Item>
            {c.status === 'ACCEPTED' && !pending ? (
              <Menu.Item renderRoot={(p) => <Link {...p} to="/expedientes/$companyId" params={{ companyId: c.id }} />}>{TEXTOS_ETAPAS.verExpediente}</Menu.Item>
            ) : null}
            {props.side === 'providers' && c.generadores && c.status === 'ACCEPTED' && !pending ? (
              <Menu.Item onClick={() => onAction('generatorData')}>{DATOS_GENERADOR.menu}</Menu.Item>
            ) : null}
            {props.canReport && c.status === 'ACCEPTED' && !pending ? (
              <Menu.Item renderRoot={(p) => <Link {...p} to="/dashboard/reportes/$clientId" params={{ clientId: c.id }} />}>{PANTALLA_REPORTES.menu}</Menu.Item>
            ) : null}
            {pending && !mine ? <Menu.Item onClick={() => onAction('accept')}>{T.aceptar}</Menu.Item> : null}
            {pending && !mine ? <Menu.Item onClick={() => onAction('reject')}>{T.rechazar}</Menu.Item> : null}
            {pending && mine ? <Menu.Item onClick={() => onAction('cancel')}>{T.cancelarSolicitud}</Menu.Item> : null}
            {canEdit ? <Menu.Item onClick={() => onAction('edit')}>{T.editar}</Menu.Item> : null}
            {canEdit ? <Menu.Item onClick={() => onAction('toggle')}>{c.active ? T.desactivar : T.activar}</Menu.Item> : null}
            {canDelete && !pending ? (
              <Menu.Item color="red" onClick={() => onAction('delete')}>
                {T.eliminar}
              </Menu.Item>
            ) : null}
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Text fz="sm" mt="xs">
        {T.contacto}: {c.contact ? `${c.contact.name} · ` : ''}
        {c.contact ? (
          <Tooltip label={c.contact.email} disabled={c.contact.email.length <= CONTRAPARTES_LIMITES.emailChars}>
            <span>{truncate(c.contact.email, CONTRAPARTES_LIMITES.emailChars)}</span>
          </Tooltip>
        ) : (
          T.sinContacto
        )}
      </Text>
      <Group gap="xs" mt="sm">
        <Badge color={REPSE_COLORS[c.repse.status]} variant="light">
          {T.repse}: {REPSE_LABELS[c.repse.status]}
          {c.repse.targetDate ? ` · ${dayLabel(c.repse.targetDate)}` : ''}
        </Badge>
        <BlacklistBadge status={c.blacklist} detail={c.blacklistDetail} prefix={T.listaNegra} />
        {!c.active ? <Badge color="dark">{T.inactivo}</Badge> : null}
        {pending ? <Badge color="orange">{T.pendiente}</Badge> : !c.updatedData ? <Badge color="gray">{T.datosSinActualizar}</Badge> : null}
      </Group>
    </Card>
  );
}
