/**
 * The message format of our catalogues (decision 034): a subset of ICU MessageFormat that every
 * translation tool knows, compiled when the site is built into a small JSON form that loaders can
 * hand to the browser and `format` can read without parsing. Browser-safe.
 *
 *   Hello, {name}                              an argument
 *   {count, number} · {share, number, percent} a number through Intl in the page's locale
 *   {when, date, long}                         a date (short, medium, long, full)
 *   {count, plural, =0 {none} one {# result} other {# results}}
 *   {plan, select, monthly {...} other {...}}
 *   Read the <terms>terms</terms>              a tag: the caller supplies the element (`rich`)
 *
 * `'` quotes as in ICU only before `{`, `}`, `#`, `<` or another `'`; elsewhere it is an apostrophe,
 * so "it's" needs no escaping.
 */

export type Part =
  | string
  | ["arg", string]
  | ["number", string, NumberStyle]
  | ["date", string, DateStyle]
  | ["plural", string, Record<string, Part[]>]
  | ["select", string, Record<string, Part[]>]
  | ["pound"]
  | ["tag", string, Part[]];

/** A compiled message: the text itself when it has nothing to fill in, else its parts. */
export type Compiled = string | Part[];

export type NumberStyle = "decimal" | "percent" | "integer";
export type DateStyle = "short" | "medium" | "long" | "full";

export class MessageSyntaxError extends Error {}

const identifier = /^[A-Za-z_][\w]*$/;
const pluralKey = /^(?:=\d+|zero|one|two|few|many|other)$/;

/** Parses a message; throws `MessageSyntaxError` naming what is wrong. */
export function compileMessage(source: string): Compiled {
  let at = 0;

  function fail(what: string): never {
    throw new MessageSyntaxError(`${what} at character ${at + 1} of "${source}"`);
  }

  function skipSpace() {
    while (at < source.length && /\s/.test(source[at]!)) at += 1;
  }

  function word() {
    skipSpace();
    const start = at;
    while (at < source.length && /[^\s,{}<>]/.test(source[at]!)) at += 1;
    return source.slice(start, at);
  }

  /** Text and placeholders up to `}` (inside a branch), `</` (inside a tag) or the end. */
  function parts(inPlural: boolean, closing: "end" | "}" | "tag"): Part[] {
    const out: Part[] = [];
    let text = "";
    const flush = () => {
      if (text) out.push(text);
      text = "";
    };
    while (at < source.length) {
      const char = source[at]!;
      if (char === "'" && at + 1 < source.length && "{}#<'".includes(source[at + 1]!)) {
        if (source[at + 1] === "'") {
          text += "'";
          at += 2;
          continue;
        }
        const end = source.indexOf("'", at + 1);
        if (end === -1) fail("An unclosed quote");
        text += source.slice(at + 1, end);
        at = end + 1;
        continue;
      }
      if (char === "{") {
        flush();
        out.push(placeholder());
        continue;
      }
      if (char === "}") {
        if (closing !== "}") fail("A `}` without its `{`");
        flush();
        return out;
      }
      if (char === "#" && inPlural) {
        flush();
        out.push(["pound"]);
        at += 1;
        continue;
      }
      if (char === "<") {
        if (source[at + 1] === "/") {
          if (closing !== "tag") fail("A closing tag without its opening tag");
          flush();
          return out;
        }
        const match = /^<([A-Za-z][\w-]*)>/.exec(source.slice(at));
        if (!match) fail("A `<` that does not open a tag (write '<' to show one)");
        flush();
        at += match[0].length;
        const inner = parts(inPlural, "tag");
        const close = `</${match[1]}>`;
        if (!source.startsWith(close, at)) fail(`<${match[1]}> without ${close}`);
        at += close.length;
        out.push(["tag", match[1]!, inner]);
        continue;
      }
      text += char;
      at += 1;
    }
    if (closing === "}") fail("A `{` without its `}`");
    if (closing === "tag") fail("A tag that is never closed");
    flush();
    return out;
  }

  function placeholder(): Part {
    at += 1; // {
    const name = word();
    if (!identifier.test(name)) fail(`"${name}" is not an argument name`);
    skipSpace();
    if (source[at] === "}") {
      at += 1;
      return ["arg", name];
    }
    if (source[at] !== ",") fail(`Expected "," or "}" after {${name}`);
    at += 1;
    const kind = word();
    skipSpace();
    if (kind === "number" || kind === "date") {
      let style: string = kind === "number" ? "decimal" : "medium";
      if (source[at] === ",") {
        at += 1;
        style = word();
        skipSpace();
      }
      if (source[at] !== "}") fail(`Expected "}" to close {${name}, ${kind}`);
      at += 1;
      if (kind === "number") {
        if (!["decimal", "percent", "integer"].includes(style))
          fail(`Unknown number style ${style}`);
        return ["number", name, style as NumberStyle];
      }
      if (!["short", "medium", "long", "full"].includes(style)) fail(`Unknown date style ${style}`);
      return ["date", name, style as DateStyle];
    }
    if (kind !== "plural" && kind !== "select") fail(`Unknown placeholder kind "${kind}"`);
    if (source[at] !== ",") fail(`Expected "," after {${name}, ${kind}`);
    at += 1;
    const branches: Record<string, Part[]> = {};
    for (;;) {
      skipSpace();
      if (source[at] === "}") {
        at += 1;
        break;
      }
      const key = word();
      if (!key) fail(`Expected a branch name in {${name}, ${kind}}`);
      if (kind === "plural" && !pluralKey.test(key)) fail(`"${key}" is not a plural category`);
      if (kind === "select" && !identifier.test(key)) fail(`"${key}" is not a select value`);
      if (key in branches) fail(`The branch "${key}" twice`);
      skipSpace();
      if (source[at] !== "{") fail(`Expected "{" after the branch "${key}"`);
      at += 1;
      branches[key] = parts(kind === "plural", "}");
      at += 1; // }
    }
    if (!("other" in branches)) fail(`{${name}, ${kind}} needs an "other" branch`);
    return [kind, name, branches];
  }

  const compiled = parts(false, "end");
  if (compiled.length === 0) return "";
  if (compiled.length === 1 && typeof compiled[0] === "string") return compiled[0];
  return compiled;
}

