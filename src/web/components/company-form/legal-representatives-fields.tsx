import { SimpleGrid, TextInput, type TitleOrder } from '@mantine/core';
import { useFieldArray } from 'react-hook-form';
import { FORMULARIO_EMPRESA as F } from '../../../shared/labels/company-form';
import { emptyRepresentative } from './company-form-values';
import { FormSection } from './form-section';
import { TWO_COLUMNS } from './grid-columns';
import { ListFooter, ListRow } from './list-controls';
import { upperCaseInPlace } from './uppercase-input';
import { useCompanyFormContext } from './use-company-form-context';

/** Legal representatives: add and remove, but at least one always remains (spec 1 §5). */
export function LegalRepresentativesFields({ headingOrder }: { headingOrder: TitleOrder }) {
  const { register, control, formState } = useCompanyFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'legalRepresentatives' });
  const errors = formState.errors.legalRepresentatives;
  const onlyOne = fields.length <= 1;

  return (
    <FormSection title={F.seccionRepresentantes} headingOrder={headingOrder}>
      {fields.map((row, index) => {
        const n = index + 1;
        const curp = register(`legalRepresentatives.${index}.curp`);
        const rowErrors = errors?.[index];
        return (
          <ListRow key={row.id} legend={F.representante(n)} removeLabel={F.quitarRepresentante(n)} onlyOne={onlyOne} onRemove={() => remove(index)}>
            <SimpleGrid type="container" cols={TWO_COLUMNS} spacing="md" verticalSpacing="sm">
              <TextInput {...register(`legalRepresentatives.${index}.name`)} label={F.nombre} withAsterisk autoComplete="off" maxLength={300} error={rowErrors?.name?.message} />
              <TextInput {...register(`legalRepresentatives.${index}.apaterno`)} label={F.apellidoPaterno} withAsterisk autoComplete="off" maxLength={300} error={rowErrors?.apaterno?.message} />
              <TextInput {...register(`legalRepresentatives.${index}.amaterno`)} label={F.apellidoMaterno} autoComplete="off" maxLength={300} error={rowErrors?.amaterno?.message} />
              <TextInput
                {...curp}
                onChange={(event) => {
                  upperCaseInPlace(event);
                  void curp.onChange(event);
                }}
                label={F.curp}
                withAsterisk
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={18}
                error={rowErrors?.curp?.message}
              />
            </SimpleGrid>
          </ListRow>
        );
      })}
      <ListFooter errors={errors} addLabel={F.agregarRepresentante} onAdd={() => append(emptyRepresentative(), { shouldFocus: true })} />
    </FormSection>
  );
}
