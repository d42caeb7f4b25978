/**
 * Service-worker handlers for the screen-share guard: issue a pairing nonce to a tab's bridge,
 * pair the extension frame in that same tab (and hand it the policy it applies), keep the
 * offscreen document (the OCR host) alive on Chrome, and write one ledger record per share from
 * what the frame reports (screen-shares.ts says what is recorded when), and answer the extension
 * pages' question of how a tab's shares went (`screen/diagnostics`). A share asked for in an
 * about:blank, srcdoc, blob: or data: frame (an opaque or inherited origin) is the tab's: it is
 * decided and recorded under the tab's own origin. Firefox has no offscreen documents: its
 * background page hosts OCR itself (`startPageOcrHost`).
 */
import { browser } from 'wxt/browser';
import { DETECTOR_CATEGORIES, type PolicyAction } from '../core/vocabulary';
import { accept } from '../protocol/channel';
import { OCR_BROADCAST, SCREEN, SCREEN_SHARE_HELLO, SCREEN_SHARE_PORT, type OcrHostKind, type ScreenPolicySummary } from '../protocol/screen';
import { UI } from '../protocol/ui';
import { classifySender, type ClassifiedSender, type RawSender } from './router';
import type { Policy } from '../core/policy/policy';
import { DEFAULT_STABLE_WINDOW_MS, screenActions, screenDecisions } from '../core/screen/policy';
import { memorySessionArea, type SessionArea } from './session-area';
import { ScreenSessions } from './screen-sessions';
import { ScreenShareBook } from './screen-shares';
import type { Services } from './services';

interface OffscreenApi {
  createDocument(options: { url: string; reasons: string[]; justification: string }): Promise<void>;
  hasDocument?: () => Promise<boolean>;
}

interface ChromeLike {
  offscreen?: OffscreenApi;
  runtime?: { getContexts?: (filter: { contextTypes: string[] }) => Promise<unknown[]> };
}

export const OFFSCREEN_PATH = 'offscreen.html';
export const FRAME_PATH = 'screen-frame.html';

function chromeApi(): ChromeLike | undefined {
  return (globalThis as unknown as { chrome?: ChromeLike }).chrome;
}

let creating: Promise<void> | undefined;

/**
 * Makes sure the offscreen document exists; concurrent callers share one attempt. Nothing is
 * remembered past it: a document that closed (or crashed) is created again on the next share.
 */
export function ensureOffscreen(api: ChromeLike | undefined = chromeApi()): Promise<void> {
  const offscreen = api?.offscreen;
  if (!offscreen) return Promise.resolve();
  creating ??= (async () => {
    try {
      const existing = (await api.runtime?.getContexts?.({ contextTypes: ['OFFSCREEN_DOCUMENT'] })) ?? [];
      if (existing.length > 0) return;
      await offscreen.createDocument({
        url: OFFSCREEN_PATH,
        reasons: ['WORKERS'],
        justification: 'Reads shared screens on the device (OCR) so secrets are covered before a site sees them.',
      });
    } catch (error) {
      if (!String(error).includes('single offscreen')) throw error;
    } finally {
      creating = undefined;
    }
  })();
  return creating;
}

/**
 * The policy a share starts under while the administrator's policy is not known yet: every
 * category covered (on a screen nothing is stricter: a block is a cover there), with the person's
 * screen actions. The frame swaps in the final policy when it comes.
 */
export function provisionalPolicy(policy: Policy, generation: number, actionsOff: readonly PolicyAction[] = []): ScreenPolicySummary {
  const decisions = {} as ScreenPolicySummary['decisions'];
  for (const c of DETECTOR_CATEGORIES) decisions[c] = 'mask';
  return { decisions, actions: [...screenActions(policy, actionsOff)], stableWindowMs: DEFAULT_STABLE_WINDOW_MS, generation };
}

