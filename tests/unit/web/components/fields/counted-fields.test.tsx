// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { DateField } from '../../../../../src/web/components/fields/date-field';
import { CountedTextarea, CountedTextInput } from '../../../../../src/web/components/fields/length-counter';
import { renderWithProviders } from '../../support/render-app';

function Form() {
  const form = useForm({ defaultValues: { name: 'Ana', note: '', day: '' } });
  return (
    <form>
      <CountedTextInput label="Nombre" maxLength={10} {...form.register('name')} />
      <CountedTextarea label="Nota" maxLength={200} {...form.register('note')} />
      <DateField label="Fecha" {...form.register('day')} />
      <Button onClick={() => form.reset({ name: 'Bernardo', note: 'x', day: '' })}>Restablecer</Button>
    </form>
  );
}

describe('campos con contador y fecha con tope', () => {
  it('cuenta lo escrito contra el límite, también tras restablecer el formulario', async () => {
    renderWithProviders(<Form />);
    const name = screen.getByLabelText('Nombre');
    expect(name).toHaveAccessibleDescription('3/10');
    await userEvent.type(name, ' María López');
    expect(name).toHaveValue('Ana María ');
    expect(name).toHaveAccessibleDescription('10/10');
    await userEvent.type(screen.getByLabelText('Nota'), 'hola');
    expect(screen.getByLabelText('Nota')).toHaveAccessibleDescription('4/200');
    await userEvent.click(screen.getByRole('button', { name: 'Restablecer' }));
    expect(await screen.findByText('8/10')).toBeInTheDocument();
  });

  it('la fecha no ofrece días después del 31/12/2999', () => {
    renderWithProviders(<Form />);
    expect(screen.getByLabelText('Fecha')).toHaveAttribute('max', '2999-12-31');
  });

  it('un valor controlado cuenta su propio largo', () => {
    renderWithProviders(<CountedTextInput label="RFC" maxLength={13} value="GAPL850612H76" onChange={() => {}} />);
    expect(screen.getByLabelText('RFC')).toHaveAccessibleDescription('13/13');
  });
});
