import { describe, expect, it } from 'vitest';
import { ALL_SITE_HOSTS } from '../../src/core/sites/registry';
import { DISPLAY_CAPTURE_POLICY, displayCaptureRules } from '../../build/display-capture-rules';

describe('the display-capture rule', () => {
  it('adds display-capture=(self) to every document of every AI site the registry lists, appended to the site\'s own policy', () => {
    const [rule] = displayCaptureRules();
    expect(displayCaptureRules()).toHaveLength(1);
    expect(rule!.condition.requestDomains.sort()).toEqual([...ALL_SITE_HOSTS].sort());
    expect(rule!.condition.resourceTypes.sort()).toEqual(['main_frame', 'sub_frame']);
    expect(rule!.action.responseHeaders).toEqual([{ header: 'Permissions-Policy', operation: 'append', value: DISPLAY_CAPTURE_POLICY }]);
    expect(DISPLAY_CAPTURE_POLICY).toBe('display-capture=(self)');
  });
});
