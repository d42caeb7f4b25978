/**
 * The words the extension shows inside a site's page (the consent prompt, notices, the screen
 * share's questions) and on the confirm window, from the same locale files as the extension's own
 * pages, so they follow the browser's language. The content script hands in browser.i18n's
 * lookup at start; until then (and in Node, for tests) the English catalogue answers, with the
 * same placeholder rules as the browser's, so nothing is ever shown as a bare key.
 */
import english from '../../public/_locales/en/messages.json';
import type { GetMessage, MessageKey, Translate } from './i18n';

type Catalogue = Record<string, { message: string; placeholders?: Record<string, { content: string }> }>;

/** browser.i18n.getMessage's substitution rules, for a catalogue read as JSON. */
export function catalogueLookup(catalogue: Catalogue): GetMessage {
  return (key, substitutions) => {
    const entry = catalogue[key];
    if (!entry) return '';
    const subs = substitutions === undefined ? [] : Array.isArray(substitutions) ? substitutions : [substitutions];
    const fill = (text: string) => text.replace(/\$(\d)/g, (_, n: string) => subs[Number(n) - 1] ?? '');
    return entry.message.replace(/\$([a-z0-9_]+)\$/gi, (_, name: string) => fill(entry.placeholders?.[name.toLowerCase()]?.content ?? '')).replace(/\$\$/g, '$');
  };
}

let lookup: GetMessage = catalogueLookup(english as Catalogue);

/** Called once by the content script (and the confirm window) with browser.i18n.getMessage. */
export function useBrowserMessages(getMessage: GetMessage): void {
  lookup = getMessage;
}

/** The in-page translator: a missing message shows the English one rather than nothing. */
export const pt: Translate = (key: MessageKey, ...substitutions: Array<string | number>) => {
  const subs = substitutions.map(String);
  return lookup(key, subs) || catalogueLookup(english as Catalogue)(key, subs) || key;
};
