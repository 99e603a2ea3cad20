import { useCallback } from 'react';
import { MENSAJES_EMPRESA } from '../../../../shared/labels/messages';
import { showToast } from '../../../components/feedback/toast';

/** 'Se actualizó la información correctamente', then the editor closes (spec 1 §8). */
export function useProfileSaved(closeEditor: () => void) {
  return useCallback(() => {
    showToast('success', MENSAJES_EMPRESA.perfilActualizado);
    closeEditor();
  }, [closeEditor]);
}
