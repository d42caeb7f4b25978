/**
 * Translation for the extension pages through browser.i18n (public/_locales/{en,de,fr,es}). Keys are
 * typed from the English catalogue, so a missing key is a type error and a test checks that every
 * locale has every key. The message lookup is injected: components never touch browser globals.
 */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';

export type MessageKey = Extract<keyof typeof import('../../public/_locales/en/messages.json'), string>;

export type Translate = (key: MessageKey, ...substitutions: Array<string | number>) => string;

/** browser.i18n.getMessage's shape. */
export type GetMessage = (key: string, substitutions?: string | string[]) => string;

export function createTranslator(getMessage: GetMessage): Translate {
  return (key, ...substitutions) => {
    const text = getMessage(key, substitutions.map(String));
    // An empty answer means a missing message: show the key rather than nothing.
    return text === '' ? key : text;
  };
}

export const I18nContext = createContext<Translate>((key) => key);

export function useT(): Translate {
  return useContext(I18nContext);
}
