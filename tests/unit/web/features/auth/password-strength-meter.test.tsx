// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEXTOS_FORTALEZA } from '../../../../../src/shared/labels/access';
import { PasswordStrengthMeter } from '../../../../../src/web/features/auth/components/password-strength-meter';
import { readStrength } from '../../../../../src/web/features/auth/lib/password-strength';
import { renderWithProviders } from '../../support/render-app';

describe('medidor de seguridad de la contraseña', () => {
  it.each([
    ['', 0, ''],
    ['abcdefg', 0, ''],
    ['abcdefgh', 25, 'Bajo'],
    ['abcdefghi1', 50, 'Medio'],
    ['abcdefghijklmn1', 50, 'Medio'],
    ['Abcdefghijklmn1', 75, 'Alto'],
    ['abcdefghijklmnopqr.1', 75, 'Alto'],
    ['Abcdefghijklmnopqr.1', 100, 'Muy alto'],
  ])('«%s» vale %i puntos: %s', (password, score, label) => {
    expect(readStrength(password)).toMatchObject({ score, label });
  });

  it('una mayúscula no suma antes de 15 caracteres ni un carácter especial antes de 20', () => {
    expect(readStrength('Abcdefghi!').label).toBe('Medio');
    expect(readStrength('Abcdefghijklmn!').label).toBe('Alto');
  });

  it('muestra la etiqueta, la barra y las sugerencias', () => {
    const first = renderWithProviders(<PasswordStrengthMeter password="abcdefgh" />);
    expect(screen.getByTestId('password-strength-label')).toHaveTextContent('Bajo');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    for (const hint of TEXTOS_FORTALEZA.sugerencias) expect(screen.getByText(hint)).toBeInTheDocument();

    first.unmount();
    renderWithProviders(<PasswordStrengthMeter password="Abcdefghijklmnopqr.1" />);
    expect(screen.getByTestId('password-strength-label')).toHaveTextContent('Muy alto');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });
});
