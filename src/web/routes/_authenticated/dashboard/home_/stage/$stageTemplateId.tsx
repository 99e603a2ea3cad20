import { createFileRoute } from '@tanstack/react-router';
import { CompanyStageScreen } from '../../../../../features/compliance-home/components/company-stage-screen';

/** The signed-in company's own documents of one stage (spec 2 §2 "Stage page"). */
export const Route = createFileRoute('/_authenticated/dashboard/home_/stage/$stageTemplateId')({
  component: CompanyStageRoute,
});

function CompanyStageRoute() {
  const { stageTemplateId } = Route.useParams();
  return <CompanyStageScreen key={stageTemplateId} stageId={stageTemplateId} />;
}
