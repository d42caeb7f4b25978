/**
 * The scripted tour behind `npm run demo -- --headless`: the built extension in headless Chromium
 * on the local demo assistant page, doing what a person does — share the tab, paste, upload,
 * answer a consent prompt, open the ledger — and recording what the page actually received.
 * Screens are read back with OCR in Node and judged by the screen evaluation's exposure oracle,
 * which shares no code with the engine; a control reads the same values off the unguarded page
 * first, so a check that cannot fail would show up as a failed control.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { BrowserContext, Page } from 'playwright-core';
import { fold, recoverable } from '../../eval/screens/oracle';
import { PASTE_TEXT, PASTED, PLANTED, UPLOAD_FILE, UPLOADED, BENIGN_ON_SCREEN } from '../../fixtures/sites/demo/content';
import type { DemoApi, ShareState } from '../../fixtures/sites/demo/main';
import type { FixtureApi } from '../../fixtures/sites/_harness/harness';
import { PURPOSES } from '../../src/core/vocabulary';
import { request, type RequestOf, type ResponseOf, type TypeOf } from '../../src/protocol/channel';
import { UI } from '../../src/protocol/ui';
import type { OcrPool } from '../../src/core/ocr/pool';
import { GuardView } from './guard-view';
import type { Check, Evidence, Screenshot, StepReport } from './report';
import { ocrImageFile, ocrText } from '../../eval/screens/read-back';
import { decodeImage } from '../../src/cli/redact-image';
import { upscale2x } from '../../src/core/screen/types';

export interface TourOptions {
  context: BrowserContext;
  extensionId: string;
  /** https://host/ of the demo page, its origin, and the assistant name the extension uses. */
  url: string;
  origin: string;
  siteName: string;
  /** Bodies the page posted to its server, for what actually left the page. */
  conversation(): string[];
  ocr: OcrPool;
  outDir: string;
  log(line: string): void;
}

type DemoWindow = Window & { demo: DemoApi; fixture: FixtureApi };
type ExtensionWindow = typeof globalThis & { chrome: { runtime: { sendMessage(message: unknown): Promise<unknown> } } };

const PLANTED_NAMES: Record<keyof typeof PLANTED, string> = {
  githubToken: 'the GitHub token',
  awsSecret: 'the AWS secret key',
  card: 'the card number',
  email: 'the e-mail address',
};
const SHARE_TIMEOUT_MS = 60_000;
/** The screen guard keeps cross-checking after the first picture; let it settle before reading one. */
const SHARE_SETTLE_MS = 3_000;

/** A step in progress: checks and screenshots collect here; an exception becomes a failed check. */
class Step {
  readonly checks: Check[] = [];
  readonly screenshots: Screenshot[] = [];
  readonly evidence: Evidence[] = [];
  summary = '';
  private readonly started = performance.now();

  constructor(
    readonly title: string,
    private readonly tour: TourOptions,
  ) {}

  check(name: string, pass: boolean, detail?: string): boolean {
    this.checks.push({ name, pass, ...(detail ? { detail } : {}) });
    return pass;
  }

  async shot(file: string, caption: string, png: Buffer): Promise<void> {
    await writeFile(join(this.tour.outDir, file), png);
    this.screenshots.push({ file, caption });
  }

  done(): StepReport {
    return {
      title: this.title,
      summary: this.summary,
      screenshots: this.screenshots,
      evidence: this.evidence,
      checks: this.checks,
      ms: Math.round(performance.now() - this.started),
    };
  }
}

async function runStep(tour: TourOptions, title: string, body: (step: Step) => Promise<void>): Promise<StepReport> {
  tour.log(`  ${title}…`);
  const step = new Step(title, tour);
  try {
    await body(step);
  } catch (error) {
    step.check('the step ran to the end', false, error instanceof Error ? error.message.split('\n')[0] : String(error));
  }
  const report = step.done();
  const failed = report.checks.filter((c) => !c.pass).length;
  tour.log(`    ${failed === 0 ? 'ok' : `${failed} check${failed === 1 ? '' : 's'} failed`} (${(report.ms / 1000).toFixed(1)} s)`);
  return report;
}

