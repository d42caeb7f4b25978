import type { ContextCategory, DetectorCategory } from '../vocabulary';

/** One thing found in the original text. Offsets are UTF-16 offsets into the original input. */
export interface Finding {
  start: number;
  end: number;
  category: DetectorCategory;
  /** Recognizer id; decoded findings read `base64>github-pat-classic`. */
  rule: string;
  confidence: number;
  /** Placeholder label (`EMAIL`, `CARD`, `CREDENTIAL` …). */
  label: string;
}

/**
 * A unit of text the context classifier reads as a context category (a sentence or paragraph
 * about a diagnosis …): masked whole, as its placeholder, never as a restorable token.
 */
export interface ContextFinding extends Omit<Finding, 'category'> {
  category: ContextCategory;
}

/** What masking takes: a detector's finding or a context unit. */
export type MaskFinding = Finding | ContextFinding;

export interface ScanLimits {
  /** Total input, in UTF-16 units. */
  maxInputChars: number;
  /** Longest run without whitespace. */
  maxTokenChars: number;
  /** Distinct identifier values one request may hold. */
  maxDistinctIdentifiers: number;
  /** Wall-clock budget for one scan, milliseconds. */
  deadlineMs: number;
  /** Window size and overlap for long inputs, in view units. */
  windowChars: number;
  windowOverlap: number;
  /** Nesting depth for decoders (base64 inside hex …). */
  maxDecodeDepth: number;
  /** Largest encoded segment a decoder will look at. */
  maxDecodeSegment: number;
}

export const DEFAULT_LIMITS: Readonly<ScanLimits> = {
  maxInputChars: 2_000_000,
  maxTokenChars: 16_384,
  maxDistinctIdentifiers: 2_048,
  deadlineMs: 3_000,
  windowChars: 65_536,
  windowOverlap: 8_192,
  maxDecodeDepth: 2,
  maxDecodeSegment: 65_536,
};

/** Why a scan could not finish safely; message schemas check against this list. */
export const SCAN_ERROR_KINDS = ['invalid_input', 'input_too_large', 'token_too_long', 'too_many_identifiers', 'deadline_exceeded'] as const;

export type ScanErrorKind = (typeof SCAN_ERROR_KINDS)[number];

/**
 * A scan that could not finish safely. Callers turn it into a block (or a covered frame): the raw
 * content is never released because of it.
 */
export class ScanLimitError extends Error {
  readonly kind: ScanErrorKind;
  constructor(kind: ScanErrorKind, message: string) {
    super(message);
    this.name = 'ScanLimitError';
    this.kind = kind;
  }
}
