import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 AA, as issue 10 §9 asks. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * Waits until nothing on the page is moving: Mantine fades modals, drawers and menus in with CSS
 * transitions, and a half-faded text would fail colour contrast although the settled screen passes.
 * Endless animations (loaders) are ignored; two frames without a running finite animation count.
 */
async function settle(page: Page) {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const busy = () => document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(!busy())));
      }),
    undefined,
    { timeout: 10_000, polling: 100 },
  );
}

/**
 * Runs axe-core on the screen as it is now and throws on any serious or critical WCAG 2.2 AA
 * violation, naming the rule, the elements and the fix. Called by `screenshot()` at each step the
 * e2e suite records, after the test has asserted the screen it expects, so every visited screen is
 * checked at the viewport (phone or desktop) the test uses.
 */
export async function expectAccessible(page: Page, screen: string) {
  await settle(page);
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations;
  }, TAGS);
  const blocking = (violations as AxeViolation[]).filter((v) => v.impact && BLOCKING.has(v.impact));
  if (blocking.length === 0) return;
  const lines = blocking.map((v) => {
    const targets = v.nodes.map((n) => `      ${JSON.stringify(n.target)}${n.failureSummary ? ` — ${n.failureSummary.replaceAll('\n', ' ')}` : ''}`);
    return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${targets.join('\n')}`;
  });
  throw new Error(`Accesibilidad (axe-core, WCAG 2.2 AA) en «${screen}» (${page.url()}):\n${lines.join('\n')}`);
}
