/**
 * The in-page consent prompt and notices, rendered with Preact inside the guard's closed shadow
 * root. Keyboard first: the safe choice has focus, Tab stays inside the dialog, Escape cancels.
 * Every activation must be a trusted event from the person: a page cannot reach into a closed
 * shadow root, and synthetic clicks or keys are ignored even if one arrived.
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import { pt } from '../../ui/page-strings';

export interface PromptAction<A extends string> {
  id: A;
  label: string;
  /** Shown under the button for screen readers and sighted people alike. */
  hint?: string;
}

export interface PromptRow {
  label: string;
  note: string;
}

export interface PromptRequest<A extends string> {
  heading: string;
  description: string;
  rows: readonly PromptRow[];
  actions: readonly PromptAction<A>[];
  /** The action focused first and taken on Enter; also the safe one. */
  defaultAction: A;
  /** Taken on Escape. */
  cancelAction: A;
  rememberable: boolean;
}

export interface PromptAnswer<A extends string> {
  action: A;
  remember: boolean;
}

export interface NoticeItem {
  id: number;
  tone: 'info' | 'warning' | 'error';
  text: string;
}

const FOCUSABLE = 'button:not([disabled]), input:not([disabled])';

export function ConsentPrompt<A extends string>(props: {
  request: PromptRequest<A>;
  onAnswer: (answer: PromptAnswer<A>) => void;
}): JSX.Element {
  const { request, onAnswer } = props;
  const [remember, setRemember] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  const firstButton = useRef<HTMLButtonElement>(null);

  // Focus moves in the same task as the prompt appears, so no keystroke lands in the page between.
  useLayoutEffect(() => {
    firstButton.current?.focus();
  }, [request]);

  const onKeyDown = (event: KeyboardEvent): void => {
    if (!event.isTrusted) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onAnswer({ action: request.cancelAction, remember });
      return;
    }
    if (event.key === 'Tab' && dialog.current) {
      const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) return;
      const root = dialog.current.getRootNode() as ShadowRoot;
      const index = items.indexOf(root.activeElement as HTMLElement);
      const next = event.shiftKey ? (index <= 0 ? items.length - 1 : index - 1) : index === items.length - 1 ? 0 : index + 1;
      event.preventDefault();
      items[next]?.focus();
    }
    // Keys never reach the page while the prompt is open.
    event.stopPropagation();
  };

  const ordered = [
    ...request.actions.filter((a) => a.id === request.defaultAction),
    ...request.actions.filter((a) => a.id !== request.defaultAction),
  ];

  return (
    <div class="backdrop">
      <div
        class="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="consentry-prompt-title"
        aria-describedby="consentry-prompt-description"
        ref={dialog}
        onKeyDown={onKeyDown}
      >
        <div class="brand" aria-hidden="true">Consentry</div>
        <h2 id="consentry-prompt-title">{request.heading}</h2>
        <p id="consentry-prompt-description">{request.description}</p>
        {request.rows.length > 0 && (
          <ul class="rows" aria-label={pt('prompt_found')}>
            {request.rows.map((row) => (
              <li key={row.label}>
                <span class="row-label">{row.label}</span>
                <span class="row-note">{row.note}</span>
              </li>
            ))}
          </ul>
        )}
        {request.rememberable && (
          <label class="remember">
            <input
              type="checkbox"
              checked={remember}
              onChange={(event) => {
                if (event.isTrusted) setRemember((event.currentTarget as HTMLInputElement).checked);
                else (event.currentTarget as HTMLInputElement).checked = remember;
              }}
            />
            {pt('prompt_remember')}
          </label>
        )}
        <div class="actions">
          {ordered.map((action, i) => (
            <button
              key={action.id}
              type="button"
              class={action.id === request.defaultAction ? 'primary' : ''}
              ref={i === 0 ? firstButton : undefined}
              aria-describedby={action.hint ? `hint-${action.id}` : undefined}
              onClick={(event) => {
                if (!event.isTrusted) return;
                onAnswer({ action: action.id, remember });
              }}
            >
              {action.label}
            </button>
          ))}
        </div>
        {ordered.some((a) => a.hint) && (
          <div class="hints">
            {ordered
              .filter((a) => a.hint)
              .map((a) => (
                <p key={a.id} id={`hint-${a.id}`}>
                  <strong>{a.label}:</strong> {a.hint}
                </p>
              ))}
          </div>
        )}
      </div>
    </div>
  );
}

