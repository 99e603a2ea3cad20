import { useEffect } from 'react';
import { showToast } from '../../../components/feedback/toast';
import { plansErrorMessage } from '../lib/plans-error';

/** Loading the plans failed: an error toast that hides itself after 6000 ms (spec 1 §2, §9). */
export function usePlanProductsErrorToast(error: unknown) {
  useEffect(() => {
    if (error) showToast('error', plansErrorMessage(error));
  }, [error]);
}