/** The policy as the frame applies it on `origin`: screen decisions and the screen's actions. */
export function summarisePolicy(policy: Policy, generation: number, origin: string, actionsOff: readonly PolicyAction[] = []): ScreenPolicySummary {
  return {
    decisions: screenDecisions(policy, { origin, actionsOff }),
    actions: [...screenActions(policy, actionsOff)],
    stableWindowMs: DEFAULT_STABLE_WINDOW_MS,
    generation,
  };
}

function randomId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A runtime port as the share book needs it. */
export interface SharePort {
  name: string;
  sender?: RawSender;
  onMessage: { addListener(listener: (message: unknown) => void): void };
  onDisconnect: { addListener(listener: () => void): void };
  disconnect(): void;
}

/** Where share records come from besides messages: storage, tabs and frame ports. */
export interface ShareEnv {
  area: SessionArea;
  liveTabs?: () => Promise<number[]>;
  onTabRemoved?: (listener: (tabId: number) => void) => void;
  onConnect?: (listener: (port: SharePort) => void) => void;
  /** Classifies a port's sender the way the router classifies a message's. */
  classify?: (sender: RawSender) => ClassifiedSender | undefined;
  /** The origin of the page a tab shows (its top frame). */
  tabOrigin?: (tabId: number) => Promise<string | undefined>;
}

/** Live shares (paired, not ended) a tab may hold at once. */
export const MAX_SHARES_PER_TAB = 3;

/** An origin a share can be decided and recorded under: http(s) only, never opaque. */
function isSiteOrigin(origin: string): boolean {
  return origin.startsWith('https://') || origin.startsWith('http://');
}

export interface ScreenHandlerOptions {
  /** Present where the background is a page (Firefox): starts the OCR host in it, once. */
  startPageOcrHost?: () => void;
  /** Defaults to the extension's session storage, tabs and runtime ports. */
  shares?: ShareEnv;
}

function browserShareEnv(): ShareEnv {
  // Outside the extension (unit tests, Node) there is no browser: shares are kept in memory.
  if (!browser?.runtime?.id) return { area: memorySessionArea() };
  return {
    area: (browser.storage.session as SessionArea | undefined) ?? memorySessionArea(),
    liveTabs: async () => (await browser.tabs.query({})).flatMap((tab) => (tab.id === undefined ? [] : [tab.id])),
    onTabRemoved: (listener) => browser.tabs.onRemoved.addListener((tabId) => listener(tabId)),
    onConnect: (listener) => browser.runtime.onConnect.addListener((port) => listener(port as unknown as SharePort)),
    classify: (sender) => classifySender(sender, browser.runtime.id, new URL(browser.runtime.getURL('/')).origin),
    tabOrigin: async (tabId) => {
      const url = (await browser.tabs.get(tabId)).url;
      return url ? new URL(url).origin : undefined;
    },
  };
}

