/**
 * E-mail addresses, including OCR output that puts spaces around '@' and dots
 * ("jane . roe @ example . org"). A spaced dot must have a space on both sides, so the end of one
 * sentence and the start of the next ("… at example. Then …") never join into an address. The
 * domain must end in a letter TLD so "deploy@10.0.4.12" (an SSH target) is not taken for an
 * address, and retina asset names ("icon@2x.png") are not addresses either.
 */
import type { Recognizer } from '../types';

const LOCAL = String.raw`[A-Za-z0-9][A-Za-z0-9_%+.\-]{0,63}(?:[ ]\.[ ][A-Za-z0-9_%+\-][A-Za-z0-9_%+.\-]{0,62}){0,4}`;
const LABEL = String.raw`[A-Za-z0-9-]{1,63}`;
const DOMAIN = String.raw`(?:${LABEL}(?:\.|[ ]\.[ ])){1,6}[A-Za-z]{2,24}(?![A-Za-z0-9-])`;

export const email: Recognizer = {
  id: 'email',
  category: 'contact',
  description: 'E-mail address',
  label: 'EMAIL',
  keywords: ['@'],
  patterns: [
    // The match starts at the '@', which the engine finds with a fast scan; a look-behind walks
    // back over the local part and a look-ahead inside it captures the whole address as `v`.
    // Scanning for the start of every word instead costs ten times as much on long texts.
    new RegExp(
      String.raw`@(?<=(?<![A-Za-z0-9._%+-])(?=(?<v>${LOCAL} ?@ ?${DOMAIN}))${LOCAL} ?@)`,
      'g',
    ),
  ],
  validate: (value, ctx) =>
    !/@ ?\d{1,2}x ?\. ?[a-z]{2,4}$/i.test(value) &&
    !/[ ]\.[ ]?$|\.\.|\.@|@\./.test(value) &&
    // The user (or password) of a URL — scheme://user@host, scheme://user:pass@host — is not an
    // address; a password there is the credential rules' to cover.
    !/:\/\/(?:[^\s/@:]*:)?$/.test(ctx.text.slice(Math.max(0, ctx.start - 256), ctx.start)),
  // The leetspeak view reads '@' as 'a', so it can only lose addresses.
  views: ['base', 'unwrap', 'url', 'entity'],
  confidence: 0.95,
};
