import { Select, Stepper } from '@mantine/core';
import { TEXTOS_SERVICIO_GENERADORES as T } from '../../../../shared/labels/service-generators';

interface StageStepperProps {
  stages: readonly { id: string; name: string }[];
  currentId: string | undefined;
  onChange: (stageId: string) => void;
}

/**
 * The stage stepper of a generators-line service (spec 3 §2.5): every stage can be opened, and a
 * stage before the current one keeps its number (the stepper orders stages, it does not mark them done).
 * Phones get a select instead.
 */
export function StageStepper({ stages, currentId, onChange }: StageStepperProps) {
  if (stages.length === 0) return null;
  const active = Math.max(0, stages.findIndex((s) => s.id === currentId));
  const choose = (index: number) => {
    const stage = stages[index];
    if (stage) onChange(stage.id);
  };
  return (
    <>
      <Stepper active={active} onStepClick={choose} size="sm" completedIcon={({ step }) => step + 1} visibleFrom="sm" aria-label={T.etapas}>
        {stages.map((stage) => (
          <Stepper.Step key={stage.id} label={stage.name} />
        ))}
      </Stepper>
      {stages.length > 1 ? (
        <Select label={T.etapa} data={stages.map((s) => ({ value: s.id, label: s.name }))} value={stages[active]?.id ?? null} onChange={(v) => v && onChange(v)} allowDeselect={false} hiddenFrom="sm" />
      ) : null}
    </>
  );
}
