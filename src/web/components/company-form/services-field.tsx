import { MultiSelect, Pill } from '@mantine/core';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { SERVICES_OFFERED } from '../../../shared/domain/catalogs';
import { FORMULARIO_EMPRESA as F } from '../../../shared/labels/company-form';
import { serviceChipText, withCurrentValues } from './services-chip';
import { useCompanyFormContext } from './use-company-form-context';

type ErrorLike = { message?: string } | undefined;

/** The first message of the list error or of any of its entries. */
function firstMessage(error: unknown): string | undefined {
  if (!error) return undefined;
  const own = (error as ErrorLike)?.message;
  if (own) return own;
  const root = (error as { root?: ErrorLike }).root?.message;
  if (root) return root;
  return Array.isArray(error) ? error.map((e: ErrorLike) => e?.message).find(Boolean) : undefined;
}

/** Services offered: searchable multi-select over the catalogue; chips show 24 characters (spec 1 §2). */
export function ServicesField() {
  const { control, getValues } = useCompanyFormContext();
  // Options are fixed for the life of the form: the catalogue plus what the company already had.
  const data = useMemo(() => withCurrentValues(SERVICES_OFFERED, getValues('servicesOffered')), [getValues]);
  return (
    <Controller
      control={control}
      name="servicesOffered"
      render={({ field, fieldState }) => (
        <MultiSelect
          ref={field.ref}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          data={data}
          label={F.servicios}
          placeholder={field.value.length ? undefined : F.busqueServicio}
          withAsterisk
          searchable
          openOnFocus={false}
          nothingFoundMessage={F.sinResultados}
          maxDropdownHeight={280}
          comboboxProps={{ zIndex: 1000 }}
          error={firstMessage(fieldState.error)}
          renderPill={({ option, onRemove, disabled }) => (
            <Pill
              withRemoveButton={!disabled}
              onRemove={onRemove}
              title={option.label}
              removeButtonProps={{ 'aria-label': F.quitarServicio(option.label) }}
            >
              {serviceChipText(option.label)}
            </Pill>
          )}
        />
      )}
    />
  );
}