/** The argument names a message uses, with what each must be ("number" or "any"). */
export function argumentsOf(message: Compiled): Map<string, "number" | "date" | "any"> {
  const found = new Map<string, "number" | "date" | "any">();
  const walk = (parts: Part[]) => {
    for (const part of parts) {
      if (typeof part === "string") continue;
      switch (part[0]) {
        case "arg":
          if (!found.has(part[1])) found.set(part[1], "any");
          break;
        case "number":
        case "plural":
          found.set(part[1], "number");
          if (part[0] === "plural") Object.values(part[2]).forEach(walk);
          break;
        case "date":
          found.set(part[1], "date");
          break;
        case "select":
          if (!found.has(part[1])) found.set(part[1], "any");
          Object.values(part[2]).forEach(walk);
          break;
        case "tag":
          walk(part[2]);
          break;
      }
    }
  };
  if (typeof message !== "string") walk(message);
  return found;
}

/** The tag names a message uses (each must be given by the caller of `rich`). */
export function tagsOf(message: Compiled): Set<string> {
  const found = new Set<string>();
  const walk = (parts: Part[]) => {
    for (const part of parts) {
      if (typeof part === "string" || part[0] === "pound") continue;
      if (part[0] === "tag") {
        found.add(part[1]);
        walk(part[2]);
      } else if (part[0] === "plural" || part[0] === "select") Object.values(part[2]).forEach(walk);
    }
  };
  if (typeof message !== "string") walk(message);
  return found;
}

export type Value = string | number | Date;
export type Values = Record<string, Value>;

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cached<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key);
  if (!value) cache.set(key, (value = make()));
  return value;
}

export function formatNumber(locale: string, value: number, style: NumberStyle = "decimal") {
  return cached(numberFormats, `${locale}|${style}`, () =>
    style === "percent"
      ? new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 })
      : new Intl.NumberFormat(locale, {
          maximumFractionDigits: style === "integer" ? 0 : 2,
        }),
  ).format(value);
}

export function formatDate(locale: string, value: Date, style: DateStyle = "medium") {
  return cached(
    dateFormats,
    `${locale}|${style}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: "UTC" }),
  ).format(value);
}

function pluralBranch(locale: string, branches: Record<string, Part[]>, value: number) {
  const exact = branches[`=${value}`];
  if (exact) return exact;
  const category = cached(pluralRules, locale, () => new Intl.PluralRules(locale)).select(value);
  return branches[category] ?? branches.other!;
}

/**
 * Fills a message in. `tag` renders a tag's content (rich text); without it a tag's content is
 * kept as plain text. Returns pieces so that rich callers can put elements between strings.
 */
export function formatParts<T>(
  locale: string,
  message: Compiled,
  values: Values,
  tag?: (name: string, children: (string | T)[]) => T,
): (string | T)[] {
  if (typeof message === "string") return [message];
  const render = (parts: Part[], pound: number | undefined): (string | T)[] => {
    const out: (string | T)[] = [];
    const push = (piece: string | T) => {
      const last = out.length - 1;
      if (typeof piece === "string" && typeof out[last] === "string")
        out[last] = (out[last] as string) + piece;
      else out.push(piece);
    };
    for (const part of parts) {
      if (typeof part === "string") {
        push(part);
        continue;
      }
      switch (part[0]) {
        case "arg": {
          const value = values[part[1]];
          push(value instanceof Date ? formatDate(locale, value) : String(value ?? ""));
          break;
        }
        case "number":
          push(formatNumber(locale, Number(values[part[1]]), part[2]));
          break;
        case "date":
          push(formatDate(locale, new Date(values[part[1]]!), part[2]));
          break;
        case "pound":
          push(pound === undefined ? "#" : formatNumber(locale, pound));
          break;
        case "plural": {
          const value = Number(values[part[1]]);
          render(pluralBranch(locale, part[2], value), value).forEach(push);
          break;
        }
        case "select":
          render(part[2][String(values[part[1]])] ?? part[2].other!, pound).forEach(push);
          break;
        case "tag": {
          const inner = render(part[2], pound);
          if (tag) push(tag(part[1], inner));
          else inner.forEach(push);
          break;
        }
      }
    }
    return out;
  };
  return render(message, undefined);
}

/** A message as plain text. */
export function format(locale: string, message: Compiled, values: Values = {}): string {
  return typeof message === "string"
    ? message
    : formatParts<never>(locale, message, values).join("");
}
