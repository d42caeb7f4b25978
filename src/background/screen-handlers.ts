/**
 * Service-worker handlers for the screen-share guard: issue a pairing nonce to a tab's bridge,
 * pair the extension frame in that same tab (and hand it the policy it applies), and keep the
 * offscreen document (the OCR host) alive on Chrome. Firefox has no offscreen documents: its
 * background page hosts OCR itself (`startPageOcrHost`).
 */
import type { PolicyAction } from '../core/vocabulary';
import { OCR_BROADCAST, SCREEN_CHANNEL, type OcrHostKind, type ScreenChannel, type ScreenPolicySummary } from '../messaging/protocol-screen';
import type { Policy } from '../policy/policy';
import { DEFAULT_STABLE_WINDOW_MS, screenActions, screenDecisions } from '../screen/policy';
import { ScreenSessions } from './screen-sessions';
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

export interface ScreenHandlerOptions {
  /** Present where the background is a page (Firefox): starts the OCR host in it, once. */
  startPageOcrHost?: () => void;
}

export function registerScreenHandlers(services: Services, options: ScreenHandlerOptions = {}): void {
  const sessions = new ScreenSessions({ now: () => Date.now(), randomId });
  const { router } = services;
  const hasOffscreen = (): boolean => chromeApi()?.offscreen !== undefined;
  const ocrHost = (): OcrHostKind => (hasOffscreen() ? 'offscreen' : options.startPageOcrHost ? 'background' : 'frame');
  const warmOcrHost = (): void => {
    if (hasOffscreen()) void ensureOffscreen().catch(() => undefined);
    else options.startPageOcrHost?.();
  };

  router.on<ScreenChannel, 'openSession'>(SCREEN_CHANNEL, 'openSession', ['content_script'], async (_request, sender) => {
    if (sender.tabId === undefined) throw new Error('A screen share needs a tab.');
    const nonce = sessions.issue(sender.tabId, sender.frameId ?? 0, sender.origin);
    // Start the OCR host now, without waiting: its workers warm up while the person picks what to
    // share, and the first frames can be cleared from the tab's own DOM meanwhile.
    warmOcrHost();
    return { nonce, framePath: FRAME_PATH };
  });

  router.on<ScreenChannel, 'pair'>(SCREEN_CHANNEL, 'pair', ['extension_page'], async (request, sender) => {
    if (typeof request?.nonce !== 'string') throw new Error('Malformed pairing.');
    if (!sender.url.includes(`/${FRAME_PATH}`)) throw new Error('Only the screen frame pairs.');
    const session = sessions.redeem(request.nonce, sender.tabId);
    if (!session) throw new Error('Unknown or used pairing.');
    // Not awaited: the frame waits for the OCR host's answer itself, and an OCR host that never
    // comes is the guard's timeout (it fails closed).
    warmOcrHost();
    return {
      origin: session.origin,
      policy: summarisePolicy(services.policy.current(), services.policy.generation, session.origin),
      ocrHost: ocrHost(),
      ocrChannel: OCR_BROADCAST,
    };
  });
}
