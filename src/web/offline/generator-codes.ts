import { get, set } from 'idb-keyval';
import { offlineStores } from './offline-db';

/** The server's code of each generator, learnt from any successful answer about it. */
export const getGeneratorCode = (generatorId: string) => get<string>(generatorId, offlineStores().codes);

export async function rememberGeneratorCode(respuesta: unknown, generatorId: string): Promise<void> {
  if (!respuesta || typeof respuesta !== 'object') return;
  const { id, generatedCode } = respuesta as { id?: unknown; generatedCode?: unknown };
  if (id === generatorId && typeof generatedCode === 'string' && generatedCode) await set(generatorId, generatedCode, offlineStores().codes);
}
