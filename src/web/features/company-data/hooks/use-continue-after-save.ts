import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { TCompany } from '../../../../shared/domain/company';
import { MENSAJES_EMPRESA } from '../../../../shared/labels/messages';
import { showToast } from '../../../components/feedback/toast';
import { pathAfterCompanyData } from '../lib/next-step';

/** After the first save: 'Cambios guardados con éxito', then the dashboard or the plans page. */
export function useContinueAfterSave() {
  const navigate = useNavigate();
  return useCallback(
    (company: TCompany) => {
      showToast('success', MENSAJES_EMPRESA.cambiosGuardados);
      void navigate({ to: pathAfterCompanyData(company), replace: true });
    },
    [navigate],
  );
}
