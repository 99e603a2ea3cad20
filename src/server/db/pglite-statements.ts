import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { concatBytes } from '../../shared/ledger/bytes';

const { serialize } = protocol;

/** A text PGlite has described: the types PostgreSQL gave its parameters, and its name when kept prepared. */
interface Shape {
  paramTypes: number[];
  name?: string;
}

/**
 * Texts remembered, named or not. The code has a few hundred shapes (values are parameters); more
 * means something writes values into its texts, and those are described on every run.
 */
const MAX_SHAPES = 2_000;
/** Named statements kept prepared (executeNamed keeps a few per list). */
const MAX_NAMED = 512;

/**
 * How the database's queries reach PGlite. Its `query` sends Parse, Describe, Bind, Describe,
 * Execute and Sync as six calls into PGlite, and drizzle's PGlite session drops the name a
 * statement is prepared with (`.prepare(name)`, executeNamed), so every run was parsed and planned
 * again. Here a query is one call (Bind … Sync) once its parameter types are known, and a named one
 * is parsed once and, after five runs, keeps its generic plan as on PostgreSQL. Scale-1 lists
 * (bench:lists, PGlite): `users/me` 14.5 → 5.5 ms, a providers page 19.4 → 7–9 ms at the median.
 *
 * It takes PGlite's transaction lock as `query` does, so it never runs inside another request's
 * transaction; inside a transaction drizzle uses the transaction's own session and `query`.
 */
export function pgliteStatements(pg: PGlite) {
  const shapes = new Map<string, Shape>();
  let named = 0;

  async function describe(text: string, name: string | undefined): Promise<Shape> {
    const { messages } = await call([serialize.parse({ text, ...(name ? { name } : {}) }), serialize.describe({ type: 'S', ...(name ? { name } : {}) }), serialize.sync()]);
    const shape: Shape = { paramTypes: parse.parseDescribeStatementResults(messages), ...(name ? { name } : {}) };
    if (shapes.size < MAX_SHAPES) shapes.set(text, shape);
    return shape;
  }

  /** Runs `text` with `params`; `keep` asks for a named statement (see executeNamed). */
  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined, keep: boolean): Promise<Results<T>> {
    await pg._checkReady();
    return pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(async () => {
        let shape = shapes.get(text);
        const toName = keep && !shape?.name && named < MAX_NAMED;
        if (!shape || toName) shape = await describe(text, toName ? `p_${String(++named)}` : undefined);
        const values = params.map((value, i) => serialized(value, shape.paramTypes[i], options));
        const execute = [serialize.bind({ values, ...(shape.name ? { statement: shape.name } : {}) }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()];
        const { messages } = await call(shape.name ? execute : [serialize.parse({ text }), ...execute]);
        await pg.syncToFs();
        return parse.parseResults(messages, pg.parsers, options)[0] as Results<T>;
      }),
    );
  }

  function call(messages: Uint8Array[]) {
    return pg.execProtocol(concatBytes(...messages), { syncToFs: false });
  }

  function serialized(value: unknown, type: number | undefined, options?: QueryOptions): string | null {
    if (value === null || value === undefined) return null;
    const serializer = type === undefined ? undefined : (options?.serializers?.[type] ?? pg.serializers[type]);
    return serializer ? serializer(value) : String(value as string);
  }

  return {
    /** A client for drizzle's prepared queries: `query` as PGlite's, kept prepared when `keep`. */
    client: (keep: boolean) => ({ query: <T>(text: string, params: unknown[] = [], options?: QueryOptions) => run<T>(text, params, options, keep) }),
  };
}
