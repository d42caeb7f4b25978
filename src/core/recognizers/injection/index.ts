/** Injection recognizers: instructions in content that are aimed at the assistant. */
import type { Recognizer } from '../types';
import { injectionExfiltration } from './exfiltration';
import { injectionOverrideInstructions } from './override-instructions';
import { injectionRoleOverride } from './role-override';
import { injectionSystemMarker } from './system-marker';

export const INJECTION_RECOGNIZERS: readonly Recognizer[] = [
  injectionOverrideInstructions,
  injectionRoleOverride,
  injectionSystemMarker,
  injectionExfiltration,
];
