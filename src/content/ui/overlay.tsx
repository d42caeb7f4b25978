/**
 * The guard's own corner of the page: one host element with a closed shadow root, where the
 * consent prompt and notices render. Page CSS does not reach inside; the host's few outside
 * properties are pinned with !important. If the page removes the host, it is put back before the
 * next prompt; a prompt nobody can see is never answered, so what it holds stays held.
 * A guard in a subframe draws into the top frame's document (same origin), where the person looks;
 * such an overlay is closed when its frame goes away.
 */
import { render } from 'preact';
import { ConsentPrompt, Notices, PROMPT_CSS, type NoticeItem, type PromptAnswer, type PromptRequest } from './consent-prompt';
import { registerOwnSurface } from '../screen/own-surfaces';

interface OpenPrompt {
  request: PromptRequest<string>;
  resolve: (answer: PromptAnswer<string>) => void;
  returnFocus: Element | null;
}

export class GuardOverlay {
  private host: HTMLElement | null = null;
  private root: ShadowRoot | null = null;
  private prompts: OpenPrompt[] = [];
  private notices: NoticeItem[] = [];
  private nextNotice = 1;

  constructor(private readonly doc: Document) {}

  /** Shows a prompt (after any already open) and resolves with the person's answer. */
  ask<A extends string>(request: PromptRequest<A>): Promise<PromptAnswer<A>> {
    return new Promise((resolve) => {
      this.prompts.push({
        request: request as PromptRequest<string>,
        resolve: resolve as (answer: PromptAnswer<string>) => void,
        returnFocus: this.doc.activeElement,
      });
      this.paint();
    });
  }

  /** A short message; errors stay until dismissed or for longer. */
  notify(tone: NoticeItem['tone'], text: string, ttlMs = tone === 'error' ? 15_000 : 7_000): void {
    const id = this.nextNotice++;
    this.notices = [...this.notices.slice(-3), { id, tone, text }];
    this.paint();
    setTimeout(() => this.dismiss(id), ttlMs);
  }

  /**
   * A notice that stays while work runs (OCR of a file) and can be reworded as it goes; `end`
   * takes it away.
   */
  progress(text: string): { update(text: string): void; end(): void } {
    const id = this.nextNotice++;
    this.notices = [...this.notices.slice(-3), { id, tone: 'info', text }];
    this.paint();
    return {
      update: (next) => {
        if (!this.notices.some((n) => n.id === id)) return;
        this.notices = this.notices.map((n) => (n.id === id ? { ...n, text: next } : n));
        this.paint();
      },
      end: () => this.dismiss(id),
    };
  }

  /**
   * Takes the overlay off the page: the frame that drew it is going away. Open prompts are dropped
   * unanswered, so what they hold stays held.
   */
  close(): void {
    this.prompts = [];
    this.notices = [];
    this.host?.remove();
  }

  get promptOpen(): boolean {
    return this.prompts.length > 0;
  }

  private dismiss(id: number): void {
    const before = this.notices.length;
    this.notices = this.notices.filter((n) => n.id !== id);
    if (this.notices.length !== before) this.paint();
  }

  private ensureHost(): ShadowRoot {
    if (this.host === null || this.root === null) {
      this.host = this.doc.createElement('div');
      this.host.setAttribute('data-consentry-ui', '');
      this.root = this.host.attachShadow({ mode: 'closed' });
      // A shared screen of this tab covers the prompt and notices (own-surfaces.ts).
      registerOwnSurface(this.root, 'prompt');
      const style = this.doc.createElement('style');
      style.textContent = PROMPT_CSS;
      this.root.appendChild(style);
      const mount = this.doc.createElement('div');
      this.root.appendChild(mount);
    }
    if (!this.host.isConnected) (this.doc.body ?? this.doc.documentElement).appendChild(this.host);
    return this.root;
  }

  private paint(): void {
    const root = this.ensureHost();
    const mount = root.lastElementChild as HTMLElement;
    const open = this.prompts[0];
    render(
      <>
        {open && (
          <ConsentPrompt
            key={this.prompts.length}
            request={open.request}
            onAnswer={(answer) => {
              this.prompts.shift();
              this.paint();
              // Not instanceof: drawn from a subframe, the element belongs to the top frame's realm.
              const back = open.returnFocus as HTMLElement | null;
              if (back?.isConnected && typeof back.focus === 'function' && this.prompts.length === 0) back.focus({ preventScroll: true });
              open.resolve(answer);
            }}
          />
        )}
        <Notices items={this.notices} onDismiss={(id) => this.dismiss(id)} />
      </>,
      mount,
    );
    if (!open && this.notices.length === 0 && this.host?.isConnected) {
      // Nothing to show: leave the page as it was.
      this.host.remove();
    }
  }
}
