import { Alert, Badge, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { TGeneratorSummary, TWorkbookAx } from '../../../shared/contracts/catalogues.contract';
import { MOVEMENT_ROWS, centsToDecimal, decimalToCents, movementAmountToCents, sheetDisplayName } from '../../../shared/domain/catalogue';
import { type CatalogueSelections, buildSummary, categoryTotals } from '../../../shared/domain/catalogue-summary';
import { TEXTOS_CATALOGO as T } from '../../../shared/labels/catalogue';
import { MENSAJES_CATALOGO as M } from '../../../shared/labels/messages';
import { formatMxnCents } from '../../../shared/mx/money';
import { showToast } from '../feedback/toast';
import { CalculatorFooter } from './calculator-footer';
import { calculatorRows } from './calculator-rows';
import { type CalculatorWork, initialWork, withQuantity } from './calculator-work';
import { SheetCards } from './sheet-cards';
import { SheetTable } from './sheet-table';
import { SummaryPanel } from './summary-panel';

export interface CatalogueCalculatorProps {
  /** The catalogue to price from (the client's active one, or one opened from the catalogues tab); null when there is none. */
  catalogue: { id: string; workbookAx: TWorkbookAx } | null | undefined;
  initialSummary?: TGeneratorSummary | null;
  /** Consultation only: quantities can still be tried out (they are cleared on leaving) but there is no Guardar. */
  readOnly?: boolean;
  onSave?: (summary: TGeneratorSummary) => Promise<void> | void;
  /** Unsaved selections kept by the caller; they win over `initialSummary` when they are for this catalogue. */
  work?: CalculatorWork | null;
  /** Every change of the selections, movements or tab, for the caller to keep (e.g. in the draft). */
  onWork?: (work: CalculatorWork) => void;
}

const RESUMEN = '__resumen__';

/**
 * The catalogue calculator (spec 3 §2.7): a tab per sheet plus Resumen. Takes its data by props
 * (the wizard reads the active catalogue, possibly offline; the catalogues tab reads any file) and
 * hands the summary payload to `onSave`. Money is computed in integer cents.
 */
export function CatalogueCalculator({ catalogue, initialSummary, readOnly = false, onSave, work, onWork }: CatalogueCalculatorProps) {
  const sheets = useMemo(() => (catalogue?.workbookAx.sheetAxList ?? []).map((sheet) => ({ sheet, rows: calculatorRows(sheet) })).filter((s) => s.rows.length > 0), [catalogue]);
  const [start] = useState(() => initialWork(catalogue?.id ?? null, work, initialSummary));
  const [selections, setSelections] = useState<CatalogueSelections>(start.selections);
  const [movementDrafts, setMovementDrafts] = useState(start.movements);
  const [tab, setTab] = useState<string | null>(start.tab ?? sheets[0]?.sheet.name ?? RESUMEN);
  const [saving, setSaving] = useState(false);
  const phone = useMediaQuery('(max-width: 48em)');

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

  // Each change is one user event, so the rendered state is the current one: the next state is
  // computed here and handed to `onWork` as well.
  const keep = (next: Partial<Omit<CalculatorWork, 'catalogueId'>>) => {
    const all = { selections, movements: movementDrafts, tab, ...next };
    if (next.selections) setSelections(next.selections);
    if (next.movements) setMovementDrafts(next.movements);
    if (next.tab !== undefined) setTab(next.tab);
    onWork?.({ catalogueId: catalogue.id, ...all });
  };
  const setQuantity = (sheetName: string, rowIndex: number, quantity: number | undefined) => keep({ selections: withQuantity(selections, sheetName, rowIndex, quantity) });

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

  const tabKey = (name: string | null) => {
    const index = sheets.findIndex((s) => s.sheet.name === name);
    return index >= 0 ? `hoja-${index}` : RESUMEN;
  };
  const count = (name: string) => Object.keys(selections[name] ?? {}).length;

  return (
    <>
      {readOnly ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} mb="sm" py={6}>
          {M.seleccionesSeLimpian}
        </Alert>
      ) : null}
      {/* Tab values by position: sheet names have spaces, which would make invalid ARIA id references. */}
      <Tabs value={tabKey(tab)} onChange={(next) => keep({ tab: sheets[Number(next?.slice(5))]?.sheet.name ?? RESUMEN })} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {sheets.map(({ sheet }, index) => (
            <Tabs.Tab key={sheet.name} value={`hoja-${index}`} rightSection={count(sheet.name) ? <Badge size="xs" circle>{count(sheet.name)}</Badge> : null}>
              {sheetDisplayName(sheet.name)}
            </Tabs.Tab>
          ))}
          <Tabs.Tab value={RESUMEN}>{T.resumen}</Tabs.Tab>
        </Tabs.List>
        {sheets.map(({ sheet, rows }, index) => (
          <Tabs.Panel key={sheet.name} value={`hoja-${index}`} pt="sm">
            {phone ? (
              <SheetCards label={sheetDisplayName(sheet.name)} rows={rows} selected={selections[sheet.name] ?? {}} onQuantity={(row, q) => setQuantity(sheet.name, row, q)} />
            ) : (
              <SheetTable label={sheetDisplayName(sheet.name)} rows={rows} selected={selections[sheet.name] ?? {}} readOnly={false} onQuantity={(row, q) => setQuantity(sheet.name, row, q)} />
            )}
          </Tabs.Panel>
        ))}
        <Tabs.Panel value={RESUMEN} pt="sm">
          <SummaryPanel
            summary={summary}
            categories={categories}
            movementDrafts={movementDrafts}
            onMovement={(name, text) => keep({ movements: { ...movementDrafts, [name]: text } })}
            onMovementBlur={(name) => keep({ movements: { ...movementDrafts, [name]: centsToDecimal(movementAmountToCents(movementDrafts[name])) } })}
          />
        </Tabs.Panel>
      </Tabs>
      <CalculatorFooter
        total={formatMxnCents(decimalToCents(summary.totalAllSheet) ?? 0)}
        count={sheets.reduce((n, { sheet }) => n + count(sheet.name), 0)}
        onSave={readOnly || !onSave ? null : () => void save()}
        saving={saving}
      />
    </>
  );
}
