import { Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCamera, IconPencil } from '@tabler/icons-react';
import type { TCompany } from '../../../../shared/domain/company';
import { PERFIL_EMPRESA as P } from '../../../../shared/labels/company-form';
import { MENSAJES_EMPRESA } from '../../../../shared/labels/messages';
import { CompanyDataForm } from '../../../components/company-form/company-data-form';
import { useProfileSaved } from '../hooks/use-profile-save-feedback';
import { CompanyDetails } from './company-details';
import { EditCompanyDialog } from './edit-company-dialog';
import { ProfilePicture } from './profile-picture';
import { UploadPhotoDialog } from './upload-photo-dialog';

interface ProfileCardProps {
  company: TCompany;
  /** canEditCompany: only then the edit and photo actions show. */
  canEdit: boolean;
  /** CORPORATIVO edits inside the card; the other plans in a dialog (spec 1 §5). */
  editInline: boolean;
}

/** The company profile card editor (spec 3 §2.8): picture, data, Editar datos / Guardar / Cancelar, Subir foto. */
export function ProfileCard({ company, canEdit, editInline }: ProfileCardProps) {
  const [editing, editor] = useDisclosure(false);
  const [photoOpen, photo] = useDisclosure(false);
  const onSaved = useProfileSaved(editor.close);
  const inlineEditing = editing && editInline;

  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-labelledby="perfil-empresa-nombre">
      <Group align="center" gap="lg" wrap="wrap">
        <ProfilePicture company={company} />
        <Stack gap={6} style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Title id="perfil-empresa-nombre" order={2} fz={{ base: 20, sm: 24 }} style={{ overflowWrap: 'anywhere' }}>
            {company.name}
          </Title>
          <Text c="dimmed" fz="sm">
            {company.email}
          </Text>
          {canEdit ? (
            <Group gap="sm" mt="xs">
              <Button variant="light" leftSection={<IconCamera size={16} aria-hidden="true" />} onClick={photo.open}>
                {P.subirFoto}
              </Button>
              {inlineEditing ? null : (
                <Button leftSection={<IconPencil size={16} aria-hidden="true" />} onClick={editor.open}>
                  {P.editarDatos}
                </Button>
              )}
            </Group>
          ) : null}
        </Stack>
      </Group>

      <Divider my="lg" />

      {inlineEditing ? (
        <CompanyDataForm
          key={company.updatedAt}
          company={company}
          mode="edit"
          submitLabel={P.guardar}
          cancelLabel={P.cancelar}
          onCancel={editor.close}
          onSaved={onSaved}
          failureMessage={MENSAJES_EMPRESA.perfilError}
          resetOnFailure
          sectionHeadingOrder={3}
        />
      ) : (
        <CompanyDetails company={company} />
      )}

      {canEdit ? (
        <>
          <UploadPhotoDialog companyId={company.id} opened={photoOpen} onClose={photo.close} />
          {editInline ? null : <EditCompanyDialog company={company} opened={editing} onClose={editor.close} onSaved={onSaved} />}
        </>
      ) : null}
    </Card>
  );
}
