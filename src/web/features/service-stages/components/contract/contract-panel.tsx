import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryError } from '../../../../components/feedback/query-error';
import { currentUserQuery } from '../../../../lib/session/current-user.query';
import { permissionSubjectOf } from '../../../../lib/session/user-permissions';
import { serviceContractQuery } from '../../api/service-contract.api';
import { AnnexesDialog } from './annexes-dialog';
import { ContractCard, type ContractCardAction } from './contract-card';
import { ContractDataDialog } from './contract-data-dialog';
import { ContractFileDialog } from './contract-file-dialog';
import { ContractViewer, type ViewedContractFile } from './contract-viewer';
import { PayrollPeriodsDialog } from '../payroll/payroll-periods-dialog';
import { PayrollUploadDialog } from '../payroll/payroll-upload-dialog';
import { WorkerListPanel } from '../payroll-lists/worker-list-panel';
import { ServiceCatalogueViewer } from './service-catalogue-viewer';
import { ServiceOspLine } from './service-osp-line';

/** 'Datos de generador' (spec 3 §2.1): the generator data screen of this service's client. */
const generatorDataHref = (serviceId: string, clientId: string) => `/data/generators?${new URLSearchParams({ serviceId, clientId }).toString()}`;

/** The service's contract card with its dialogs (upload, annex, data, annex list, viewer). */
export function ContractPanel({ serviceId, viewerCompanyId, clientId }: { serviceId: string; viewerCompanyId: string; clientId: string }) {
  const query = useQuery(serviceContractQuery(serviceId));
  // Only the generators line asks who the user is ('Datos de generador' is for an invited user).
  const user = useQuery({ ...currentUserQuery(), enabled: query.data?.generators === true });
  const [dialog, setDialog] = useState<ContractCardAction | null>(null);
  const [viewing, setViewing] = useState<ViewedContractFile | null>(null);
  const close = () => setDialog(null);

  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const view = query.data;
  const contract = view?.contract ?? null;
  const invited = user.data ? permissionSubjectOf(user.data).invited : false;

  const onAction = (action: ContractCardAction) => {
    if (action === 'view' && contract) {
      setViewing({ fileId: contract.fileId, name: contract.name, status: contract.validationStatus.status, comments: contract.validationStatus.comments });
    } else setDialog(action);
  };

  return (
    <>
      <ContractCard
        view={view}
        loading={query.isFetching}
        viewerCompanyId={viewerCompanyId}
        onAction={onAction}
        osp={<ServiceOspLine serviceId={serviceId} />}
        generatorData={view?.generators ? { href: generatorDataHref(serviceId, clientId), enabled: invited } : undefined}
      />
      {view && !view.generators ? <WorkerListPanel serviceId={serviceId} canUpload={view.canUpload} /> : null}
      {dialog === 'upload' || dialog === 'annex' ? <ContractFileDialog serviceId={serviceId} mode={dialog === 'upload' ? 'contract' : 'annex'} onClose={close} /> : null}
      {dialog === 'data' && contract ? <ContractDataDialog serviceId={serviceId} contract={contract} onClose={close} /> : null}
      {dialog === 'annexes' && contract ? (
        <AnnexesDialog
          annexes={contract.appendixs}
          onClose={close}
          onView={(annex) => {
            close();
            setViewing({ fileId: annex.fileId, name: annex.name, status: annex.validationStatus.status, comments: annex.validationStatus.comments, annexId: annex.uid });
          }}
        />
      ) : null}
      {dialog === 'payroll-upload' ? <PayrollUploadDialog serviceId={serviceId} employees={contract?.employees} onClose={close} /> : null}
      {dialog === 'catalogue' ? <ServiceCatalogueViewer clientId={clientId} onClose={close} /> : null}
      {dialog === 'payroll-view' ? <PayrollPeriodsDialog serviceId={serviceId} viewerCompanyId={viewerCompanyId} onClose={close} /> : null}
      {viewing ? <ContractViewer serviceId={serviceId} item={viewing} canValidate={view?.canValidate ?? false} onClose={() => setViewing(null)} /> : null}
    </>
  );
}
