/**
 * Text that impersonates the conversation's structure: chat-template tokens (<|im_start|>system,
 * [INST], <<SYS>>), fake "System:" or "### Instruction" headers at the start of a line. A person
 * rarely types these; pages and documents that want to steer an assistant do.
 */
import type { Recognizer } from '../types';

const TAIL = String.raw`[^\n]{0,200}`;

export const injectionSystemMarker: Recognizer = {
  id: 'injection-system-marker',
  category: 'injection',
  description: 'Forged system or chat-template marker',
  anchor: { before: 20, after: 260 },
  keywords: ['<|im_start|>', '<|system|>', '[inst]', '<<sys>>', 'system:', 'system prompt:', '### instruction', '### system', '[system]', '<system>', 'assistant:'],
  patterns: [
    new RegExp(String.raw`(?:<\|im_start\|>\s*system|<\|system\|>|\[INST\]|<<SYS>>|<system>|\[system\])${TAIL}`, 'gi'),
    new RegExp(String.raw`(?:^|\n)[ \t>*#]*(?:system(?:\s+prompt)?|###\s*(?:instruction|system))\s*:?[ \t]*(?:\n[ \t]*)?(?=\S)${TAIL}`, 'gi'),
  ],
  validate: (value) => value.replace(/[\s>*#]/g, '').length > 12 && !/^\s*system\s*:\s*(?:ok|online|ready|up|down|healthy|\d)/i.test(value.trim()),
  confidence: 0.8,
};
