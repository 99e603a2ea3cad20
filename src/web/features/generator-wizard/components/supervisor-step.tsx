import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { TCatalogueWithWorkbook, TGeneratorSummary } from '../../../../shared/contracts/catalogues.contract';
import { ZGeneralForm, ZSupervisorForm, type TRegionManager } from '../../../../shared/contracts/generators.contract';
import { TEXTOS_WIZARD as T } from '../../../../shared/labels/generator-wizard';
import { MENSAJES_GENERADOR as M } from '../../../../shared/labels/messages';
import { showToast } from '../../../components/feedback/toast';
import { useDraftForm } from '../hooks/use-draft-form';
import type { SupervisorValues, WizardDraft } from '../lib/wizard-draft';
import { queueGeneral, queueSummary } from '../lib/wizard-outbox';
import type { CalculatorWork } from '../../../components/catalogue-calculator/calculator-work';
import { CatalogueStep } from './catalogue-step';

const F = T.supervisorCampos;

interface Props {
  draft: WizardDraft;
  managers: TRegionManager[];
  catalogue: TCatalogueWithWorkbook | null | undefined;
  onChange: (values: Partial<SupervisorValues>) => void;
  onSummary: (summary: TGeneratorSummary) => void;
  onCalculator: (work: CalculatorWork) => void;
  onBack: () => void;
}

/**
 * "General next" (spec 3 §5): the supervisor, then region → responsible from the client's region
 * managers. A new region clears the responsible; a responsible fills phone, email and manager email.
 */
export function SupervisorStep({ draft, managers, catalogue, onChange, onSummary, onCalculator, onBack }: Props) {
  const form = useDraftForm(ZSupervisorForm, draft.supervisor, onChange);
  const { register, control, formState, setValue } = form;
  const errors = formState.errors;
  const region = form.watch('listRegions');
  const regions = [...new Set(managers.map((m) => m.region))];
  const responsibles = managers.filter((m) => m.region === region);

  function chooseRegion(value: string | null) {
    setValue('listRegions', value ?? '', { shouldValidate: true, shouldDirty: true });
    for (const field of ['listResponsible', 'phoneResponsible', 'emailResponsible', 'emailManager'] as const) setValue(field, '', { shouldDirty: true });
  }

  function chooseResponsible(name: string | null) {
    const manager = responsibles.find((m) => m.name === name);
    setValue('listResponsible', name ?? '', { shouldValidate: true, shouldDirty: true });
    setValue('phoneResponsible', manager?.phone ?? '', { shouldValidate: true, shouldDirty: true });
    setValue('emailResponsible', manager?.email ?? '', { shouldValidate: true, shouldDirty: true });
    setValue('emailManager', manager?.emailManager ?? '', { shouldValidate: true, shouldDirty: true });
  }

  const save = form.handleSubmit(async (supervisor) => {
    const general = ZGeneralForm.safeParse(draft.general);
    if (!general.success) {
      showToast('warning', M.valideGeneral);
      return;
    }
    await queueGeneral(draft, general.data, supervisor);
    showToast('success', M.informacionGuardada);
  });

  return (
    <form onSubmit={(event) => void save(event)} noValidate>
    <Stack gap="md">
      <Text fw={700}>{T.supervisor}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={F.name} {...register('name')} required error={errors.name?.message} />
        <TextInput label={F.lastName} {...register('lastName')} required error={errors.lastName?.message} />
        <TextInput label={F.motherLastName} {...register('motherLastName')} required error={errors.motherLastName?.message} />
        <TextInput label={F.phone} type="tel" {...register('phone')} required error={errors.phone?.message} />
        <TextInput label={F.email} type="email" {...register('email')} required error={errors.email?.message} />
      </SimpleGrid>
      {managers.length === 0 ? <Alert color="yellow">{T.sinGerentes}</Alert> : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={control}
          name="listRegions"
          render={({ field, fieldState }) => (
            <Select label={F.listRegions} placeholder={T.seleccione} data={regions} value={field.value || null} onChange={chooseRegion} onBlur={field.onBlur} required allowDeselect={false} error={fieldState.error?.message} />
          )}
        />
        <Controller
          control={control}
          name="listResponsible"
          render={({ field, fieldState }) => (
            <Select
              label={F.listResponsible}
              placeholder={T.seleccione}
              data={[...new Set(responsibles.map((m) => m.name))]}
              value={field.value || null}
              onChange={chooseResponsible}
              onBlur={field.onBlur}
              disabled={!region}
              required
              allowDeselect={false}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextInput label={F.phoneResponsible} {...register('phoneResponsible')} readOnly variant="filled" required error={errors.phoneResponsible?.message} />
        <TextInput label={F.emailResponsible} {...register('emailResponsible')} readOnly variant="filled" required error={errors.emailResponsible?.message} />
        <TextInput label={F.emailManager} {...register('emailManager')} readOnly variant="filled" required error={errors.emailManager?.message} />
      </SimpleGrid>
      <CatalogueStep
        catalogue={catalogue}
        summary={draft.summary ?? null}
        work={draft.calculator ?? null}
        onWork={onCalculator}
        onSave={async (summary) => {
          onSummary(summary);
          await queueSummary(draft, summary);
        }}
      />
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          {T.anterior}
        </Button>
        <Button type="submit">{T.guardar}</Button>
      </Group>
    </Stack>
    </form>
  );
}
