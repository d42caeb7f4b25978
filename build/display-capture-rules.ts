/**
 * The declarativeNetRequest rule that keeps screen capture on AI sites to the sites themselves
 * (build time, Node only): every document of an AI site the registry lists gets a
 * `Permissions-Policy: display-capture=(self)` response header, appended to whatever policy the
 * site sends (the last value of a key wins). A cross-origin frame inside an AI page (user content,
 * a widget) then cannot call getDisplayMedia at all, even with `allow="display-capture"`; the
 * site's own frames, about:blank, srcdoc and blob: frames included, still can, and there the
 * extension's tap guards the capture. Firefox reads no Permissions-Policy header (it knows only
 * the `allow` attribute), so there the rule changes nothing; see README "Screen sharing".
 */
import { ALL_SITE_HOSTS } from '../src/core/sites/registry';

export const DISPLAY_CAPTURE_RULES_PATH = 'rules/display-capture.json';
export const DISPLAY_CAPTURE_POLICY = 'display-capture=(self)';

export interface DisplayCaptureRule {
  id: number;
  priority: number;
  action: { type: 'modifyHeaders'; responseHeaders: Array<{ header: string; operation: 'append'; value: string }> };
  condition: { requestDomains: string[]; resourceTypes: Array<'main_frame' | 'sub_frame'> };
}

export function displayCaptureRules(): DisplayCaptureRule[] {
  return [
    {
      id: 1,
      priority: 1,
      action: { type: 'modifyHeaders', responseHeaders: [{ header: 'Permissions-Policy', operation: 'append', value: DISPLAY_CAPTURE_POLICY }] },
      condition: { requestDomains: [...ALL_SITE_HOSTS], resourceTypes: ['main_frame', 'sub_frame'] },
    },
  ];
}
