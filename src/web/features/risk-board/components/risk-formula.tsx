import { Collapse, List, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { RISK_FORMULA as F } from '../../../../shared/labels/risk-board';

/** "¿Cómo se calcula el nivel?": the formula of shared/domain/risk-level in words, folded by default. */
export function RiskFormula() {
  const [opened, { toggle }] = useDisclosure(false);
  const Icon = opened ? IconChevronDown : IconChevronRight;
  return (
    <Stack gap={4}>
      <UnstyledButton
        onClick={toggle}
        aria-expanded={opened}
        aria-controls="risk-formula"
        fz="sm"
        fw={600}
        c="avala.7"
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 4,
          alignSelf: 'flex-start',
        }}
      >
        <Icon size={16} aria-hidden="true" />
        {F.titulo}
      </UnstyledButton>
      <Collapse expanded={opened} id="risk-formula">
        <List fz="sm" spacing={4} withPadding>
          <List.Item>{F.alto}</List.Item>
          <List.Item>{F.medio}</List.Item>
          <List.Item>{F.bajo}</List.Item>
        </List>
        <Text fz="xs" c="dimmed" mt={4}>
          {F.nota}
        </Text>
      </Collapse>
    </Stack>
  );
}
