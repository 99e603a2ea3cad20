import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MENSAJES_CONTRAPARTES as M, TEXTOS_CONTRAPARTES as T, TIPO_CONTRAPARTE, type CounterpartSide } from '../../../../shared/labels/counterparts';
import { errorMessage } from '../../../lib/api-client';
import { counterpartActions, invalidateCounterparts } from '../api/counterpart-actions.mutation';
import { CompanyPicker } from './company-picker';
import { NewContactForm } from './new-contact-form';

export interface AddCounterpartDialogProps {
  companyId: string;
  side: CounterpartSide;
  /** Generators mode: only companies with the generadores flag, and the generator fields on a new contact. */
  generadores?: boolean | undefined;
  opened: boolean;
  onClose: () => void;
}

type Step = 'pick' | 'new' | 'sent';

/** "Agregar proveedor/cliente" (spec 2 §2): pick an existing company or register a new contact. */
export function AddCounterpartDialog({ companyId, side, generadores, opened, onClose }: AddCounterpartDialogProps) {
  const client = useQueryClient();
  const [step, setStep] = useState<Step>('pick');
  const [selected, setSelected] = useState<string | null>(null);
  const tipo = TIPO_CONTRAPARTE[side];
  const sent = () => {
    setStep('sent');
    void invalidateCounterparts(client, companyId);
  };
  const invite = useMutation({ mutationFn: (guestId: string) => counterpartActions.invite(companyId, side, guestId), onSuccess: sent });
  const close = () => {
    setStep('pick');
    setSelected(null);
    invite.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={T.agregarTitulo(tipo)} centered size="lg">
      {step === 'pick' ? (
        <Stack>
          <CompanyPicker companyId={companyId} side={side} generadores={generadores} selected={selected} onSelect={setSelected} onRegisterNew={() => setStep('new')} />
          {invite.isError ? (
            <Alert color="red" role="alert">
              {errorMessage(invite.error) || M.errorCreacion}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button disabled={!selected} loading={invite.isPending} onClick={() => selected && invite.mutate(selected)}>
              {T.agregar}
            </Button>
          </Group>
        </Stack>
      ) : step === 'new' ? (
        <NewContactForm companyId={companyId} side={side === 'providers' ? 'provider' : 'client'} generadores={Boolean(generadores)} onCancel={() => setStep('pick')} onSent={sent} />
      ) : (
        <Stack align="center" py="md">
          <Text fw={700} component="output">
            {M.invitacionEnviada}
          </Text>
          <Button onClick={close}>{T.siguiente}</Button>
        </Stack>
      )}
    </Modal>
  );
}
