import { DOCUMENT_SET_MAX_PROBLEMS, type DocumentSetRowsResult } from '../../../shared/domain/document-set-workbook';
import { IMPORTACION_SETS as X } from '../../../shared/labels/document-sets';
import { AppError } from '../../lib/app-error';

/**
 * The 400 of a workbook whose rows do not pass: `mensaje` sums it up (or says 'Debe haber al menos
 * una etapa'), `campos.file` repeats it under the file field and `campos["filas.N"]` carries each
 * row's "Fila N: …" in sheet order, at most DOCUMENT_SET_MAX_PROBLEMS of them.
 */
export function rowsRefused(result: Extract<DocumentSetRowsResult, { ok: false }>): AppError {
  if (result.empty) return new AppError('VALIDATION', { message: X.etapaRequerida, fields: { file: X.etapaRequerida } });
  const listed = result.problems.slice(0, DOCUMENT_SET_MAX_PROBLEMS);
  const rest = result.problems.length - listed.length;
  const summary = X.conErrores(result.problems.length);
  const fields: Record<string, string> = { file: summary };
  listed.forEach((problem, i) => {
    fields[`filas.${String(i).padStart(3, '0')}`] = problem;
  });
  if (rest > 0) fields['filas.mas'] = X.masErrores(rest);
  return new AppError('VALIDATION', { message: `${summary} ${listed[0] ?? ''}`.trim(), fields });
}
