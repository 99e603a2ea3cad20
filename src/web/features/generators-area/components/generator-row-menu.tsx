import { ActionIcon, Menu, Tooltip, VisuallyHidden } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import {
  IconArchive,
  IconArchiveOff,
  IconBan,
  IconCash,
  IconCheck,
  IconDots,
  IconEye,
  IconInfoCircle,
  IconPencil,
  IconX,
} from '@tabler/icons-react';
import type { TGeneratorLite } from '../../../../shared/contracts/generators.contract';
import { TEXTOS_AREA_GENERADORES as T } from '../../../../shared/labels/generators-area';
import { MENSAJES_GENERADOR as M } from '../../../../shared/labels/messages';
import { rowPermissions, type Viewer } from '../lib/row-permissions';

export type RowCommand = 'edit' | 'pdf' | 'info' | 'disable' | 'store' | 'unstore' | 'approve' | 'reject' | 'pay';

/** The row menu: Editar, Ver Generador, Información, Deshabilitar, Archivar/Desarchivar and the client's review. */
export function GeneratorRowMenu({ generator, viewer, onCommand }: { generator: TGeneratorLite; viewer: Viewer; onCommand: (command: RowCommand) => void }) {
  const allowed = rowPermissions(generator, viewer);
  const icon = { size: 16, 'aria-hidden': true } as const;
  const reasonId = useId();
  const blockedReason = allowed.review && allowed.reviewBlocked ? M.firmasPendientes : null;
  return (
    <>
    {/* Outside the menu (role=menu holds only items); the disabled items point at it. */}
    {blockedReason ? <VisuallyHidden id={reasonId}>{blockedReason}</VisuallyHidden> : null}
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={T.accionesDe(generator.generatedCode)}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {allowed.disableVisible || allowed.edit ? (
          <Menu.Item leftSection={<IconPencil {...icon} />} disabled={!allowed.edit} onClick={() => onCommand('edit')}>
            {T.editar}
          </Menu.Item>
        ) : null}
        <Menu.Item leftSection={<IconEye {...icon} />} disabled={!allowed.viewPdf} onClick={() => onCommand('pdf')}>
          {T.verGenerador}
        </Menu.Item>
        <Menu.Item leftSection={<IconInfoCircle {...icon} />} disabled={!allowed.info} onClick={() => onCommand('info')}>
          {T.informacion}
        </Menu.Item>
        {allowed.review ? (
          <>
            <ReviewItem reason={blockedReason} describedBy={reasonId} color="green" icon={<IconCheck {...icon} />} onClick={() => onCommand('approve')}>
              {T.aprobar}
            </ReviewItem>
            <ReviewItem reason={blockedReason} describedBy={reasonId} color="red" icon={<IconX {...icon} />} onClick={() => onCommand('reject')}>
              {T.rechazar}
            </ReviewItem>
          </>
        ) : null}
        {allowed.pay ? (
          <Menu.Item leftSection={<IconCash {...icon} />} color="teal" onClick={() => onCommand('pay')}>
            {T.marcarPagado}
          </Menu.Item>
        ) : null}
        {allowed.store ? (
          <Menu.Item leftSection={<IconArchive {...icon} />} onClick={() => onCommand('store')}>
            {T.archivar}
          </Menu.Item>
        ) : null}
        {allowed.unstore ? (
          <Menu.Item leftSection={<IconArchiveOff {...icon} />} onClick={() => onCommand('unstore')}>
            {T.desarchivar}
          </Menu.Item>
        ) : null}
        {allowed.disableVisible ? (
          <Menu.Item leftSection={<IconBan {...icon} />} color="red" disabled={!allowed.disable} onClick={() => onCommand('disable')}>
            {T.deshabilitar}
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
    </>
  );
}

/**
 * Aprobar / Rechazar stay in view while signatures are pending, disabled, with the reason as a
 * tooltip and as their description. Marked disabled through data/aria attributes, not the native
 * attribute, which would swallow the pointer events the tooltip needs.
 */
function ReviewItem({ reason, describedBy, color, icon, onClick, children }: { reason: string | null; describedBy: string; color: string; icon: ReactNode; onClick: () => void; children: ReactNode }) {
  if (!reason) {
    return (
      <Menu.Item leftSection={icon} color={color} onClick={onClick}>
        {children}
      </Menu.Item>
    );
  }
  return (
    <Tooltip label={reason} multiline w={260} position="left" events={{ hover: true, focus: true, touch: true }}>
      <Menu.Item leftSection={icon} color={color} data-disabled aria-disabled="true" aria-describedby={describedBy} closeMenuOnClick={false}>
        {children}
      </Menu.Item>
    </Tooltip>
  );
}
