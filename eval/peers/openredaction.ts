/**
 * openredaction with its default configuration (all bundled patterns, placeholder mode), run
 * in-process. Its `detect` returns the redacted text next to the detections.
 */
import { OpenRedaction } from 'openredaction';
import { packageVersion } from './package-version';
import type { Defence } from './types';

export function openredaction(): Defence {
  const engine = new OpenRedaction();
  return {
    name: 'openredaction',
    version: packageVersion('openredaction'),
    async redact(text: string): Promise<string> {
      const result = await engine.detect(text);
      return result.redacted;
    },
  };
}
