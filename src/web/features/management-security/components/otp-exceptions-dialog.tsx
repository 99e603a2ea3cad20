import { Badge, Center, Loader, Modal, Pagination, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MENSAJES_SEGURIDAD as M, SEGURIDAD_TEXTOS as T } from '../../../../shared/labels/management-security';
import { QueryError } from '../../../components/feedback/query-error';
import { otpExceptionsQuery, securityActions } from '../api/security-settings.api';
import { securityKeys } from '../api/security.keys';
import { SaveFeedback } from './save-feedback';

interface OtpExceptionsDialogProps {
  companyId: string;
  opened: boolean;
  /** Said at the top when the dialog opens (e.g. "Autenticación de 2 pasos activada"). */
  notice?: string | undefined;
  onClose: () => void;
}

/** "Excepciones de usuarios": searchable, 6 per page, with the "Aplica OTP" switch per user (spec 3 §2.8). */
export function OtpExceptionsDialog({ companyId, opened, notice, onClose }: OtpExceptionsDialogProps) {
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(0);
  const query = useQuery({ ...otpExceptionsQuery(companyId, { search: debounced, page }), enabled: opened });
  /*
   * The dialog stays open while the administrator toggles several users, so its feedback is shown
   * inside it, under the table: a toast (top of the screen) would cover the dialog's title and,
   * on a phone, the switches themselves. reset() on close and on the next toggle clears it.
   */
  const toggle = useMutation({
    mutationFn: (input: { userId: string; appliesOtp: boolean }) => securityActions.setException(companyId, input.userId, input.appliesOtp),
    onSuccess: () => client.invalidateQueries({ queryKey: securityKeys.exceptions(companyId) }),
  });
  const close = () => {
    toggle.reset();
    onClose();
  };
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.size)) : 1;

  return (
    <Modal opened={opened} onClose={close} title={T.excepciones} size="xl" closeButtonProps={{ 'aria-label': T.cerrar }}>
      <Stack gap="sm">
        {notice ? <SaveFeedback status="success" error={null} success={notice} /> : null}
        <TextInput
          type="search"
          label={T.buscar}
          placeholder={T.buscar}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(0);
          }}
        />
        {query.isPending ? (
          <Center py="md" component="output" aria-label={T.cargando}>
            <Loader size="sm" />
          </Center>
        ) : null}
        {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
        {data && data.items.length === 0 ? <Text ta="center">{debounced ? T.sinElementos : T.sinInformacion}</Text> : null}
        {data && data.items.length > 0 ? (
          <Table.ScrollContainer minWidth={560}>
            <Table striped aria-label={T.excepciones}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{T.nombre}</Table.Th>
                  <Table.Th>{T.correo}</Table.Th>
                  <Table.Th>{T.tipoUsuario}</Table.Th>
                  <Table.Th>{T.aplicaOtp}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((user) => (
                  <Table.Tr key={user.userId}>
                    <Table.Td>{user.name}</Table.Td>
                    <Table.Td>{user.email}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={user.userType === 'Interno' ? 'blue' : 'grape'}>
                        {user.userType === 'Interno' ? T.interno : T.externo}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Switch
                        aria-label={`${T.aplicaOtp}: ${user.name}`}
                        checked={user.appliesOtp}
                        disabled={toggle.isPending}
                        onChange={(event) => toggle.mutate({ userId: user.userId, appliesOtp: event.currentTarget.checked })}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
        {pages > 1 ? <Pagination total={pages} value={page + 1} onChange={(value) => setPage(value - 1)} mx="auto" /> : null}
        <SaveFeedback status={toggle.status} error={toggle.error} success={M.excepcionGuardada} />
      </Stack>
    </Modal>
  );
}
