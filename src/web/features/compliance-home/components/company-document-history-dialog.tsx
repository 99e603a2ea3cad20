import { Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TComplianceDocument } from '../../../../shared/contracts/compliance-documents.contract';
import { TEXTOS_HISTORIAL_DOCUMENTO as T } from '../../../../shared/labels/requirement-card';
import { DocumentHistoryTimeline } from '../../../components/compliance/document-history-timeline';
import { expedientDocumentHistoryQuery } from '../api/compliance-home.query';

/** A document's history as the expedient shows it to this viewer (the company or a linked counterpart). */
export function CompanyDocumentHistoryDialog({ companyId, document, onClose }: { companyId: string; document: TComplianceDocument; onClose: () => void }) {
  const history = useQuery(expedientDocumentHistoryQuery(companyId, document.id));
  return (
    <Modal opened onClose={onClose} title={T.titulo(document.name)} centered>
      <Stack>
        {history.isPending ? (
          <Loader size="sm" component="output" aria-label={T.cargando} />
        ) : history.isError ? (
          <Text size="sm" c="red.9" role="alert">
            {T.error}
          </Text>
        ) : history.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {T.sinMovimientos}
          </Text>
        ) : (
          <DocumentHistoryTimeline entries={history.data} />
        )}
      </Stack>
    </Modal>
  );
}
