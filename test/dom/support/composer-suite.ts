/**
 * The composer guard's behaviour on one fixture site, the same for every editor kind: pastes
 * (trusted Ctrl+V and script-made events), drops (files and text), uploads through the page's file
 * input, and sends (Enter, the send button, IME composition), under release, ask and block
 * verdicts, with an unreachable worker and with an editor that refuses the checked text.
 * Assertions read the editor's own model (ProseMirror doc, Lexical state, Quill text, React state,
 * textarea value) and what the page's own listeners, send handler and server received.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LIMITS } from '../../../src/core/engine/types';
import { GITHUB_PLACEHOLDER, RAW_VALUES, SAMPLE } from './fake-worker';
import { GuardedSite, normalise, quiet, until, type SiteId } from './guarded-site';
import { overlayText, promptButtons, restoredValues } from './shadow-roots';

export interface SuiteOptions {
  /** The editor keeps clean formatting from a paste's HTML (rich-text editors). */
  keepsFormatting: boolean;
  /**
   * Also run the cases where the editor plays no part (nothing reaches it, or the file input is
   * the same on every site): one site is enough for those.
   */
  editorlessCases?: boolean;
}

/** Declares the test only where it applies, so a suite lists what it runs and nothing skipped. */
const declareIf = (applies: boolean): ((name: string, fn: () => Promise<void>) => void) => (applies ? (name, fn) => it(name, fn) : () => undefined);

const TOKEN = /\[EMAIL_[2-9A-HJ-NP-Z]{6}\]/;

const PASTE = `Hi team, write to ${SAMPLE.email} today.\nDeploy key ${SAMPLE.githubToken} is attached.`;

const ENV_FILE = ['DATABASE_HOST=db.internal', `ADMIN_EMAIL=${SAMPLE.otherEmail}`, `GITHUB_TOKEN=${SAMPLE.githubToken}`, 'LOG_LEVEL=info', ''].join('\n');

/** A 1×1 PNG: an image the guard cannot read. */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

