import { useQuery } from '@tanstack/react-query';
import { currentUserQuery } from '../../../lib/session/current-user.query';
import { isExpedientStage } from '../../../../shared/domain/compliance';
import { roleMayHandleDocuments } from '../../../../shared/permissions';
import { permissionsOf, permissionSubjectOf } from '../../../lib/session/user-permissions';
import { HomeStageCards } from './home-stage-cards';
import { PlatformNoticesDialog } from './platform-notices-dialog';

/** What the compliance loop adds to the home: the stage cards (when the plan allows) and the notices. */
export function HomeComplianceSection() {
  const { data: user } = useQuery(currentUserQuery());
  const companyId = user?.mainCompany?.id;
  const flags = user ? permissionsOf(user) : undefined;
  const showStages = Boolean(companyId && flags?.canShowHomeStages);
  // The same rule the server applies to the upload (spec 2 §6).
  const mayUpload = (stageName: string) =>
    Boolean(user && flags && roleMayHandleDocuments(permissionSubjectOf(user).role) && (isExpedientStage(stageName) ? flags.canUploadDocuments.onExpedient : flags.canUploadDocuments.onCumplimiento));
  return (
    <>
      {showStages && companyId ? <HomeStageCards companyId={companyId} mayUpload={mayUpload} /> : null}
      {user ? <PlatformNoticesDialog /> : null}
    </>
  );
}
