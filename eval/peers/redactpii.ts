/**
 * @redactpii/node with its default rules (names, e-mail, phones, cards, SSN). No API key is set,
 * so its optional dashboard call never fires.
 */
import { Redactor } from '@redactpii/node';
import { packageVersion } from './package-version';
import type { Defence } from './types';

export function redactpii(): Defence {
  const engine = new Redactor({ apiKey: null, apiUrl: '' });
  return {
    name: 'redactpii',
    version: packageVersion('@redactpii/node'),
    redact: (text: string): string => engine.redact(text),
  };
}
