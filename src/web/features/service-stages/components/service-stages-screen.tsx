import { Button, Center, Group, Loader, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconListCheck, IconListDetails, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { TComplianceDocument, TStageRequirement } from '../../../../shared/contracts/compliance-documents.contract';
import { isExpedientStage } from '../../../../shared/domain/compliance';
import { MENSAJES_DOCUMENTOS as M } from '../../../../shared/labels/compliance-documents';
import { TEXTOS_CONTRAPARTES } from '../../../../shared/labels/counterparts';
import { TEXTOS_SERVICIO_GENERADORES as TG } from '../../../../shared/labels/service-generators';
import { TEXTOS_OSP } from '../../../../shared/labels/service-social-object';
import { BlacklistBadge } from '../../../components/sat/blacklist-badge';
import { QueryError } from '../../../components/feedback/query-error';
import { confirmAction } from '../../../components/feedback/confirm-action';
import { errorMessage } from '../../../lib/http/api-error';
import { useDocumentAction } from '../api/document-actions.mutation';
import { serviceOverviewQuery, serviceStageQuery } from '../api/service-stages.query';
import { stageToast } from '../lib/stage-toast';
import { ContractPanel } from './contract/contract-panel';
import { DocumentViewer } from './document-viewer';
import { DownloadDocumentsDialog } from './download-documents-dialog';
import { RequirementGroups } from '../../../components/compliance/requirement-groups';
import { fetchOlderServiceDocuments } from '../api/older-documents.api';
import { StageStepper } from './stage-stepper';
import { StageAuthorizationBar } from './stage-authorization-bar';
import { StageSummaryDialog } from './stage-summary-dialog';
import { UploadDocumentDialog } from './upload-document-dialog';
import { ServiceWorkersDialog } from './workforce/service-workers-dialog';
import { WorkforceSummaryScreen } from './workforce/workforce-summary-screen';

export interface ServiceStagesScreenProps {
  serviceId: string;
  /** The chosen stage (kept in the URL); the set's first stage when absent. */
  stageId: string | undefined;
  onStageChange: (stageId: string) => void;
  onBack: () => void;
  /**
   * 'generators': the screen of a generators-line service (spec 3 §2.5): a stage stepper, the
   * service's name as title, no payroll or workforce buttons, and its generators list.
   */
  variant?: 'stages' | 'generators';
  /** The generators variant's full-screen list; it belongs to the generators area, so the route composes it in. */
  generatorsList?: ((props: ServiceGeneratorsListProps) => ReactNode) | undefined;
}

export interface ServiceGeneratorsListProps {
  serviceId: string;
  serviceName: string;
  viewerCompanyId: string;
  opened: boolean;
  onClose: () => void;
}

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** Service detail by stage (spec 2 §2): counterpart, stage selector, requirement groups and documents. */
export function ServiceStagesScreen({ serviceId, stageId, onStageChange, onBack, variant = 'stages', generatorsList }: ServiceStagesScreenProps) {
  const generators = variant === 'generators';
  const overview = useQuery(serviceOverviewQuery(serviceId));
  const stages = overview.data?.stages ?? [];
  const current = stages.find((s) => s.id === stageId) ?? stages[0];
  const stage = useQuery(serviceStageQuery(serviceId, current?.id));
  const remove = useDocumentAction(serviceId);
  const [dialog, setDialog] = useState<'workforce' | 'employees' | 'summary' | 'download' | 'generators' | null>(null);
  const [uploading, setUploading] = useState<TStageRequirement | null>(null);
  const [viewing, setViewing] = useState<{ requirementId: string; document: TComplianceDocument } | null>(null);

  if (overview.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Cargando" />
      </Center>
    );
  }
  if (overview.isError) return <QueryError error={overview.error} onRetry={() => void overview.refetch()} />;
  const service = overview.data;
  const { permissions } = service;
  // The services module says who may upload; documents arrive only once the service was accepted.
  const canUpload = permissions.canUpload && service.status === 'ACCEPTED';

  const onDelete = async (requirement: TStageRequirement, document: TComplianceDocument) => {
    const sure = await confirmAction({ title: 'Eliminar documento', message: `¿Está seguro de que quiere eliminar «${document.name}»?`, confirmLabel: 'Eliminar', danger: true });
    if (!sure) return;
    remove.mutate(
      { kind: 'delete', requirementId: requirement.id, documentId: document.id },
      { onSuccess: (mensaje) => stageToast('success', mensaje || M.eliminado), onError: (error) => stageToast('error', errorMessage(error) || M.errorEliminar) },
    );
  };

  const options = stages.map((s) => ({ value: s.id, label: s.name }));
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
          Regresar
        </Button>
        <Group gap="xs">
          {generators && generatorsList ? (
            <Button variant="light" leftSection={<IconListDetails size={16} />} onClick={() => setDialog('generators')}>
              {TG.generadores}
            </Button>
          ) : null}
          {current && !generators && !isExpedientStage(current.name) ? (
            <Button variant="light" leftSection={<IconListCheck size={16} />} onClick={() => setDialog('workforce')}>
              VER RESUMEN
            </Button>
          ) : null}
          {current && !generators ? (
            <Button variant="light" leftSection={<IconUsers size={16} />} onClick={() => setDialog('employees')}>
              EMPLEADOS
            </Button>
          ) : null}
          {current ? (
            <Button variant="light" leftSection={<IconDownload size={16} />} onClick={() => setDialog('download')}>
              DESCARGAR DOCUMENTOS
            </Button>
          ) : null}
        </Group>
      </Group>
      {generators ? (
        <Stack gap={2}>
          <Title order={2} title={service.name}>
            {service.name}
          </Title>
          <Group gap="sm" wrap="wrap">
            <Text c="dimmed" title={service.counterpartName}>
              {truncate(service.counterpartName, 36)}
            </Text>
            <BlacklistBadge status={service.counterpartBlacklist} detail={service.counterpartBlacklistDetail} prefix={TEXTOS_CONTRAPARTES.listaNegra} />
          </Group>
        </Stack>
      ) : (
        <Stack gap={2}>
          <Group gap="sm" wrap="wrap">
            <Title order={2} title={service.counterpartName}>
              {truncate(service.counterpartName, 36)}
            </Title>
            <BlacklistBadge status={service.counterpartBlacklist} detail={service.counterpartBlacklistDetail} prefix={TEXTOS_CONTRAPARTES.listaNegra} />
          </Group>
          <Text c="dimmed">{service.name}</Text>
          {service.objetoSocialPreponderante ? <Text size="sm" c="dimmed">{TEXTOS_OSP.linea(service.objetoSocialPreponderante)}</Text> : null}
        </Stack>
      )}
      <ContractPanel serviceId={serviceId} viewerCompanyId={service.viewerCompanyId} clientId={service.clientId} />
      {generators ? <StageStepper stages={stages} currentId={current?.id} onChange={onStageChange} /> : null}
      {!generators && options.length > 1 && options.length <= 4 ? (
        <SegmentedControl data={options} value={current?.id ?? ''} onChange={onStageChange} fullWidth visibleFrom="sm" />
      ) : null}
      {!generators && options.length > 1 ? (
        <Select label="Etapa" data={options} value={current?.id ?? null} onChange={(v) => v && onStageChange(v)} allowDeselect={false} hiddenFrom={options.length <= 4 ? 'sm' : undefined} />
      ) : null}
      {current ? <StageAuthorizationBar serviceId={serviceId} stages={stages} current={current} /> : null}

      {!current ? (
        <Text c="dimmed">{M.sinDatos}</Text>
      ) : stage.isPending ? (
        <Center py="xl">
          <Loader aria-label="Cargando" />
        </Center>
      ) : stage.isError ? (
        <QueryError error={stage.error} onRetry={() => void stage.refetch()} />
      ) : stage.data.groups.length === 0 ? (
        <Text c="dimmed">{M.sinDatos}</Text>
      ) : (
        <RequirementGroups
          groups={stage.data.groups}
          canUpload={canUpload}
          canDelete={permissions.canDeleteDocuments}
          onUpload={setUploading}
          onOpen={(requirement, document) => setViewing({ requirementId: requirement.id, document })}
          onDelete={(requirement, document) => void onDelete(requirement, document)}
          loadOlder={(requirementId, after) => fetchOlderServiceDocuments(serviceId, requirementId, after)}
        />
      )}

      {current ? (
        <>
          <WorkforceSummaryScreen
            serviceId={serviceId}
            serviceName={service.name}
            opened={dialog === 'workforce'}
            onClose={() => setDialog(null)}
            stageSummary={{ stageName: current.name, open: () => setDialog('summary') }}
          />
          <ServiceWorkersDialog serviceId={serviceId} opened={dialog === 'employees'} onClose={() => setDialog(null)} />
          <StageSummaryDialog serviceId={serviceId} stageId={current.id} stageName={current.name} viewerCompanyId={service.viewerCompanyId} opened={dialog === 'summary'} onClose={() => setDialog(null)} />
          <DownloadDocumentsDialog
            serviceId={serviceId}
            stage={{ id: current.id, name: current.name }}
            service={{ startDate: service.startDate, endDate: service.endDate }}
            opened={dialog === 'download'}
            onClose={() => setDialog(null)}
          />
        </>
      ) : null}
      {generators && generatorsList
        ? generatorsList({ serviceId, serviceName: service.name, viewerCompanyId: service.viewerCompanyId, opened: dialog === 'generators', onClose: () => setDialog(null) })
        : null}
      {uploading ? <UploadDocumentDialog serviceId={serviceId} service={{ startDate: service.startDate, endDate: service.endDate }} requirement={uploading} onClose={() => setUploading(null)} /> : null}
      {viewing ? (
        <DocumentViewer serviceId={serviceId} requirementId={viewing.requirementId} document={viewing.document} canValidate={permissions.canValidate} onClose={() => setViewing(null)} />
      ) : null}
    </Stack>
  );
}
