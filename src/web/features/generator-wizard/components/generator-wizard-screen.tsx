import { Alert, Anchor, Center, Container, Loader, Stack } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { TEXTOS_WIZARD as T } from '../../../../shared/labels/generator-wizard';
import { useFieldKit } from '../hooks/use-field-kit';
import { ClientChooser } from './client-chooser';
import { WizardEditor } from './wizard-editor';
import { WizardFrame } from './wizard-frame';

/** /generators/forms: choose the client and create, or keep editing `?id=`. */
export function GeneratorWizardScreen({ generatorId }: { generatorId?: string | undefined }) {
  const field = useFieldKit();
  const navigate = useNavigate();

  if (generatorId) return <WizardEditor key={generatorId} id={generatorId} kit={field.kit} />;

  return (
    <WizardFrame code={null}>
      <Container size="sm" px={0}>
        {field.status === 'loading' ? (
          <Center component="output" mih="30dvh" aria-label={T.cargando}>
            <Loader />
          </Center>
        ) : field.kit ? (
          <ClientChooser kit={field.kit} onOpen={(id) => void navigate({ to: '/generators/forms', search: { id } })} />
        ) : (
          <Stack>
            <Alert color="yellow">{T.sinSesion}</Alert>
            <Anchor href={`/?redirect=${encodeURIComponent('/generators/forms')}`}>{T.iniciarSesion}</Anchor>
          </Stack>
        )}
      </Container>
    </WizardFrame>
  );
}
