import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from '@babel/parser';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../../../src/shared/domain/audit-action';
import { ACCIONES_BITACORA, accionBitacora } from '../../../../src/shared/labels/management-security';

const SERVER = join(import.meta.dirname, '../../../../src/server');
const ACTION_SHAPE = /^[a-z][a-z_-]*(?:\.[a-z][a-z_-]*)+$/;
const NAMESPACES = new Set(AUDIT_ACTIONS.map((a) => a.split('.')[0]));

type Node = { type: string; value?: unknown; loc?: { start: { line: number } }; [key: string]: unknown };

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'migrations' ? [] : serverFiles(path);
    return e.name.endsWith('.ts') ? [path] : [];
  });
}

function walk(node: unknown, visit: (n: Node) => void): void {
  if (Array.isArray(node)) return node.forEach((n) => walk(n, visit));
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
  visit(node as Node);
  for (const [key, child] of Object.entries(node)) if (key !== 'loc' && key !== 'extra') walk(child, visit);
}

/**
 * Every action the server records, read from its source: the `action` of each recordAudit call and
 * every string literal shaped like an action of a known namespace (those reach recordAudit through
 * helpers such as changeStatus or the document sets' log). Actions composed from pieces are reported,
 * since no scan (nor reader) could tell which keys they produce.
 */
function scan() {
  const recorded = new Map<string, string>();
  const composed: string[] = [];
  for (const file of serverFiles(SERVER)) {
    const where = (n: Node) => `${relative(SERVER, file)}:${n.loc?.start.line}`;
    const ast = parse(readFileSync(file, 'utf8'), { sourceType: 'module', plugins: ['typescript'] });
    walk(ast.program, (n) => {
      if (n.type === 'StringLiteral' && typeof n.value === 'string' && ACTION_SHAPE.test(n.value) && NAMESPACES.has(n.value.split('.')[0] ?? '')) recorded.set(n.value, where(n));
      const callee = n.callee as Node | undefined;
      if (n.type !== 'CallExpression' || callee?.type !== 'Identifier' || callee.name !== 'recordAudit') return;
      const entry = (n.arguments as Node[])[1];
      const action = (entry?.properties as Node[] | undefined)?.find((p) => (p.key as Node | undefined)?.name === 'action');
      // The values the expression can take: literals, through ternaries; names and lookups are typed AuditAction.
      const values = (v: Node | undefined): void => {
        if (v?.type === 'StringLiteral' && typeof v.value === 'string') recorded.set(v.value, where(v));
        else if (v?.type === 'ConditionalExpression') [v.consequent, v.alternate].forEach((b) => values(b as Node));
        else if (v?.type === 'TemplateLiteral' && (v.expressions as Node[]).length > 0) composed.push(where(v));
      };
      values((action?.value ?? action) as Node | undefined);
    });
  }
  return { recorded, composed };
}

describe('[BITÁCORA] nombres de las acciones', () => {
  const { recorded, composed } = scan();

  it('encuentra en el código las acciones que se registran', () => {
    expect(recorded.size).toBeGreaterThan(60);
    expect([...recorded.keys()]).toEqual(expect.arrayContaining(['service-contract.accepted', 'compliance-document.accepted', 'compliance-document.rejected', 'document_set.stage_added', 'generator.stored']));
  });

  it('cada acción registrada tiene su nombre en español', () => {
    const unlabeled = [...recorded].filter(([action]) => accionBitacora(action) === action || !ACCIONES_BITACORA[action as keyof typeof ACCIONES_BITACORA]).map(([action, at]) => `${action} (${at})`);
    expect(unlabeled).toEqual([]);
  });

  it('ninguna acción se arma por partes', () => {
    expect(composed).toEqual([]);
  });

  it('no hay nombres de acciones que el código ya no registra', () => {
    expect(AUDIT_ACTIONS.filter((action) => !recorded.has(action))).toEqual([]);
  });
});
