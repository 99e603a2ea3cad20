import { MENSAJES_IMPORTACION_SAT as M } from '../../../shared/labels/sat-lists';

export const DOWNLOAD_TIMEOUT_MS = 120_000;
/** The official 69 "Firmes" file is the largest, some tens of MB. */
export const DOWNLOAD_MAX_BYTES = 200 * 1024 * 1024;

/** A failed download; its message (Spanish) is what the operator's screen shows. */
export class SatDownloadError extends Error {
  override readonly name = 'SatDownloadError';
}

/** The body of `url`, or a SatDownloadError on a network error, a timeout, a non-2xx status or a body over the cap. */
export async function downloadSatFile(url: string, options: { timeoutMs?: number; maxBytes?: number } = {}): Promise<Uint8Array> {
  const maxBytes = options.maxBytes ?? DOWNLOAD_MAX_BYTES;
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? DOWNLOAD_TIMEOUT_MS), redirect: 'follow' });
  } catch (error) {
    throw new SatDownloadError(M.descargaSinRespuesta, { cause: error });
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new SatDownloadError(M.descargaFallida(response.status));
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for await (const chunk of response.body) {
      total += chunk.byteLength;
      if (total > maxBytes) throw new SatDownloadError(M.archivoGrande(Math.round(maxBytes / 1024 / 1024)));
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof SatDownloadError) throw error;
    throw new SatDownloadError(M.descargaSinRespuesta, { cause: error });
  }
  return Buffer.concat(chunks);
}
