import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from '../../../src/web/theme';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** Resolves `var(--mantine-color-gray-7)` or a literal to #rrggbb with the theme's palette. */
function resolve(value: string): string {
  const match = /^var\(--mantine-color-(\w+)-(\d)\)$/.exec(value);
  if (!match) return value;
  const [, name = '', shade = '0'] = match;
  const palette = theme.colors?.[name] ?? DEFAULT_THEME.colors[name];
  return palette?.[Number(shade)] ?? '';
}

describe('contraste de los textos secundarios en el tema claro (WCAG AA, 4.5:1)', () => {
  const light: Record<string, string> = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as typeof DEFAULT_THEME).light;
  const backgrounds = { blanco: '#ffffff', 'gris 0': DEFAULT_THEME.colors.gray[0], 'gris 1': DEFAULT_THEME.colors.gray[1] };

  it.each(['--mantine-color-placeholder', '--mantine-color-dimmed', '--mantine-color-error'])('%s alcanza 4.5:1 sobre los fondos de los campos', (variable) => {
    const color = resolve(light[variable] ?? '');
    expect(color).toMatch(/^#[0-9a-f]{6}$/i);
    for (const [name, background] of Object.entries(backgrounds)) expect(contrast(color, background), `${variable} sobre ${name}`).toBeGreaterThanOrEqual(4.5);
  });
});
