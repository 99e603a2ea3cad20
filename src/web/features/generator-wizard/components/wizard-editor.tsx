import { Alert, Anchor, Center, Divider, Loader, Stack, Stepper, Tabs } from '@mantine/core';
import { useEffect, useState } from 'react';
import { generatorLocked, type KnownGeneratorStatus } from '../../../../shared/domain/generator';
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
import { ReadOnlyBanner, ReadOnlyFieldset } from './read-only-banner';
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
  const stored = state.status === 'ready' ? state.draft.serverStatus : undefined;
  // What the server says now, else what it said last (offline): past En proceso the wizard is read-only.
  const known: KnownGeneratorStatus | null = review ? { status: review.status, signing: review.signing } : (stored ?? null);
  const locked = generatorLocked(known);
  useEffect(() => {
    if (review && (stored?.status !== review.status || stored?.signing !== review.signing)) update({ serverStatus: { status: review.status, signing: review.signing } });
  }, [review, stored, update]);

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
  // Read-only: changes to what was sent go nowhere (moving between tabs and steps still does).
  const change: typeof update = locked ? () => undefined : update;

  return (
    <WizardFrame code={draft.generatedCode} pending>
      <Stack gap="md">
        {locked && known ? <ReadOnlyBanner known={known} /> : <RejectionAlert review={review} />}
        <ReadOnlyFieldset locked={locked}>
          <ProviderLogoUpload draft={draft} asked={logoAsked} onSaved={(logo) => change({ logo })} />
        </ReadOnlyFieldset>
        <Tabs value={draft.tab} onChange={(tab) => tab && update({ tab: tab as WizardTab })} keepMounted={false}>
          <Tabs.List grow>
            {TABS.map((tab) => (
              <Tabs.Tab key={tab} value={tab} fz="xs" px={6}>
                {T.tabs[tab]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="general" pt="md">
            <Stepper active={draft.step} onStepClick={(step) => (locked || step === 0) && update({ step: step === 0 ? 0 : 1 })} size="xs" mb="md" allowNextStepsSelect={locked}>
              <Stepper.Step label={T.pasoGeneral} />
              <Stepper.Step label={T.pasoSupervisor} />
            </Stepper>
            <ReadOnlyFieldset locked={locked}>
              {draft.step === 0 ? (
                <GeneralStep draft={draft} services={services} onChange={(general) => change((d) => ({ general: { ...d.general, ...general } }))} onNext={() => update({ step: 1 })} onMissingLogo={() => setLogoAsked((n) => n + 1)} />
              ) : (
                <SupervisorStep
                  draft={draft}
                  managers={managers}
                  catalogue={catalogue}
                  onChange={(supervisor) => change((d) => ({ supervisor: { ...d.supervisor, ...supervisor } }))}
                  onSummary={(summary) => change({ summary, calculator: null })}
                  onCalculator={(calculator) => change({ calculator })}
                  onBack={() => update({ step: 0 })}
                />
              )}
            </ReadOnlyFieldset>
          </Tabs.Panel>
          <Tabs.Panel value="geolocation" pt="md">
            <ReadOnlyFieldset locked={locked}>
              <GeolocationTab draft={draft} onChange={(geolocation) => change((d) => ({ geolocation: { ...d.geolocation, ...geolocation } }))} />
            </ReadOnlyFieldset>
          </Tabs.Panel>
          <Tabs.Panel value="photographic" pt="md">
            <ReadOnlyFieldset locked={locked}>
              <PhotographicTab draft={draft} update={change} />
            </ReadOnlyFieldset>
          </Tabs.Panel>
          <Tabs.Panel value="attachments" pt="md">
            <ReadOnlyFieldset locked={locked}>
              <Stack gap="lg">
                <AttachmentsTab draft={draft} onSaved={(attached) => change({ attached })} />
                <Divider />
                <SubmitPanel draft={draft} review={review} onAccepted={(accepted) => change({ accepted })} onSubmitted={() => change({ submittedAt: Date.now() })} />
              </Stack>
            </ReadOnlyFieldset>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </WizardFrame>
  );
}
