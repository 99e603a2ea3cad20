import { useRouter } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { TGeneratorLite } from '../../../../shared/contracts/generators.contract';
import { TEXTOS_AREA_GENERADORES as T } from '../../../../shared/labels/generators-area';
import { MENSAJES_GENERADOR as M } from '../../../../shared/labels/messages';
import { confirmAction } from '../../../components/feedback/confirm-action';
import { showToast } from '../../../components/feedback/toast';
import { errorMessage } from '../../../lib/http/api-error';
import { type GeneratorAction, useGeneratorAction } from '../api/generator-actions.mutation';
import { GeneratorInfoModal } from '../components/generator-info-modal';
import { GeneratorPdfModal } from '../components/generator-pdf-modal';
import type { RowCommand } from '../components/generator-row-menu';
import { RejectModal } from '../components/reject-modal';

/** Failure texts of spec 3 §8 where the spec names one; otherwise the server's message. */
const FAILURES: Partial<Record<GeneratorAction['kind'], string>> = { store: M.errorArchivar, unstore: M.errorDesarchivar, disable: M.intenteMasTarde };

/** Runs a row command: confirmations, the call, the toast, and the PDF / details / reject dialogs. */
export function useRowCommands(): { run: (command: RowCommand, generator: TGeneratorLite) => void; dialogs: ReactNode } {
  const router = useRouter();
  const action = useGeneratorAction();
  const [dialog, setDialog] = useState<{ kind: 'pdf' | 'info' | 'reject'; generator: TGeneratorLite } | null>(null);
  const close = () => setDialog(null);

  const perform = async (request: GeneratorAction) => {
    try {
      showToast('success', await action.mutateAsync(request));
      return true;
    } catch (error) {
      showToast('error', FAILURES[request.kind] ?? errorMessage(error));
      return false;
    }
  };

  const confirmThen = async (title: string, message: string, confirmLabel: string, request: GeneratorAction, danger = false) => {
    if (await confirmAction({ title, message, confirmLabel, cancelLabel: T.cancelar, danger })) await perform(request);
  };

  const run = (command: RowCommand, g: TGeneratorLite) => {
    const code = g.generatedCode;
    switch (command) {
      case 'edit':
        router.history.push(`/generators/forms?id=${encodeURIComponent(g.id)}`);
        return;
      case 'pdf':
        if (!g.pdfFileId) return showToast('warning', M.sinPdf);
        return setDialog({ kind: 'pdf', generator: g });
      case 'info':
        return setDialog({ kind: 'info', generator: g });
      case 'reject':
        return setDialog({ kind: 'reject', generator: g });
      case 'disable':
        return void confirmThen(T.deshabilitar, T.confirmarDeshabilitar(code), T.deshabilitar, { kind: 'disable', id: g.id }, true);
      case 'store':
        return void confirmThen(T.archivar, T.confirmarArchivar(code), T.archivar, { kind: 'store', id: g.id });
      case 'unstore':
        return void confirmThen(T.desarchivar, T.confirmarDesarchivar(code), T.desarchivar, { kind: 'unstore', id: g.id });
      case 'approve':
        return void confirmThen(T.aprobar, T.confirmarAprobar(code), T.aprobar, { kind: 'approve', id: g.id });
      case 'pay':
        return void confirmThen(T.marcarPagado, T.confirmarPagado(code), T.marcarPagado, { kind: 'pay', id: g.id });
    }
  };

  const dialogs =
    dialog?.kind === 'pdf' ? (
      <GeneratorPdfModal generator={dialog.generator} onClose={close} />
    ) : dialog?.kind === 'info' ? (
      <GeneratorInfoModal generator={dialog.generator} onClose={close} />
    ) : dialog?.kind === 'reject' ? (
      <RejectModal
        code={dialog.generator.generatedCode}
        busy={action.isPending}
        onCancel={close}
        onReject={(comment) => void perform({ kind: 'reject', id: dialog.generator.id, comment }).then((done) => done && close())}
      />
    ) : null;

  return { run, dialogs };
}
