// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- installs IndexedDB in jsdom
import 'fake-indexeddb/auto';
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CalculatorWork } from '../../../../../src/web/components/catalogue-calculator/calculator-work';
import { getDraft, putDraft } from '../../../../../src/web/offline/draft-store';
import { useWizardDraft } from '../../../../../src/web/features/generator-wizard/hooks/use-wizard-draft';
import { newDraft, type WizardDraft } from '../../../../../src/web/features/generator-wizard/lib/wizard-draft';

const WORK: CalculatorWork = { catalogueId: 'cat-1', selections: { 'Catalogo PE Materiales': { 2: 150 }, 'Destajo CHC': { 4: 2 } }, movements: { Movimientos: '-10.50', 'No catalogados': '0.00' }, tab: 'Destajo CHC' };

describe('selecciones de la calculadora en el borrador (issue 10 §4)', () => {
  it('quedan en IndexedDB con el borrador y vuelven al abrirlo de nuevo', async () => {
    const id = crypto.randomUUID();
    await putDraft(id, newDraft({ id, clientId: 'c', clientName: 'Cliente', providerId: 'p', providerName: 'Proveedor', providerRfc: 'AAA010101AAA' }));

    const first = renderHook(() => useWizardDraft(id));
    await waitFor(() => expect(first.result.current.state.status).toBe('ready'));
    act(() => first.result.current.update({ calculator: WORK }));
    act(() => first.result.current.flush());
    await waitFor(async () => expect((await getDraft<WizardDraft>(id))?.calculator).toEqual(WORK));
    first.unmount();

    const again = renderHook(() => useWizardDraft(id));
    await waitFor(() => expect(again.result.current.state.status).toBe('ready'));
    const state = again.result.current.state;
    expect(state.status === 'ready' ? state.draft.calculator : null).toEqual(WORK);
    expect(state.status === 'ready' ? state.draft.origin : null).toBe('device');
    again.unmount();
  });
});
