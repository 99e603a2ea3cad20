import { Alert, Button, Checkbox, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ZGeneralForm, ZGeolocationForm, ZSupervisorForm } from '../../../../shared/contracts/generators.contract';
import { GENERATOR_LIMITS as L } from '../../../../shared/domain/generator';
import { TEXTOS_WIZARD as T } from '../../../../shared/labels/generator-wizard';
import { MENSAJES_GENERADOR as M } from '../../../../shared/labels/messages';
import { showToast } from '../../../components/feedback/toast';
import type { WizardDraft } from '../lib/wizard-draft';
import { TEXTOS_REVISION as R } from '../../../../shared/labels/generator-review';
import { isSubmitted, serverReviewKey, type ServerReview } from '../hooks/use-server-review';
import { type SubmitDelivery, useSubmitDelivery } from '../hooks/use-submit-delivery';
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
export function SubmitPanel({ draft, review, onAccepted, onSubmitted }: { draft: WizardDraft; review: ServerReview | null; onAccepted: (accepted: boolean) => void; onSubmitted: () => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const delivery = useSubmitDelivery(draft.id);
  // Sent before the client rejected it: it may be corrected and sent again.
  const submitted = isSubmitted(draft.submittedAt, review);
  const again = review?.status === 'REJECTED';
  const queryClient = useQueryClient();
  // Once the server has the send, its answer about the review (no longer Rechazado) is fetched again.
  useEffect(() => {
    if (delivery.state === 'sent') void queryClient.invalidateQueries({ queryKey: serverReviewKey(draft.id) });
  }, [delivery.state, draft.id, queryClient]);

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
      <Checkbox label={T.acepto} checked={draft.accepted} onChange={(e) => onAccepted(e.currentTarget.checked)} disabled={submitted} />
      {problem ? (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      ) : null}
      {submitted ? <SubmitState delivery={delivery} /> : null}
      <Button onClick={() => void submit()} loading={busy} disabled={submitted}>
        {again ? R.enviarDeNuevo : T.enviar}
      </Button>
    </Stack>
  );
}

/** After "Enviar": sent (the server has it), still queued on the device, or refused with the server's reason. */
function SubmitState({ delivery }: { delivery: SubmitDelivery }) {
  if (delivery.state === 'queued') return <Alert color="yellow">{T.enviadoCola}</Alert>;
  if (delivery.state === 'failed') {
    return (
      <Alert color="red" role="alert">
        {R.envioFallido} {delivery.error}
      </Alert>
    );
  }
  // Sent, or sent long enough ago that the device already forgot the entry.
  return <Alert color="green">{R.enviado}</Alert>;
}
