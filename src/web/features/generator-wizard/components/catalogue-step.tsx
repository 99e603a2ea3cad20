import { Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconCalculator } from '@tabler/icons-react';
import type { TCatalogueWithWorkbook, TGeneratorSummary } from '../../../../shared/contracts/catalogues.contract';
import { TEXTOS_WIZARD as T } from '../../../../shared/labels/generator-wizard';
import { decimalToCents } from '../../../../shared/domain/catalogue';
import { formatMxnCents } from '../../../../shared/mx/money';
import { CatalogueCalculator } from '../../../components/catalogue-calculator/catalogue-calculator';
import type { CalculatorWork } from '../../../components/catalogue-calculator/calculator-work';

interface Props {
  /** The client's active catalogue from the field kit; undefined while it was never downloaded. */
  catalogue: TCatalogueWithWorkbook | null | undefined;
  summary: TGeneratorSummary | null;
  /** Selections not saved yet, kept in the draft. */
  work: CalculatorWork | null;
  onWork: (work: CalculatorWork) => void;
  onSave: (summary: TGeneratorSummary) => Promise<void>;
}

/**
 * The catalogue part of "General next": prices the generator with the client's active catalogue
 * (kept in the field kit, so it also works offline) and saves the summary through the outbox.
 */
export function CatalogueStep({ catalogue, summary, work, onWork, onSave }: Props) {
  const [opened, { open, close }] = useDisclosure(false);
  const phone = useMediaQuery('(max-width: 48em)');

  return (
    <Card withBorder radius="md" p="md" component="section" aria-label={T.catalogo}>
      <Stack gap="xs">
        <Text fw={700}>{T.catalogo}</Text>
        <Text fz="sm" c="dimmed">
          {summary ? T.resumenCatalogo(formatMxnCents(decimalToCents(summary.totalAllSheet) ?? 0)) : catalogue === undefined ? T.catalogoSinConexion : T.sinResumen}
        </Text>
        {work && catalogue && work.catalogueId === catalogue.id ? (
          <Text fz="sm" fw={600}>
            {T.seleccionesSinGuardar}
          </Text>
        ) : null}
        <Group>
          <Button variant="light" leftSection={<IconCalculator size={18} />} onClick={open}>
            {T.abrirCatalogo}
          </Button>
        </Group>
      </Stack>
      <Modal opened={opened} onClose={close} title={T.catalogo} fullScreen={phone} size="90%">
        <CatalogueCalculator
          catalogue={catalogue}
          initialSummary={summary}
          work={work}
          onWork={onWork}
          onSave={async (next) => {
            await onSave(next);
            close();
          }}
        />
      </Modal>
    </Card>
  );
}
