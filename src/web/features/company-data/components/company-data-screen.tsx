import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { CompanyDataForm, companyFormTitle } from '../../../components/company-form/company-data-form';
import { QueryError } from '../../../components/feedback/query-error';
import { OnboardingLayout, OnboardingTitle } from '../../../components/layouts/onboarding-layout';
import { RoutePending } from '../../../components/pages/route-pending';
import { currentUserQuery } from '../../../lib/session/current-user.query';
import { INSTRUCCIONES_EMPRESA } from '../../../../shared/labels/company-form';
import { useContinueAfterSave } from '../hooks/use-continue-after-save';

/** /additional-data: the company data form in the onboarding frame. */
export function CompanyDataScreen() {
  const title = companyFormTitle('create');
  useDocumentTitle(`${title} · Avala`);
  const { data: user, error, refetch } = useQuery(currentUserQuery());
  const continueAfterSave = useContinueAfterSave();
  const company = user?.mainCompany;

  let content;
  if (company) content = <CompanyDataForm company={company} mode="create" onSaved={continueAfterSave} />;
  else if (error) content = <QueryError error={error} onRetry={() => void refetch()} />;
  else content = <RoutePending />;

  return (
    <OnboardingLayout wide welcomeText={INSTRUCCIONES_EMPRESA.bienvenida}>
      <Stack gap="lg">
        <OnboardingTitle>{title}</OnboardingTitle>
        {content}
      </Stack>
    </OnboardingLayout>
  );
}
