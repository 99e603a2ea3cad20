// @vitest-environment jsdom
// oxlint-disable-next-line import/no-unassigned-import -- DOM stubs and cleanup
import '../../support/setup-dom';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { PasswordResetNotice } from '../../../../../src/web/features/auth/components/password-reset-notice';
import { hasPasswordResetNote, notePasswordReset } from '../../../../../src/web/features/auth/lib/password-reset-notice';

const TEXT = 'Su contraseña se restableció correctamente. Inicie sesión con su contraseña nueva.';

describe('aviso de restablecimiento en el inicio de sesión', () => {
  beforeEach(() => sessionStorage.clear());

  it('tras un restablecimiento lo dice una vez y borra la nota', () => {
    notePasswordReset();
    const first = render(
      <MantineProvider>
        <PasswordResetNotice />
      </MantineProvider>,
    );
    expect(screen.getByText(TEXT)).toBeInTheDocument();
    expect(hasPasswordResetNote()).toBe(false);
    first.unmount();

    render(
      <MantineProvider>
        <PasswordResetNotice />
      </MantineProvider>,
    );
    expect(screen.queryByText(TEXT)).not.toBeInTheDocument();
  });
});
