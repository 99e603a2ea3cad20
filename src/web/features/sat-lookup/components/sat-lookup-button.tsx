import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { PANTALLA_CONSULTA_SAT as P } from '../../../../shared/labels/sat-lists';
import { SatLookupDialog } from './sat-lookup-dialog';

/** Opens 'Consulta un nuevo proveedor' (spec 2 §2): the RFC lookup in the SAT's 69 and 69-B lists. */
export function SatLookupButton() {
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <Button variant="light" leftSection={<IconSearch size={16} aria-hidden="true" />} onClick={dialog.open}>
        {P.tituloConsulta}
      </Button>
      <SatLookupDialog opened={opened} onClose={dialog.close} />
    </>
  );
}
