import { SimpleGrid, Stack, Title } from '@mantine/core';
import type { TComplianceDocument, TServiceStage, TStageRequirement } from '../../../shared/contracts/compliance-documents.contract';
import type { TOlderDocuments } from '../../../shared/contracts/older-documents.contract';
import { RequirementCard } from './requirement-card';

interface RequirementGroupsProps {
  groups: TServiceStage['groups'];
  canUpload: boolean;
  canDelete: boolean;
  onUpload: (requirement: TStageRequirement) => void;
  onOpen: (requirement: TStageRequirement, document: TComplianceDocument) => void;
  onDelete: (requirement: TStageRequirement, document: TComplianceDocument) => void;
  onHistory?: ((document: TComplianceDocument) => void) | undefined;
  loadOlder?: ((requirementId: string, after: string) => Promise<TOlderDocuments>) | undefined;
}

/** The stage's requirement groups, each a grid of requirement cards that stacks on a phone. */
export function RequirementGroups({ groups, ...cardProps }: RequirementGroupsProps) {
  return (
    <Stack gap="xl">
      {groups.map((group) => (
        <Stack key={group.id} gap="sm">
          <Title order={4}>{group.name}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {group.requirements.map((requirement) => (
              <RequirementCard key={requirement.id} requirement={requirement} {...cardProps} />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
