/**
 * The tagger's weight file: a versioned binary with a JSON header that carries the feature
 * configuration, labels, transitions, decoding bias and calibration tables, then int8 weights
 * (one row of label weights per hashed feature, with one scale) and the word-list table (a byte of fingerprint and a byte of classes per slot).
 * `readModelFile` refuses a file whose format or feature configuration differs from this code's,
 * so weights trained with other features can never be decoded with these. Pure: bytes in, bytes out.
 */
import { FEATURE_VERSION, TEMPLATES, type FeatureConfig } from './features';

export const MAGIC = 'CTGR';
export const FORMAT_VERSION = 2;

/** BIO labels over four entity kinds; the order is part of the file. */
export const LABELS = ['O', 'B-PER', 'I-PER', 'B-ADR', 'I-ADR', 'B-DOB', 'I-DOB', 'B-TEL', 'I-TEL'] as const;
export type Label = (typeof LABELS)[number];
export const LABEL_COUNT = LABELS.length;

export const ENTITY_KINDS = ['person', 'street_address', 'date_of_birth', 'phone'] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];

/** Label index of B- for a kind is 1 + 2k, of I- 2 + 2k; kind of a label index. */
export const kindOfLabel = (label: number): number => (label === 0 ? -1 : (label - 1) >> 1);

/** Piecewise-constant map from a raw span score to a precision estimate (isotonic fit). */
export interface CalibrationTable {
  /** Ascending upper bounds of the raw-score bins. */
  x: number[];
  /** Calibrated confidence of each bin (non-decreasing). */
  y: number[];
}

export interface ModelHeader {
  format: number;
  features: FeatureConfig;
  labels: string[];
  kinds: string[];
  /** Multiply an int8 weight sum by this to get a score. */
  scale: number;
  /** LABEL_COUNT × LABEL_COUNT transition scores (from → to), −1e9 where BIO forbids. */
  transitions: number[];
  /** Score of each label at the first token. */
  start: number[];
  /** Added to each entity label's score before decoding (a recall/precision knob, set on validation). */
  entityBias: number[];
  calibration: Record<string, CalibrationTable>;
  /** Spans whose calibrated confidence falls below this are not reported (set on validation). */
  minConfidence: number;
  /**
   * The acting threshold per kind (ENTITY_KINDS order): spans of a kind below it are not reported.
   * Chosen on the validation split for precision, never on an evaluation set.
   */
  kindFloor: number[];
  gazetteerSlotsLog2: number;
  /** Free-form provenance (seed, data sizes); not read by inference. */
  trainedWith?: Record<string, unknown>;
}

export interface ModelData {
  header: ModelHeader;
  weights: Int8Array;
  gazetteerKeys: Uint8Array;
  gazetteerClasses: Uint8Array;
}

/** The feature configuration this code extracts; a model file must carry exactly this. */
export function currentFeatureConfig(hashBits: number): FeatureConfig {
  return { version: FEATURE_VERSION, hashBits, templates: [...TEMPLATES] };
}

export class ModelFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModelFileError';
  }
}

const align4 = (n: number): number => (n + 3) & ~3;

export function writeModelFile(data: ModelData): Uint8Array {
  const headerBytes = new TextEncoder().encode(JSON.stringify(data.header));
  const headerEnd = align4(12 + headerBytes.length);
  const weightsEnd = align4(headerEnd + data.weights.byteLength);
  const total = weightsEnd + data.gazetteerKeys.byteLength + data.gazetteerClasses.byteLength;
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  for (let i = 0; i < 4; i++) out[i] = MAGIC.charCodeAt(i);
  view.setUint16(4, FORMAT_VERSION, true);
  view.setUint16(6, 0, true);
  view.setUint32(8, headerBytes.length, true);
  out.set(headerBytes, 12);
  out.set(new Uint8Array(data.weights.buffer, data.weights.byteOffset, data.weights.byteLength), headerEnd);
  out.set(data.gazetteerKeys, weightsEnd);
  out.set(data.gazetteerClasses, weightsEnd + data.gazetteerKeys.length);
  return out;
}

export function readModelFile(bytes: Uint8Array): ModelData {
  if (bytes.length < 12) throw new ModelFileError('tagger model: file too short');
  for (let i = 0; i < 4; i++) {
    if (bytes[i] !== MAGIC.charCodeAt(i)) throw new ModelFileError('tagger model: not a tagger file');
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const format = view.getUint16(4, true);
  if (format !== FORMAT_VERSION) throw new ModelFileError(`tagger model: format ${format}, this code reads ${FORMAT_VERSION}`);
  const headerLength = view.getUint32(8, true);
  if (12 + headerLength > bytes.length) throw new ModelFileError('tagger model: truncated header');
  let header: ModelHeader;
  try {
    header = JSON.parse(new TextDecoder().decode(bytes.subarray(12, 12 + headerLength))) as ModelHeader;
  } catch {
    throw new ModelFileError('tagger model: unreadable header');
  }
  const expected = currentFeatureConfig(header.features?.hashBits ?? 0);
  if (
    header.features?.version !== expected.version ||
    JSON.stringify(header.features.templates) !== JSON.stringify(expected.templates) ||
    !(header.features.hashBits >= 8 && header.features.hashBits <= 24)
  ) {
    throw new ModelFileError('tagger model: trained with a different feature configuration than this code extracts');
  }
  if (JSON.stringify(header.labels) !== JSON.stringify(LABELS) || JSON.stringify(header.kinds) !== JSON.stringify(ENTITY_KINDS)) {
    throw new ModelFileError('tagger model: different labels');
  }
  if (typeof header.minConfidence !== 'number' || !Array.isArray(header.kindFloor) || header.kindFloor.length !== ENTITY_KINDS.length) {
    throw new ModelFileError('tagger model: no reporting floor');
  }
  if (header.transitions.length !== LABEL_COUNT * LABEL_COUNT || header.start.length !== LABEL_COUNT || header.entityBias.length !== LABEL_COUNT) {
    throw new ModelFileError('tagger model: bad transition tables');
  }
  const rows = 1 << header.features.hashBits;
  const headerEnd = align4(12 + headerLength);
  const weightsLength = rows * LABEL_COUNT;
  const weightsEnd = align4(headerEnd + weightsLength);
  const slots = 1 << header.gazetteerSlotsLog2;
  if (weightsEnd + slots * 2 !== bytes.length) throw new ModelFileError('tagger model: size does not match its header');
  // Views on the bytes given, not copies (a megabyte and a half at every load): the caller hands
  // the file over and nothing reads or writes it afterwards.
  const weights = new Int8Array(bytes.buffer, bytes.byteOffset + headerEnd, weightsLength);
  const gazetteerKeys = bytes.subarray(weightsEnd, weightsEnd + slots);
  const gazetteerClasses = bytes.subarray(weightsEnd + slots, weightsEnd + 2 * slots);
  return { header, weights, gazetteerKeys, gazetteerClasses };
}