const readScreen = (ocr: OcrPool, png: Buffer): Promise<string> => ocrImageFile(png, ocr);

/**
 * A received frame read as it is and at twice its size, as an onlooker who leans in would: the
 * frame went through the stream's encoder, and OCR at one size alone misreads a clear word now
 * and then ("DATABASE_HO0ST"). Both readings count, for leaks and for readability alike.
 */
const readReceived = async (ocr: OcrPool, png: Buffer): Promise<string> => {
  const [asIs, larger] = await Promise.all([ocrImageFile(png, ocr), ocrText(upscale2x(decodeImage(png)), ocr)]);
  return `${asIs}\n${larger}`;
};

/**
 * Ordinary text counts as readable only when OCR gives it back whole (after folding what OCR
 * confuses). The exposure oracle is lenient on purpose — a 70% run of a secret is a leak — so it
 * would call a half-covered line readable.
 */
function readable(text: string, ocrText: string): boolean {
  return fold(ocrText).includes(fold(text));
}

function containsAny(text: string, values: readonly string[]): string[] {
  return values.filter((v) => text.includes(v));
}

const share = (page: Page): Promise<ShareState> => page.evaluate(() => ({ ...(window as unknown as DemoWindow).demo.share }));
const composerText = (page: Page): Promise<string> => page.evaluate(() => (window as unknown as DemoWindow).fixture.modelText());

/** Waits until the composer holds text that stays unchanged for a moment; returns it. */
async function settledComposer(page: Page, timeoutMs = 10_000): Promise<string> {
  await page.waitForFunction(() => (window as unknown as DemoWindow).fixture.modelText().trim() !== '', undefined, { timeout: timeoutMs, polling: 20 });
  let last = await composerText(page);
  for (;;) {
    await page.waitForTimeout(150);
    const now = await composerText(page);
    if (now === last) return now;
    last = now;
  }
}

/** A trusted Ctrl+V of `text` into the composer, from the real clipboard. */
async function paste(page: Page, text: string): Promise<void> {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await page.locator('#prompt-textarea').click();
  await page.keyboard.press('Control+V');
}

/** Asks the service worker over the `ui` channel from an extension page, as the options page does. */
async function askExtension<K extends TypeOf<typeof UI>>(page: Page, type: K, payload: RequestOf<typeof UI, K>): Promise<ResponseOf<typeof UI, K>> {
  return request((message) => page.evaluate((m) => (globalThis as ExtensionWindow).chrome.runtime.sendMessage(m), message), UI, type, payload);
}

