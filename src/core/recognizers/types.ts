/**
 * A recognizer is data: the category it finds, cheap keywords that decide whether it runs at all,
 * patterns and an optional validation hook (checksums, entropy, registry lookups). Its own
 * examples live beside it in `<module>.examples.ts`, keyed by recognizer id, which only tests
 * import: fake keys and webhook URLs never reach a bundle. The registry test runs every
 * recognizer against its examples.
 */
import type { DetectorCategory } from '../vocabulary';
import type { ViewName } from '../text/normalize';

export interface RecognizerExample {
  /** Text containing the value. */
  text: string;
  /** The exact substring of `text` that must be covered; defaults to "something in text". */
  covers?: string;
}

export interface Recognizer {
  /** Stable kebab-case id, unique across the registry, e.g. `github-pat-classic`. */
  readonly id: string;
  readonly category: DetectorCategory;
  /** Short human description shown in reports ("GitHub personal access token (classic)"). */
  readonly description: string;
  /** Placeholder label used when masking, e.g. `EMAIL`, `CARD`. Defaults by category. */
  readonly label?: string;
  /**
   * Lower-case literals; the recognizer runs on a view only when one of them occurs in it.
   * Empty means "always run" and must be justified by a cheap pattern.
   */
  readonly keywords: readonly string[];
  /**
   * Patterns with the `g` flag. A named group `v` marks the value inside a larger match
   * (for label-anchored rules); otherwise the whole match is the value.
   */
  readonly patterns: readonly RegExp[];
  /**
   * For each pattern (by position), an optional cheap pattern that every match of that pattern
   * contains, without the `g` flag: where the gate finds nothing, the pattern is neither compiled
   * nor run. A large pattern costs milliseconds to compile the first time it runs; its gate
   * costs a fraction of that. Gates must be necessary conditions: build them from the same
   * pieces as the pattern (the registry test checks them against every example).
   */
  readonly gates?: readonly (RegExp | undefined)[];
  /** Views this recognizer runs on; defaults depend on the category (see engine/views.ts). */
  readonly views?: readonly ViewName[];
  /**
   * Every match starts at most `before` characters ahead of one of the keywords and ends at most
   * `after` characters past it. The engine then runs the patterns only around keyword
   * occurrences instead of over the whole text (a large saving for wordy rules).
   */
  readonly anchor?: { readonly before: number; readonly after: number };
  /**
   * Where a match may start, for lexicon-driven rules (names): the engine then tries the
   * patterns only at these offsets (sticky) instead of searching the whole view.
   */
  readonly candidateStarts?: (text: string) => number[];
  /** Returns false to reject a candidate (bad checksum, low entropy, placeholder text). */
  readonly validate?: (value: string, context: ValidationContext) => boolean;
  /** Confidence reported for a validated match, 0..1. */
  readonly confidence: number;
}

/** What a recognizer must find (`match`) and must leave alone (`ignore`). */
export interface RecognizerExamples {
  readonly match: readonly (string | RecognizerExample)[];
  readonly ignore: readonly string[];
}

export interface ValidationContext {
  /** The whole view text the candidate was found in. */
  readonly text: string;
  /** Offsets of the value within `text`. */
  readonly start: number;
  readonly end: number;
  /** The full regex match (label and all). */
  readonly match: RegExpExecArray;
}
