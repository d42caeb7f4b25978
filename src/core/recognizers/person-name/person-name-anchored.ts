/**
 * Names with something before them that says a name follows, so the name itself may be a
 * surname or a word-like given name ("Dear Mr. Okafor,", "Best, Mark", "Patient: SMITH, John"):
 *
 * - `person-name-honorific`: Mr, Ms, Dr, Prof, Herr, Frau, Mme, Sr … then one to three tokens;
 * - `person-name-labelled`: form labels (Name:, Patient:, Customer:, From:, cc: …) and commit
 *   trailers (Signed-off-by:, Co-authored-by: …), salutations (Dear, Hi) and sign-offs (Regards,
 *   Thanks, signed) then one to four tokens, capitals allowed after form labels;
 * - `person-name-mailbox`: the display name of a mailbox, `Olusegun Adebayo <o.adebayo@…>`:
 *   two to four capitalised tokens right before an address in angle brackets, as mail headers,
 *   commit trailers and contact lists write a person, whatever the name's origin.
 *
 * The honorific or label is not part of the value, so "Mr." stays readable after masking.
 */
import type { Recognizer } from '../types';
import {
  AFTER,
  INITIAL,
  isAmbiguousGivenName,
  isGivenName,
  isNotNameWord,
  LABEL_TOKEN,
  nameParts,
  PARTICLE,
  TOKEN,
} from './_name-tokens';

/** A case-insensitive literal without the `i` flag (which would also relax the name tokens). */
function ci(word: string): string {
  return [...word].map((c) => (/\p{L}/u.test(c) ? `[${c.toUpperCase()}${c.toLowerCase()}]` : c === ' ' ? '[ ]' : c)).join('');
}

const HONORIFICS = ['Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr', 'Prof', 'Sir', 'Dame', 'Lady', 'Lord', 'Herr', 'Frau', 'Mme', 'Mlle', 'Madame', 'Monsieur', 'Sr', 'Sra', 'Srta', 'Dott', 'Sig', 'Sgt', 'Capt', 'Rev'];

const HONORIFIC_RUN = String.raw`${TOKEN}(?:[ ](?:${INITIAL}[ ])?${PARTICLE}?${TOKEN}){0,2}`;

let honorificPatterns: readonly RegExp[] | undefined;

