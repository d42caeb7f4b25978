/**
 * The AI sites the composer guard runs on, as data: where each site's composer, send controls,
 * file inputs, drop zones and replies are, ranked from the most specific selector to the most
 * general. Sites change their markup often, so the guard tries every selector in order and
 * reports a tab as unprotected when none matches, rather than claiming protection it lacks.
 *
 * Pure data; no browser globals. The content-script entry point reads `ALL_MATCH_PATTERNS` at
 * build time, and a meta-test checks every site has every field and a fixture page.
 */

/** How a composer keeps its text; decides how sanitised text is put back. */
export type EditorKind = 'prosemirror' | 'lexical' | 'quill' | 'textarea' | 'contenteditable';

export interface ComposerSelector {
  selector: string;
  editor: EditorKind;
}

export interface SiteProfile {
  id: string;
  name: string;
  /** Hostnames the site answers on; every one must be covered by `matches`. */
  hosts: readonly string[];
  /** Match patterns for the content script. */
  matches: readonly string[];
  /** Ranked: the first selector that finds an element wins. */
  composers: readonly ComposerSelector[];
  /** Buttons (or button-like elements) that send the composer's text. */
  sendControls: readonly string[];
  fileInputs: readonly string[];
  /** Elements that accept dropped files or text. Drops are guarded anywhere on the page; these say where the site expects them. */
  dropZones: readonly string[];
  /** Containers holding the assistant's replies, where echoed tokens are restored locally. */
  replies: readonly string[];
  /** Regular-expression source with one group: the conversation id in the page's path. */
  conversationPath: string;
}

