/**
 * The explicit confirmation step before anything releases more or is lost: a modal <dialog> (the
 * browser traps focus and Escape cancels) that says what will change. Nothing is sent with
 * `confirmed: true` unless the person presses the confirm button here: a click a script made
 * (untrusted) does nothing.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useId, useRef } from 'preact/hooks';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  children: ComponentChildren;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // A page may hold several dialogs: each names its own title and body.
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) dialog.showModal();
    if (!props.open && dialog.open) dialog.close();
  }, [props.open]);
  return (
    <dialog
      ref={ref}
      class="confirm"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onCancel={(event) => {
        event.preventDefault();
        props.onCancel();
      }}
    >
      <h2 id={`${id}-title`}>{props.title}</h2>
      <div id={`${id}-body`}>{props.children}</div>
      <div class="actions">
        <button type="button" class="secondary" autofocus onClick={props.onCancel}>
          {props.cancelLabel}
        </button>
        <button
          type="button"
          class="danger"
          data-confirm
          onClick={(event) => {
            if (event.isTrusted) props.onConfirm();
          }}
        >
          {props.confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
