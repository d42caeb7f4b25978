/**
 * What the person sees in the page about a screen share: a notice when the check stopped (the
 * stream is dark until they share again), and the `ask` prompt for categories held covered.
 * Plain DOM in the bridge's closed shadow root; the page cannot read or click it. Each box is
 * one of the extension's own surfaces while it shows, so a share of the tab covers it.
 */
import type { DetectorCategory } from '../../core/vocabulary';
import { registerOwnSurface } from './own-surfaces';
import { pt } from '../../ui/page-strings';
import { categoryNoun, joinAnd } from '../../ui/category-labels';

const STYLE = `
.box{position:fixed;right:16px;bottom:16px;max-width:360px;z-index:2147483647;background:#1d1d22;color:#eee;
font:13px/1.4 system-ui,sans-serif;padding:12px 14px;border-radius:8px;box-shadow:0 4px 18px rgba(0,0,0,.35)}
.box button{margin:8px 8px 0 0;font:inherit;padding:4px 10px;border-radius:4px;border:1px solid #666;background:#2c2c33;color:#eee;cursor:pointer}
`;

export class BridgeUi {
  private box: HTMLElement | undefined;
  private unregister: (() => void) | undefined;

  constructor(
    private readonly root: ShadowRoot,
    private readonly doc: Document,
  ) {
    const style = doc.createElement('style');
    style.textContent = STYLE;
    root.append(style);
  }

  private show(): HTMLElement {
    this.hide();
    const box = this.doc.createElement('div');
    box.className = 'box';
    box.setAttribute('role', 'alert');
    this.root.append(box);
    this.box = box;
    this.unregister = registerOwnSurface(box, 'notice');
    return box;
  }

  private hide(): void {
    this.unregister?.();
    this.unregister = undefined;
    this.box?.remove();
    this.box = undefined;
  }

  failure(message: string): void {
    const box = this.show();
    box.textContent = pt('screen_failed', message);
  }

  ask(categories: DetectorCategory[], answer: (category: DetectorCategory, show: boolean) => void): void {
    const box = this.show();
    box.textContent = pt('screen_asks', joinAnd(categories.map((c) => categoryNoun(c, 2))));
    const keep = this.doc.createElement('button');
    keep.textContent = pt('screen_keep');
    const show = this.doc.createElement('button');
    show.textContent = pt('screen_show');
    keep.addEventListener('click', () => {
      for (const c of categories) answer(c, false);
      this.hide();
    });
    show.addEventListener('click', () => {
      for (const c of categories) answer(c, true);
      this.hide();
    });
    box.append(this.doc.createElement('br'), keep, show);
  }
}
