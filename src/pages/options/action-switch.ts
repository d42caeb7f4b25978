/**
 * What the options page's switch for one policy action can honestly show. The screen defaults
 * (SCREEN_DEFAULT_ACTIONS) are applied to every shared screen whatever the policy says, so their
 * switch cannot turn them off there: a screen-only default is shown on and fixed, and a default
 * that also acts on text keeps its switch, which then says it sets the text side only.
 */
import type { PolicyAction } from '../../core/vocabulary';
import { ACTION_SCOPE } from '../../core/policy/actions';
import type { Policy } from '../../core/policy/policy';
import { SCREEN_DEFAULT_ACTIONS } from '../../core/screen/policy';

export interface ActionSwitch {
  checked: boolean;
  disabled: boolean;
  /** Why the switch is fixed, or what it leaves alone. */
  note: 'managed' | 'always_on_screen' | 'always_on_screen_text_switch' | null;
}

export function actionSwitch(action: PolicyAction, draft: Policy, managed: readonly PolicyAction[]): ActionSwitch {
  if (managed.includes(action)) return { checked: true, disabled: true, note: 'managed' };
  const screenDefault = SCREEN_DEFAULT_ACTIONS.includes(action);
  if (screenDefault && ACTION_SCOPE[action].text === null) return { checked: true, disabled: true, note: 'always_on_screen' };
  return { checked: draft.actions.includes(action), disabled: false, note: screenDefault ? 'always_on_screen_text_switch' : null };
}
