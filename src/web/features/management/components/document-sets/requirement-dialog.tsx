import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FileInput, Group, Image, Modal, NumberInput, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  EXAMPLE_IMAGE_ACCEPT,
  EXAMPLE_IMAGE_MAX_BYTES,
  ZRequirementRequest,
  type TRequirementNode,
  type TRequirementRequest,
} from '../../../../../shared/contracts/document-sets.contract';
import { DELIVERY_KINDS, REQUIREMENT_FORMATS, type DeliveryKind, type RequirementFormat } from '../../../../../shared/domain/compliance';
import { FORMATO_REQUISITO, MENSAJES_SETS as M, PERIODICIDAD, SETS_DOCUMENTOS as S } from '../../../../../shared/labels/document-sets';
import { isApiError } from '../../../../lib/api-client';
import { applyServerFieldErrors } from '../../../../lib/forms/server-field-errors';
import { errorOutsideFields } from '../../lib/error-outside-fields';
import { DialogFooter } from '../dialog-footer';

type TRequirementForm = { name: string; format: RequirementFormat; delivery: { kind: DeliveryKind; day: number }; helpText: string };

export interface RequirementDialogProps {
  /** Editar when present. */
  requirement?: TRequirementNode | undefined;
  onSubmit: (values: TRequirementForm) => Promise<unknown>;
  onUploadImage: (requirementId: string, file: File) => Promise<unknown>;
  onClearImage: (requirementId: string) => Promise<unknown>;
  onClose: () => void;
}

/** Agregar / Editar requisito: name, format PDF/XML, delivery rule, help text and the help's example image. Mount it to open it. */
export function RequirementDialog({ requirement, onSubmit, onUploadImage, onClearImage, onClose }: RequirementDialogProps) {
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const form = useForm<TRequirementRequest, unknown, TRequirementForm>({
    resolver: zodResolver(ZRequirementRequest),
    defaultValues: {
      name: requirement?.name ?? '',
      format: requirement?.format ?? 'PDF',
      delivery: { kind: (requirement?.delivery.kind as DeliveryKind | undefined) ?? 'MONTHLY', day: requirement?.delivery.day ?? 17 },
      helpText: requirement?.helpText ?? '',
    },
  });
  const save = useMutation({
    mutationFn: async (values: TRequirementForm) => {
      await onSubmit(values);
      // The image goes once the requirement exists: only when editing, so a failed upload never duplicates a new one.
      if (image && requirement) await onUploadImage(requirement.id, image);
    },
    onSuccess: onClose,
    onError: (error) => applyServerFieldErrors(form, isApiError(error) ? error : null, { fields: ['name', 'format', 'delivery', 'helpText'] }),
  });
  const clear = useMutation({ mutationFn: () => onClearImage(requirement?.id ?? '') });
  const { errors } = form.formState;
  const kind = useWatch({ control: form.control, name: 'delivery.kind' });
  const pickImage = (file: File | null) => {
    setImageError(file && file.size > EXAMPLE_IMAGE_MAX_BYTES ? M.imagenMuyGrande : file && !EXAMPLE_IMAGE_ACCEPT.split(',').includes(file.type) ? M.imagenInvalida : undefined);
    setImage(file);
  };
  const current = clear.isSuccess ? null : requirement?.exampleImage;

  return (
    <Modal opened onClose={onClose} title={requirement ? S.editarRequisito : S.nuevoRequisito} centered size="lg">
      <form noValidate onSubmit={form.handleSubmit((values) => (imageError ? undefined : save.mutate(values)))}>
        <Stack gap="sm">
          <TextInput label={S.nombre} withAsterisk data-autofocus {...form.register('name')} error={errors.name?.message} />
          <Controller
            control={form.control}
            name="format"
            render={({ field }) => (
              <Stack gap={4}>
                <Text component="label" fz="sm" fw={500} id="requirement-format-label">
                  {S.formato}
                </Text>
                <SegmentedControl aria-labelledby="requirement-format-label" value={field.value} onChange={field.onChange} data={REQUIREMENT_FORMATS.map((f) => ({ value: f, label: FORMATO_REQUISITO[f] }))} />
                {errors.format?.message ? (
                  <Text c="red" fz="xs">
                    {errors.format.message}
                  </Text>
                ) : null}
              </Stack>
            )}
          />
          <Group grow align="flex-start" wrap="wrap">
            <Controller
              control={form.control}
              name="delivery.kind"
              render={({ field }) => (
                <Select
                  label={S.entrega}
                  withAsterisk
                  allowDeselect={false}
                  data={DELIVERY_KINDS.map((k) => ({ value: k, label: PERIODICIDAD[k] }))}
                  value={field.value}
                  onChange={(v) => v && field.onChange(v)}
                  error={errors.delivery?.kind?.message}
                  comboboxProps={{ withinPortal: true }}
                  style={{ minWidth: 180 }}
                />
              )}
            />
            <Controller
              control={form.control}
              name="delivery.day"
              render={({ field }) => (
                <NumberInput
                  label={S.dia}
                  withAsterisk
                  description={kind === 'ONCE' ? S.diaAyudaUnica : S.diaAyudaPeriodo}
                  min={1}
                  max={28}
                  allowDecimal={false}
                  allowNegative={false}
                  value={field.value}
                  onChange={(v) => field.onChange(typeof v === 'number' ? v : Number.parseInt(v, 10) || 0)}
                  error={errors.delivery?.day?.message}
                  style={{ minWidth: 180 }}
                />
              )}
            />
          </Group>
          <Textarea label={S.ayuda} rows={4} {...form.register('helpText')} error={errors.helpText?.message} />
          {requirement ? (
          <Stack gap={6}>
            <FileInput
              label={S.imagenEjemplo}
              description={S.imagenEjemploAyuda}
              accept={EXAMPLE_IMAGE_ACCEPT}
              clearable
              leftSection={<IconPhoto size={16} aria-hidden="true" />}
              placeholder={S.subirImagen}
              value={image}
              onChange={pickImage}
              error={imageError}
            />
            {current && !image ? (
              <Group gap="sm" align="center">
                <Image src={current} alt={`${S.imagenEjemplo}: ${requirement?.name ?? ''}`} h={72} w="auto" fit="contain" radius="sm" />
                <Button size="xs" variant="light" color="red" loading={clear.isPending} onClick={() => clear.mutate()}>
                  {S.quitarImagen}
                </Button>
              </Group>
            ) : null}
          </Stack>
          ) : (
            <Text c="dimmed" fz="sm">
              {S.imagenDespues}
            </Text>
          )}
          <DialogFooter error={errorOutsideFields(save.error, (key) => !key.startsWith('file'))} fallbackError={S.errorGuardar} saving={save.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
