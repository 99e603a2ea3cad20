import { Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowRight, IconRocket } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { INSTRUCCIONES as I } from '../../../../shared/labels/instructions';
import { QueryError } from '../../../components/feedback/query-error';
import { OnboardingLayout, OnboardingTitle } from '../../../components/layouts/onboarding-layout';
import { currentUserQuery } from '../../../lib/session/current-user.query';
import { instructionSteps, type InstructionStep } from '../lib/instruction-steps';

function StepCard({ step, index }: { step: InstructionStep; index: number }) {
  const texts = I.pasos[step.key];
  const headingId = `paso-${step.key}`;
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        {/* The number is decoration: the ordered list already tells assistive technology the step's place. */}
        <ThemeIcon size={32} radius="xl" variant="light" aria-hidden="true">
          {index + 1}
        </ThemeIcon>
        <Stack gap={6} style={{ flex: 1 }}>
          <Title order={2} fz="md" id={headingId}>
            {texts.titulo}
          </Title>
          <Text fz="sm" c="dimmed">
            {texts.texto}
          </Text>
          <div>
            <Button component={Link} to={step.to} variant="light" size="xs" rightSection={<IconArrowRight size={14} aria-hidden="true" />}>
              {texts.accion}
            </Button>
          </div>
        </Stack>
      </Group>
    </Paper>
  );
}

/** /instructions: the steps to get compliant in Avala, only those the user's plan and role allow, and Comenzar. */
export function InstructionsScreen() {
  useDocumentTitle(`${I.titulo} · Avala`);
  const user = useQuery(currentUserQuery());
  const steps = user.data ? instructionSteps(user.data) : [];

  return (
    <OnboardingLayout welcomeText={I.bienvenida} wide>
      <Stack gap="md">
        <OnboardingTitle>{I.titulo}</OnboardingTitle>
        <Text>{I.introduccion}</Text>
        {user.isPending ? (
          <Stack gap="sm" aria-busy="true" aria-label={I.cargando}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={96} radius="md" />
            ))}
          </Stack>
        ) : null}
        {user.isError ? <QueryError error={user.error} title={I.errorUsuario} onRetry={() => void user.refetch()} /> : null}
        {user.data && !steps.length ? <Text c="dimmed">{I.sinPasos}</Text> : null}
        {steps.length ? (
          <Stack component="ol" gap="sm" aria-label={I.listaPasos} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {steps.map((step, index) => (
              <StepCard key={step.key} step={step} index={index} />
            ))}
          </Stack>
        ) : null}
        <Text fz="sm" c="dimmed">
          {I.nota}
        </Text>
        <Button component={Link} to="/dashboard" fullWidth leftSection={<IconRocket size={18} aria-hidden="true" />}>
          {I.comenzar}
        </Button>
      </Stack>
    </OnboardingLayout>
  );
}
