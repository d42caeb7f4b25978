/** Hand-written line sets: per label, a list of lines, each its own template. */
import type { ClassifierLabel } from '../../../src/core/classifier/labels';

export type WrittenLines = Readonly<Record<ClassifierLabel, readonly string[]>>;
