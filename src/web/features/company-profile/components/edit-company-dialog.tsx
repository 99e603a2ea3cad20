import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TCompany } from '../../../../shared/domain/company';
import { MENSAJES_EMPRESA } from '../../../../shared/labels/messages';
import { CompanyDataForm, companyFormTitle } from '../../../components/company-form/company-data-form';

interface EditCompanyDialogProps {
  company: TCompany;
  opened: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** Plans other than CORPORATIVO edit the company in a dialog: Actualizar datos de empresa. */
export function EditCompanyDialog({ company, opened, onClose, onSaved }: EditCompanyDialogProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={companyFormTitle('edit')}
      size="xl"
      fullScreen={phone}
      closeOnClickOutside={false}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)', color: 'var(--mantine-color-avala-8)' } }}
    >
      <CompanyDataForm
        key={company.updatedAt}
        company={company}
        mode="edit"
        onCancel={onClose}
        onSaved={onSaved}
        failureMessage={MENSAJES_EMPRESA.perfilError}
        resetOnFailure
        sectionHeadingOrder={3}
      />
    </Modal>
  );
}
