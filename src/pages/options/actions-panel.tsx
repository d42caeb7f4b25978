/**
 * The policy actions, each with what it does. Actions an administrator set are shown on and
 * locked. Screen-only actions say so, since they change nothing on pasted or sent text; the
 * screen defaults say they are always on for shared screens (action-switch.ts decides what each
 * switch may show, so no switch pretends to turn off what the screen applies anyway).
 */
import { POLICY_ACTIONS, type PolicyAction } from '../../core/vocabulary';
import { ACTION_SCOPE } from '../../core/policy/actions';
import type { Policy } from '../../core/policy/policy';
import { useT } from '../../ui/i18n';
import { LockIcon } from '../../ui/shared/icons';
import { actionHelp, actionLabel } from '../../ui/labels';
import { actionSwitch } from './action-switch';
import { setAction } from './policy-edit';

export interface ActionsPanelProps {
  draft: Policy;
  managed: readonly PolicyAction[];
  /** An administrator blocks some cells: actions that soften blocks say they leave those alone. */
  managedBlocks?: boolean;
  onChange: (next: Policy) => void;
}

export function ActionsPanel({ draft, managed, managedBlocks = false, onChange }: ActionsPanelProps) {
  const t = useT();
  return (
    <ul class="actions-list">
      {POLICY_ACTIONS.map((action) => {
        const shown = actionSwitch(action, draft, managed);
        const id = `action-${action}`;
        return (
          <li key={action} data-action={action} data-note={shown.note ?? undefined}>
            <input
              id={id}
              type="checkbox"
              checked={shown.checked}
              disabled={shown.disabled}
              aria-describedby={`${id}-help`}
              onChange={(e) => onChange(setAction(draft, action, e.currentTarget.checked))}
            />{' '}
            <label for={id}>{actionLabel(t, action)}</label>
            {ACTION_SCOPE[action].text === null ? <span class="tag">{t('actions_screenOnly')}</span> : null}
            {shown.note === 'managed' ? (
              <span class="lock">
                <LockIcon />
                {t('lock_managed')}
              </span>
            ) : null}
            <p class="hint" id={`${id}-help`}>
              {actionHelp(t, action)}
              {shown.note === 'always_on_screen' ? <> {t('actions_alwaysOnScreen')}</> : null}
              {shown.note === 'always_on_screen_text_switch' ? <> {t('actions_alwaysOnScreenText')}</> : null}
              {managedBlocks && action === 'selective_redact' ? <span data-managed-no-soften> {t('actions_managedNoSoften')}</span> : null}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
