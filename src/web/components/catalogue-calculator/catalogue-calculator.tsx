import { Alert, Badge, Group, Tabs, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { TGeneratorSummary, TWorkbookAx } from '../../../shared/contracts/catalogues.contract';
import { MOVEMENT_ROWS, type MovementRow, centsToDecimal, movementAmountToCents, sheetDisplayName } from '../../../shared/domain/catalogue';
import { type CatalogueSelections, buildSummary, categoryTotals, selectionsFromSummary } from '../../../shared/domain/catalogue-summary';
import { TEXTOS_CATALOGO as T } from '../../../shared/labels/catalogue';
import { MENSAJES_CATALOGO as M } from '../../../shared/labels/messages';
import { showToast } from '../feedback/toast';
import { calculatorRows } from './calculator-rows';
import { SheetTable } from './sheet-table';
import { SummaryPanel } from './summary-panel';

export interface CatalogueCalculatorProps {
  /** The catalogue to price from (the client's active one, or one opened from the catalogues tab); null when there is none. */
  catalogue: { id: string; workbookAx: TWorkbookAx } | null | undefined;
  initialSummary?: TGeneratorSummary | null;
  /** Consultation only: quantities can still be tried out (they are cleared on leaving) but there is no Guardar. */
  readOnly?: boolean;
  onSave?: (summary: TGeneratorSummary) => Promise<void> | void;
}

const RESUMEN = '__resumen__';

function initialMovementDrafts(movements: Partial<Record<MovementRow, number>>): Record<MovementRow, string> {
  return Object.fromEntries(MOVEMENT_ROWS.map((name) => [name, centsToDecimal(movements[name] ?? 0)])) as Record<MovementRow, string>;
}

/**
 * The catalogue calculator (spec 3 §2.7): a tab per sheet plus Resumen. Takes its data by props
 * (the wizard reads the active catalogue, possibly offline; the catalogues tab reads any file) and
 * hands the summary payload to `onSave`. Money is computed in integer cents.
 */
export function CatalogueCalculator({ catalogue, initialSummary, readOnly = false, onSave }: CatalogueCalculatorProps) {
  const sheets = useMemo(() => (catalogue?.workbookAx.sheetAxList ?? []).map((sheet) => ({ sheet, rows: calculatorRows(sheet) })).filter((s) => s.rows.length > 0), [catalogue]);
  const restored = useMemo(() => selectionsFromSummary(initialSummary), [initialSummary]);
  const [selections, setSelections] = useState<CatalogueSelections>(restored.selections);
  const [movementDrafts, setMovementDrafts] = useState(() => initialMovementDrafts(restored.movements));
  const [tab, setTab] = useState<string | null>(sheets[0]?.sheet.name ?? RESUMEN);
  const [saving, setSaving] = useState(false);

  const summary = useMemo(
    () =>
      buildSummary({
        catalogueId: catalogue?.id ?? null,
        sheets: sheets.map((s) => s.sheet),
        selections,
        movements: Object.fromEntries(MOVEMENT_ROWS.map((name) => [name, movementAmountToCents(movementDrafts[name])])),
      }),
    [catalogue, sheets, selections, movementDrafts],
  );
  const categories = useMemo(() => categoryTotals(summary, sheets.map((s) => s.sheet)), [summary, sheets]);

  if (!catalogue || !sheets.length) {
    return (
      <Alert color="yellow" icon={<IconInfoCircle size={20} />}>
        {M.sinCatalogo}
      </Alert>
    );
  }

  const setQuantity = (sheetName: string, rowIndex: number, quantity: number | undefined) =>
    setSelections((previous) => {
      const sheet = { ...previous[sheetName] };
      if (quantity) sheet[rowIndex] = quantity;
      else delete sheet[rowIndex];
      return { ...previous, [sheetName]: sheet };
    });

  const save = async () => {
    if (!onSave) return;
    setSaving(true);
    try {
      await onSave(summary);
      showToast('success', M.resumenGuardado);
    } catch {
      showToast('error', M.errorInesperado);
    } finally {
      setSaving(false);
    }
  };

  const count = (name: string) => Object.keys(selections[name] ?? {}).length;

  return (
    <>
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} mb="sm" py={6}>
        {M.seleccionesSeLimpian}
      </Alert>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {sheets.map(({ sheet }) => (
            <Tabs.Tab key={sheet.name} value={sheet.name} rightSection={count(sheet.name) ? <Badge size="xs" circle>{count(sheet.name)}</Badge> : null}>
              {sheetDisplayName(sheet.name)}
            </Tabs.Tab>
          ))}
          <Tabs.Tab value={RESUMEN}>{T.resumen}</Tabs.Tab>
        </Tabs.List>
        {sheets.map(({ sheet, rows }) => (
          <Tabs.Panel key={sheet.name} value={sheet.name} pt="sm">
            <SheetTable label={sheetDisplayName(sheet.name)} rows={rows} selected={selections[sheet.name] ?? {}} readOnly={false} onQuantity={(row, q) => setQuantity(sheet.name, row, q)} />
          </Tabs.Panel>
        ))}
        <Tabs.Panel value={RESUMEN} pt="sm">
          <SummaryPanel
            summary={summary}
            categories={categories}
            movementDrafts={movementDrafts}
            readOnly={readOnly}
            saving={saving}
            onMovement={(name, text) => setMovementDrafts((d) => ({ ...d, [name]: text }))}
            onMovementBlur={(name) => setMovementDrafts((d) => ({ ...d, [name]: centsToDecimal(movementAmountToCents(d[name])) }))}
            onSave={() => void save()}
          />
        </Tabs.Panel>
      </Tabs>
      <Group justify="flex-end" mt="xs">
        <Text fz="sm" c="dimmed">
          {T.partidasSeleccionadas(sheets.reduce((n, { sheet }) => n + count(sheet.name), 0))}
        </Text>
      </Group>
    </>
  );
}
