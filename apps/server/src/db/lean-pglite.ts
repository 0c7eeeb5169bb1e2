import {
  PGlite,
  types,
  type PGliteOptions,
  type QueryOptions,
  type Transaction,
} from '@electric-sql/pglite';

const asText = (value: string) => value;

/**
 * The parsers Drizzle hands PGlite with every query: dates, times, intervals and numeric arrays
 * stay text, and Drizzle maps them itself.
 */
const DRIZZLE_PARSERS = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamp with time zone[]
  1187: asText, // interval[]
  1182: asText, // date[]
};
const DRIZZLE_PARSER_OIDS = new Set(Object.keys(DRIZZLE_PARSERS));

const returnsText = (parse: ((value: string) => unknown) | undefined) => {
  try {
    return parse?.('1') === '1';
  } catch {
    return false;
  }
};

/** True for the parsers Drizzle passes: the same types, each kept as text. */
const onlyDrizzleParsers = (parsers: QueryOptions['parsers']) => {
  if (!parsers) return false;
  const oids = Object.keys(parsers);
  return (
    oids.length === DRIZZLE_PARSER_OIDS.size &&
    oids.every((oid) => DRIZZLE_PARSER_OIDS.has(oid) && returnsText(parsers[Number(oid)]))
  );
};

/** The options without Drizzle's parsers, which the instance already holds. */
function lean(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options || !onlyDrizzleParsers(options.parsers)) return options;
  const { parsers: _held, ...rest } = options;
  return rest;
}

/**
 * PGlite, holding Drizzle's parsers itself. Given parsers with a query, PGlite copies its whole
 * table of about 300 type parsers for that query, which costs more than a simple statement
 * (about 0.17 ms on our machines, and Drizzle passes them with every query). Here the instance
 * holds them from the start, and each query uses its table as it is.
 */
export class LeanPGlite extends PGlite {
  constructor(options: PGliteOptions) {
    super({ ...options, parsers: { ...options.parsers, ...DRIZZLE_PARSERS } });
  }

  // PGlite gives every array type a parser of its own when it starts; Drizzle's stay text.
  override async _initArrayTypes(options?: { force?: boolean }): Promise<void> {
    await super._initArrayTypes(options);
    Object.assign(this.parsers, DRIZZLE_PARSERS);
  }

  override query<T>(query: string, params?: unknown[], options?: QueryOptions) {
    return super.query<T>(query, params, lean(options));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => {
      const query = tx.query.bind(tx);
      tx.query = <R>(text: string, params?: unknown[], options?: QueryOptions) =>
        query<R>(text, params, lean(options));
      return callback(tx);
    });
  }
}
