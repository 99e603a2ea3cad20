import { Group, Text } from '@mantine/core';

interface AvalaMarkProps {
  size?: number;
  /** Draw the mark for a dark background (white tile, blue letter). */
  inverted?: boolean;
}

/** The Avala mark: a rounded tile with a geometric "A" and a gold crossbar (same drawing as the app icons). */
export function AvalaMark({ size = 32, inverted = false }: AvalaMarkProps) {
  const tile = inverted ? '#ffffff' : '#1c4e80';
  const stroke = inverted ? '#1c4e80' : '#ffffff';
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill={tile} />
      <path d="M18 48 L32 15 L46 48" fill="none" stroke={stroke} strokeWidth="7" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M24.5 37 H39.5" stroke="#f2b33d" strokeWidth="6" strokeLinecap="round" />
    </svg>
  );
}

interface AvalaLogoProps extends AvalaMarkProps {
  /** Font size of the word mark, in px. */
  textSize?: number;
}

/** Mark plus the word "Avala"; the word is the accessible name of the brand. */
export function AvalaLogo({ size = 32, inverted = false, textSize = 22 }: AvalaLogoProps) {
  return (
    <Group gap={10} wrap="nowrap">
      <AvalaMark size={size} inverted={inverted} />
      <Text component="span" fw={800} fz={textSize} lh={1} c={inverted ? 'white' : 'avala.7'} style={{ letterSpacing: '-0.01em' }}>
        Avala
      </Text>
    </Group>
  );
}
