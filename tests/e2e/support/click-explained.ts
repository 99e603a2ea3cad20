import type { Locator } from 'playwright-core';

/** In the page: the element and every box around it, frame by frame; which of them moved, and how. */
async function sampleMotion(element: Element): Promise<string> {
  const chain: Element[] = [];
  for (let node: Element | null = element; node && node !== document.documentElement; node = node.parentElement) chain.push(node);
  const nameOf = (node: Element) => `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.getAttribute('role') ? `[role=${node.getAttribute('role')}]` : ''}.${[...node.classList].slice(0, 2).join('.')}`;
  const boxOf = (node: Element) => {
    const r = node.getBoundingClientRect();
    return `${r.top},${r.left} ${r.width}×${r.height} scroll ${node.scrollTop},${node.scrollLeft}`;
  };
  const pageOf = () => `ventana ${innerWidth}×${innerHeight} scroll ${scrollX},${scrollY} documento ${document.documentElement.scrollWidth}×${document.documentElement.scrollHeight}`;
  const seen = new Map<string, string[]>();
  const note = (key: string, value: string) => {
    const values = seen.get(key) ?? [];
    if (values.at(-1) !== value) values.push(value);
    seen.set(key, values);
  };
  for (let frame = 0; frame < 30; frame++) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    note('página', pageOf());
    chain.forEach((node, depth) => note(`${depth} ${nameOf(node)}`, boxOf(node)));
  }
  const moved = [...seen].filter(([, values]) => values.length > 1);
  if (!moved.length) return 'En 30 cuadros nada se movió.';
  return ['Lo que se movió en 30 cuadros:', ...moved.map(([key, values]) => `  ${key}: ${values.slice(0, 6).join(' | ')}`)].join('\n');
}

/**
 * `locator.click()`, which waits for the element to hold still. When that times out, the error also
 * says what kept moving (the element, each box around it and the page, over 30 frames), so a failure
 * in CI names its cause in the log.
 */
export async function clickExplained(locator: Locator): Promise<void> {
  try {
    await locator.click();
  } catch (error) {
    const motion = await locator.evaluate(sampleMotion, undefined, { timeout: 5_000 }).catch((reason: unknown) => `sin muestras: ${String(reason)}`);
    throw new Error(`${(error as Error).message}\n${motion}`, { cause: error });
  }
}
