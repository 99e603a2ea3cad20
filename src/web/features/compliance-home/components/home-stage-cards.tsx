import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFolders } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { TEXTOS_ETAPAS as T } from '../../../../shared/labels/compliance-home';
import { QueryError } from '../../../components/feedback/query-error';
import { companyStagesQuery } from '../api/compliance-home.query';
import { ProgressCounters } from './progress-counters';

/** Spec 2 §2: stage buttons cycle over three colours. */
const STAGE_COLORS = ['avala', 'teal', 'grape'] as const;

/** The home's "one card per company stage" (shown only when canShowHomeStages allows it). */
export function HomeStageCards({ companyId, mayUpload }: { companyId: string; /** Whether the user may add documents to a stage (its name decides: expediente or the others). */ mayUpload: (stageName: string) => boolean }) {
  const { data, error, isError, isPending, refetch } = useQuery(companyStagesQuery(companyId));
  if (isError) return <QueryError error={error} onRetry={() => void refetch()} title={T.errorDatos} />;
  return (
    <Stack gap="sm" component="section" aria-label={T.misEtapas}>
      <Title order={2} fz="lg">
        {T.misEtapas}
      </Title>
      {isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {STAGE_COLORS.map((c) => (
            <Skeleton key={c} height={170} radius="lg" />
          ))}
        </SimpleGrid>
      ) : data.length === 0 ? (
        <Text c="dimmed">{T.sinDatos}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {data.map((stage, index) => {
            const color = STAGE_COLORS[index % STAGE_COLORS.length];
            return (
              <Card key={stage.id} withBorder radius="lg" padding="lg" shadow="xs" component="article" aria-label={stage.name}>
                <Stack gap="sm" h="100%">
                  <Group gap="sm" wrap="nowrap">
                    <ThemeIcon variant="light" color={color} size={40} radius="md" aria-hidden="true">
                      <IconFolders size={22} />
                    </ThemeIcon>
                    <Title order={3} fz="md">
                      {stage.name}
                    </Title>
                  </Group>
                  <Text size="sm" c="dimmed" lineClamp={3}>
                    {stage.description}
                  </Text>
                  <ProgressCounters progress={stage.progress} />
                  <Group mt="auto" gap="xs">
                    {mayUpload(stage.name) ? (
                      <Button variant="light" color={color} size="xs" renderRoot={(props) => <Link {...props} to="/dashboard/home/stage/$stageTemplateId" params={{ stageTemplateId: stage.id }} />}>
                        {T.anadirDocumento}
                      </Button>
                    ) : null}
                    <Button color={color} size="xs" renderRoot={(props) => <Link {...props} to="/dashboard/home/stage/$stageTemplateId" params={{ stageTemplateId: stage.id }} />}>
                      {T.consultar}
                    </Button>
                  </Group>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