export const personNameHonorific: Recognizer = {
  id: 'person-name-honorific',
  category: 'person_name',
  description: 'Person name after an honorific (Mr, Ms, Dr, Herr, Mme …)',
  label: 'PERSON',
  keywords: ['mr', 'ms', 'miss', 'mx', 'dr', 'prof', 'sir', 'dame', 'lady', 'lord', 'herr', 'frau', 'mme', 'mlle', 'madame', 'monsieur', 'sr', 'dott', 'sig', 'sgt', 'capt', 'rev'],
  // Built when first read: Unicode property classes make these slow to parse, and the engine
  // reads them only when a keyword occurs.
  get patterns(): readonly RegExp[] {
    return (honorificPatterns ??= [new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${HONORIFICS.join('|')})\.?[ ](?<v>${HONORIFIC_RUN})${AFTER}`, 'gu')]);
  },
  views: ['base'],
  validate: (value) => {
    const parts = nameParts(value);
    return parts.length > 0 && !parts.some(isNotNameWord);
  },
  confidence: 0.8,
};

const FORM_LABELS = [
  'full name', 'first name', 'last name', 'given name', 'surname', 'name', 'patient', 'customer', 'client',
  'employee', 'applicant', 'passenger', 'cardholder', 'card holder', 'account holder', 'account name',
  'beneficiary', 'recipient', 'guest', 'tenant', 'student', 'member', 'contact person', 'contact', 'author',
  'witness', 'signed by', 'signature', 'nom', 'prénom', 'vorname', 'nachname', 'nombre', 'apellidos', 'apellido',
  // Commit trailers always name a person.
  'signed-off-by', 'co-authored-by', 'reviewed-by', 'reported-by', 'tested-by', 'acked-by', 'suggested-by', 'helped-by',
];
const MESSAGE_LABELS = ['from', 'to', 'cc', 'bcc', 'attn', 'attention', 'reply-to', 'sender', 'assignee', 'reporter', 'reviewer', 'owner'];
const GREETINGS = ['dear', 'hi', 'hello', 'hey', 'hallo', 'liebe', 'lieber', 'bonjour', 'hola', 'regards', 'best regards', 'kind regards', 'warm regards', 'best wishes', 'best', 'thanks', 'thank you', 'many thanks', 'cheers', 'sincerely', 'yours sincerely', 'yours truly', 'yours', 'signed', 'cordialement', 'saludos', 'mit freundlichen grüßen', 'mfg'];

const LABEL_RUN = String.raw`${LABEL_TOKEN}(?:,[ ]${LABEL_TOKEN})?(?:[ ](?:${INITIAL}[ ])?${PARTICLE}?${LABEL_TOKEN}){0,3}`;
const GREETING_RUN = String.raw`${TOKEN}(?:[ ](?:${INITIAL}[ ])?${PARTICLE}?${TOKEN}){0,2}`;

const byLength = (a: string, b: string): number => b.length - a.length;
const FORM = FORM_LABELS.sort(byLength).map(ci).join('|');
const MESSAGE = MESSAGE_LABELS.sort(byLength).map(ci).join('|');
const GREETING = GREETINGS.sort(byLength).map(ci).join('|');

let strongLabel: RegExp | undefined;
/** A form label right before the colon (built when first needed, as the patterns). */
const STRONG_LABEL = (): RegExp => (strongLabel ??= new RegExp(String.raw`(?<![\p{L}\p{N}_])(?:${FORM})[ \t]*$`, 'u'));

let labelledPatterns: readonly RegExp[] | undefined;

export const personNameLabelled: Recognizer = {
  id: 'person-name-labelled',
  category: 'person_name',
  description: 'Person name after a form label, a greeting or a sign-off',
  label: 'PERSON',
  keywords: [
    'name', 'patient', 'customer', 'client', 'employee', 'applicant', 'passenger', 'holder', 'beneficiary', 'recipient',
    'guest', 'tenant', 'student', 'member', 'contact', 'author', 'witness', 'signed', 'signature', 'nom', 'nombre',
    'apellido', 'from', 'to', 'cc', 'attn', 'attention', 'sender', 'assignee', 'reporter', 'reviewer', 'owner',
    'dear', 'hi', 'hello', 'hey', 'hallo', 'liebe', 'bonjour', 'hola', 'regards', 'best', 'thank', 'cheers',
    'sincerely', 'yours', 'cordialement', 'saludos', 'freundlichen', 'mfg', '-by',
  ],
  // Built when first read, as the honorific rule's.
  get patterns(): readonly RegExp[] {
    return (labelledPatterns ??= [
      // Form and message labels: "Name: John Smith", "Patient: SMITH, John", "cc: María José García".
      // The match starts at the colon (a literal the engine finds fast) and looks back for the label.
      new RegExp(String.raw`:(?<=(?<![\p{L}\p{N}_])(?:${FORM}|${MESSAGE})[ \t]*:)[ \t]*(?:\r?\n[ \t]*)?(?<v>${LABEL_RUN})${AFTER}`, 'gu'),
      // Greetings and sign-offs: "Dear Mark,", "signed, Wei Zhang", "Best,\nAnna". The greeting
      // comes first and the look-behind after it (checked from the greeting's start): a leading
      // look-behind would be tried at every position of the text, which costs far more.
      new RegExp(String.raw`(?<greeting>${GREETING})(?<=(?<![\p{L}\p{N}_])\k<greeting>)(?:[ \t]*[,:]?[ \t]*\r?\n[ \t]*|[ \t]*[,:][ \t]*|[ \t]+)(?<v>${GREETING_RUN})${AFTER}`, 'gu'),
    ]);
  },
  views: ['base'],
  validate: (value, ctx) => {
    const parts = nameParts(value);
    if (parts.length === 0 || parts.some(isNotNameWord)) return false;
    const knownGiven = parts.some((p) => isGivenName(p) || isAmbiguousGivenName(p));
    // A form label says a name follows; after "To:" or "Hi" a given name has to show it.
    if (knownGiven) return true;
    if (!ctx.match[0].startsWith(':')) return false;
    // The colon sits just before the value, after optional spaces and one line break.
    const gap = /^:[ \t]*(?:\r?\n[ \t]*)?/.exec(ctx.match[0])![0].length;
    const colon = ctx.start - gap;
    return STRONG_LABEL().test(ctx.text.slice(Math.max(0, colon - 24), colon));
  },
  confidence: 0.8,
};

/** Two to four name tokens, initials and particles allowed between them. */
const MAILBOX_RUN = String.raw`${TOKEN}(?:[ ](?:${INITIAL}[ ])?${PARTICLE}?${TOKEN}){1,3}`;

let mailboxPatterns: readonly RegExp[] | undefined;

export const personNameMailbox: Recognizer = {
  id: 'person-name-mailbox',
  category: 'person_name',
  description: 'Person name as the display name of an e-mail address (Name <address>)',
  label: 'PERSON',
  keywords: ['@'],
  get patterns(): readonly RegExp[] {
    return (mailboxPatterns ??= [
      new RegExp(String.raw`(?<![\p{L}\p{N}_@.'"\-])(?<v>${MAILBOX_RUN})[ \t]*<[^<>\s@]{1,64}@[^<>\s@]{1,255}>`, 'gu'),
    ]);
  },
  views: ['base'],
  // "GitHub Notifications <…>", "Acme Support <…>": a word that is never part of a name.
  validate: (value) => {
    const parts = nameParts(value);
    return parts.length >= 2 && !parts.some(isNotNameWord);
  },
  confidence: 0.85,
};
