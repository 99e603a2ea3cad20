import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, TagsInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ZUpdateVaultDocumentRequest, type TUpdateVaultDocumentRequest, type TVaultDocument } from '../../../../shared/contracts/vault.contract';
import { baseOfName, VAULT_DOCUMENT_LIMITS as L, vaultTagKey } from '../../../../shared/domain/vault';
import { MENSAJES_BOVEDA as M, TEXTOS_BOVEDA as T } from '../../../../shared/labels/vault';
import { CountedTextarea, CountedTextInput } from '../../../components/fields/length-counter';
import { showToast } from '../../../components/feedback/toast';
import { applyServerFieldErrors } from '../../../lib/forms/server-field-errors';
import { errorMessage, isApiError } from '../../../lib/http/api-error';
import { useUpdateDocument } from '../api/vault-actions.mutation';

interface EditDocumentDialogProps {
  companyId: string;
  folderId: string | undefined;
  document: TVaultDocument;
  onClose: () => void;
}

/** Trimmed, and each tag once without regard to case (the first spelling stays). */
function cleanTags(tags: string[]): string[] {
  const seen = new Set<string>();
  return tags
    .map((tag) => tag.trim())
    .filter((tag) => {
      const key = vaultTagKey(tag);
      if (!key || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/**
 * Editar: a document's name (its extension is the file's and stays), description and tags. The
 * bytes never change (a new version is uploaded as a new file); the edit is recorded in the
 * file's history.
 */
export function EditDocumentDialog({ companyId, folderId, document, onClose }: EditDocumentDialogProps) {
  const update = useUpdateDocument(companyId, folderId);
  const [typing, setTyping] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TUpdateVaultDocumentRequest>({
    resolver: zodResolver(ZUpdateVaultDocumentRequest),
    defaultValues: { id: document.id, companyId, name: baseOfName(document.name, document.extension), description: document.description, tags: document.tags },
  });
  const { errors } = form.formState;
  const extension = document.extension ? `.${document.extension}` : '';

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    update.mutate(values, {
      onSuccess: ({ mensaje }) => {
        showToast('success', mensaje || M.actualizado);
        onClose();
      },
      onError: (error) => {
        if (applyServerFieldErrors(form, isApiError(error) ? error : null, { fields: ['name', 'description', 'tags'] }) > 0) return;
        const message = errorMessage(error) || M.errorActualizar;
        setFailure(message);
        showToast('error', message);
      },
    });
  });

  return (
    <Modal opened onClose={onClose} title={T.editarDocumento} centered size="lg">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          <CountedTextInput
            label={T.nombreDocumento}
            withAsterisk
            data-autofocus
            maxLength={L.name}
            description={extension ? T.extensionConservada(document.extension) : undefined}
            rightSection={extension || undefined}
            rightSectionWidth={extension ? extension.length * 8 + 16 : undefined}
            rightSectionPointerEvents="none"
            {...form.register('name')}
            error={errors.name?.message}
          />
          <CountedTextarea label={T.descripcion} maxLength={L.description} rows={4} {...form.register('description')} error={errors.description?.message} />
          <Controller
            control={form.control}
            name="tags"
            render={({ field }) => (
              <TagsInput
                label={T.etiquetas}
                placeholder={field.value.length < L.tags ? T.etiquetasAyuda : undefined}
                description={`${T.cuentaEtiquetas(field.value.length, L.tags)} · ${String(typing.length)}/${String(L.tag)}`}
                value={field.value}
                onChange={(tags) => field.onChange(cleanTags(tags))}
                onBlur={field.onBlur}
                searchValue={typing}
                onSearchChange={(text) => setTyping(text.slice(0, L.tag))}
                maxTags={L.tags}
                splitChars={[',']}
                acceptValueOnBlur
                clearable
                error={errors.tags?.message ?? errors.tags?.root?.message ?? (Array.isArray(errors.tags) ? errors.tags.find(Boolean)?.message : undefined)}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              {T.cancelar}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {T.guardar}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