export function Notices(props: { items: readonly NoticeItem[]; onDismiss: (id: number) => void }): JSX.Element {
  return (
    <div class="notices">
      {props.items.map((item) => (
        <div key={item.id} class={`notice ${item.tone}`} role={item.tone === 'error' ? 'alert' : 'status'} aria-live={item.tone === 'error' ? 'assertive' : 'polite'}>
          <span class="notice-brand" aria-hidden="true">Consentry</span>
          <span class="notice-text">{item.text}</span>
          <button
            type="button"
            class="dismiss"
            aria-label={pt('prompt_dismiss')}
            onClick={(event) => {
              if (event.isTrusted) props.onDismiss(item.id);
            }}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

export const PROMPT_CSS = `
:host { all: initial !important; position: fixed !important; inset: 0 !important; z-index: 2147483647 !important;
  pointer-events: none !important; display: block !important; visibility: visible !important; opacity: 1 !important;
  transform: none !important; filter: none !important; contain: layout style !important; }
* { box-sizing: border-box; }
.backdrop { pointer-events: auto; position: fixed; inset: 0; background: rgba(15, 20, 30, 0.45);
  display: flex; align-items: center; justify-content: center; font: 15px/1.45 system-ui, sans-serif; color: #111; }
.dialog { background: #fff; border-radius: 10px; max-width: 30rem; width: calc(100% - 2rem); padding: 1.25rem 1.4rem;
  box-shadow: 0 10px 40px rgba(0,0,0,0.35); outline: none; }
.brand, .notice-brand { font-size: 12px; font-weight: 600; letter-spacing: 0.04em; color: #2456a6; text-transform: uppercase; }
h2 { font-size: 18px; margin: 0.25rem 0 0.5rem; }
p { margin: 0 0 0.75rem; }
.rows { list-style: none; padding: 0; margin: 0 0 0.75rem; border: 1px solid #dde; border-radius: 6px; }
.rows li { display: flex; justify-content: space-between; gap: 1rem; padding: 0.4rem 0.6rem; border-top: 1px solid #eef; }
.rows li:first-child { border-top: 0; }
.row-note { color: #555; font-size: 13px; }
.remember { display: flex; gap: 0.5rem; align-items: center; margin: 0 0 0.9rem; }
.actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
button { font: inherit; padding: 0.45rem 0.9rem; border-radius: 6px; border: 1px solid #889; background: #f4f5f8; color: #111; cursor: pointer; }
button.primary { background: #2456a6; border-color: #2456a6; color: #fff; }
button:focus-visible, input:focus-visible { outline: 3px solid #f0a500; outline-offset: 2px; }
.hints { margin-top: 0.75rem; font-size: 13px; color: #444; }
.hints p { margin: 0.2rem 0; }
.notices { position: fixed; right: 1rem; bottom: 1rem; display: flex; flex-direction: column; gap: 0.5rem; max-width: 26rem;
  font: 14px/1.4 system-ui, sans-serif; }
.notice { pointer-events: auto; display: flex; gap: 0.6rem; align-items: flex-start; background: #fff; color: #111;
  border-left: 5px solid #2456a6; border-radius: 6px; padding: 0.6rem 0.7rem; box-shadow: 0 4px 18px rgba(0,0,0,0.25); }
.notice.warning { border-left-color: #c77700; }
.notice.error { border-left-color: #b3261e; }
.notice-text { flex: 1; }
.dismiss { padding: 0 0.4rem; border: 0; background: transparent; font-size: 18px; line-height: 1; }
`;
