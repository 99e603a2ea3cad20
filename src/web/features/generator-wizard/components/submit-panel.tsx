import { Alert, Button, Checkbox, Stack } from '@mantine/core';
import { useState } from 'react';
import { ZGeneralForm, ZGeolocationForm, ZSupervisorForm } from '../../../../shared/contracts/generators.contract';
import { GENERATOR_LIMITS as L } from '../../../../shared/domain/generator';
import { TEXTOS_WIZARD as T } from '../../../../shared/labels/generator-wizard';
import { MENSAJES_GENERADOR as M } from '../../../../shared/labels/messages';
import { showToast } from '../../../components/feedback/toast';
import type { WizardDraft } from '../lib/wizard-draft';
import { queueGeneral, queueGeolocation, queuePhotographic, queueSubmit } from '../lib/wizard-outbox';

/** What blocks sending, in the order the user fills the wizard; null when ready. */
export function submitProblem(draft: WizardDraft): string | null {
  if (!draft.logo) return M.guardeLogo;
  if (!ZGeneralForm.safeParse(draft.general).success || !ZSupervisorForm.safeParse(draft.supervisor).success) return M.valideGeneral;
  if (!ZGeolocationForm.safeParse(draft.geolocation).success) return T.geoIncompleta;
  if (draft.photos.length < L.minPhotos) return M.minimoFotos;
  if (draft.photos.length > L.maxPhotos) return M.maximoFotos;
  if (!draft.accepted) return T.aceptoRequerido;
  return null;
}

/**
 * The acceptance checkbox and "Enviar": queues the newest general, geolocation and photo lists,
 * then the PDF + signature process, so the server gets them in that order whenever it is reachable.
 */
export function SubmitPanel({ draft, onAccepted, onSubmitted }: { draft: WizardDraft; onAccepted: (accepted: boolean) => void; onSubmitted: () => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit() {
    const blocking = submitProblem(draft);
    setProblem(blocking);
    if (blocking) return;
    setBusy(true);
    try {
      await queueGeneral(draft, ZGeneralForm.parse(draft.general), ZSupervisorForm.parse(draft.supervisor));
      await queueGeolocation(draft, ZGeolocationForm.parse(draft.geolocation));
      await queuePhotographic(draft);
      await queueSubmit(draft);
      onSubmitted();
      showToast('success', T.enviado);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="sm">
      <Checkbox label={T.acepto} checked={draft.accepted} onChange={(e) => onAccepted(e.currentTarget.checked)} disabled={draft.submittedAt !== null} />
      {problem ? (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      ) : null}
      {draft.submittedAt ? <Alert color="green">{T.enviadoCola}</Alert> : null}
      <Button onClick={() => void submit()} loading={busy} disabled={draft.submittedAt !== null}>
        {T.enviar}
      </Button>
    </Stack>
  );
}
