/**
 * A tiny path template engine: one template string per path shape of spec section 7
 * gives both the builder (params -> path) and the parser (path -> params or an error),
 * so the server's routes and every client can never disagree on a shape.
 *
 * The factories here and in `path-shapes.ts` / `object-path-shapes.ts` are marked
 * `@__NO_SIDE_EFFECTS__`: a path object no module of a bundle imports is dropped with its
 * template and codecs instead of being compiled for nothing at load. (A template naming a
 * field without a codec throws, which the parser tests of every shape would show first.)
 */

/** How one `{field}` of a template is matched, read and written. */
export interface FieldCodec<T> {
  /** Regex source for the raw text (no capture groups). */
  pattern: string;
  /** Raw text -> value, or undefined when the text is not a valid value. */
  read(raw: string): T | undefined;
  write(value: T): string;
}

/** Why a path did not parse: the field that failed, or 'shape' when nothing matched. */
export interface PathError {
  error: true;
  code: 'invalid_path' | 'invalid_param';
  field: string;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: PathError };

/** A compiled template: build and parse for the params type T. */
export interface PathShape<T> {
  readonly template: string;
  build(params: T): string;
  parse(path: string): ParseResult<T>;
}

const FIELD = /\{([a-z_]+)\}/g;

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * Compiles `template` (e.g. `json/video/{lifetime}/{million}/{thousand}/{video_id}.{ext}`)
 * with one codec per field. `check` can reject combinations the single fields allow
 * (a bucket that does not match the id, `json` with lifetime 0, …).
 */
/* @__NO_SIDE_EFFECTS__ */
export function compilePath<T extends object>(
  template: string,
  codecs: { [K in keyof T]: FieldCodec<T[K]> },
  check?: (value: T) => string | null,
): PathShape<T> {
  const names: (keyof T & string)[] = [];
  let source = '^';
  let last = 0;
  for (const match of template.matchAll(FIELD)) {
    const name = match[1] as keyof T & string;
    const codec = codecs[name];
    if (!codec) throw new Error(`no codec for {${name}} in ${template}`);
    source += `${escapeRegex(template.slice(last, match.index))}(${codec.pattern})`;
    names.push(name);
    last = (match.index ?? 0) + match[0].length;
  }
  source += `${escapeRegex(template.slice(last))}$`;
  const regex = new RegExp(source);

  return {
    template,
    build(params) {
      return template.replace(FIELD, (_, name: string) => {
        const key = name as keyof T;
        return codecs[key].write(params[key]);
      });
    },
    parse(path) {
      const match = regex.exec(path.replace(/^\//, ''));
      if (!match) return { ok: false, error: { error: true, code: 'invalid_path', field: 'shape' } };
      const value = {} as T;
      for (const [i, name] of names.entries()) {
        const parsed = codecs[name].read(match[i + 1] ?? '');
        if (parsed === undefined)
          return { ok: false, error: { error: true, code: 'invalid_param', field: name } };
        value[name] = parsed;
      }
      const field = check?.(value);
      if (field) return { ok: false, error: { error: true, code: 'invalid_param', field } };
      return { ok: true, value };
    },
  };
}

/** A non-negative integer without leading zeros, within [min, max]. */
/* @__NO_SIDE_EFFECTS__ */
export function intCodec(min: number, max: number): FieldCodec<number> {
  return {
    pattern: '0|[1-9][0-9]{0,9}',
    read(raw) {
      const n = Number(raw);
      return Number.isSafeInteger(n) && n >= min && n <= max ? n : undefined;
    },
    write: (value) => String(value),
  };
}

/** One of a fixed list of words. */
/* @__NO_SIDE_EFFECTS__ */
export function oneOf<const W extends string>(words: readonly W[]): FieldCodec<W> {
  return {
    pattern: '[a-z0-9_-]*',
    read: (raw) => ((words as readonly string[]).includes(raw) ? (raw as W) : undefined),
    write: (value) => value,
  };
}

/** A slug (category, model or channel dir): lowercase letters, digits and dashes. */
export const dirCodec: FieldCodec<string> = {
  pattern: '[a-z0-9][a-z0-9-]{0,99}',
  read: (raw) => raw,
  write: (value) => value,
};

/** Free text without '/', kept raw (filter strings); empty allowed. */
/* @__NO_SIDE_EFFECTS__ */
export function textCodec(pattern: string): FieldCodec<string> {
  return { pattern, read: (raw) => raw, write: (value) => value };
}
