/**
 * What is clearly no secret and no identifier: a slot waiting for a value (`<your-key>`,
 * `YOUR_API_KEY`, `[REDACTED]`), a reference to a value kept elsewhere (`${VAR}`, `$VAR`,
 * `%VAR%`, `{{ var }}`, `process.env.X`, `os.environ["X"]`), one character repeated (`xxxx`,
 * `****`, `0000`), filler (`changeme`, `xxxx…`, `...`). Nothing else is exempt: a value that
 * merely mentions "example", "sample", "mock", "fake" or "dummy" (`MockingBird-2024!q`,
 * `AKIAIOSFODNN7EXAMPLE`) may be real, and masking it costs nothing.
 */

const SLOT = new RegExp(
  [
    // <your-key>, <API_KEY>, <token>, [REDACTED], {token}
    String.raw`^<[^<>]{0,64}>$`,
    String.raw`^\[[A-Za-z _-]{0,40}\]$`,
    String.raw`^\{[A-Za-z_][\w.-]{0,40}\}$`,
    // your_api_key, YOUR-TOKEN-HERE, my_secret, insert_key_here, replace-me
    String.raw`^(?:your|my)[_-]?[\w-]{0,40}$`,
    String.raw`(?:^|[_-])(?:here|goes[_-]?here)$`,
    String.raw`^(?:insert|replace|put|enter|add)[_-](?:your|key|token|me|here|with)[\w-]{0,30}$`,
    String.raw`^\[?(?:redacted|removed|hidden|masked|omitted)\]?$`,
  ].join('|'),
  'i',
);

const REFERENCE = new RegExp(
  [
    String.raw`^\$\{[^}]{1,80}\}$`,
    String.raw`^\$\{\{.{1,80}\}\}$`,
    String.raw`^\$\([^)]{1,80}\)$`,
    String.raw`^\$[A-Za-z_][A-Za-z0-9_]{0,60}$`,
    String.raw`^%[A-Za-z_][\w]{0,60}%$`,
    String.raw`^\{\{.{1,80}\}\}$`,
    String.raw`^#\{[^}]{1,80}\}$`,
    String.raw`^(?:process\.env|import\.meta\.env|Deno\.env|os\.environ|os\.getenv|System\.getenv|Environment\.GetEnvironmentVariable|ENV|env|getenv)\b`,
  ].join('|'),
);

/** Filler anywhere in the value: a run of x, asterisks, dots or an ellipsis. */
const FILLER = /[xX]{4,}|\*{3,}|\.{3,}|…|•{3,}/;

const CHANGE_ME = /^(?:change[_-]?me|change[_-]?it|changethis|change[_-]?this)$/i;

/** True for values that are clearly a placeholder, a reference, or filler — never a secret. */
export function isClearlyNoSecret(value: string): boolean {
  const v = value.trim();
  if (v.length === 0) return true;
  if (SLOT.test(v) || REFERENCE.test(v) || CHANGE_ME.test(v) || FILLER.test(v)) return true;
  // One character repeated (case aside): "aaaa", "0000", "----".
  if (v.length >= 3) {
    const first = v[0]!.toLowerCase();
    let same = true;
    for (let i = 1; i < v.length && same; i++) same = v[i]!.toLowerCase() === first;
    if (same) return true;
  }
  return false;
}
