import { useFormContext } from 'react-hook-form';
import type { TCompanyForm, TCompanyFormInput } from '../../../shared/contracts/companies.contract';

/** The company form's react-hook-form context, typed with the contract's input and output. */
export function useCompanyFormContext() {
  return useFormContext<TCompanyFormInput, unknown, TCompanyForm>();
}
