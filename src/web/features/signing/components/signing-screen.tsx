import { Alert, Anchor, Badge, Button, Card, Center, Container, Group, List, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCircleCheck, IconExternalLink, IconMail } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type TSigningSession, ZSignRequest } from '../../../../shared/contracts/signatures.contract';
import { TEXTOS_FIRMA as T } from '../../../../shared/labels/generators-area';
import { AvalaLogo } from '../../../components/brand/avala-logo';
import { QueryError } from '../../../components/feedback/query-error';
import { errorMessage } from '../../../lib/http/api-error';
import { signingDocumentUrl, signingSessionQuery, useSendSigningCode, useSign } from '../api/signing.api';
import { SignaturePad } from './signature-pad';

type Errors = Partial<Record<'typedName' | 'signaturePng' | 'code', string>>;

function Summary({ session }: { session: TSigningSession }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap={6}>
        <Text fz="sm" c="dimmed">
          {T.firmante}
        </Text>
        <Text fw={700}>
          {session.signer.name} · {session.signer.role}
        </Text>
        <Text fz="sm">
          {T.generador}: <b>{session.generatedCode}</b> · {T.proveedor}: {session.providerName} · {T.cliente}: {session.clientName}
        </Text>
        <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {T.huella}: {session.documentSha256}
        </Text>
        <Text fz="sm" fw={600} mt={4}>
          {T.firmantes}
        </Text>
        <List spacing={4} fz="sm" listStyleType="none">
          {session.signers.map((s) => (
            <List.Item key={`${s.role}-${s.name}`}>
              <Group gap={6}>
                <Badge size="sm" variant="light" tt="none" color={s.signed ? 'green' : 'gray'}>
                  {s.signed ? T.firmado : T.pendiente}
                </Badge>
                {s.name} · {s.role}
              </Group>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}

function SigningForm({ token }: { token: string }) {
  const [typedName, setTypedName] = useState('');
  const [signaturePng, setSignaturePng] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeNotice, setCodeNotice] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const sendCode = useSendSigningCode(token);
  const sign = useSign(token);

  const requestCode = async () => {
    try {
      setCodeNotice(await sendCode.mutateAsync());
    } catch (error) {
      setCodeNotice(null);
      setErrors({ code: errorMessage(error) });
    }
  };

  const submit = () => {
    const parsed = ZSignRequest.safeParse({ typedName, signaturePng: signaturePng ?? '', code: code.trim() });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])) as Errors);
      return;
    }
    setErrors({});
    sign.mutate(parsed.data);
  };

  return (
    <Stack gap="md">
      <TextInput label={T.nombre} value={typedName} onChange={(e) => setTypedName(e.currentTarget.value)} error={errors.typedName} autoComplete="name" required />
      <SignaturePad onChange={setSignaturePng} error={errors.signaturePng} />
      <Group align="flex-end" gap="sm">
        <Button variant={codeNotice ? 'default' : 'filled'} leftSection={<IconMail size={16} aria-hidden="true" />} loading={sendCode.isPending} onClick={() => void requestCode()}>
          {codeNotice ? T.reenviarCodigo : T.enviarCodigo}
        </Button>
      </Group>
      {codeNotice ? (
        <Alert color="blue" variant="light">
          {codeNotice}
        </Alert>
      ) : null}
      {codeNotice || errors.code ? (
        <TextInput
          label={T.codigo}
          description={T.codigoAyuda}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
          error={errors.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maw={220}
        />
      ) : null}
      {sign.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(sign.error)}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button size="md" onClick={submit} loading={sign.isPending} disabled={!codeNotice}>
          {T.firmar}
        </Button>
      </Group>
    </Stack>
  );
}

/** /firma/{token}: the signer reviews the PDF, types the name, draws the signature, confirms with the mailed code. */
export function SigningScreen({ token }: { token: string }) {
  useDocumentTitle(T.tituloPagina);
  const { data: session, error, isError, isPending, refetch } = useQuery(signingSessionQuery(token));
  const documentUrl = signingDocumentUrl(token);

  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <Group justify="space-between">
          <AvalaLogo size={32} textSize={22} />
        </Group>
        <Title order={1} fz={{ base: 22, sm: 28 }} c="avala.8">
          {T.titulo}
        </Title>
        {isPending ? (
          <Center h={200}>
            <Loader component="output" aria-label={T.cargando} />
          </Center>
        ) : isError ? (
          <QueryError error={error} onRetry={() => void refetch()} />
        ) : (
          <>
            <Summary session={session} />
            {session.signer.signed ? (
              <Alert color="green" icon={<IconCircleCheck size={20} />} title={T.listoTitulo}>
                {session.processStatus === 'COMPLETED' ? T.procesoCompleto : T.listoTexto}
              </Alert>
            ) : session.processStatus === 'CANCELLED' ? (
              <Alert color="red">{T.procesoCancelado}</Alert>
            ) : (
              <>
                <Stack gap={6}>
                  <Group justify="space-between">
                    <Text fw={600}>{T.revisar}</Text>
                    <Anchor href={documentUrl} target="_blank" rel="noopener" fz="sm">
                      <Group gap={4}>
                        {T.abrirPdf}
                        <IconExternalLink size={14} aria-hidden="true" />
                      </Group>
                    </Anchor>
                  </Group>
                  {/* Same-origin PDF from our server; a sandbox would make the browser refuse its PDF viewer. */}
                  {/* oxlint-disable-next-line react/iframe-missing-sandbox */}
                  <iframe src={documentUrl} title={T.documento} style={{ width: '100%', height: '60vh', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }} />
                </Stack>
                <SigningForm token={token} />
              </>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
