import { useFormContext } from 'react-hook-form';
import type { TProviderGeneratorInfoForm, TProviderGeneratorInfoFormInput } from '../../../../shared/contracts/provider-generator-info.contract';

/** The generator data form's react-hook-form context, typed with the contract's input and output. */
export function useGeneratorInfoFormContext() {
  return useFormContext<TProviderGeneratorInfoFormInput, unknown, TProviderGeneratorInfoForm>();
}
