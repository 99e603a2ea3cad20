import { Button, FileInput, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { TEXTOS_CATALOGO as T } from '../../../../shared/labels/catalogue';
import { MENSAJES_CATALOGO as M } from '../../../../shared/labels/messages';
import { showToast } from '../../../components/feedback/toast';
import { isApiError } from '../../../lib/api-client';
import { blobToBase64 } from '../../../lib/base64';
import { useUploadCatalogue } from '../api/catalogue-mutations';
import { sendDate, type TCatalogueUploadForm, ZCatalogueUploadForm } from '../lib/catalogue-dates';
import { CountedTextarea, CountedTextInput } from '../../../components/fields/length-counter';

const EMPTY: TCatalogueUploadForm = { file: null, fileName: '', startDate: '', endDate: '', comment: '' };

/** "Subir documento" → form "Subir catálogo" (spec 3 §2.7, §5). Dates typed dd-MM-yyyy, sent yyyy-MM-dd. */
export function UploadCatalogueDialog({ companyId, opened, onClose }: { companyId: string; opened: boolean; onClose: () => void }) {
  const form = useForm<TCatalogueUploadForm>({ resolver: zodResolver(ZCatalogueUploadForm), defaultValues: EMPTY });
  const upload = useUploadCatalogue(companyId);
  const { errors, isSubmitting } = form.formState;

  const close = () => {
    form.reset(EMPTY);
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    const file = values.file as File;
    try {
      await upload.mutateAsync({
        name: file.name,
        extension: file.name.toLowerCase().endsWith('.xls') ? 'xls' : 'xlsx',
        content: await blobToBase64(file),
        details: { fileName: values.fileName || file.name.replace(/\.xlsx?$/i, ''), startDate: sendDate(values.startDate) ?? '', endDate: sendDate(values.endDate) ?? '', comment: values.comment },
      });
      showToast('success', M.catalogoCreado);
      close();
    } catch (error) {
      // The server says why a workbook is refused (type, macros, size); anything else is the generic failure.
      const message = isApiError(error) && error.status === 400 ? (Object.values(error.campos)[0] ?? error.mensaje) : M.errorSubir;
      showToast('error', message);
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={T.subirCatalogo} centered size="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Controller
            control={form.control}
            name="file"
            render={({ field }) => (
              <FileInput
                label={T.archivo}
                placeholder={T.seleccionarArchivo}
                withAsterisk
                accept=".xls,.xlsx,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                leftSection={<IconFileSpreadsheet size={18} />}
                value={field.value ?? null}
                onChange={(file) => field.onChange(file)}
                error={errors.file?.message}
                clearable
              />
            )}
          />
          <CountedTextInput label={T.nombre} {...form.register('fileName')} maxLength={200} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={T.fechaInicial} placeholder={T.formatoFecha} withAsterisk {...form.register('startDate')} error={errors.startDate?.message} />
            <TextInput label={T.fechaFinal} placeholder={T.formatoFecha} withAsterisk {...form.register('endDate')} error={errors.endDate?.message} />
          </SimpleGrid>
          <CountedTextarea label={T.comentario} {...form.register('comment')} maxLength={500} autosize minRows={2} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              {T.cancelar}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {T.subir}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
