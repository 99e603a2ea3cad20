import { FileInput } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { TEXTOS_CONTRATO as T } from '../../../../../shared/labels/contracts';

/** The required PDF of the contract and annex dialogs (the server checks the bytes again). */
export function PdfFileInput({ value, onChange, error }: { value: File | null; onChange: (file: File | null) => void; error?: ReactNode }) {
  return (
    <FileInput
      label={T.archivo}
      placeholder="Seleccione un archivo PDF"
      accept="application/pdf,.pdf"
      leftSection={<IconFileUpload size={16} />}
      value={value}
      onChange={onChange}
      error={error}
      withAsterisk
      clearable
      clearButtonProps={{ 'aria-label': 'Quitar archivo' }}
    />
  );
}
