import { VisuallyHidden } from '@mantine/core';
import { PANTALLA_RIESGOS as P } from '../../../../shared/labels/risk-board';

const W = 84;
const H = 22;
const PAD = 2;

const pct = (share: number | null) => (share === null ? P.sinDato : `${String(Math.round(share * 100))} %`);

/**
 * The 12-month trend of the accepted share as a hand-drawn SVG line (no chart library: a few
 * hundred bytes). A month with nothing expected breaks the line; a lone month is a dot.
 */
export function RiskSparkline({ values, months }: { values: readonly (number | null)[]; months: readonly string[] }) {
  const step = values.length > 1 ? (W - PAD * 2) / (values.length - 1) : 0;
  const point = (v: number, i: number) => `${(PAD + i * step).toFixed(1)},${(H - PAD - v * (H - PAD * 2)).toFixed(1)}`;
  const segments: string[][] = [];
  let current: string[] = [];
  values.forEach((v, i) => {
    if (v === null) {
      if (current.length) segments.push(current);
      current = [];
    } else current.push(point(v, i));
  });
  if (current.length) segments.push(current);
  const label = `${P.tendencia(months[0] ?? '', months.at(-1) ?? '')}: ${values.map(pct).join(', ')}`;
  return (
    <>
      <VisuallyHidden>{label}</VisuallyHidden>
      <svg width={W} height={H} viewBox={`0 0 ${String(W)} ${String(H)}`} aria-hidden="true" focusable="false" style={{ display: 'block', overflow: 'visible' }}>
        <title>{label}</title>
        <line x1={PAD} x2={W - PAD} y1={H - PAD} y2={H - PAD} stroke="var(--mantine-color-gray-3)" strokeWidth={1} />
        {segments.map((s) =>
          s.length === 1 ? (
            <circle key={s[0]} cx={Number(s[0]?.split(',')[0])} cy={Number(s[0]?.split(',')[1])} r={1.8} fill="var(--mantine-color-avala-6, var(--mantine-color-blue-6))" />
          ) : (
            <polyline key={s.join(' ')} points={s.join(' ')} fill="none" stroke="var(--mantine-color-avala-6, var(--mantine-color-blue-6))" strokeWidth={1.5} strokeLinejoin="round" />
          ),
        )}
      </svg>
    </>
  );
}
