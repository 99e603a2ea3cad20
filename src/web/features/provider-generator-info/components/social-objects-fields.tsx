import { Group, Select, type TitleOrder } from '@mantine/core';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { DATOS_GENERADOR as T } from '../../../../shared/labels/provider-generator-info';
import { FormSection } from '../../../components/company-form/form-section';
import { ListFooter, RemoveRowButton } from '../../../components/company-form/list-controls';
import { emptySocialObject } from '../lib/form-values';
import { useGeneratorInfoFormContext } from './use-generator-info-form-context';

/**
 * Predominant social objects, chosen among the company's REPSE activities (companies.repses stays
 * their one source). At least one always remains; one already chosen is not offered again.
 */
export function SocialObjectsFields({ headingOrder, options }: { headingOrder: TitleOrder; options: string[] }) {
  const { control, formState } = useGeneratorInfoFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'socialObjectPredominantList' });
  const chosen = useWatch({ control, name: 'socialObjectPredominantList' });
  const errors = formState.errors.socialObjectPredominantList;
  const onlyOne = fields.length <= 1;

  return (
    <FormSection title={T.seccionObjetos} headingOrder={headingOrder}>
      {fields.map((row, index) => {
        const n = index + 1;
        const takenElsewhere = new Set(chosen.filter((_, i) => i !== index).map((s) => s.name));
        const data = options.map((name) => ({ value: name, label: name, disabled: takenElsewhere.has(name) }));
        return (
          <Group key={row.id} align="flex-start" wrap="nowrap" gap="xs">
            <Controller
              control={control}
              name={`socialObjectPredominantList.${index}.name`}
              render={({ field }) => (
                <Select
                  label={T.objetoSocial(n)}
                  placeholder={T.elijaObjeto}
                  withAsterisk
                  data={data}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  name={field.name}
                  allowDeselect={false}
                  error={errors?.[index]?.name?.message}
                  style={{ flex: 1 }}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
            <RemoveRowButton label={T.quitarObjeto(n)} disabled={onlyOne} onClick={() => remove(index)} />
          </Group>
        );
      })}
      <ListFooter errors={errors} addLabel={T.agregarObjeto} onAdd={() => append(emptySocialObject(), { shouldFocus: true })} />
    </FormSection>
  );
}
