/** Shannon entropy and placeholder checks used by secret rules to tell real values from examples. */

/** Bits of Shannon entropy per character of `value`. */
export function shannonEntropy(value: string): number {
  if (value.length === 0) return 0;
  const ascii = asciiEntropy(value);
  if (ascii !== undefined) return ascii;
  const counts = new Map<string, number>();
  for (const ch of value) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / value.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

const asciiCounts = new Int32Array(128);
const firstSeen = new Uint8Array(128);

/**
 * The same sum for ASCII values without a Map: counts in a table, terms added in order of first
 * occurrence (as the Map iterates), so the result is bit for bit the same. Undefined when the
 * value holds anything beyond ASCII.
 */
function asciiEntropy(value: string): number | undefined {
  const n = value.length;
  let distinct = 0;
  let i = 0;
  for (; i < n; i++) {
    const c = value.charCodeAt(i);
    if (c >= 128) break;
    const count = asciiCounts[c] as number;
    if (count === 0) firstSeen[distinct++] = c;
    asciiCounts[c] = count + 1;
  }
  let bits = 0;
  for (let k = 0; k < distinct; k++) {
    const c = firstSeen[k] as number;
    const p = (asciiCounts[c] as number) / n;
    bits -= p * Math.log2(p);
    asciiCounts[c] = 0;
  }
  return i === n ? bits : undefined;
}

const PLACEHOLDER =
  /^(?:x+|\*+|\.+|<[^>]*>|\$\{[^}]*\}|\{\{[^}]*\}\}|%[^%]*%|(?:your|my|the|an?)[_-]\w+|your\w*|[\w-]*(?:example|sample|dummy|placeholder|changeme|redacted|replace_?me|insert|xxxx)[\w-]*|null|none|undefined|true|false|test|password|secret|token|\[[a-z_ ]+\])$/i;

/** True for values that are obviously not real secrets: YOUR_API_KEY, <token>, ${SECRET}, xxxx. */
export function looksLikePlaceholder(value: string): boolean {
  const v = value.trim().replace(/^['"`]|['"`]$/g, '');
  if (v.length === 0) return true;
  if (PLACEHOLDER.test(v)) return true;
  // A run of one repeated character ("aaaaaaaa", "00000000") is filler.
  return /^(.)\1+$/.test(v);
}

/**
 * Whether `value` looks like a generated secret: long enough, not a placeholder, mixed
 * character classes and enough entropy per character.
 */
export function looksRandom(value: string, minLength = 8, minBits = 3.0): boolean {
  if (value.length < minLength || looksLikePlaceholder(value)) return false;
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(value)).length;
  if (classes < 2) return false;
  return shannonEntropy(value) >= minBits;
}
