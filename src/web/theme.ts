import { createTheme, type CSSVariablesResolver, defaultVariantColorsResolver, type MantineColorsTuple, type VariantColorsResolver } from '@mantine/core';
import dayjs from 'dayjs';
// oxlint-disable-next-line import/no-unassigned-import -- registers the es-MX locale with dayjs
import 'dayjs/locale/es-mx';

dayjs.locale('es-mx');

/** Deep blue around the brand colour #1c4e80 (shade 7, the filled colour in light mode). */
const avala: MantineColorsTuple = [
  '#eaf2fb',
  '#d3e2f3',
  '#a8c4e6',
  '#79a4d8',
  '#5388c9',
  '#3a72b6',
  '#2a609d',
  '#1c4e80',
  '#143d66',
  '#0c2c4c',
];

export const BRAND_COLOR = '#1c4e80';

const PAGINATION_CONTROLS: Record<string, string> = { first: 'Primera página', previous: 'Página anterior', next: 'Página siguiente', last: 'Última página' };

/**
 * Mantine's light and outline variants write the colour on a tint of itself (green on pale green:
 * 3.8:1); WCAG AA wants 4.5:1 for badge-sized text. Their text is mixed with 35 % black, which
 * clears 4.5:1 for every palette colour and keeps the hue (status badges, light alerts).
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const resolved = defaultVariantColorsResolver(input);
  if (input.variant === 'light' || input.variant === 'outline') return { ...resolved, color: `color-mix(in srgb, ${resolved.color} 65%, black)` };
  // White on Mantine's filled red, green, yellow or gray is 2–3.8:1; those fills are mixed with 45 %
  // black (yellow, the lightest, then reaches 4.9:1). The brand colour is already dark enough.
  const brand = !input.color || input.color === input.theme.primaryColor;
  if (input.variant === 'filled' && !brand) {
    return { ...resolved, background: `color-mix(in srgb, ${resolved.background} 55%, black)`, hover: `color-mix(in srgb, ${resolved.hover} 55%, black)`, color: 'var(--mantine-color-white)' };
  }
  return resolved;
};

export const theme = createTheme({
  variantColorResolver,
  primaryColor: 'avala',
  primaryShade: { light: 7, dark: 5 },
  colors: { avala },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  // People who ask their system for less motion get no fades or slides.
  respectReducedMotion: true,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // Mantine ships some accessible names in English; every one a user (or a screen reader) meets is Spanish.
    PasswordInput: {
      defaultProps: {
        visibilityToggleFocusable: true,
        visibilityToggleButtonProps: { 'aria-label': 'Mostrar contraseña' },
      },
    },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar' } } },
    // Its description is gray-6 (3.3:1 on white); the dimmed grey of the rest of the app reads 7:1.
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar notificación' } }, styles: { description: { color: 'var(--mantine-color-dimmed)' } } },
    Alert: { defaultProps: { closeButtonLabel: 'Cerrar' } },
    // The arrow buttons are icons only: without these names a screen reader announces "button".
    Pagination: { defaultProps: { getControlProps: (control: string) => ({ 'aria-label': PAGINATION_CONTROLS[control] }) } },
    // On phones Floating UI may judge an input inside a scrolled panel "detached" and Mantine then
    // hides its open option list, so nothing can be picked; lists stay visible instead.
    // Status badges are short labels: in an auto-width table column they must not shrink to "Recha…".
    Badge: { styles: { root: { minWidth: 'max-content' } } },
    // A table that scrolls sideways must be reachable by keyboard (axe scrollable-region-focusable):
    // native overflow on a focusable container, so arrow keys scroll it.
    TableScrollContainer: { defaultProps: { type: 'native', tabIndex: 0 } },
    Select: { defaultProps: { comboboxProps: { hideDetached: false } } },
    MultiSelect: { defaultProps: { comboboxProps: { hideDetached: false } } },
    Autocomplete: { defaultProps: { comboboxProps: { hideDetached: false } } },
  },
});

export const PLACEHOLDER_GREY = '#666d75';

/** Secondary ("dimmed") and error text darker than Mantine's defaults, to reach WCAG AA contrast on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Error texts: Mantine's red-6 is 3.3:1 on white; red-9 is 5.4:1. Placeholders: gray-5 is 2.07:1;
  // this grey is 5.2:1 on white and 4.7:1 on gray-1, yet still lighter than a typed value.
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-error': 'var(--mantine-color-red-9)', '--mantine-color-placeholder': PLACEHOLDER_GREY },
  dark: {},
});
