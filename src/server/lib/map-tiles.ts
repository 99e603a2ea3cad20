/**
 * The CSP source of a tile URL template: `https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png`
 * gives `https://*.tile.openstreetmap.org`. The page draws the tiles (img-src) and the service
 * worker fetches them to keep the areas already seen (connect-src).
 */
export function tileSource(template: string): string {
  const origin = /^https?:\/\/[^/]+/.exec(template)?.[0] ?? 'https://*.tile.openstreetmap.org';
  return origin.replace(/\{s\}/g, '*').replace(/\{[^}]*\}/g, '*');
}
