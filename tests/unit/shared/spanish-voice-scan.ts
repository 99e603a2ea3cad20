import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from '@babel/parser';

/**
 * The scanner behind spanish-voice.test.ts: pulls every string literal, template text and JSX text
 * out of the source (comments and code never match) and looks for misspellings and tú-forms.
 */

export interface VoiceHit {
  file: string;
  line: number;
  text: string;
  word: string;
  kind: 'misspelling' | 'tú' | 'correo' | 'mayúsculas' | 'plural';
}

/** Misspellings and accent-less forms, matched as whole words, case-insensitive. */
export const MISSPELLINGS: readonly string[] = [
  'almenos', 'minimo', 'minimos', 'maximo', 'maximos', 'vizualizar', 'cuidad', 'catalogo', 'catalogos', 'cátalogo', 'cátalogos',
  'constraseña', 'contrasena', 'contrasenas', 'ocurrio', 'modficar', 'pagina', 'paginas', 'valido', 'validos',
  'invalido', 'invalida', 'invalidos', 'numero', 'numeros', 'sesion', 'sesiones', 'categoria', 'categorias', 'publico',
  'ultima', 'ultimas', 'ultimo', 'ultimos', 'telefono', 'codigo', 'codigos', 'electronico', 'fotografia', 'fotografias',
  'region', 'razon', 'tambien', 'aqui', 'despues', 'exito', 'dias', 'conexion', 'graficas',
];

/** Words that end in an accent-less "-cion" are always a missing accent in Spanish ("informacion"). */
const CION = /(?<![\p{L}\p{N}_])\p{L}+cion(?![\p{L}\p{N}_])/giu;

/** Tú-forms that are never usted, matched anywhere. */
export const TU_ANYWHERE: readonly string[] = [
  'tu', 'tus', 'tú', 'te', 'ti', 'contigo', 'puedes', 'podrás', 'debes', 'deberás', 'quieres', 'tienes', 'tendrás', 'estás',
  'eres', 'necesitas', 'olvidaste', 'buscas', 'entras', 'llenas', 'consultas', 'inténtalo', 'intentalo', 'comunícate',
  'escríbenos', 'regístrate', 'asegúrate', 'haz clic', 'has llegado', 'elígela', 'uses', 'intenta más tarde', 'intenta de nuevo',
  // Present subjunctive of tú ("los documentos que cargues"): never a usted form.
  'cargues', 'subas', 'puedas', 'quieras', 'tengas', 'necesites', 'hagas', 'elijas', 'recibas', 'envíes', 'agregues', 'guardes',
  'revises', 'sepas', 'estés', 'vuelvas', 'olvides', 'escribas', 'intentes', 'descargues', 'consultes', 'captures', 'firmes', 'cierres',
];

/**
 * Tú imperatives that are also the third person of the present ("el cliente revisa"): only flagged where
 * a sentence starts, which is where an imperative sits.
 */
export const TU_SENTENCE_START: readonly string[] = [
  'ingresa', 'selecciona', 'verifica', 'revisa', 'intenta', 'elige', 'escribe', 'completa', 'actualiza', 'agrega', 'vuelve',
  'cambia', 'contrata', 'solicita', 'captura', 'toca', 'abre', 'usa', 'confirma', 'acepta', 'introduce', 'crea', 'llena',
  'busca', 'cierra', 'recuerda', 'dibuja', 'sube', 'guarda', 'consulta', 'descarga', 'espera', 'reintenta', 'inicia', 'incluye',
];

/**
 * Titles and buttons in Spanish capitalise the first word only ("Nuevo usuario"); English-style
 * capitals are flagged unless the other capitals are proper names, or the spec spells it so (allow-list).
 */
const PROPER_NAMES = new Set(['Ed25519', 'PostgreSQL', 'PGlite', 'Redis', 'Node.js', 'Avala', 'Excel', 'SAT', 'REPSE', 'IMSS', 'INFONAVIT', 'CFDI', 'México', 'PyME', 'PDF', 'ZIP', 'RFC', 'CURP', 'NSS', 'ISR', 'SUA', 'ICSOE', 'SISUB', 'Google', 'Microsoft']);
const TITLE_CASE = /^[A-ZÁÉÍÓÚÑ]\p{Ll}+(?:\s+\S+){1,5}$/u;
const capitalised = (word: string) => /^[A-ZÁÉÍÓÚÑ]\p{Ll}/u.test(word) && !PROPER_NAMES.has(word);

export function isEnglishTitleCase(text: string): boolean {
  const trimmed = text.trim();
  // Sentences, breadcrumbs ("Inicio · Generadores") and paired column headers ("Región / Responsable") are not titles.
  if (!TITLE_CASE.test(trimmed) || /[.:;!?¿¡,·/]/.test(trimmed)) return false;
  return trimmed.split(/\s+/).slice(1).some(capitalised);
}

