// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TWorkbookAx } from '../../../../../src/shared/contracts/catalogues.contract';
import { CatalogueCalculator } from '../../../../../src/web/components/catalogue-calculator/catalogue-calculator';
import type { CalculatorWork } from '../../../../../src/web/components/catalogue-calculator/calculator-work';
import { calculatorRows } from '../../../../../src/web/components/catalogue-calculator/calculator-rows';
import { QuantityStepper } from '../../../../../src/web/components/catalogue-calculator/quantity-stepper';
import { SheetCards } from '../../../../../src/web/components/catalogue-calculator/sheet-cards';
import { renderWithProviders } from '../../support/render-app';

const row = (index: number, description: string, price: string) => ({ index, cellAxList: [`SKU-${index}`, 'Concepto', description, 'm', '', price] });
const WORKBOOK: TWorkbookAx = {
  sheetAxList: [
    { name: 'Catalogo PE Materiales', rowAxList: [{ index: 1, cellAxList: ['CABLEADO'] }, row(2, 'FTP Cat 6 exterior', '24.39'), row(3, 'UTP Cat 6A', '30.55')] },
    { name: 'Destajo CHC', rowAxList: [row(4, 'Tendido de fibra aérea', '15.22')] },
  ],
};
const CATALOGUE = { id: '00000000-0000-4000-8000-000000000001', workbookAx: WORKBOOK };

/** jsdom has no layout: make `(max-width: 48em)` match, as on a phone. */
function phoneViewport() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches: query.includes('max-width'), media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false }) as MediaQueryList,
  );
}

function Stepper({ onChange }: { onChange: (q: number | undefined) => void }) {
  const [quantity, setQuantity] = useState<number | undefined>(undefined);
  return (
    <QuantityStepper
      label="FTP Cat 6 exterior"
      quantity={quantity}
      onChange={(q) => {
        setQuantity(q);
        onChange(q);
      }}
    />
  );
}

