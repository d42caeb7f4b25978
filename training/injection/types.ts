/**
 * The shape of the injection corpus, written by hand for this project (never taken from public
 * injection data sets). Per language:
 * - `overrides`: sentences that on their own are instructions addressed to a model that try to
 *   replace its instructions, lift its rules, change its role, extract its prompt or fake
 *   authority (direct attacks; also the core of most indirect ones);
 * - `embedded`: instructions addressed to an AI that reads a document, written to sit inside one
 *   (task hijacks, exfiltration links, output-format or language changes, tool calls);
 * - `goals`: the task an attacker substitutes ("write a poem about pirates"). Harmless on its own,
 *   so a unit that holds only a goal is neither label and is left out of training;
 * - `addressings`: lead-ins that address the reading model ("Note to AI assistants:");
 * - `carriers`: ordinary document sentences, per carrier kind, into which payloads are put;
 * - `hardNegatives`: instructions for people, a person's own instructions to their assistant,
 *   security discussions of prompt injection, prompt-building code, legal boilerplate.
 */
export type CarrierKind = 'email' | 'web' | 'review' | 'cv' | 'code' | 'json' | 'csv' | 'doc' | 'chat';

export interface InjectionLines {
  overrides: readonly string[];
  embedded: readonly string[];
  goals: readonly string[];
  addressings: readonly string[];
  carriers: Readonly<Partial<Record<CarrierKind, readonly string[]>>>;
  hardNegatives: readonly string[];
}
