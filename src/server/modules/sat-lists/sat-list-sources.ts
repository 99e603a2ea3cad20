import { SAT_69_LISTS, type Sat69ListName } from '../../../shared/domain/sat-lists';
import { SAT_69_LIST_LABELS } from '../../../shared/labels/sat-lists';
import { foldText } from '../../../shared/text/fold';
import type { Env } from '../../env';
import type { SatDownloadSource } from './sat-lists-import.job';

/** A list named as SAT does ("No localizados") or by its key ("no-localizados"), any case or accents. */
export function sat69ListNamed(name: string): Sat69ListName | undefined {
  const folded = foldText(name).trim().replace(/[\s_]+/g, '-');
  return SAT_69_LISTS.find((list) => list === folded || foldText(SAT_69_LIST_LABELS[list]).replace(/\s+/g, '-') === folded);
}

/** The daily job's downloads from SAT_69B_URL and SAT_69_URLS; throws (Spanish) on a malformed SAT_69_URLS. */
export function satDownloadSources(env: Pick<Env, 'SAT_69B_URL' | 'SAT_69_URLS'>): SatDownloadSource[] {
  const sources: SatDownloadSource[] = [];
  if (env.SAT_69B_URL) sources.push({ target: { kind: '69B' }, url: env.SAT_69B_URL });
  if (!env.SAT_69_URLS) return sources;
  let parsed: unknown;
  try {
    parsed = JSON.parse(env.SAT_69_URLS);
  } catch {
    throw new Error('SAT_69_URLS debe ser JSON: { "Exigibles": "https://…", … }');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('SAT_69_URLS debe ser un objeto JSON: { "Exigibles": "https://…", … }');
  for (const [name, url] of Object.entries(parsed)) {
    const list = sat69ListNamed(name);
    if (!list) throw new Error(`SAT_69_URLS: «${name}» no es un listado del artículo 69 (${Object.values(SAT_69_LIST_LABELS).join(', ')}).`);
    if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new Error(`SAT_69_URLS: la dirección de «${name}» debe empezar con http:// o https://.`);
    sources.push({ target: { kind: '69', list }, url });
  }
  return sources;
}
