/** The package version, injected by Vite's `define` (vite.config.ts). */
// oxlint-disable-next-line no-underscore-dangle -- the name Vite's define replaces
declare const __APP_VERSION__: string;
