import { ActionIcon, Anchor, Button, Divider, Group, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { IconBook, IconClock, IconHelpCircle, IconListCheck, IconMail, IconRoute } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useEscapeToClose } from '../../lib/hooks/use-escape-to-close';
import type { Plan } from '../../../shared/domain/enums';
import { INSTRUCCIONES } from '../../../shared/labels/instructions';
import { TEXTOS_AYUDA as T } from '../../../shared/labels/shell';
import { HEADER_DROPDOWN } from './header-dropdown';

/** Only the corporate and premium plans get the corporate user manual (spec 1 §2). */
const PLANS_WITH_MANUAL: ReadonlySet<Plan> = new Set(['CORPORATIVO', 'PREMIUM']);
const MANUAL_URL = '/docs/manual-usuario-corporativo.pdf';

/** `onOpenTour` comes from the layout that mounts the onboarding tour (components never import features). */
export function HelpPopover({ plan, onOpenTour }: { plan: Plan | undefined; onOpenTour: () => void }) {
  const [opened, setOpened] = useState(false);
  useEscapeToClose(opened, setOpened);
  return (
    <Popover opened={opened} onChange={setOpened} {...HEADER_DROPDOWN} width="min(320px, calc(100vw - 16px))" shadow="md" trapFocus>
      <Popover.Target>
        <Tooltip label="Ayuda" disabled={opened}>
          <ActionIcon variant="subtle" color="white" size="lg" aria-label="Ayuda" aria-expanded={opened} aria-haspopup="dialog" onClick={() => setOpened((o) => !o)}>
            <IconHelpCircle size={20} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown aria-label={T.titulo}>
        <Stack gap="sm">
          <Text fw={700}>{T.titulo}</Text>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconMail size={18} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
            <Text fz="sm">
              {T.contacto}{' '}
              <Anchor href={`mailto:${T.correoSoporte}`} fz="sm">
                {T.correoSoporte}
              </Anchor>
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconClock size={18} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
            <Text fz="sm">{T.horario}</Text>
          </Group>
          {plan && PLANS_WITH_MANUAL.has(plan) ? (
            <Group gap="xs" wrap="nowrap">
              <IconBook size={18} aria-hidden="true" style={{ flexShrink: 0 }} />
              <Anchor href={MANUAL_URL} target="_blank" rel="noopener noreferrer" fz="sm">
                {T.manual}
              </Anchor>
            </Group>
          ) : null}
          <Group gap="xs" wrap="nowrap">
            <IconListCheck size={18} aria-hidden="true" style={{ flexShrink: 0 }} />
            <Anchor component={Link} to="/instructions" fz="sm" onClick={() => setOpened(false)}>
              {INSTRUCCIONES.abrirGuia}
            </Anchor>
          </Group>
          <Divider />
          <Button
            variant="light"
            leftSection={<IconRoute size={18} aria-hidden="true" />}
            onClick={() => {
              setOpened(false);
              onOpenTour();
            }}
          >
            {T.verRecorrido}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
