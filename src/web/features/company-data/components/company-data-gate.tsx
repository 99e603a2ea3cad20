import { Button, List, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDisclosure, useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { IconCircleCheck, IconClipboardText } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { INSTRUCCIONES_EMPRESA as I } from '../../../../shared/labels/company-form';
import { CompanyDataForm, companyFormTitle } from '../../../components/company-form/company-data-form';
import { QueryError } from '../../../components/feedback/query-error';
import { OnboardingLayout, OnboardingTitle } from '../../../components/layouts/onboarding-layout';
import { currentUserQuery } from '../../../lib/session/current-user.query';
import { useContinueAfterSave } from '../hooks/use-continue-after-save';

/**
 * /pre_instructions, the company data gate (spec 1 §2): what the user needs at hand, then the form
 * in a dialog. The dialog keeps what was typed if it is closed and opened again.
 */
export function CompanyDataGate() {
  useDocumentTitle(`${I.titulo} · Avala`);
  const { data: user, error, refetch } = useQuery(currentUserQuery());
  const [opened, dialog] = useDisclosure(false);
  const phone = useMediaQuery('(max-width: 48em)');
  const continueAfterSave = useContinueAfterSave();
  const company = user?.mainCompany;

  return (
    <OnboardingLayout welcomeText={I.bienvenida}>
      <Stack gap="md">
        <OnboardingTitle>{I.titulo}</OnboardingTitle>
        <Text>{I.introduccion}</Text>
        <List
          spacing="xs"
          icon={
            <ThemeIcon size={22} radius="xl" variant="light" color="teal" aria-hidden="true">
              <IconCircleCheck size={15} />
            </ThemeIcon>
          }
        >
          {I.pasos.map((paso) => (
            <List.Item key={paso}>{paso}</List.Item>
          ))}
        </List>
        <Text fz="sm" c="dimmed">
          {I.nota}
        </Text>
        {error && !company ? <QueryError error={error} onRetry={() => void refetch()} /> : null}
        <Button fullWidth mt="xs" leftSection={<IconClipboardText size={18} aria-hidden="true" />} onClick={dialog.open} disabled={!company}>
          {I.comenzar}
        </Button>
      </Stack>

      {company ? (
        <Modal
          opened={opened}
          onClose={dialog.close}
          title={companyFormTitle('create')}
          size="xl"
          fullScreen={phone}
          keepMounted
          closeOnClickOutside={false}
          styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)', color: 'var(--mantine-color-avala-8)' } }}
        >
          <CompanyDataForm company={company} mode="create" sectionHeadingOrder={3} onSaved={continueAfterSave} />
        </Modal>
      ) : null}
    </OnboardingLayout>
  );
}