export async function runTour(tour: TourOptions): Promise<StepReport[]> {
  const { context } = tour;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = context.pages()[0] ?? (await context.newPage());
  const guard = new GuardView(page);
  const steps: StepReport[] = [];
  const pastedValues = Object.values(PASTED);

  steps.push(
    await runStep(tour, 'What is on screen', async (step) => {
      await page.goto(tour.url);
      await page.waitForFunction(() => (window as unknown as Partial<DemoWindow>).demo !== undefined);
      await page.waitForTimeout(500);
      const png = await page.screenshot();
      await step.shot('01-on-screen.png', 'The demo assistant page before anything is shared: a deploy note with planted secrets, a chat composer, and the preview of what the assistant receives.', png);
      const text = await readScreen(tour.ocr, png);
      const unread = Object.entries(PLANTED).filter(([, value]) => !recoverable(value, text)).map(([name]) => PLANTED_NAMES[name as keyof typeof PLANTED]);
      step.summary =
        `The page's .env panel shows ${Object.keys(PLANTED).length} planted values (a GitHub token, an AWS secret key, a card number, an e-mail address) among ordinary settings. ` +
        'As a control, OCR reads the screenshot of the page itself: every planted value and ordinary setting must be readable there, or the later checks prove nothing.';
      step.check('control: OCR reads every planted value off the page itself', unread.length === 0, unread.length ? `not read: ${unread.join(', ')}` : `${Object.keys(PLANTED).length} of ${Object.keys(PLANTED).length} read`);
      const missed = BENIGN_ON_SCREEN.filter((b) => !readable(b, text));
      step.check('control: OCR reads the ordinary settings whole', missed.length === 0, missed.length ? `not read: ${missed.join(', ')}` : undefined);
    }),
  );

  steps.push(
    await runStep(tour, 'What the assistant receives when the tab is shared', async (step) => {
      await page.locator('#share').click();
      await page.waitForFunction(() => ['live', 'refused'].includes((window as unknown as DemoWindow).demo.share.status), undefined, { timeout: 10_000 });
      const asked = await share(page);
      if (!step.check('the page got a screen-share stream', asked.status === 'live', asked.error ?? undefined)) return;
      try {
        await page.waitForFunction(() => (window as unknown as DemoWindow).demo.share.firstPictureAt !== null, undefined, { timeout: SHARE_TIMEOUT_MS, polling: 100 });
        await page.waitForTimeout(SHARE_SETTLE_MS);
        const received = Buffer.from(await page.evaluate(() => (window as unknown as DemoWindow).demo.receivedFramePng()), 'base64');
        const state = await share(page);
        await step.shot('02-assistant-receives.png', `A frame exactly as the page received it from getDisplayMedia (${state.width}×${state.height}), drawn from its <video> to a canvas.`, received);
        await step.shot('03-page-while-sharing.png', 'The page while sharing, with its own preview of the stream.', await page.screenshot());
        const firstPng = await page.evaluate(() => (window as unknown as DemoWindow).demo.firstPicturePng());
        const [text, firstText] = await Promise.all([readReceived(tour.ocr, received), firstPng ? readReceived(tour.ocr, Buffer.from(firstPng, 'base64')) : Promise.resolve(null)]);
        for (const [name, value] of Object.entries(PLANTED)) {
          step.check(`${PLANTED_NAMES[name as keyof typeof PLANTED]} cannot be read in the received frame`, !recoverable(value, text));
        }
        const firstLeaks = firstText === null ? [] : Object.entries(PLANTED).filter(([, value]) => recoverable(value, firstText));
        step.check(
          'nor in the very first picture the page received',
          firstText !== null && firstLeaks.length === 0,
          firstText === null ? 'the page kept no first picture' : firstLeaks.map(([name]) => `${PLANTED_NAMES[name as keyof typeof PLANTED]} readable`).join(', ') || undefined,
        );
        const lost = BENIGN_ON_SCREEN.filter((b) => !readable(b, text));
        step.check('ordinary text stays readable in the received frame', lost.length === 0, lost.length ? `unreadable: ${lost.join(', ')}` : BENIGN_ON_SCREEN.join(', '));
        const held = state.dark === 0 ? 'No dark frame came first' : `The first ${state.dark} frame${state.dark === 1 ? '' : 's'} the page received ${state.dark === 1 ? 'was' : 'were'} dark (held while checked)`;
        step.summary =
          'The page asks for its own tab (getDisplayMedia with preferCurrentTab; headless Chromium accepts). ' +
          `${held}; the first picture came ${((state.firstPictureAt ?? 0) / 1000).toFixed(1)} s after the share started. ` +
          'OCR of a received frame, as it is and at twice its size, must find none of the planted values (by the exposure oracle: no 70% run of a value, no near-complete copy) while the ordinary settings still read whole. ' +
          'A dark box marked "checking" in the received frame covers the page\'s own live preview, which changes with every frame.';
        step.evidence.push({ label: 'OCR of the received frame', text });
      } finally {
        await page.evaluate(() => (window as unknown as DemoWindow).demo.stopShare()).catch(() => undefined);
      }
    }),
  );

  steps.push(
    await runStep(tour, 'A paste, masked before the page sees it', async (step) => {
      await page.evaluate(() => (window as unknown as DemoWindow).fixture.clear());
      await paste(page, PASTE_TEXT);
      const held = await settledComposer(page);
      await step.shot('04-paste-masked.png', 'After a trusted Ctrl+V of a message holding a GitHub token and an e-mail address: the composer holds tokens instead.', await page.screenshot());
      step.evidence.push({ label: 'Pasted (synthetic)', text: PASTE_TEXT }, { label: "What the page's composer holds", text: held });
      const leaked = containsAny(held, pastedValues);
      step.check('the composer holds neither the token nor the e-mail address', leaked.length === 0, leaked.length ? `${leaked.length} raw value(s) present` : undefined);
      step.check('the rest of the message arrived unchanged', held.startsWith('The deploy fails with GITHUB_TOKEN=') && held.includes('set. Can you see why? Reply to ') && held.endsWith(' once it works.'));

      await page.locator('#send').click();
      await page.waitForFunction(() => (window as unknown as DemoWindow).fixture.repliesDone >= 1, undefined, { timeout: 10_000, polling: 50 });
      const sent = tour.conversation();
      const sentLeaks = sent.flatMap((body) => containsAny(body, pastedValues));
      step.check('what the page sent to its server holds no raw value', sent.length > 0 && sentLeaks.length === 0, `${sent.length} request(s)`);
      const pageReply = await page.locator('#conversation .reply').last().textContent();
      step.check("the reply, as the page's scripts read it, holds no raw value", containsAny(pageReply ?? '', pastedValues).length === 0);
      // The extension restores a reply once it has been quiet for a moment.
      let restored: string[] = [];
      for (const deadline = Date.now() + 5_000; Date.now() < deadline && !restored.includes(PASTED.email); ) {
        await page.waitForTimeout(100);
        restored = await guard.restoredValues();
      }
      step.check('the e-mail address shows again in the reply, restored on this device', restored.includes(PASTED.email), `${restored.length} value(s) restored`);
      step.check('the token is never restored', !restored.includes(PASTED.githubToken));
      await step.shot('05-sent-and-reply.png', 'Sent: the assistant got tokens; in its reply the extension shows the e-mail address again, locally (secrets are never restored).', await page.screenshot());
      step.summary =
        `A trusted Ctrl+V into the composer: the extension checks the text before the page's editor sees it. Under the default policy a credential is always masked and contact details are masked for ${tour.siteName}. ` +
        'The page then sends what it holds to its server, and the reply is shown with the e-mail address restored on this device only.';
    }),
  );

  steps.push(
    await runStep(tour, 'An upload, masked before the page reads it', async (step) => {
      const chooser = page.waitForEvent('filechooser');
      await page.locator('#attach').click();
      await (await chooser).setFiles({ name: UPLOAD_FILE.name, mimeType: 'text/plain', buffer: Buffer.from(UPLOAD_FILE.text) });
      await page.waitForFunction(() => (window as unknown as DemoWindow).demo.uploads.length >= 1, undefined, { timeout: 10_000, polling: 50 });
      const [upload] = await page.evaluate(() => (window as unknown as DemoWindow).demo.uploads);
      await step.shot('06-upload-masked.png', `The page's upload handler received ${UPLOAD_FILE.name}, masked.`, await page.screenshot());
      step.evidence.push({ label: `What the page read from ${UPLOAD_FILE.name}`, text: upload?.text ?? '(nothing)' });
      step.check('the page received the file under its own name', upload?.name === UPLOAD_FILE.name, upload?.name);
      const leaked = containsAny(upload?.text ?? '', Object.values(UPLOADED));
      step.check('the file the page read holds no raw credential or address', upload !== undefined && leaked.length === 0, leaked.length ? `${leaked.length} raw value(s) present` : undefined);
      step.check('its ordinary lines are intact', (upload?.text ?? '').includes('FEATURE_FLAGS=invoices_v2'));
      step.summary = `A file chosen in the page's own file chooser (three credentials and an e-mail address) reaches the page's upload handler with the values masked.`;
    }),
  );

  steps.push(
    await runStep(tour, 'A consent prompt', async (step) => {
      const doc = await context.newPage();
      await doc.goto(`chrome-extension://${tour.extensionId}/manifest.json`);
      const view = await askExtension(doc, 'policy/get', null);
      const policy = structuredClone(view.user);
      policy.sites = { ...policy.sites, [tour.origin]: { ...policy.sites?.[tour.origin], contact: Object.fromEntries(PURPOSES.map((p) => [p, 'ask'])) } };
      const changed = await askExtension(doc, 'policy/set', { policy, confirmed: true });
      await doc.close();
      step.check(`the policy asks about contact details on ${tour.origin}`, changed.ok);

      await page.bringToFront();
      await page.evaluate(() => (window as unknown as DemoWindow).fixture.clear());
      await paste(page, PASTE_TEXT);
      const dialog = await guard.waitForDialog(10_000);
      await step.shot('07-consent-prompt.png', 'The same paste under a policy that asks: the prompt names the categories and counts, never the values.', await page.screenshot());
      step.check('a labelled dialog asks before anything is inserted', dialog.name.length > 0 && (await composerText(page)) === '', `"${dialog.name}"; buttons: ${dialog.buttons.join(', ')}`);
      await page.keyboard.press('Enter');
      const held = await settledComposer(page);
      step.evidence.push({ label: 'After "Send masked" (Enter, the focused choice)', text: held });
      step.check('Enter sends it masked', containsAny(held, pastedValues).length === 0 && held.startsWith('The deploy fails'));
      step.summary =
        `The person's policy for ${tour.origin} is changed (from the extension's side) to ask about contact details. The same paste now opens the in-page consent dialog, ` +
        'which works from the keyboard; the answer is recorded in the ledger as a human decision.';
    }),
  );

  steps.push(
    await runStep(tour, 'The ledger', async (step) => {
      const options = await context.newPage();
      await options.setViewportSize({ width: 1280, height: 900 });
      await options.goto(`chrome-extension://${tour.extensionId}/options.html`);
      const section = options.locator('section#ledger');
      await section.locator('table.ledger tbody tr').first().waitFor({ timeout: 10_000 });
      await section.scrollIntoViewIfNeeded();
      // The section with a margin, in page coordinates (a full-page clip is not bound to the viewport).
      const box = await section.evaluate((node) => {
        const r = node.getBoundingClientRect();
        return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height };
      });
      const margin = 16;
      const clip = { x: Math.max(0, box.x - margin), y: Math.max(0, box.y - margin), width: box.width + 2 * margin, height: box.height + 2 * margin };
      await step.shot('08-ledger.png', "The options page's ledger: each decision with its categories, counts and who decided — no text, no tokens.", await options.screenshot({ clip, fullPage: true }));
      const listed = await askExtension(options, 'ledger/list', { origin: tour.origin });
      const verified = await askExtension(options, 'ledger/verify', null);
      await options.close();
      if (!listed.available) {
        step.check('the ledger is available', false, listed.error);
        return;
      }
      const records = listed.records;
      step.check('it holds the masked paste, decided by policy', records.some((r) => r.surface === 'paste' && r.decision === 'mask' && r.decided_by === 'policy'));
      step.check('it holds the answer to the prompt, decided by the person', records.some((r) => r.decided_by === 'human'));
      step.check('it holds the masked upload', records.some((r) => r.surface === 'upload'));
      const json = JSON.stringify(records);
      const everything = [...Object.values(PLANTED), ...pastedValues, ...Object.values(UPLOADED)];
      step.check('it holds no value and no token', containsAny(json, everything).length === 0 && !/\[[A-Z_]+\]|\[[A-Z]+_[0-9A-Z]{6}\]/.test(json));
      const chain = verified.available ? verified.result : null;
      step.check('its hash chain verifies', chain?.ok === true, chain ? `${chain.count} record(s)${chain.ok ? '' : `, broken at ${chain.brokenAt}: ${chain.reason}`}` : verified.available ? undefined : verified.error);
      step.evidence.push({
        label: `Ledger records for ${tour.origin}`,
        text: records.map((r) => `#${r.seq} ${r.surface} ${r.decision} by ${r.decided_by} ${JSON.stringify(r.categories)}`).join('\n'),
      });
      step.summary = 'Every decision lands in a hash-chained ledger on the device (IndexedDB): surface, categories and counts, the decision and who made it, the policy generation.';
    }),
  );

  await guard.detach();
  return steps;
}