/** One word for e-mail in Spanish text: "correo" (issue 10 §7). Only phrases are checked, never a lone code token. */
const EMAIL_WORD = /(?<![\p{L}\p{N}_@.-])e-?mail(?![\p{L}\p{N}_-])/giu;

/** Legitimate hits: a file (relative to the repository) and a substring of the flagged text, with the reason. */
export interface Allowed {
  file: string;
  text: string;
  reason: string;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wholeWords = (words: readonly string[]) => new RegExp(`(?<![\\p{L}\\p{N}_])(${words.map(escapeRe).join('|')})(?![\\p{L}\\p{N}_])`, 'giu');
const MISSPELLING_RE = wholeWords(MISSPELLINGS);
const TU_RE = wholeWords(TU_ANYWHERE);
const SENTENCE_START_RE = new RegExp(`(?:^|[.!?:;\\n]\\s*|^[¡¿(«"\\s]+|[.!?:;]\\s*[¡¿(«"]+)(${TU_SENTENCE_START.map(escapeRe).join('|')})(?![\\p{L}\\p{N}_])`, 'giu');

// A slug, a key or a constant ("tabla-catalogo", "region", "INVITACION") is code, not text a user reads.
const CODE_TOKEN = /^(?:[a-z0-9_./:-]+|[A-Z0-9_]+)$/;

/** Every problem found in one piece of text (a literal, a template part or a JSX text). */
export function scanText(text: string): { word: string; kind: VoiceHit['kind'] }[] {
  if (CODE_TOKEN.test(text.trim())) return [];
  const hits: { word: string; kind: VoiceHit['kind'] }[] = [];
  for (const m of text.matchAll(MISSPELLING_RE)) hits.push({ word: m[1] ?? m[0], kind: 'misspelling' });
  for (const m of text.matchAll(CION)) hits.push({ word: m[0], kind: 'misspelling' });
  for (const m of text.matchAll(TU_RE)) hits.push({ word: m[1] ?? m[0], kind: 'tú' });
  for (const m of text.matchAll(SENTENCE_START_RE)) hits.push({ word: m[1] ?? m[0], kind: 'tú' });
  if (/\s/.test(text.trim())) for (const m of text.matchAll(EMAIL_WORD)) hits.push({ word: m[0], kind: 'correo' });
  if (isEnglishTitleCase(text)) hits.push({ word: text.trim(), kind: 'mayúsculas' });
  return hits;
}

const SKIPPED_KEYS = new Set(['loc', 'start', 'end', 'extra', 'comments', 'leadingComments', 'trailingComments', 'innerComments', 'range']);
// Module specifiers and type-level literals are code, not text a user reads.
const SKIPPED_NODES = new Set(['ImportDeclaration', 'ExportAllDeclaration', 'TSLiteralType', 'TSImportType', 'TSExternalModuleReference']);

interface Piece {
  line: number;
  text: string;
}

/** The user-readable pieces of one source file: string literals, template texts and JSX texts. */
export function textsOf(source: string, jsx: boolean): Piece[] {
  const ast = parse(source, { sourceType: 'module', plugins: jsx ? ['typescript', 'jsx'] : ['typescript'], errorRecovery: true });
  const pieces: Piece[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const n = node as { type?: string; loc?: { start: { line: number } }; [key: string]: unknown };
    if (typeof n.type === 'string') {
      if (SKIPPED_NODES.has(n.type)) return;
      const line = n.loc?.start.line ?? 0;
      if (n.type === 'StringLiteral' && typeof n.value === 'string') pieces.push({ line, text: n.value });
      if (n.type === 'JSXText' && typeof n.value === 'string') pieces.push({ line, text: n.value });
      if (n.type === 'TemplateElement') {
        const value = n.value as { cooked?: string | null; raw: string };
        pieces.push({ line, text: value.cooked ?? value.raw });
      }
      if (n.type === 'ExportNamedDeclaration' && n.source) {
        visit(n.declaration);
        return;
      }
    }
    for (const [key, child] of Object.entries(n)) if (!SKIPPED_KEYS.has(key)) visit(child);
  };
  visit(ast.program);
  return pieces;
}

// "${n} clientes" reads "1 clientes" when n is 1: a count followed by a plural noun needs its singular too.
const PLURAL_AFTER_COUNT = /^\s(?!(?:es|más|menos|tras|pues)(?![\p{L}\p{N}_]))\p{Ll}+s(?![\p{L}\p{N}_])/u;
const ONE_TEST = /[=!]==?\s*1(?!\d)|PluralRules/;
// "${n} de ${max} fotografías": the noun agrees with the total, which is a limit, not the count.
const OF_TOTAL = /\sde\s$/;

/** `sql.raw` for a callee `sql.raw(…)`: calls whose template arguments are code, not text. */
function calleeName(callee: unknown): string {
  const c = callee as { type?: string; name?: string; object?: unknown; property?: { name?: string } };
  if (c?.type === 'Identifier') return c.name ?? '';
  if (c?.type === 'MemberExpression') return `${calleeName(c.object)}.${c.property?.name ?? ''}`;
  return '';
}

/**
 * Template texts and JSX texts that put a plural noun after an interpolated value, outside a branch
 * that already tells one from many (`n === 1 ? … : …`): "Se encontraron ${n} clientes".
 */
export function countPhrasesOf(source: string, jsx: boolean): Piece[] {
  const ast = parse(source, { sourceType: 'module', plugins: jsx ? ['typescript', 'jsx'] : ['typescript'], errorRecovery: true });
  const pieces: Piece[] = [];
  const visit = (node: unknown, guarded: boolean): void => {
    if (Array.isArray(node)) {
      node.forEach((child) => visit(child, guarded));
      return;
    }
    if (!node || typeof node !== 'object') return;
    const n = node as { type?: string; loc?: { start: { line: number } }; start?: number; end?: number; [key: string]: unknown };
    if (n.type && SKIPPED_NODES.has(n.type)) return;
    let inner = guarded;
    if (n.type === 'ConditionalExpression' || n.type === 'IfStatement') {
      const test = n.test as { start: number; end: number };
      if (ONE_TEST.test(source.slice(test.start, test.end))) inner = true;
    }
    if (!guarded && n.type === 'TemplateLiteral') {
      const quasis = n.quasis as { value: { cooked?: string | null; raw: string } }[];
      const expressions = n.expressions as { type: string }[];
      quasis.slice(1).forEach((quasi, index) => {
        const text = quasi.value.cooked ?? quasi.value.raw;
        const before = quasis[index]?.value.raw ?? '';
        if (expressions[index] && !(index > 0 && OF_TOTAL.test(before)) && PLURAL_AFTER_COUNT.test(text)) pieces.push({ line: n.loc?.start.line ?? 0, text: source.slice(n.start, n.end) });
      });
    }
    if (!guarded && (n.type === 'JSXElement' || n.type === 'JSXFragment')) {
      const children = n.children as { type: string; value?: string; loc?: { start: { line: number } } }[];
      children.forEach((child, index) => {
        const next = children[index + 1];
        if (child.type === 'JSXExpressionContainer' && next?.type === 'JSXText' && PLURAL_AFTER_COUNT.test(next.value ?? '')) pieces.push({ line: next.loc?.start.line ?? 0, text: (next.value ?? '').trim() });
      });
    }
    if (n.type === 'TaggedTemplateExpression') return; // sql`…`, css`…`
    if (n.type === 'CallExpression' && /^sql\.\w+$/.test(calleeName(n.callee))) return; // sql.raw(`interval '30 seconds'`)
    for (const [key, child] of Object.entries(n)) if (!SKIPPED_KEYS.has(key)) visit(child, inner);
  };
  visit(ast.program, false);
  return pieces;
}

function walk(dir: string, accept: (path: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : walk(path, accept);
    return accept(path) ? [path] : [];
  });
}

