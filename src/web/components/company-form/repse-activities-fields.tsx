import { ActionIcon, Button, Group, Text, TextInput, type TitleOrder } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray } from 'react-hook-form';
import { FORMULARIO_EMPRESA as F } from '../../../shared/labels/company-form';
import { emptyActivity } from './company-form-values';
import { FormSection } from './form-section';
import { listErrorMessage } from './list-error';
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
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mt={26}
              disabled={onlyOne}
              onClick={() => remove(index)}
              aria-label={F.quitarActividad(n)}
              title={F.quitarActividad(n)}
            >
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
        );
      })}
      {listErrorMessage(errors) ? (
        <Text c="red" fz="sm" role="alert">
          {listErrorMessage(errors)}
        </Text>
      ) : null}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => append(emptyActivity(), { shouldFocus: true })}>
          {F.agregarActividad}
        </Button>
      </Group>
    </FormSection>
  );
}
