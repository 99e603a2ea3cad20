import { ActionIcon, Menu } from '@mantine/core';
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
import { rowPermissions, type Viewer } from '../lib/row-permissions';

export type RowCommand = 'edit' | 'pdf' | 'info' | 'disable' | 'store' | 'unstore' | 'approve' | 'reject' | 'pay';

/** The row menu: Editar, Ver Generador, Información, Deshabilitar, Archivar/Desarchivar and the client's review. */
export function GeneratorRowMenu({ generator, viewer, onCommand }: { generator: TGeneratorLite; viewer: Viewer; onCommand: (command: RowCommand) => void }) {
  const allowed = rowPermissions(generator, viewer);
  const icon = { size: 16, 'aria-hidden': true } as const;
  return (
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
            <Menu.Item leftSection={<IconCheck {...icon} />} color="green" onClick={() => onCommand('approve')}>
              {T.aprobar}
            </Menu.Item>
            <Menu.Item leftSection={<IconX {...icon} />} color="red" onClick={() => onCommand('reject')}>
              {T.rechazar}
            </Menu.Item>
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
  );
}
