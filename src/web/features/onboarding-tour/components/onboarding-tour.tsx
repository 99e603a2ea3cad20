import { Button, Dialog, Group, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartBar, IconChecklist, IconFolders } from '@tabler/icons-react';
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { RECORRIDO } from '../../../../shared/labels/shell';
import { closeTour, goToTourStep, markTourSeen, openTour, tourSeen, useTourState } from '../lib/tour-state';

const ICONS = [IconFolders, IconChecklist, IconChartBar] as const;

/** Screens where the tour may open by itself: the first ones a user sees after signing in. */
const LANDING_PATHS = new Set(['/dashboard/home', '/dashboard/group-home']);

/**
 * The onboarding tour of spec 1 §2: Expediente, Cumplimiento, Reporteo, with Siguiente and, on the
 * last step, Finalizar. It is a card over the page rather than a page of its own, so finishing it
 * leaves the user exactly where they were; it does not block the screen underneath. It opens by
 * itself once per user (remembered as soon as it is shown) and again from "Ver recorrido".
 */
export function OnboardingTour({ userId }: { userId: string | undefined }) {
  const { open: opened, step } = useTourState();
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  useEffect(() => {
    if (!userId || !LANDING_PATHS.has(pathname) || tourSeen(userId)) return;
    markTourSeen(userId);
    openTour();
  }, [userId, pathname]);

  // Leaving the dashboard (sign-out) closes it, so it does not reappear for the next session.
  useEffect(() => closeTour, []);

  const current = RECORRIDO.pasos[step] ?? RECORRIDO.pasos[0];
  const last = step >= RECORRIDO.pasos.length - 1;
  const Icon = ICONS[step] ?? IconFolders;

  return (
    <Dialog
      opened={opened}
      onClose={closeTour}
      size="lg"
      radius="lg"
      shadow="xl"
      position={{ bottom: 16, right: 16 }}
      maw="calc(100vw - 32px)"
      component="section"
      aria-labelledby="recorrido-titulo"
    >
      <Stack gap="sm">
        <Text fz="xs" c="dimmed" fw={600} tt="uppercase">
          {RECORRIDO.titulo} · {step + 1} de {RECORRIDO.pasos.length}
        </Text>
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="md" variant="light" aria-hidden="true">
            <Icon size={22} />
          </ThemeIcon>
          <Title order={2} fz="lg" id="recorrido-titulo">
            {current.titulo}
          </Title>
        </Group>
        <Text fz="sm">{current.texto}</Text>
        <Progress value={((step + 1) / RECORRIDO.pasos.length) * 100} size="sm" aria-hidden="true" />
        <Group justify="space-between">
          <Button variant="subtle" color="gray" size="xs" onClick={closeTour}>
            {RECORRIDO.omitir}
          </Button>
          <Button size="sm" onClick={() => (last ? closeTour() : goToTourStep(step + 1))}>
            {last ? RECORRIDO.finalizar : RECORRIDO.siguiente}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