export const SITES: readonly SiteProfile[] = [
  {
    id: 'chatgpt',
    name: 'ChatGPT',
    hosts: ['chatgpt.com', 'chat.openai.com'],
    matches: ['https://chatgpt.com/*', 'https://chat.openai.com/*'],
    composers: [
      { selector: 'div#prompt-textarea.ProseMirror[contenteditable="true"]', editor: 'prosemirror' },
      { selector: 'form [contenteditable="true"].ProseMirror', editor: 'prosemirror' },
      { selector: 'textarea#prompt-textarea', editor: 'textarea' },
    ],
    sendControls: ['button[data-testid="send-button"]', 'button#composer-submit-button', 'button[aria-label="Send prompt"]'],
    fileInputs: ['input[type="file"]'],
    dropZones: ['form[data-type="unified-composer"]', 'main'],
    replies: ['[data-message-author-role="assistant"]'],
    conversationPath: '^/c/([0-9A-Za-z-]{8,64})',
  },
  {
    id: 'claude',
    name: 'Claude',
    hosts: ['claude.ai'],
    matches: ['https://claude.ai/*'],
    composers: [
      { selector: 'div[data-testid="chat-input"][contenteditable="true"].ProseMirror', editor: 'prosemirror' },
      { selector: 'fieldset div.ProseMirror[contenteditable="true"]', editor: 'prosemirror' },
      { selector: 'div.ProseMirror[contenteditable="true"]', editor: 'prosemirror' },
    ],
    sendControls: ['button[aria-label="Send message"]', 'button[aria-label="Send Message"]'],
    fileInputs: ['input[data-testid="file-upload"]', 'input[type="file"]'],
    dropZones: ['fieldset', 'main'],
    replies: ['div.font-claude-response', 'div[data-is-streaming]'],
    conversationPath: '^/chat/([0-9a-f-]{8,64})',
  },
  {
    id: 'gemini',
    name: 'Gemini',
    hosts: ['gemini.google.com'],
    matches: ['https://gemini.google.com/*'],
    composers: [
      { selector: 'rich-textarea div.ql-editor[contenteditable="true"]', editor: 'quill' },
      { selector: 'div.ql-editor[contenteditable="true"]', editor: 'quill' },
    ],
    sendControls: ['button.send-button', 'button[aria-label="Send message"]'],
    fileInputs: ['input[type="file"]'],
    dropZones: ['input-area-v2', 'rich-textarea'],
    replies: ['message-content div.markdown', 'model-response'],
    conversationPath: '^/app/([0-9a-f]{8,64})',
  },
  {
    id: 'copilot',
    name: 'Microsoft Copilot',
    hosts: ['copilot.microsoft.com'],
    matches: ['https://copilot.microsoft.com/*'],
    composers: [
      { selector: 'textarea#userInput', editor: 'textarea' },
      { selector: 'textarea[data-testid="composer-input"]', editor: 'textarea' },
    ],
    sendControls: ['button[data-testid="submit-button"]', 'button[aria-label="Submit message"]'],
    fileInputs: ['input[data-testid="file-upload-input"]', 'input[type="file"]'],
    dropZones: ['[data-testid="composer"]', 'main'],
    replies: ['div[data-content="ai-message"]'],
    conversationPath: '^/chats/([0-9A-Za-z]{8,64})',
  },
  {
    id: 'perplexity',
    name: 'Perplexity',
    hosts: ['www.perplexity.ai', 'perplexity.ai'],
    matches: ['https://perplexity.ai/*', 'https://www.perplexity.ai/*'],
    composers: [
      { selector: 'div#ask-input[data-lexical-editor="true"]', editor: 'lexical' },
      { selector: 'div[contenteditable="true"][data-lexical-editor="true"]', editor: 'lexical' },
      { selector: 'textarea[placeholder^="Ask"]', editor: 'textarea' },
    ],
    sendControls: ['button[data-testid="submit-button"]', 'button[aria-label="Submit"]'],
    fileInputs: ['input[type="file"]'],
    dropZones: ['div[data-testid="ask-box"]', 'main'],
    replies: ['div[id^="markdown-content"]', 'div.prose'],
    conversationPath: '^/search/([0-9A-Za-z._-]{8,120})',
  },
  {
    id: 'mistral',
    name: 'Mistral Le Chat',
    hosts: ['chat.mistral.ai'],
    matches: ['https://chat.mistral.ai/*'],
    composers: [
      { selector: 'textarea[name="message.text"]', editor: 'textarea' },
      { selector: 'div.ProseMirror[contenteditable="true"]', editor: 'prosemirror' },
    ],
    sendControls: ['button[aria-label="Send question"]', 'form button[type="submit"]'],
    fileInputs: ['input[type="file"]'],
    dropZones: ['form', 'main'],
    replies: ['div[data-message-author-role="assistant"]', 'div.prose'],
    conversationPath: '^/chat/([0-9a-f-]{8,64})',
  },
  {
    id: 'deepseek',
    name: 'DeepSeek',
    hosts: ['chat.deepseek.com'],
    matches: ['https://chat.deepseek.com/*'],
    composers: [
      { selector: 'textarea#chat-input', editor: 'textarea' },
      { selector: 'textarea[placeholder^="Message DeepSeek"]', editor: 'textarea' },
    ],
    sendControls: ['div[role="button"][aria-label="Send"]', 'div[role="button"].ds-button--primary'],
    fileInputs: ['input[type="file"]'],
    dropZones: ['div.chat-input-box', 'main'],
    replies: ['div.ds-markdown'],
    conversationPath: '^/a/chat/s/([0-9a-f-]{8,64})',
  },
  {
    id: 'grok',
    name: 'Grok',
    hosts: ['grok.com'],
    matches: ['https://grok.com/*'],
    composers: [
      { selector: 'div.tiptap.ProseMirror[contenteditable="true"]', editor: 'prosemirror' },
      { selector: 'textarea[aria-label="Ask Grok anything"]', editor: 'textarea' },
    ],
    sendControls: ['button[type="submit"][aria-label="Submit"]', 'form button[type="submit"]'],
    fileInputs: ['input[type="file"][name="files"]', 'input[type="file"]'],
    dropZones: ['form', 'main'],
    replies: ['div.message-bubble div.response-content-markdown', 'div.message-bubble'],
    conversationPath: '^/chat/([0-9a-f-]{8,64})',
  },
  {
    id: 'meta',
    name: 'Meta AI',
    hosts: ['www.meta.ai', 'meta.ai'],
    matches: ['https://meta.ai/*', 'https://www.meta.ai/*'],
    composers: [
      { selector: 'div[contenteditable="true"][data-lexical-editor="true"][aria-label^="Ask Meta AI"]', editor: 'lexical' },
      { selector: 'div[contenteditable="true"][data-lexical-editor="true"]', editor: 'lexical' },
      { selector: 'textarea[placeholder^="Ask Meta AI"]', editor: 'textarea' },
    ],
    sendControls: ['div[role="button"][aria-label="Send message"]', 'button[aria-label="Send message"]'],
    fileInputs: ['input[type="file"]'],
    dropZones: ['div[role="main"]', 'main'],
    replies: ['div[data-testid="assistant-message"]', 'div[dir="auto"].x1lliihq'],
    conversationPath: '^/c/([0-9a-f-]{8,64})',
  },
  {
    id: 'poe',
    name: 'Poe',
    hosts: ['poe.com'],
    matches: ['https://poe.com/*'],
    composers: [
      { selector: 'textarea[class*="GrowingTextArea_textArea"]', editor: 'textarea' },
      { selector: 'footer textarea[placeholder^="Message"]', editor: 'textarea' },
    ],
    sendControls: ['button[data-button-send="true"]', 'button[class*="ChatMessageSendButton_sendButton"]'],
    fileInputs: ['input[type="file"]'],
    dropZones: ['footer', 'main'],
    replies: ['div[class*="Message_botMessageBubble"]'],
    conversationPath: '^/chat/([0-9A-Za-z_-]{6,64})',
  },
];

