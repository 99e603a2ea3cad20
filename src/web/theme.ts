import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
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

export const theme = createTheme({
  primaryColor: 'avala',
  primaryShade: { light: 7, dark: 5 },
  colors: { avala },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
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
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar notificación' } } },
    Alert: { defaultProps: { closeButtonLabel: 'Cerrar' } },
    // On phones Floating UI may judge an input inside a scrolled panel "detached" and Mantine then
    // hides its open option list, so nothing can be picked; lists stay visible instead.
    // Status badges are short labels: in an auto-width table column they must not shrink to "Recha…".
    Badge: { styles: { root: { minWidth: 'max-content' } } },
    Select: { defaultProps: { comboboxProps: { hideDetached: false } } },
    MultiSelect: { defaultProps: { comboboxProps: { hideDetached: false } } },
    Autocomplete: { defaultProps: { comboboxProps: { hideDetached: false } } },
  },
});

/** Secondary ("dimmed") text one shade darker than Mantine's default, to reach WCAG AA contrast on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
