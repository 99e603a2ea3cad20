import { Group, TextInput, type TitleOrder } from '@mantine/core';
import { useFieldArray } from 'react-hook-form';
import { FORMULARIO_EMPRESA as F } from '../../../shared/labels/company-form';
import { emptyActivity } from './company-form-values';
import { FormSection } from './form-section';
import { ListFooter, RemoveRowButton } from './list-controls';
import { useCompanyFormContext } from './use-company-form-context';

/** REPSE activities: add and remove, but at least one always remains (spec 1 §5). */
export function RepseActivitiesFields({ headingOrder }: { headingOrder: TitleOrder }) {
  const { register, control, formState } = useCompanyFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'repses' });
  const errors = formState.errors.repses;
  const onlyOne = fields.length <= 1;

  return (
    <FormSection title={F.seccionActividades} headingOrder={headingOrder}>
      {fields.map((row, index) => {
        const n = index + 1;
        return (
          <Group key={row.id} align="flex-start" wrap="nowrap" gap="xs">
            <TextInput
              {...register(`repses.${index}.name`)}
              label={F.actividad(n)}
              withAsterisk
              autoComplete="off"
              maxLength={300}
              error={errors?.[index]?.name?.message}
              style={{ flex: 1 }}
            />
            <RemoveRowButton label={F.quitarActividad(n)} disabled={onlyOne} onClick={() => remove(index)} />
          </Group>
        );
      })}
      <ListFooter errors={errors} addLabel={F.agregarActividad} onAdd={() => append(emptyActivity(), { shouldFocus: true })} />
    </FormSection>
  );
}
