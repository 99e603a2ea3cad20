import { TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useWatch } from 'react-hook-form';
import { FORMULARIO_EMPRESA as F } from '../../../shared/labels/company-form';
import { MENSAJES_EMPRESA } from '../../../shared/labels/messages';
import { hasValidRfcCheckDigit, isRfcFormat } from '../../../shared/mx/rfc';
import { upperCaseInPlace } from './uppercase-input';
import { useCompanyFormContext } from './use-company-form-context';

/** A well-formed RFC whose check digit does not match: worth a warning, not a block (DOMAIN-MX.md). */
export function rfcCheckDigitWarning(rfc: string): string | null {
  return isRfcFormat(rfc) && !hasValidRfcCheckDigit(rfc) ? MENSAJES_EMPRESA.rfcDigitoNoCoincide : null;
}

/** RFC, upper-cased as typed; a format error blocks, a check-digit mismatch only warns. */
export function RfcField() {
  const { register, control, formState } = useCompanyFormContext();
  const rfc = useWatch({ control, name: 'rfc' }) ?? '';
  const warning = formState.errors.rfc ? null : rfcCheckDigitWarning(rfc);
  const field = register('rfc');
  return (
    <TextInput
      {...field}
      onChange={(event) => {
        upperCaseInPlace(event);
        void field.onChange(event);
      }}
      label={F.rfc}
      withAsterisk
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={13}
      error={formState.errors.rfc?.message}
      description={
        warning ? (
          <output style={{ display: 'inline-flex', gap: 4, alignItems: 'flex-start', color: 'var(--mantine-color-yellow-9)' }}>
            <IconAlertTriangle size={14} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
            {warning}
          </output>
        ) : undefined
      }
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}
