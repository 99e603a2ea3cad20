import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { DATE_CEILING } from '../../../shared/contracts/fields';

/** A native date input that stops at 2999-12-31 (spec 1 §5), as the shared `isoDate` rule does on the server. */
export function DateField({ max, ref, ...props }: Omit<TextInputProps, 'type'> & { ref?: Ref<HTMLInputElement> }) {
  return <TextInput ref={ref} type="date" max={max ?? DATE_CEILING} {...props} />;
}