export function describeComposerGuard(id: SiteId, options: SuiteOptions): void {
  describe(`the composer guard on the ${id} fixture`, () => {
    let page: GuardedSite;

    beforeAll(async () => {
      page = await GuardedSite.open(id);
    });

    afterEach(async () => {
      await page.reset();
    });

    /** The masked form of PASTE, with the token this worker issued. */
    const maskedPaste = (): string => {
      const token = page.worker.tokenFor(SAMPLE.email);
      expect(token).toMatch(TOKEN);
      return normalise(PASTE.replace(SAMPLE.email, token ?? '').replace(SAMPLE.githubToken, GITHUB_PLACEHOLDER));
    };

    describe('paste', () => {
      it('a Ctrl+V paste reaches the editor model masked, with the text around it verbatim', async () => {
        await page.pasteTrusted(PASTE);
        expect(await page.settledModel()).toBe(maskedPaste());
        expect(page.worker.of('check')).toEqual([{ surface: 'paste', text: PASTE, conversation: null }]);
        await page.notice(new RegExp(`^Masked .+ before it reached ${page.site.name}\\.$`));
        page.expectNoLeak();
      });

      it('a paste event made by script is checked the same way, and the page never sees the original', async () => {
        await page.focusComposer();
        expect(page.pasteEvent({ text: PASTE }), 'the original paste is cancelled').toBe(false);
        expect(await page.settledModel()).toBe(maskedPaste());
        page.expectNoLeak();
      });

      it('a paste made while the focus is elsewhere lands after what the composer holds', async () => {
        await page.type('Notes:');
        const elsewhere = document.createElement('input');
        document.body.appendChild(elsewhere);
        elsewhere.focus();
        try {
          page.pasteEvent({ text: ` mail ${SAMPLE.email}` });
          await until(() => expect(page.modelText()).toMatch(new RegExp(`^Notes:\\s*mail ${TOKEN.source}$`)));
        } finally {
          elsewhere.remove();
        }
        page.expectNoLeak();
      });

      declareIf(options.keepsFormatting)('clean formatting survives a paste; formatting is dropped when anything was masked', async () => {
        await page.focusComposer();
        page.pasteEvent({ text: 'Plain bold words', html: '<p>Plain <strong>bold</strong> words</p>' });
        expect(await page.settledModel()).toBe('Plain bold words');
        expect(page.composer.querySelector('strong')?.textContent).toBe('bold');
        page.fixture.clear();
        await page.focusComposer();
        page.pasteEvent({ text: `Mail ${SAMPLE.email} now`, html: `<p>Mail <strong>${SAMPLE.email}</strong> now</p>` });
        expect(await page.settledModel()).toMatch(new RegExp(`^Mail ${TOKEN.source} now$`));
        expect(page.composer.querySelector('strong')).toBeNull();
        page.expectNoLeak();
      });

      declareIf(options.editorlessCases === true)('a paste past the size limit is refused on the spot, without asking the worker', async () => {
        await page.focusComposer();
        page.pasteEvent({ text: `${'x'.repeat(DEFAULT_LIMITS.maxInputChars)} ${SAMPLE.email}` });
        await page.notice(/too large to check on your device/);
        expect(page.worker.of('check')).toEqual([]);
        expect(page.worker.of('held')).toEqual([{ surface: 'paste', kind: 'text', answer: 'too_large' }]);
        expect(page.modelText()).toBe('');
        page.expectNoLeak();
      });
    });

    describe('drop', () => {
      it('a drop with a file and text: the text lands masked in the editor, the file reaches the page masked', async () => {
        // Dropped after a line already in the composer (an empty Lexical editor throws on any file drop, guarded or not).
        await page.type('Notes:');
        const file = new File([ENV_FILE], 'deploy.env', { type: '' });
        const text = `Call ${SAMPLE.email} after the deploy`;
        expect(page.dropEvent({ text, files: [file] }, page.composer, page.endOfText()), 'the original drop is cancelled').toBe(false);
        await until(() => expect(page.modelText()).toMatch(new RegExp(`^Notes:\\s*Call ${TOKEN.source} after the deploy$`)));
        await until(() => expect(page.fixture.uploads).toHaveLength(1));
        const [upload] = page.fixture.uploads;
        expect(upload).toMatchObject({ via: 'drop', name: 'deploy.env' });
        expect(upload?.text).toMatch(new RegExp(`^DATABASE_HOST=db\\.internal\\nADMIN_EMAIL=${TOKEN.source}\\nGITHUB_TOKEN=\\[GITHUB_TOKEN\\]\\nLOG_LEVEL=info\\n$`));
        expect(page.worker.of('check').map((c) => c.surface)).toEqual(['drop', 'drop']);
        page.expectNoLeak();
      });

      it('text dragged in from another application and dropped by the browser lands masked', async () => {
        await page.dropTrusted(`Dropped note: write ${SAMPLE.email} soon.`);
        expect(await page.settledModel()).toMatch(new RegExp(`^Dropped note: write ${TOKEN.source} soon\\.$`));
        page.expectNoLeak();
      });
    });

    describe('upload', () => {
      it("a file chosen in the page's file input reaches the page's own input and change listeners masked", async () => {
        const seen: Array<{ type: string; files: File[] }> = [];
        const record = (e: Event): void => void seen.push({ type: e.type, files: [...page.fileInput.files ?? []] });
        // Capture listeners on the input run first at the target, before the fixture's own handler empties it.
        page.fileInput.addEventListener('input', record, true);
        page.fileInput.addEventListener('change', record, true);
        try {
          await page.chooseFiles([new File([ENV_FILE], '.env', { type: '' })]);
          await until(() => expect(page.fixture.uploads).toHaveLength(1));
          const [upload] = page.fixture.uploads;
          expect(upload).toMatchObject({ via: 'input', name: '.env' });
          expect(upload?.text).toContain('LOG_LEVEL=info\n');
          expect(upload?.text).toContain(`GITHUB_TOKEN=${GITHUB_PLACEHOLDER}`);
          expect(upload?.text).toMatch(new RegExp(`ADMIN_EMAIL=${TOKEN.source}`));
          expect(seen.map((s) => s.type)).toEqual(['input', 'change']);
          for (const { files } of seen) {
            expect(files.map((f) => f.name)).toEqual(['.env']);
            const text = await files[0]!.text();
            for (const value of RAW_VALUES) expect(text, 'a page listener read a raw value').not.toContain(value);
          }
          expect(page.worker.of('check')).toEqual([{ surface: 'upload', text: ENV_FILE, conversation: null }]);
        } finally {
          page.fileInput.removeEventListener('input', record, true);
          page.fileInput.removeEventListener('change', record, true);
        }
        page.expectNoLeak();
      });

      declareIf(options.editorlessCases === true)('a file it cannot read is held until the person answers: Escape keeps it out, "Add original file" lets it through', async () => {
        // A 7z archive: not text, not a picture, PDF or Office file Consentry reads.
        const ARCHIVE = new Uint8Array([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0x00, 0x04, 0x8d, 0x9b, 0xd5, 0x0f, 0x00, 0x00, 0x00, 0x00, 0x01, 0x02, 0xff, 0xfe]);
        const archive = (): File => new File([ARCHIVE], 'logs.7z', { type: 'application/x-7z-compressed' });
        await page.chooseFiles([archive()]);
        await until(() => expect(promptButtons()).toEqual([`Don't add it`, 'Add original file']));
        expect(overlayText()).toMatch(/can't check this file/);
        await quiet(100);
        expect(page.fixture.uploads, 'nothing reaches the page while the question is open').toEqual([]);
        await page.answerPrompt('{Escape}');
        await page.notice(/“logs\.7z” was not added\./);
        await quiet(100);
        expect(page.fixture.uploads).toEqual([]);

        await page.chooseFiles([archive()]);
        await page.answerPrompt('{Tab}{Enter}');
        await until(() => expect(page.fixture.uploads).toHaveLength(1));
        expect(page.fixture.uploads[0]).toMatchObject({ via: 'input', name: 'logs.7z', size: ARCHIVE.length });
        expect(page.worker.of('held').map((h) => h.answer)).toEqual(['pending', 'cancel', 'pending', 'release']);
      });

      declareIf(options.editorlessCases === true)('an image is not added when the file reader cannot be reached, and the person is told', async () => {
        // Images are redacted in the extension over a port; this page has none to give.
        await page.chooseFiles([new File([PNG], 'shot.png', { type: 'image/png' })]);
        await page.notice(/could not check “shot\.png”, so it was not added/);
        await quiet(100);
        expect(page.fixture.uploads).toEqual([]);
      });
    });

    describe('send', () => {
      it('Enter sends the masked message; the page and its server get the token, and the reply shows the value on this device only', async () => {
        const typed = `Please write to ${SAMPLE.email} about the renewal`;
        await page.type(typed);
        await page.pressEnter();
        await until(() => expect(page.fixture.sent).toHaveLength(1));
        const token = page.worker.tokenFor(SAMPLE.email) ?? '';
        expect(token).toMatch(TOKEN);
        expect(normalise(page.fixture.sent[0] ?? '')).toBe(`Please write to ${token} about the renewal`);
        expect(page.server).toEqual(page.fixture.sent);
        expect(page.modelText(), 'the composer is empty after sending').toBe('');
        expect(page.worker.of('check').map((c) => c.surface)).toEqual(['send']);

        // The reply echoes the token back; the restorer puts a frame over it that shows the value
        // (in the extension); the page's document never holds it.
        await until(() => expect(page.fixture.repliesDone).toBe(1), 5_000);
        await until(() => expect(restoredValues(page.worker.tickets)).toEqual([SAMPLE.email]), 5_000);
        expect(document.body.innerHTML).not.toContain(SAMPLE.email);
        for (const snapshot of page.fixture.replySnapshots) expect(snapshot).not.toContain(SAMPLE.email);
        const replies = [...document.querySelectorAll(page.site.replies.join(', '))].map((r) => (r as HTMLElement).innerText).join('\n');
        expect(replies).not.toContain(SAMPLE.email);
        expect(replies).toContain('You said: Please write to');
        page.expectNoLeak({ typed: true });
      });

      it('the send button sends the masked message', async () => {
        await page.type(`Ask ${SAMPLE.otherEmail} for key ${SAMPLE.githubToken}`);
        await page.clickSend();
        await until(() => expect(page.fixture.sent).toHaveLength(1));
        expect(normalise(page.fixture.sent[0] ?? '')).toMatch(new RegExp(`^Ask ${TOKEN.source} for key \\[GITHUB_TOKEN\\]$`));
        page.expectNoLeak({ typed: true });
      });

      it('a message checked clean while typing goes at once, and the decision is recorded', async () => {
        // Typed key by key: the look-ahead follows the composer's input events.
        await page.typeKeys('See you at ten on Thursday');
        // The look-ahead of the whole text has been answered (slow typing may have asked about parts of it before).
        await until(() => expect(page.worker.answered).toContainEqual({ type: 'preview', payload: { text: 'See you at ten on Thursday' } }), 3_000);
        await quiet(10);
        await page.pressEnter();
        await until(() => expect(page.fixture.sent).toEqual(['See you at ten on Thursday']));
        expect(page.worker.of('check')).toEqual([]);
        expect(page.worker.of('commit')).toEqual([{ previewId: expect.stringMatching(/^preview-\d+$/) }]);
      });

      it('Enter during an IME composition does not send; after the composition, Enter sends masked', async () => {
        await page.type(`write to ${SAMPLE.email} `);
        await page.enterDuringComposition('にほん');
        await quiet(200);
        expect(page.fixture.sent, 'nothing is sent while composing').toEqual([]);
        expect(page.worker.of('check'), 'the guard does not act on a composing Enter').toEqual([]);
        await page.commitComposition('にほん');
        await page.pressEnter();
        await until(() => expect(page.fixture.sent).toHaveLength(1));
        expect(normalise(page.fixture.sent[0] ?? '')).toMatch(new RegExp(`^write to ${TOKEN.source} ?にほん$`));
        page.expectNoLeak({ typed: true });
      });
    });

    describe('verdicts', () => {
      declareIf(options.editorlessCases === true)('a block verdict inserts nothing and says why; a blocked message is not sent', async () => {
        page.worker.addresses = 'block';
        await page.pasteTrusted(PASTE);
        await page.notice(/^Your policy blocks .+ on this site: nothing from this paste was inserted\.$/);
        await quiet(100);
        expect(page.modelText()).toBe('');

        await page.type(`mail ${SAMPLE.email}`);
        await page.pressEnter();
        await page.notice(/nothing from this message was inserted/);
        await quiet(100);
        expect(page.fixture.sent).toEqual([]);
        expect(page.modelText(), 'what the person typed stays for them to edit').toBe(`mail ${SAMPLE.email}`);
        page.expectNoLeak({ typed: true });
      });

      it('an ask verdict waits for the answer: nothing goes in before it; "Send masked" inserts tokens, Escape nothing', async () => {
        page.worker.addresses = 'ask';
        await page.pasteTrusted(PASTE);
        await until(() => expect(promptButtons()).toEqual(['Send masked', 'Send original', 'Cancel']));
        expect(overlayText()).toContain(`Send this to ${page.site.name}?`);
        await quiet(100);
        expect(page.modelText(), 'nothing is inserted while the question is open').toBe('');
        expect(page.worker.of('answer')).toEqual([]);
        await page.answerPrompt('{Enter}');
        expect(await page.settledModel()).toBe(maskedPaste());
        expect(page.worker.of('answer')).toEqual([{ pendingId: expect.stringMatching(/^pending-\d+$/), choice: 'masked', remember: false }]);

        page.fixture.clear();
        await page.pasteTrusted(PASTE);
        await page.answerPrompt('{Escape}');
        await page.notice(/^Cancelled: nothing from this paste was inserted\.$/);
        await quiet(100);
        expect(page.modelText()).toBe('');
        page.expectNoLeak();
      });

      declareIf(options.editorlessCases === true)('"Send original" after an ask inserts what the person chose, credentials still masked', async () => {
        page.worker.addresses = 'ask';
        await page.pasteTrusted(PASTE);
        await page.answerPrompt('{Tab}{Enter}');
        expect(await page.settledModel()).toBe(normalise(PASTE.replace(SAMPLE.githubToken, GITHUB_PLACEHOLDER)));
      });

      it('an ask on send: the masked message goes after the answer', async () => {
        page.worker.addresses = 'ask';
        await page.type(`Forward to ${SAMPLE.email}`);
        await page.pressEnter();
        await until(() => expect(promptButtons()).not.toBeNull());
        await quiet(100);
        expect(page.fixture.sent).toEqual([]);
        await page.answerPrompt('{Enter}');
        await until(() => expect(page.fixture.sent).toHaveLength(1));
        expect(normalise(page.fixture.sent[0] ?? '')).toMatch(new RegExp(`^Forward to ${TOKEN.source}$`));
        page.expectNoLeak({ typed: true });
      });

      declareIf(options.editorlessCases === true)('with the worker unreachable nothing is inserted and the person is told', async () => {
        page.worker.unreachable = true;
        await page.pasteTrusted(PASTE);
        await page.notice(/could not check this paste, so nothing was inserted/);
        await quiet(100);
        expect(page.modelText()).toBe('');
        page.expectNoLeak();
      });

      it('an editor that refuses the checked text gets nothing, never the raw original', async () => {
        const stop = new AbortController();
        const refuse = (e: Event): void => {
          e.preventDefault();
          e.stopImmediatePropagation();
        };
        const area = page.composerArea;
        // Its paste and drop handling ignores what it is given…
        for (const type of ['paste', 'drop']) area.addEventListener(type, refuse, { capture: true, signal: stop.signal });
        // A text field puts its old value back on every input.
        let kept = '';
        area.addEventListener('input', (e) => {
          const el = e.target;
          if (el instanceof HTMLTextAreaElement) {
            el.value = kept;
            e.stopImmediatePropagation();
          }
        }, { capture: true, signal: stop.signal });
        kept = page.composer instanceof HTMLTextAreaElement ? page.composer.value : '';
        // …and typing commands do nothing in it (execCommand fires no beforeinput a page could cancel, so it is stubbed).
        const exec = vi.spyOn(document, 'execCommand').mockReturnValue(false);
        try {
          await page.pasteTrusted(PASTE);
          await page.notice(/would not take the checked text, so nothing was pasted\. Your original was not inserted either\./);
          await quiet(100);
          expect(page.modelText()).toBe('');
        } finally {
          exec.mockRestore();
          stop.abort();
        }
        page.expectNoLeak();
      });
    });
  });
}
