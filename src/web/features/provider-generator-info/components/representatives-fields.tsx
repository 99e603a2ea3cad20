import { Select, SimpleGrid, TextInput, type TitleOrder } from '@mantine/core';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import type { TGeneratorInfoOptions } from '../../../../shared/contracts/provider-generator-info.contract';
import { DATOS_GENERADOR as T } from '../../../../shared/labels/provider-generator-info';
import { FormSection } from '../../../components/company-form/form-section';
import { TWO_COLUMNS } from '../../../components/company-form/grid-columns';
import { ListFooter, ListRow } from '../../../components/company-form/list-controls';
import { upperCaseInPlace } from '../../../components/company-form/uppercase-input';
import { emptyRepresentative } from '../lib/form-values';
import { useGeneratorInfoFormContext } from './use-generator-info-form-context';

const fullName = (r: { name: string; lastName: string; motherLastName: string }) => [r.name, r.lastName, r.motherLastName].filter(Boolean).join(' ');

/**
 * Legal representatives: each one of the company's (chosen by CURP; names live in the company data)
 * with its phone, RFC and e-mail. At least one always remains; one already chosen is not offered again.
 */
export function RepresentativesFields({ headingOrder, options }: { headingOrder: TitleOrder; options: TGeneratorInfoOptions['legalRepresentatives'] }) {
  const { register, control, formState } = useGeneratorInfoFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'legalRepresentativesList' });
  const chosen = useWatch({ control, name: 'legalRepresentativesList' });
  const errors = formState.errors.legalRepresentativesList;
  const onlyOne = fields.length <= 1;

  return (
    <FormSection title={T.seccionRepresentantes} headingOrder={headingOrder}>
      {fields.map((row, index) => {
        const n = index + 1;
        const rowErrors = errors?.[index];
        const rfc = register(`legalRepresentativesList.${index}.rfc`);
        const takenElsewhere = new Set(chosen.filter((_, i) => i !== index).map((r) => r.curp));
        const data = options.map((r) => ({ value: r.curp, label: `${fullName(r)} · ${r.curp}`, disabled: takenElsewhere.has(r.curp) }));
        return (
          <ListRow key={row.id} legend={T.representante(n)} removeLabel={T.quitarRepresentante(n)} onlyOne={onlyOne} onRemove={() => remove(index)}>
            <SimpleGrid type="container" cols={TWO_COLUMNS} spacing="md" verticalSpacing="sm">
              <Controller
                control={control}
                name={`legalRepresentativesList.${index}.curp`}
                render={({ field }) => (
                  <Select
                    label={T.representanteLegal}
                    placeholder={T.elijaRepresentante}
                    withAsterisk
                    data={data}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    name={field.name}
                    allowDeselect={false}
                    error={rowErrors?.curp?.message}
                    comboboxProps={{ withinPortal: true }}
                  />
                )}
              />
              <TextInput {...register(`legalRepresentativesList.${index}.phone`)} label={T.telefono} withAsterisk type="tel" inputMode="tel" autoComplete="off" maxLength={16} error={rowErrors?.phone?.message} />
              <TextInput
                {...rfc}
                onChange={(event) => {
                  upperCaseInPlace(event);
                  void rfc.onChange(event);
                }}
                label={T.rfc}
                withAsterisk
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={13}
                error={rowErrors?.rfc?.message}
              />
              <TextInput {...register(`legalRepresentativesList.${index}.email`)} label={T.correo} withAsterisk type="email" autoComplete="off" maxLength={254} error={rowErrors?.email?.message} />
            </SimpleGrid>
          </ListRow>
        );
      })}
      <ListFooter errors={errors} addLabel={T.agregarRepresentante} onAdd={() => append(emptyRepresentative(), { shouldFocus: true })} />
    </FormSection>
  );
}
