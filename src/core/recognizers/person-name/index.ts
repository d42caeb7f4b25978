/**
 * Person-name recognizers: free text (a given-name lexicon with surname heuristics), names after
 * honorifics, and names after labels, greetings and sign-offs. Base view only.
 */
import type { Recognizer } from '../types';
import { personName } from './person-name';
import { personNameHonorific, personNameLabelled, personNameMailbox } from './person-name-anchored';

export const PERSON_NAME_RECOGNIZERS: readonly Recognizer[] = [personName, personNameHonorific, personNameLabelled, personNameMailbox];
