/**
 * The AI assistants' origins the options page offers in its site pickers (brand names are not
 * translated). Sites the person already configured or the ledger has seen are added to these.
 */
export const KNOWN_SITES: ReadonlyArray<{ origin: string; name: string }> = [
  { origin: 'https://chatgpt.com', name: 'ChatGPT' },
  { origin: 'https://chat.openai.com', name: 'ChatGPT (chat.openai.com)' },
  { origin: 'https://claude.ai', name: 'Claude' },
  { origin: 'https://gemini.google.com', name: 'Gemini' },
  { origin: 'https://copilot.microsoft.com', name: 'Copilot' },
  { origin: 'https://www.perplexity.ai', name: 'Perplexity' },
  { origin: 'https://chat.mistral.ai', name: 'Le Chat' },
  { origin: 'https://chat.deepseek.com', name: 'DeepSeek' },
  { origin: 'https://grok.com', name: 'Grok' },
  { origin: 'https://www.meta.ai', name: 'Meta AI' },
  { origin: 'https://poe.com', name: 'Poe' },
];

export function siteName(origin: string): string {
  return KNOWN_SITES.find((s) => s.origin === origin)?.name ?? origin.replace(/^https:\/\//, '');
}

/** Known sites first, then any other origins, without repeats. */
export function siteOrigins(...more: Iterable<string>[]): string[] {
  const all = new Set(KNOWN_SITES.map((s) => s.origin));
  for (const list of more) for (const origin of list) all.add(origin);
  return [...all];
}
