import { Alert, Anchor, Center, Divider, Loader, Stack, Stepper, Tabs } from '@mantine/core';
import { useState } from 'react';
import { TEXTOS_WIZARD as T } from '../../../../shared/labels/generator-wizard';
import { useWizardDraft } from '../hooks/use-wizard-draft';
import { useServerReview } from '../hooks/use-server-review';
import { RejectionAlert } from './rejection-alert';
import type { FieldKit } from '../lib/field-kit';
import type { WizardTab } from '../lib/wizard-draft';
import { AttachmentsTab } from './attachments-tab';
import { GeneralStep } from './general-step';
import { GeolocationTab } from './geolocation-tab';
import { PhotographicTab } from './photographic-tab';
import { ProviderLogoUpload } from './provider-logo-upload';
import { SubmitPanel } from './submit-panel';
import { SupervisorStep } from './supervisor-step';
import { WizardFrame } from './wizard-frame';

const TABS: WizardTab[] = ['general', 'geolocation', 'photographic', 'attachments'];

/** The four tabs of one generator; they can be jumped freely (spec 3 §2.6). */
export function WizardEditor({ id, kit }: { id: string; kit: FieldKit | null }) {
  const { state, update } = useWizardDraft(id);
  const [logoAsked, setLogoAsked] = useState(0);
  // A generator the server knows may come back Rechazado: its reason leads the wizard.
  const review = useServerReview(id, state.status === 'ready' && state.draft.generatedCode !== null);

  if (state.status !== 'ready') {
    return (
      <WizardFrame code={null}>
        {state.status === 'loading' ? (
          <Center component="output" mih="30dvh" aria-label={T.cargando}>
            <Loader />
          </Center>
        ) : (
          <Stack>
            <Alert color="yellow">{T.noEncontrado}</Alert>
            <Anchor href="/generators/forms">{T.elegirCliente}</Anchor>
          </Stack>
        )}
      </WizardFrame>
    );
  }

  const { draft } = state;
  const services = kit?.services[draft.clientId] ?? [];
  const managers = kit?.managers[draft.clientId] ?? [];
  const catalogue = kit?.catalogues?.[draft.clientId];

  return (
    <WizardFrame code={draft.generatedCode} pending>
      <Stack gap="md">
        <RejectionAlert review={review} />
        <ProviderLogoUpload draft={draft} asked={logoAsked} onSaved={(logo) => update({ logo })} />
        <Tabs value={draft.tab} onChange={(tab) => tab && update({ tab: tab as WizardTab })} keepMounted={false}>
          <Tabs.List grow>
            {TABS.map((tab) => (
              <Tabs.Tab key={tab} value={tab} fz="xs" px={6}>
                {T.tabs[tab]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="general" pt="md">
            <Stepper active={draft.step} onStepClick={(step) => step === 0 && update({ step: 0 })} size="xs" mb="md" allowNextStepsSelect={false}>
              <Stepper.Step label={T.pasoGeneral} />
              <Stepper.Step label={T.pasoSupervisor} />
            </Stepper>
            {draft.step === 0 ? (
              <GeneralStep draft={draft} services={services} onChange={(general) => update((d) => ({ general: { ...d.general, ...general } }))} onNext={() => update({ step: 1 })} onMissingLogo={() => setLogoAsked((n) => n + 1)} />
            ) : (
              <SupervisorStep
                draft={draft}
                managers={managers}
                catalogue={catalogue}
                onChange={(supervisor) => update((d) => ({ supervisor: { ...d.supervisor, ...supervisor } }))}
                onSummary={(summary) => update({ summary, calculator: null })}
                onCalculator={(calculator) => update({ calculator })}
                onBack={() => update({ step: 0 })}
              />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="geolocation" pt="md">
            <GeolocationTab draft={draft} onChange={(geolocation) => update((d) => ({ geolocation: { ...d.geolocation, ...geolocation } }))} />
          </Tabs.Panel>
          <Tabs.Panel value="photographic" pt="md">
            <PhotographicTab draft={draft} update={update} />
          </Tabs.Panel>
          <Tabs.Panel value="attachments" pt="md">
            <Stack gap="lg">
              <AttachmentsTab draft={draft} onSaved={(attached) => update({ attached })} />
              <Divider />
              <SubmitPanel draft={draft} review={review} onAccepted={(accepted) => update({ accepted })} onSubmitted={() => update({ submittedAt: Date.now() })} />
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </WizardFrame>
  );
}
