import { useLocation, useNavigate } from '@tanstack/react-router';
import { ServiceGeneratorsModal } from '../../../../features/generators-area/components/service-generators-modal';
import { ServiceStagesScreen, type ServiceGeneratorsListProps } from '../../../../features/service-stages/components/service-stages-screen';
import { serviceListPath } from '../../../../lib/routing/service-paths';

const generatorsList = (props: ServiceGeneratorsListProps) => <ServiceGeneratorsModal {...props} />;

/**
 * The body of /dashboard/home/{providers|clients}/stages/$serviceId and of its generators variant
 * …/stages/generators/$serviceId: a service by stage, with the way back to that side's list. The
 * generators variant joins the generators area's list, so it lives with the routes (the leading
 * '-' keeps TanStack Router from reading it as a route).
 */
export function ServiceStagesRoute({ side, serviceId, stage, variant = 'stages' }: { side: 'providers' | 'clients'; serviceId: string; stage: string | undefined; variant?: 'stages' | 'generators' }) {
  const navigate = useNavigate();
  const pathname = useLocation({ select: (location) => location.pathname });
  const here = variant === 'generators' ? `/dashboard/home/${side}/stages/generators/${serviceId}` : `/dashboard/home/${side}/stages/${serviceId}`;
  return (
    <ServiceStagesScreen
      key={serviceId}
      serviceId={serviceId}
      stageId={stage}
      variant={variant}
      generatorsList={variant === 'generators' ? generatorsList : undefined}
      onStageChange={(next) => void navigate({ to: here as never, search: { stage: next } as never, replace: true })}
      // Spec 3 §2.5: Regresar goes to the providers or the clients list, by the current path.
      onBack={() => void navigate({ to: serviceListPath(pathname) as never })}
    />
  );
}
