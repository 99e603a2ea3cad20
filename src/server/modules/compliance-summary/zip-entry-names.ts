/** A path segment safe in every unzip tool: no separators, control or reserved characters, no dot names. */
export function zipSegment(value: string, fallback = 'documento'): string {
  const cleaned = [...value.normalize('NFC')]
    .map((ch) => (ch < ' ' || ch === '\u007f' || '/\\"*:<>?|'.includes(ch) ? '_' : ch))
    .join('')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 120);
  return cleaned || fallback;
}

/**
 * Names entries `{requisito}/{año}-{mes:02}/{nombre}.{ext}` (issue 11 item 6), suffixing repeats
 * within one folder ` (2)`, ` (3)`… before the extension, so no entry overwrites another on unzip.
 */
export function createZipEntryNamer() {
  const used = new Set<string>();
  return (input: { requirement: string; year: number; month: number; name: string; extension: string }): string => {
    const folder = `${zipSegment(input.requirement, 'requisito')}/${input.year}-${String(input.month).padStart(2, '0')}`;
    const ext = zipSegment(input.extension.replace(/^\./, ''), '').toLowerCase();
    const suffix = ext ? `.${ext}` : '';
    const withoutExt = ext && input.name.toLowerCase().endsWith(suffix) ? input.name.slice(0, -suffix.length) : input.name;
    const base = zipSegment(withoutExt);
    let candidate = `${folder}/${base}${suffix}`;
    for (let n = 2; used.has(candidate.toLowerCase()); n += 1) candidate = `${folder}/${base} (${n})${suffix}`;
    used.add(candidate.toLowerCase());
    return candidate;
  };
}

/**
 * The expedient's layout: `{etapa}/{requisito}/{año}-{mes:02}_{nombre}.{ext}`, one folder per stage
 * and requirement with every period side by side, repeats suffixed ` (2)`, ` (3)`… like above.
 */
export function createExpedientEntryNamer() {
  const used = new Set<string>();
  return (input: { stage: string; requirement: string; year: number; month: number; name: string; extension: string }): string => {
    const folder = `${zipSegment(input.stage, 'etapa')}/${zipSegment(input.requirement, 'requisito')}`;
    const prefix = `${input.year}-${String(input.month).padStart(2, '0')}_`;
    const ext = zipSegment(input.extension.replace(/^\./, ''), '').toLowerCase();
    const suffix = ext ? `.${ext}` : '';
    const withoutExt = ext && input.name.toLowerCase().endsWith(suffix) ? input.name.slice(0, -suffix.length) : input.name;
    const base = zipSegment(`${prefix}${withoutExt}`);
    let candidate = `${folder}/${base}${suffix}`;
    for (let n = 2; used.has(candidate.toLowerCase()); n += 1) candidate = `${folder}/${base} (${n})${suffix}`;
    used.add(candidate.toLowerCase());
    return candidate;
  };
}
