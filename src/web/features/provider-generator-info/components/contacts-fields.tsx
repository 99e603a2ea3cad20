import { Accordion, Fieldset, SimpleGrid, Text, TextInput, type TitleOrder } from '@mantine/core';
import { useState } from 'react';
import { DATOS_GENERADOR as T } from '../../../../shared/labels/provider-generator-info';
import { FormSection } from '../../../components/company-form/form-section';
import { TWO_COLUMNS } from '../../../components/company-form/grid-columns';
import { listErrorMessage } from '../../../components/company-form/list-error';
import { useGeneratorInfoFormContext } from './use-generator-info-form-context';

const MORE = 'mas-contactos';

/** One of the three contact slots; the first one is the required one (its fields carry the asterisk). */
function ContactSlot({ index }: { index: number }) {
  const { register, formState } = useGeneratorInfoFormContext();
  const errors = formState.errors.contactList?.[index];
  const first = index === 0;
  return (
    <Fieldset
      variant="filled"
      radius="md"
      p="sm"
      legend={
        <Text component="span" fw={600} fz="sm">
          {T.contacto(index + 1)}
        </Text>
      }
    >
      <SimpleGrid type="container" cols={TWO_COLUMNS} spacing="md" verticalSpacing="sm">
        <TextInput {...register(`contactList.${index}.name`)} label={T.nombre} withAsterisk={first} autoComplete="off" maxLength={100} error={errors?.name?.message} />
        <TextInput {...register(`contactList.${index}.lastName`)} label={T.apellidoPaterno} withAsterisk={first} autoComplete="off" maxLength={100} error={errors?.lastName?.message} />
        <TextInput {...register(`contactList.${index}.motherLastName`)} label={T.apellidoMaterno} autoComplete="off" maxLength={100} error={errors?.motherLastName?.message} />
        <TextInput {...register(`contactList.${index}.phone`)} label={T.telefono} withAsterisk={first} type="tel" inputMode="tel" autoComplete="off" maxLength={16} error={errors?.phone?.message} />
        <TextInput {...register(`contactList.${index}.email`)} label={T.correo} withAsterisk={first} type="email" autoComplete="off" maxLength={254} error={errors?.email?.message} />
      </SimpleGrid>
    </Fieldset>
  );
}

/**
 * Contacts (spec 3 §2.9): three slots, the first shown and two in an accordion. A slot left empty
 * is not saved; at least one is needed. The accordion opens by itself when a hidden slot has errors.
 */
export function ContactsFields({ headingOrder }: { headingOrder: TitleOrder }) {
  const { formState } = useGeneratorInfoFormContext();
  const errors = formState.errors.contactList;
  const [open, setOpen] = useState<string | null>(null);
  const hiddenErrors = Boolean(errors?.[1] ?? errors?.[2]);
  const listError = listErrorMessage(errors);
  return (
    <FormSection title={T.seccionContactos} headingOrder={headingOrder}>
      <ContactSlot index={0} />
      <Accordion variant="contained" radius="md" value={hiddenErrors ? MORE : open} onChange={setOpen}>
        <Accordion.Item value={MORE}>
          <Accordion.Control>{T.contactosAdicionales}</Accordion.Control>
          <Accordion.Panel>
            <SimpleGrid cols={1} spacing="sm">
              <ContactSlot index={1} />
              <ContactSlot index={2} />
            </SimpleGrid>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      {listError ? (
        <Text c="red" fz="sm" role="alert">
          {listError}
        </Text>
      ) : null}
    </FormSection>
  );
}
