import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPointFilled, IconX } from '@tabler/icons-react';
import { TEXTOS_RESTABLECER_PAGINA } from '../../../../shared/labels/access';
import type { PolicyChecklistItem, PolicyState } from '../lib/policy-checklist';

const LOOK = {
  pending: { color: 'gray', Icon: IconPointFilled, text: TEXTOS_RESTABLECER_PAGINA.pendiente },
  met: { color: 'green', Icon: IconCheck, text: TEXTOS_RESTABLECER_PAGINA.cumple },
  failed: { color: 'red', Icon: IconX, text: TEXTOS_RESTABLECER_PAGINA.noCumple },
} as const satisfies Record<PolicyState, unknown>;

/** The password policies as a checklist that turns green or red as the user types (spec 1 §2). */
export function PolicyChecklist({ items }: { items: PolicyChecklistItem[] }) {
  if (!items.length) return null;
  return (
    <div>
      <Text fz="sm" fw={500} mb={6} id="policy-checklist-title">
        {TEXTOS_RESTABLECER_PAGINA.politicas}
      </Text>
      <List spacing={4} size="sm" center aria-labelledby="policy-checklist-title">
        {items.map((item) => {
          const { color, Icon, text } = LOOK[item.state];
          return (
            <List.Item
              key={item.policyType}
              data-state={item.state}
              // The icon carries the colour; the text keeps full contrast (green text on white is under 4.5:1).
              fw={item.state === 'pending' ? undefined : 500}
              icon={
                <ThemeIcon color={color} size={20} radius="xl" variant={item.state === 'pending' ? 'light' : 'filled'} aria-hidden="true">
                  <Icon size={13} stroke={3} />
                </ThemeIcon>
              }
            >
              {item.label}
              <VisuallyHidden> ({text})</VisuallyHidden>
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