describe('calculadora de catálogo en el teléfono (issue 10 §4)', () => {
  // jsdom lays nothing out: give every box a phone-sized rectangle so the virtualised list renders its rows.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
  });

  it('el stepper tiene nombres accesibles, suma y resta de uno en uno y con − en 1 quita la partida', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(q: number | undefined) => void>();
    renderWithProviders(<Stepper onChange={onChange} />);
    const minus = screen.getByRole('button', { name: 'Disminuir cantidad de FTP Cat 6 exterior' });
    const plus = screen.getByRole('button', { name: 'Aumentar cantidad de FTP Cat 6 exterior' });
    const field = screen.getByRole('textbox', { name: 'Cantidad de FTP Cat 6 exterior' });
    expect(minus).toBeDisabled();
    await user.click(plus);
    await user.click(plus);
    expect(field).toHaveValue('2');
    await user.click(minus);
    expect(field).toHaveValue('1');
    await user.click(minus);
    expect(field).toHaveValue('');
    expect(onChange.mock.calls.map(([q]) => q)).toEqual([1, 2, 1, undefined]);
    // Typed 0 becomes 1 on leaving the field (spec 3 §5).
    await user.type(field, '0');
    await user.tab();
    expect(field).toHaveValue('1');
  });

  it('cada partida es una tarjeta con descripción, precio unitario, stepper y total de la línea', async () => {
    const user = userEvent.setup();
    const rows = calculatorRows(WORKBOOK.sheetAxList[0] as TWorkbookAx['sheetAxList'][number]);
    function Cards() {
      const [selected, setSelected] = useState<Record<number, number>>({});
      return <SheetCards label="Materiales" rows={rows} selected={selected} onQuantity={(index, q) => setSelected((s) => ({ ...s, [index]: q ?? 0 }))} />;
    }
    renderWithProviders(<Cards />);
    const card = screen.getByRole('article', { name: 'FTP Cat 6 exterior' });
    expect(within(card).getByText('Precio unitario: $24.39')).toBeInTheDocument();
    expect(within(card).getByTestId('total-partida-2')).toHaveTextContent('—');
    await user.click(within(card).getByRole('button', { name: 'Aumentar cantidad de FTP Cat 6 exterior' }));
    await user.click(within(card).getByRole('button', { name: 'Aumentar cantidad de FTP Cat 6 exterior' }));
    expect(within(card).getByTestId('total-partida-2')).toHaveTextContent('$48.78');
    expect(screen.getByText('CABLEADO')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('en el teléfono muestra tarjetas, el total y "Guardar" en cualquier pestaña, y sin el aviso de que se pierden las selecciones', async () => {
    phoneViewport();
    const user = userEvent.setup();
    const onSave = vi.fn<(summary: unknown) => void>();
    renderWithProviders(<CatalogueCalculator catalogue={CATALOGUE} onSave={onSave} />);
    expect(await screen.findByRole('article', { name: 'UTP Cat 6A' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Las selecciones se limpiarán al salir del catálogo.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aumentar cantidad de UTP Cat 6A' }));
    expect(screen.getByTestId('total-corriente')).toHaveTextContent('$30.55');
    await user.click(screen.getByRole('tab', { name: 'Destajo de empresarial' }));
    await user.click(screen.getByRole('button', { name: 'Aumentar cantidad de Tendido de fibra aérea' }));
    expect(screen.getByTestId('total-corriente')).toHaveTextContent('$45.77');
    expect(screen.getByText('2 partidas seleccionadas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ totalAllSheet: '45.77', totalMaterials: '30.55', totalServices: '15.22' });
  });

  it('en el escritorio conserva la tabla; en consulta no hay "Guardar" y sí el aviso', () => {
    renderWithProviders(<CatalogueCalculator catalogue={CATALOGUE} readOnly />);
    expect(screen.getByRole('table', { name: 'Catalogo PE Materiales' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(screen.getByText('Las selecciones se limpiarán al salir del catálogo.')).toBeInTheDocument();
  });

  it('entrega cada cambio como trabajo sin guardar y, al volver a abrir, lo restaura en vez del resumen guardado', async () => {
    phoneViewport();
    const user = userEvent.setup();
    const works: CalculatorWork[] = [];
    const first = renderWithProviders(<CatalogueCalculator catalogue={CATALOGUE} onSave={vi.fn<() => void>()} onWork={(w) => works.push(w)} />);
    await screen.findByRole('article', { name: 'FTP Cat 6 exterior' });
    await user.click(screen.getByRole('button', { name: 'Aumentar cantidad de FTP Cat 6 exterior' }));
    await user.click(screen.getByRole('button', { name: 'Aumentar cantidad de FTP Cat 6 exterior' }));
    await user.click(screen.getByRole('tab', { name: 'Destajo de empresarial' }));
    const last = works.at(-1);
    expect(last).toEqual({ catalogueId: CATALOGUE.id, selections: { 'Catalogo PE Materiales': { 2: 2 } }, movements: { Movimientos: '0.00', 'No catalogados': '0.00' }, tab: 'Destajo CHC' });
    first.unmount();

    renderWithProviders(<CatalogueCalculator catalogue={CATALOGUE} onSave={vi.fn<() => void>()} work={last} />);
    await screen.findByRole('article', { name: 'Tendido de fibra aérea' });
    expect(screen.getByRole('tab', { name: 'Destajo de empresarial' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('total-corriente')).toHaveTextContent('$48.78');
    await user.click(screen.getByRole('tab', { name: /PE Materiales/ }));
    expect(screen.getByRole('textbox', { name: 'Cantidad de FTP Cat 6 exterior' })).toHaveValue('2');
  });

  it('el trabajo de otro catálogo no se restaura', () => {
    phoneViewport();
    const stale: CalculatorWork = { catalogueId: 'otro', selections: { 'Catalogo PE Materiales': { 2: 9 } }, movements: { Movimientos: '0.00', 'No catalogados': '0.00' }, tab: null };
    renderWithProviders(<CatalogueCalculator catalogue={CATALOGUE} onSave={vi.fn<() => void>()} work={stale} />);
    expect(screen.getByTestId('total-corriente')).toHaveTextContent('$0.00');
  });
});
