/**
 * The small template language the corpus is written in. `{slot}` draws from a named vocabulary
 * (a list of strings, themselves templates, or a generator function); `[a|b|c]` picks one
 * alternative, and an empty alternative makes a part optional. Nesting is allowed. Keeping the
 * phrasing in data lets each label carry hundreds of variants without code per sentence.
 */
import type { Rng } from './rng';

export type SlotValue = readonly string[] | ((rng: Rng) => string);
export type SlotTable = Readonly<Record<string, SlotValue>>;

type Part = { kind: 'text'; value: string } | { kind: 'slot'; name: string } | { kind: 'choice'; options: Part[][] };

const cache = new Map<string, Part[]>();

function parse(source: string): Part[] {
  const cached = cache.get(source);
  if (cached) return cached;
  let i = 0;
  function sequence(stopAt: ReadonlySet<string>): Part[] {
    const parts: Part[] = [];
    let text = '';
    const flush = (): void => {
      if (text) parts.push({ kind: 'text', value: text });
      text = '';
    };
    while (i < source.length) {
      const ch = source[i] as string;
      if (stopAt.has(ch)) break;
      if (ch === '\\' && i + 1 < source.length) {
        text += source[i + 1];
        i += 2;
      } else if (ch === '{') {
        const end = source.indexOf('}', i);
        if (end < 0) throw new Error(`unclosed slot in template: ${source}`);
        flush();
        parts.push({ kind: 'slot', name: source.slice(i + 1, end) });
        i = end + 1;
      } else if (ch === '[') {
        flush();
        i++;
        const options: Part[][] = [];
        for (;;) {
          options.push(sequence(new Set(['|', ']'])));
          const sep = source[i];
          i++;
          if (sep === ']') break;
          if (sep !== '|') throw new Error(`unclosed choice in template: ${source}`);
        }
        parts.push({ kind: 'choice', options });
      } else {
        text += ch;
        i++;
      }
    }
    flush();
    return parts;
  }
  const parts = sequence(new Set());
  if (i !== source.length) throw new Error(`unbalanced template: ${source}`);
  cache.set(source, parts);
  return parts;
}

function renderParts(parts: readonly Part[], slots: SlotTable, rng: Rng, depth: number): string {
  if (depth > 12) throw new Error('template nesting too deep');
  let out = '';
  for (const part of parts) {
    if (part.kind === 'text') out += part.value;
    else if (part.kind === 'choice') out += renderParts(rng.pick(part.options), slots, rng, depth + 1);
    else {
      const value = slots[part.name];
      if (value === undefined) throw new Error(`unknown slot {${part.name}}`);
      out += typeof value === 'function' ? value(rng) : render(rng.pick(value), slots, rng, depth + 1);
    }
  }
  return out;
}

/** Renders a template; whitespace runs left by empty options are collapsed. */
export function render(source: string, slots: SlotTable, rng: Rng, depth = 0): string {
  return renderParts(parse(source), slots, rng, depth);
}

/** Tidies spacing that optional parts leave behind ("a  b", "a ,b"). */
export function tidy(text: string): string {
  return text
    .replace(/[ \t]{2,}/g, ' ')
    // Only before , and . — French keeps its space before : ; ! ?
    .replace(/ ([,.])(?=\s|$)/g, '$1')
    .replace(/^\s+|\s+$/g, '');
}

/** Names of the slots a template refers to, for checking that every slot exists. */
export function slotNames(source: string): string[] {
  const names: string[] = [];
  const walk = (parts: readonly Part[]): void => {
    for (const p of parts) {
      if (p.kind === 'slot') names.push(p.name);
      else if (p.kind === 'choice') p.options.forEach(walk);
    }
  };
  walk(parse(source));
  return names;
}
