import { describe, expect, it } from 'vitest';
import { POLICY_ACTIONS } from '../../core/vocabulary';
import { ACTION_SCOPE } from '../../core/policy/actions';
import { DEFAULT_POLICY, type Policy } from '../../core/policy/policy';
import { screenActions } from '../../core/screen/policy';
import { actionSwitch } from './action-switch';

const none: Policy = { ...structuredClone(DEFAULT_POLICY), actions: [] };

describe('the switch shown for each policy action', () => {
  it('never offers an off switch the screen would ignore', () => {
    // Whatever the policy says, these are on for every shared screen.
    const alwaysOnScreens = [...screenActions(none)];
    for (const action of POLICY_ACTIONS) {
      const shown = actionSwitch(action, none, []);
      const textEffect = ACTION_SCOPE[action].text !== null;
      if (alwaysOnScreens.includes(action) && !textEffect) {
        expect(shown, action).toEqual({ checked: true, disabled: true, note: 'always_on_screen' });
      } else {
        expect(shown.disabled, action).toBe(false);
        expect(shown.checked, action).toBe(false);
      }
    }
    expect(actionSwitch('suppress_notification', none, []).checked).toBe(true);
    expect(actionSwitch('increase_ocr_sensitivity', none, []).checked).toBe(true);
  });

  it('says a screen default that also acts on text is switched for text only', () => {
    const on: Policy = { ...none, actions: ['selective_redact'] };
    expect(actionSwitch('selective_redact', on, [])).toEqual({ checked: true, disabled: false, note: 'always_on_screen_text_switch' });
    expect(actionSwitch('ignore_screen_instruction', none, [])).toEqual({ checked: false, disabled: false, note: 'always_on_screen_text_switch' });
    expect(actionSwitch('require_stable_window', none, [])).toEqual({ checked: false, disabled: false, note: null });
  });

  it('shows an action an administrator set as on and locked', () => {
    expect(actionSwitch('redact_before_model', none, ['redact_before_model'])).toEqual({ checked: true, disabled: true, note: 'managed' });
  });
});
