import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PANTALLA_LISTAS_SAT as T } from '../../../../shared/labels/sat-lists';
import { SatOperatorScreen } from '../../../features/sat-operator/components/sat-operator-screen';
import { withProcessing } from '../../../lib/loading/global-loading';
import { signOut } from '../../../lib/session/sign-out';

export const Route = createFileRoute('/_authenticated/operacion/listas-sat')({
  component: SatOperatorRoute,
});

/** The platform operator's own page, outside the company dashboard (the operator may have no company). */
function SatOperatorRoute() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const leave = async () => {
    await withProcessing(() => signOut(queryClient));
    await navigate({ to: '/', replace: true });
  };
  return (
    <SatOperatorScreen
      headerRight={
        <Button variant="default" onClick={() => void leave()}>
          {T.cerrarSesion}
        </Button>
      }
    />
  );
}