export function registerScreenHandlers(services: Services, options: ScreenHandlerOptions = {}): void {
  const sessions = new ScreenSessions({ now: () => Date.now(), randomId });
  const { router } = services;
  const env = options.shares ?? browserShareEnv();
  const book = new ScreenShareBook({
    area: env.area,
    ledger: services.ledger,
    onLedgerError: (error) => console.warn('Consentry: a screen-share record could not be written.', (error as Error).name),
  });
  // Open shares come back from session storage before any screen message is answered.
  const restored = (async () => book.restore(env.liveTabs ? await env.liveTabs() : undefined))().catch((error: unknown) =>
    console.warn('Consentry: open screen shares could not be read back.', (error as Error).name),
  );
  env.onTabRemoved?.((tabId) => void restored.then(() => book.tabClosed(tabId)));
  env.onConnect?.((port) => {
    if (port.name !== SCREEN_SHARE_PORT) return;
    const sender = port.sender ? env.classify?.(port.sender) : undefined;
    if (!sender || sender.kind !== 'extension_page' || !sender.url.includes(`/${FRAME_PATH}`) || sender.tabId === undefined) {
      port.disconnect();
      return;
    }
    const tabId = sender.tabId;
    let shareId: string | undefined;
    port.onMessage.addListener((message) => {
      const hello = accept(SCREEN_SHARE_HELLO, message);
      if (shareId !== undefined || hello === undefined) return;
      const id = hello.shareId;
      void restored.then(() => {
        if (book.portOpened(id, tabId)) shareId = id;
        else port.disconnect();
      });
    });
    port.onDisconnect.addListener(() => {
      if (shareId !== undefined) void book.portClosed(shareId);
    });
  });
  const hasOffscreen = (): boolean => chromeApi()?.offscreen !== undefined;
  const ocrHost = (): OcrHostKind => (hasOffscreen() ? 'offscreen' : options.startPageOcrHost ? 'background' : 'frame');
  const warmOcrHost = (): void => {
    if (hasOffscreen()) void ensureOffscreen().catch(() => undefined);
    else options.startPageOcrHost?.();
  };

  // A share's start decides nothing, so it does not wait for the administrator's policy (the
  // router's gate); pairing hands out a provisional cover-everything policy until then.
  router.handle(SCREEN, 'openSession', async (_request, sender) => {
    if (sender.tabId === undefined) throw new Error('A screen share needs a tab.');
    await restored;
    if (book.openIn(sender.tabId) >= MAX_SHARES_PER_TAB) throw new Error('This tab already shares its screen; stop a share first.');
    // about:blank, srcdoc, blob: and data: frames: the share is the tab's, under the tab's origin.
    const origin = isSiteOrigin(sender.origin) ? sender.origin : await env.tabOrigin?.(sender.tabId).catch(() => undefined);
    if (origin === undefined || !isSiteOrigin(origin)) throw new Error('A screen share needs a site.');
    const nonce = sessions.issue(sender.tabId, sender.frameId ?? 0, origin);
    // Start the OCR host now, without waiting: its workers warm up while the person picks what to
    // share, and the first frames can be cleared from the tab's own DOM meanwhile.
    warmOcrHost();
    return { nonce, framePath: FRAME_PATH };
  });

  router.handle(SCREEN, 'pair', async (request, sender) => {
    if (!sender.url.includes(`/${FRAME_PATH}`)) throw new Error('Only the screen frame pairs.');
    const session = sessions.redeem(request.nonce, sender.tabId);
    if (!session) throw new Error('Unknown or used pairing.');
    await restored;
    if (book.openIn(session.tabId) >= MAX_SHARES_PER_TAB) throw new Error('This tab already shares its screen; stop a share first.');
    // Not awaited: the frame waits for the OCR host's answer itself, and an OCR host that never
    // comes is the guard's timeout (it fails closed).
    warmOcrHost();
    const provisional = services.managedSettled ? !services.managedSettled() : false;
    const policy = provisional
      ? provisionalPolicy(services.policy.current(), services.policy.generation)
      : summarisePolicy(services.policy.current(), services.policy.generation, session.origin);
    const shareId = randomId();
    await restored;
    await book.open(shareId, session.tabId, session.origin, policy.generation);
    return { origin: session.origin, policy, provisional, ocrHost: ocrHost(), ocrChannel: OCR_BROADCAST, shareId };
  });

  // Answered only once the administrator's policy is known: unlike the share's start above, this
  // handler waits for the router's gate.
  router.handle(SCREEN, 'policy', async (request, sender) => {
    if (!sender.url.includes(`/${FRAME_PATH}`)) throw new Error('Only the screen frame asks for its policy.');
    return { policy: summarisePolicy(services.policy.current(), services.policy.generation, request.origin) };
  });

  router.handle(SCREEN, 'report', async (request, sender) => {
    if (!sender.url.includes(`/${FRAME_PATH}`) || sender.tabId === undefined) throw new Error('Only the screen frame reports.');
    await restored;
    return book.report(sender.tabId, request);
  });

  // For the popup and the options page (the ui channel admits extension pages only).
  router.handle(UI, 'screen/diagnostics', async (request) => {
    await restored;
    return { shares: book.summaries(request.tabId) };
  });
}