/** Every match pattern, for the content-script manifest entry. */
export const ALL_MATCH_PATTERNS: readonly string[] = [...new Set(SITES.flatMap((s) => s.matches))];

/** Every hostname a site answers on. */
export const ALL_SITE_HOSTS: readonly string[] = [...new Set(SITES.flatMap((s) => s.hosts))];

/**
 * Every origin a site answers on, with the name people know it by: the site's own name for its
 * first host, the name and host for the others. The options page offers these in its pickers.
 */
export const KNOWN_SITES: ReadonlyArray<{ origin: string; name: string; siteId: string }> = SITES.flatMap((s) =>
  s.hosts.map((host, i) => ({ origin: `https://${host}`, name: i === 0 ? s.name : `${s.name} (${host})`, siteId: s.id })),
);

/** The profile for a page URL, or undefined when the URL is not one of the guarded sites. */
export function siteForUrl(url: string): SiteProfile | undefined {
  let host: string;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:') return undefined;
    host = parsed.hostname;
  } catch {
    return undefined;
  }
  return SITES.find((s) => s.hosts.includes(host));
}

/** The conversation id in `pathname` for `site`, or null on a page that has none yet (a new chat). */
export function conversationFor(site: SiteProfile, pathname: string): string | null {
  const match = new RegExp(site.conversationPath).exec(pathname);
  return match?.[1] ?? null;
}

/**
 * True when `pattern` (a match pattern such as `https://chatgpt.com/*`) covers `url`. Only the
 * subset the registry uses: an https scheme, an exact or `*.` host, and a path glob.
 */
export function matchPatternCovers(pattern: string, url: string): boolean {
  const m = /^(https):\/\/(\*|(?:\*\.)?[a-z0-9.-]+)(\/.*)$/.exec(pattern);
  if (!m) return false;
  const [, scheme, host, path] = m as unknown as [string, string, string, string];
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== `${scheme}:`) return false;
  const hostOk =
    host === '*' ||
    (host.startsWith('*.') ? parsed.hostname === host.slice(2) || parsed.hostname.endsWith(host.slice(1)) : parsed.hostname === host);
  if (!hostOk) return false;
  const pathRe = new RegExp(`^${path.split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
  return pathRe.test(parsed.pathname + parsed.search);
}
