import { VisuallyHidden } from '@mantine/core';
import type { TRiskCounts } from '../../../../shared/contracts/risk-board.contract';
import { RISK_LEVELS } from '../../../../shared/domain/risk-level';
import { RISK_LEVEL_COLORS, RISK_LEVEL_LABELS } from '../../../../shared/labels/risk-board';

/** The providers per level as one stacked SVG bar (Alto, Medio, Bajo), hand-drawn. */
export function RiskLevelBar({ counts, label, height = 10 }: { counts: TRiskCounts; label: string; height?: number }) {
  const total = RISK_LEVELS.reduce((sum, level) => sum + counts[level], 0);
  const description = `${label}: ${RISK_LEVELS.map((level) => `${RISK_LEVEL_LABELS[level]} ${String(counts[level])}`).join(', ')}`;
  let x = 0;
  return (
    <>
      <VisuallyHidden>{description}</VisuallyHidden>
      <svg width="100%" height={height} viewBox={`0 0 100 ${String(height)}`} preserveAspectRatio="none" aria-hidden="true" focusable="false" style={{ display: 'block', borderRadius: 4 }}>
        <title>{description}</title>
        <rect x={0} y={0} width={100} height={height} fill="var(--mantine-color-gray-2)" />
        {total > 0
          ? RISK_LEVELS.map((level) => {
              const width = (counts[level] / total) * 100;
              const rect = <rect key={level} x={x} y={0} width={width} height={height} fill={`var(--mantine-color-${RISK_LEVEL_COLORS[level]}-6)`} />;
              x += width;
              return rect;
            })
          : null}
      </svg>
    </>
  );
}
