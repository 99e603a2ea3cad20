import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ZLookupRfc } from '../../../../shared/contracts/sat-lookup.contract';
import { MENSAJES_CONSULTA_SAT as M, PANTALLA_CONSULTA_SAT as P } from '../../../../shared/labels/sat-lists';
import { errorMessage } from '../../../lib/api-client';
import { lookupRfc } from '../api/sat-lookup.api';
import { SatLookupResultView } from './sat-lookup-result';

export interface SatLookupDialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * 'Consulta un nuevo proveedor' (spec 2 §2): the RFC, checked with the server's schema, then
 * 'Status 69 y 69B SAT' (on no list) or 'Status SAT: Artículo 69 y 69-B del CFF' (the records).
 */
export function SatLookupDialog({ opened, onClose }: SatLookupDialogProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  const [rfc, setRfc] = useState('');
  const [formatError, setFormatError] = useState<string | null>(null);
  const lookup = useMutation({ mutationFn: lookupRfc });
  const result = lookup.data;
  const close = () => {
    setRfc('');
    setFormatError(null);
    lookup.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZLookupRfc.safeParse(rfc);
    if (!parsed.success) return setFormatError(M.formatoInvalido);
    setFormatError(null);
    lookup.mutate(parsed.data);
  };
  const title = !result ? P.tituloConsulta : result.records.length ? P.tituloDetalle : P.tituloSimple;

  return (
    <Modal opened={opened} onClose={close} title={title} size={result?.records.length ? 'xl' : 'md'} fullScreen={Boolean(phone)} centered>
      {result ? (
        <SatLookupResultView result={result} onClose={close} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput label={P.rfc} value={rfc} onChange={(e) => setRfc(e.currentTarget.value)} error={formatError} autoComplete="off" maxLength={20} data-autofocus />
            {lookup.isError ? (
              <Alert color="red" role="alert">
                {errorMessage(lookup.error) || P.errorConsulta}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {P.cerrar}
              </Button>
              <Button type="submit" loading={lookup.isPending}>
                {P.consultar}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
