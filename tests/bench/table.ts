/**
 * A bench's table as lines of text: each column as wide as its widest cell, the columns `left`
 * names padded on the right (labels, marks), the rest on the left (figures), a rule under the
 * header, `indent` before every line.
 */
export function alignedTable(head: readonly string[], lines: readonly (readonly string[])[], left: (column: number) => boolean, indent = '  '): string[] {
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const format = (cells: readonly string[]) => `${indent}${cells.map((c, i) => (left(i) ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ')}`.trimEnd();
  return [format(head), `${indent}${widths.map((w) => '─'.repeat(w)).join('  ')}`, ...lines.map(format)];
}