/** The files whose texts a user can read: shared, web and server sources. */
export function sourceFiles(root: string): string[] {
  const ts = (p: string) => /\.tsx?$/.test(p) && !p.endsWith('.d.ts') && !p.endsWith('route-tree.gen.ts');
  return [...walk(join(root, 'src/shared'), ts), ...walk(join(root, 'src/web'), ts), ...walk(join(root, 'src/server'), ts)];
}

/** Scans the repository and returns every hit the allow-list does not cover, plus the allow-list entries never used. */
export function scanRepository(root: string, allowed: readonly Allowed[]): { hits: VoiceHit[]; unusedAllowed: Allowed[] } {
  const used = new Set<Allowed>();
  const hits: VoiceHit[] = [];
  for (const path of sourceFiles(root)) {
    const file = relative(root, path).split('\\').join('/');
    const source = readFileSync(path, 'utf8');
    const jsx = path.endsWith('.tsx');
    // Demo data is made of proper names ("Limpieza Integral Tláloc"): only its sentences are checked for capitals.
    const properNames = file.startsWith('src/server/seed/') || file === 'src/server/xlsx/catalogue-demo.ts';
    const pieceHits = textsOf(source, jsx).flatMap((piece) => scanText(piece.text).filter((hit) => !(properNames && hit.kind === 'mayúsculas')).map((hit) => ({ piece, hit })));
    const countHits = countPhrasesOf(source, jsx).map((piece) => ({ piece, hit: { word: piece.text, kind: 'plural' as const } }));
    for (const { piece, hit } of [...pieceHits, ...countHits]) {
      const allow = allowed.find((a) => a.file === file && piece.text.includes(a.text));
      if (allow) used.add(allow);
      else hits.push({ file, line: piece.line, text: piece.text.trim().slice(0, 120), ...hit });
    }
  }
  return { hits, unusedAllowed: allowed.filter((a) => !used.has(a)) };
}
