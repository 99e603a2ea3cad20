import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { ServiceType } from '../../../../shared/domain/enums';
import type { TUserMe } from '../../../../shared/domain/user';
import { TEXTOS_SERVICIOS } from '../../../../shared/labels/access';
import { OnboardingLayout, OnboardingTitle } from '../../../components/layouts/onboarding-layout';
import { setServiceType } from '../../../lib/session/service-type';
import { availableServices } from '../lib/available-services';
import { ServiceCard } from './service-card';

/**
 * /service-selection (spec 1 §2): a card per enabled service; "Entrar" stores the service type and
 * replaces the route with /dashboard.
 */
export function ServiceSelectionScreen({ user }: { user: TUserMe }) {
  useDocumentTitle(`${TEXTOS_SERVICIOS.titulo} · Avala`);
  const navigate = useNavigate();
  const services = availableServices(user);

  const enter = (service: ServiceType) => {
    setServiceType(service);
    void navigate({ to: '/dashboard', replace: true });
  };

  return (
    <OnboardingLayout welcomeText={user.mainCompany?.name} wide>
      <Stack gap="lg">
        <Stack gap={4}>
          <OnboardingTitle id="service-selection-title">{TEXTOS_SERVICIOS.titulo}</OnboardingTitle>
          <Text c="dimmed" fz="sm">
            {TEXTOS_SERVICIOS.bienvenida(user.name || user.completeName)}
          </Text>
        </Stack>
        {services.length ? (
          <SimpleGrid cols={{ base: 1, sm: services.length > 1 ? 2 : 1 }} spacing="md">
            {services.map((service) => (
              <ServiceCard key={service} service={service} onEnter={enter} />
            ))}
          </SimpleGrid>
        ) : (
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} />}>
            {TEXTOS_SERVICIOS.sinServicios}
          </Alert>
        )}
      </Stack>
    </OnboardingLayout>
  );
}
