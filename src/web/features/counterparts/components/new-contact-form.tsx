import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, TagsInput, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { ZCompanyInitRequest, type TCompanyInitParsed, type TCompanyInitRequest } from '../../../../shared/contracts/invitations.contract';
import { MENSAJES_CONTRAPARTES as M, TEXTOS_CONTRAPARTES as T } from '../../../../shared/labels/counterparts';
import { errorMessage } from '../../../lib/api-client';
import { counterpartActions } from '../api/counterpart-actions.mutation';

interface Props {
  companyId: string;
  side: 'provider' | 'client';
  generadores: boolean;
  onCancel: () => void;
  onSent: () => void;
}

/** Step 2 of the add dialog: the new-contact form, validated with the server's own schema. */
export function NewContactForm({ companyId, side, generadores, onCancel, onSent }: Props) {
  const form = useForm<TCompanyInitRequest, unknown, TCompanyInitParsed>({
    resolver: zodResolver(ZCompanyInitRequest),
    defaultValues: { mainCompanyId: companyId, side, generadores, name: '', email: '', phone: '', externalId: '', externalSapId: '', externalTreeCatalogue: [] },
  });
  const send = useMutation({
    mutationFn: (body: TCompanyInitParsed) => counterpartActions.init(body),
    onSuccess: (created) => (created?.id ? onSent() : undefined),
  });
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => send.mutate(values))}>
      <Stack gap="sm">
        <TextInput label={T.nombre} withAsterisk {...form.register('name')} error={errors.name?.message} />
        <TextInput label={T.correo} type="email" withAsterisk {...form.register('email')} error={errors.email?.message} />
        <TextInput label={T.telefono} inputMode="numeric" withAsterisk={generadores} {...form.register('phone')} error={errors.phone?.message} />
        {generadores ? (
          <>
            <TextInput label={T.idGenerador} withAsterisk {...form.register('externalId')} error={errors.externalId?.message} />
            <TextInput label={T.idSap} withAsterisk {...form.register('externalSapId')} error={errors.externalSapId?.message} />
            <Controller
              control={form.control}
              name="externalTreeCatalogue"
              render={({ field }) => (
                <TagsInput label={T.catalogos} withAsterisk value={field.value ?? []} onChange={field.onChange} error={errors.externalTreeCatalogue?.message} />
              )}
            />
          </>
        ) : null}
        {send.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(send.error) || M.errorCreacion}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {T.cancelar}
          </Button>
          <Button type="submit" loading={send.isPending}>
            {T.enviar}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
