import { ActionIcon, Anchor, Button, Card, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { IconHelpCircle, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { TComplianceDocument, TStageRequirement } from '../../../shared/contracts/compliance-documents.contract';
import type { TOlderDocuments } from '../../../shared/contracts/older-documents.contract';
import { PAYROLL_LIST_REQUIREMENT } from '../../../shared/domain/payroll-list-template';
import { TEXTOS_REQUISITO as T } from '../../../shared/labels/requirement-card';
import { DocumentCard } from './document-card';
import { downloadPayrollListTemplate } from './payroll-list-template';
import { RequirementHelpDialog } from './requirement-help-dialog';

interface RequirementCardProps {
  requirement: TStageRequirement;
  canUpload: boolean;
  canDelete: boolean;
  onUpload: (requirement: TStageRequirement) => void;
  onOpen: (requirement: TStageRequirement, document: TComplianceDocument) => void;
  onDelete: (requirement: TStageRequirement, document: TComplianceDocument) => void;
  /** Shows a document's history (the document card's menu offers it only when given). */
  onHistory?: ((document: TComplianceDocument) => void) | undefined;
  /** The next page of older documents after document `after`; without it the button stays disabled. */
  loadOlder?: ((requirementId: string, after: string) => Promise<TOlderDocuments>) | undefined;
}

/** Small text on white needs 4.5:1 (WCAG 1.4.3): red.9, and orange.9 darkened (plain orange.9 is 4.3:1). */
const OVERDUE = 'red.9';
const SOON = 'color-mix(in srgb, var(--mantine-color-orange-9) 80%, black)';

/** Only what the provider owes counts down (and turns red once overdue); a delivery under review waits on the client. */
function countdown(requirement: TStageRequirement): { text: string; color: string } | null {
  const { nextDue, daysLeft, dueState } = requirement;
  if (!nextDue || daysLeft === null) return null;
  if (dueState === 'REVIEW') return { text: T.enRevision, color: 'dimmed' };
  if (dueState === 'DONE') return null;
  if (daysLeft < 0) return { text: T.vencido(-daysLeft), color: OVERDUE };
  if (daysLeft === 0) return { text: T.venceHoy, color: SOON };
  return { text: T.faltan(daysLeft), color: daysLeft <= 3 ? SOON : 'dimmed' };
}

/** Spec 2 §2 "Requirement card": delivery and countdown, format, help, newest document, upload. */
export function RequirementCard({ requirement, canUpload, canDelete, onUpload, onOpen, onDelete, onHistory, loadOlder }: RequirementCardProps) {
  const [expanded, setExpanded] = useState(false);
  const [help, setHelp] = useState(false);
  // Older pages stay with the card until the stage reloads (a new upload re-renders it with a new list).
  const [older, setOlder] = useState<{ list: TComplianceDocument[]; next: string | null; forList: TComplianceDocument[] }>({ list: [], next: null, forList: requirement.documents });
  const olderList = older.forList === requirement.documents ? older.list : [];
  const docs = olderList.length ? [...requirement.documents, ...olderList] : requirement.documents;
  const hasMore = olderList.length ? older.next !== null : requirement.documentsTotal > requirement.documents.length;
  const fetchOlder = useMutation({
    mutationFn: (after: string) => (loadOlder ? loadOlder(requirement.id, after) : Promise.resolve({ items: [], nextCursor: null })),
    onSuccess: (page) => {
      setOlder({ list: [...olderList, ...page.items], next: page.nextCursor, forList: requirement.documents });
      setExpanded(true);
    },
  });
  const payrollTemplate = useMutation({ mutationFn: downloadPayrollListTemplate });
  const shown = expanded ? docs : docs.slice(0, 1);
  const due = countdown(requirement);
  return (
    <Card withBorder radius="md" padding="md" h="100%">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} size="sm">
            {requirement.name}
          </Text>
          <ActionIcon variant="subtle" aria-label={`Ayuda sobre ${requirement.name}`} onClick={() => setHelp(true)}>
            <IconHelpCircle size={20} />
          </ActionIcon>
        </Group>
        <Text size="xs">
          Entrega: {requirement.nextDue ? dayjs(requirement.nextDue).format('DD/MM/YYYY') : 'N/A'}
          {due ? (
            <Text span size="xs" c={due.color} fw={600} ml={6}>
              {due.text}
            </Text>
          ) : null}
        </Text>
        <Text size="xs" c="dimmed">
          Formato requerido: {requirement.format}
        </Text>
        {requirement.name === PAYROLL_LIST_REQUIREMENT ? (
          <Text size="xs">
            <Anchor component="button" type="button" size="xs" onClick={() => payrollTemplate.mutate()} disabled={payrollTemplate.isPending}>
              {T.descargarPlantilla}
            </Anchor>
            {payrollTemplate.isError ? (
              <Text span size="xs" c="red.9" ml={6} role="alert">
                {T.errorPlantilla}
              </Text>
            ) : null}
          </Text>
        ) : null}
        {/* Vertical only, and the content may be narrower than its text: long names end in "…" with their actions in view. */}
        <ScrollArea.Autosize mah={240} type="auto" scrollbars="y" styles={{ content: { minWidth: 0 } }}>
          <Stack gap={6}>
            {shown.map((document) => (
              <DocumentCard
                key={document.id}
                document={document}
                canDelete={canDelete}
                onOpen={() => onOpen(requirement, document)}
                onDelete={() => onDelete(requirement, document)}
                onHistory={onHistory ? () => onHistory(document) : undefined}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
        {requirement.documentsTotal > docs.length && expanded ? (
          <Text size="xs" c="dimmed">
            {T.mostrando(docs.length, requirement.documentsTotal)}
          </Text>
        ) : null}
        {fetchOlder.isError ? (
          <Text size="xs" c="red.9" role="alert">
            {T.errorAnteriores}
          </Text>
        ) : null}
        <Group gap="xs" mt="auto">
          <Button size="compact-xs" variant="subtle" disabled={docs.length <= 1} onClick={() => setExpanded((v) => !v)}>
            {expanded ? 'Ver menos' : 'Ver más'}
          </Button>
          {canUpload && requirement.acceptsUploads ? (
            <Button size="xs" leftSection={<IconUpload size={14} />} onClick={() => onUpload(requirement)}>
              Subir documentos
            </Button>
          ) : null}
          <Button
            size="xs"
            variant="default"
            disabled={!loadOlder || !hasMore}
            loading={fetchOlder.isPending}
            onClick={() => {
              const last = docs.at(-1);
              // The cursor is the last document shown (the server's nextCursor is that same id).
              if (last) fetchOlder.mutate(last.id);
            }}
          >
            {T.verAnteriores}
          </Button>
        </Group>
      </Stack>
      <RequirementHelpDialog opened={help} onClose={() => setHelp(false)} name={requirement.name} helpText={requirement.helpText} exampleImage={requirement.exampleImage} />
    </Card>
  );
}
