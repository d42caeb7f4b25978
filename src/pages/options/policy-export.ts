/**
 * The policy as a file for the local-agent gate (`consentry mcp --policy FILE`): the policy in
 * force, with an administrator's cells and actions already laid over the person's, written in the
 * extension's own policy schema (policies/policy.schema.json). The `managed` note is left out:
 * the gate's validator refuses it, and the cells it names are already in the decisions, so the
 * gate is never looser than the browser.
 */
import { parsePolicy, type Policy } from '../../core/policy/policy';

/** The name the gate looks for in its config folder. */
export const POLICY_FILE_NAME = 'policy.json';

/** The file's text: the policy in force without its `managed` meta, checked by the gate's own validator. */
export function policyFileText(inForce: Policy): string {
  const { managed: _managed, ...rest } = inForce;
  const file: Policy = {
    version: rest.version,
    decisions: rest.decisions,
    ...(rest.sites && Object.keys(rest.sites).length > 0 ? { sites: rest.sites } : {}),
    ...(rest.profiles && Object.keys(rest.profiles).length > 0 ? { profiles: rest.profiles } : {}),
    actions: rest.actions,
  };
  // What the gate will read must validate here first: an export that the gate refuses helps no one.
  parsePolicy(JSON.parse(JSON.stringify(file)));
  return `${JSON.stringify(file, null, 2)}\n`;
}
