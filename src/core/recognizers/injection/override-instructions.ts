/**
 * Instructions aimed at the assistant that try to cancel what it was told: "ignore all previous
 * instructions", "disregard the above", "forget your rules". Whitespace-tolerant (wrapped lines),
 * case-insensitive; leetspeak, rot13 and escapes are undone by the views. The finding covers the
 * instruction to the end of its sentence, so the payload cannot survive in part.
 */
import type { Recognizer } from '../types';
import { SENTENCE_TAIL } from './_sentence';

const VERB = String.raw`(?:ignore|disregard|forget|override|bypass|skip|drop|abandon|discard|cancel|neglect)`;
const SCOPE = String.raw`(?:(?:all|any|every|each|the|your|my|these|those|of|everything|anything)\s+){0,3}`;
const WHEN = String.raw`(?:previous|prior|above|earlier|preceding|former|original|initial|existing|current|old|system|safety|developer)`;
const WHAT = String.raw`(?:instructions?|prompts?|directions?|directives?|rules?|guidelines?|messages?|context|constraints?|restrictions?|policies|polic(?:y)|programming|guardrails?|commands?|orders?|settings?)`;
const TAIL = SENTENCE_TAIL;

export const injectionOverrideInstructions: Recognizer = {
  id: 'injection-override-instructions',
  category: 'injection',
  description: 'Instruction to ignore or override the assistant\'s previous instructions',
  anchor: { before: 10, after: 450 },
  keywords: ['ignore', 'disregard', 'forget', 'override', 'bypass', 'skip', 'drop', 'abandon', 'discard', 'cancel', 'neglect'],
  patterns: [
    new RegExp(String.raw`\b${VERB}\s+${SCOPE}${WHEN}\s+(?:\w+\s+){0,2}${WHAT}\b${TAIL}`, 'gi'),
    new RegExp(String.raw`\b${VERB}\s+(?:everything|all(?:\s+of)?\s+(?:that|this|the\s+above))\s+(?:above|before|you\s+(?:were|have\s+been)\s+told)\b${TAIL}`, 'gi'),
  ],
  confidence: 0.9,
};
