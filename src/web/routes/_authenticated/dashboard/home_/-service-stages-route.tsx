import { useNavigate } from '@tanstack/react-router';
import { ServiceStagesScreen } from '../../../../features/service-stages/components/service-stages-screen';

/**
 * The body of /dashboard/home/{providers|clients}/stages/$serviceId: a service by stage, with the
 * way back to that side's list (the leading '-' keeps TanStack Router from reading it as a route).
 */
export function ServiceStagesRoute({ side, serviceId, stage }: { side: 'providers' | 'clients'; serviceId: string; stage: string | undefined }) {
  const navigate = useNavigate();
  return (
    <ServiceStagesScreen
      key={serviceId}
      serviceId={serviceId}
      stageId={stage}
      onStageChange={(next) => void navigate({ to: `/dashboard/home/${side}/stages/${serviceId}` as never, search: { stage: next } as never, replace: true })}
      onBack={() => void navigate({ to: `/dashboard/home/${side}` as never })}
    />
  );
}
