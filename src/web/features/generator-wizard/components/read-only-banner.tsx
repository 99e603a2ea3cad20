import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { KnownGeneratorStatus } from '../../../../shared/domain/generator';
import { TEXTOS_WIZARD as T } from '../../../../shared/labels/generator-wizard';
import { isAuthenticated } from '../../../lib/session/session-store';

const S = T.soloLectura;

function textsOf(known: KnownGeneratorStatus) {
  if (known.signing) return S.firma;
  if (known.status === 'REVISION') return S.revision;
  if (known.status === 'APPROVED' || known.status === 'PAID') return S.aprobado;
  return S.cerrado;
}

/** Why the wizard is read-only and what the supervisor can do instead (issue 20 §5). */
export function ReadOnlyBanner({ known }: { known: KnownGeneratorStatus }) {
  const texts = textsOf(known);
  return (
    <Alert color="blue" variant="light" icon={<IconLock size={20} aria-hidden="true" />} title={texts.titulo} data-testid="read-only-banner">
      <Stack gap={6}>
        <Text fz="sm">{texts.texto}</Text>
        {/* The list needs the server; offline the wizard's close button leads to the field home. */}
        {isAuthenticated() ? (
          <Anchor fz="sm" fw={600} renderRoot={(props) => <Link {...props} to="/dashboard/generadores" search={{ tab: 'generadores' }} />}>
            {S.irAGeneradores}
          </Anchor>
        ) : null}
      </Stack>
    </Alert>
  );
}

/** A native disabled fieldset: every input and button inside stops taking changes, whatever the component. */
export function ReadOnlyFieldset({ locked, children }: { locked: boolean; children: ReactNode }) {
  return (
    <fieldset disabled={locked} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      {children}
    </fieldset>
  );
}
