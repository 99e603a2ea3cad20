import { Alert, Center, Loader, Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MENSAJES_CATALOGO as M } from '../../../../shared/labels/messages';
import { CatalogueCalculator } from '../../../components/catalogue-calculator/catalogue-calculator';
import { catalogueSheetsQuery } from '../api/catalogues.query';

/** "Vizualizar catálogo": the calculator full screen and read-only. */
export function CatalogueViewer({ catalogue, onClose }: { catalogue: { id: string; fileName: string } | null; onClose: () => void }) {
  const sheets = useQuery({ ...catalogueSheetsQuery(catalogue?.id ?? ''), enabled: Boolean(catalogue) });
  return (
    <Modal opened={Boolean(catalogue)} onClose={onClose} fullScreen title={catalogue?.fileName} transitionProps={{ duration: 0 }}>
      {sheets.isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : sheets.isError ? (
        <Alert color="red" role="alert">
          {M.errorObtener}
        </Alert>
      ) : (
        <CatalogueCalculator catalogue={sheets.data} readOnly />
      )}
    </Modal>
  );
}
