import { SimpleGrid, TextInput, type TitleOrder } from '@mantine/core';
import { FORMULARIO_EMPRESA as F } from '../../../shared/labels/company-form';
import { FormSection } from './form-section';
import { TWO_COLUMNS } from './grid-columns';
import { useCompanyFormContext } from './use-company-form-context';

/** Tax address: street, numbers, colony, city, postal code and country (default México). */
export function TaxAddressFields({ headingOrder }: { headingOrder: TitleOrder }) {
  const { register, formState } = useCompanyFormContext();
  const errors = formState.errors.taxResidence;
  return (
    <FormSection title={F.seccionDomicilio} headingOrder={headingOrder}>
      <TextInput {...register('taxResidence.street')} label={F.calle} withAsterisk autoComplete="address-line1" maxLength={300} error={errors?.street?.message} />
      <SimpleGrid cols={2} spacing="md" verticalSpacing="sm">
        <TextInput {...register('taxResidence.outdoorNum')} label={F.numeroExterior} maxLength={300} error={errors?.outdoorNum?.message} />
        <TextInput {...register('taxResidence.interiorNumber')} label={F.numeroInterior} maxLength={300} error={errors?.interiorNumber?.message} />
      </SimpleGrid>
      <SimpleGrid type="container" cols={TWO_COLUMNS} spacing="md" verticalSpacing="sm">
        <TextInput {...register('taxResidence.colonia')} label={F.colonia} withAsterisk autoComplete="address-level3" maxLength={300} error={errors?.colonia?.message} />
        <TextInput {...register('taxResidence.city')} label={F.ciudad} withAsterisk autoComplete="address-level2" maxLength={300} error={errors?.city?.message} />
        <TextInput {...register('taxResidence.cp')} label={F.codigoPostal} withAsterisk autoComplete="postal-code" inputMode="numeric" maxLength={10} error={errors?.cp?.message} />
        <TextInput {...register('taxResidence.country')} label={F.pais} withAsterisk autoComplete="country-name" maxLength={300} error={errors?.country?.message} />
      </SimpleGrid>
    </FormSection>
  );
}
