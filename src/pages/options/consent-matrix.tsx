/**
 * The consent matrix: a decision per category × purpose, for all sites or as one site's
 * overrides. Locked cells are shown locked with their reason: credentials can only be masked or
 * blocked, and an administrator's (managed) values cannot be changed here at all.
 */
import { DECISIONS, PURPOSES, type Decision, type Purpose } from '../../core/vocabulary';
import type { LockedCell } from '../../protocol/ui';
import { LOCKED_CATEGORIES, POLICY_CATEGORIES, STRICTNESS, type Policy, type PolicyCategory } from '../../core/policy/policy';
import { useT } from '../../ui/i18n';
import { LockIcon } from '../../ui/shared/icons';
import { categoryLabel, decisionLabel, purposeLabel } from '../../ui/labels';
import { siteName } from '../known-sites';
import { setCell } from './policy-edit';
import { PurposeHeader } from './purpose-header';

export interface ConsentMatrixProps {
  draft: Policy;
  effective: Policy;
  locked: LockedCell[];
  /** '' for the defaults that apply to every site. */
  scope: string;
  scopes: string[];
  onScope: (scope: string) => void;
  onChange: (next: Policy) => void;
  /** The administrator's words, shown with their locks. */
  managedNote?: string | undefined;
}

export function ConsentMatrix(props: ConsentMatrixProps) {
  const t = useT();
  const { draft, effective, scope } = props;
  const origin = scope === '' ? undefined : scope;
  const lockOf = (category: PolicyCategory, purpose: Purpose) =>
    props.locked.find((c) => c.category === category && c.purpose === purpose)?.reason;

  return (
    <div>
      <p>
        <label for="matrix-scope">{t('matrix_scope')}</label>{' '}
        <select id="matrix-scope" value={scope} onChange={(e) => props.onScope(e.currentTarget.value)}>
          <option value="">{t('matrix_allSites')}</option>
          {props.scopes.map((s) => (
            <option key={s} value={s}>
              {siteName(s)}
            </option>
          ))}
        </select>
      </p>
      <p class="hint">{origin === undefined ? t('matrix_hintDefaults') : t('matrix_hintSite', siteName(origin))}</p>
      <table class="matrix" data-scope={scope}>
        <caption>{origin === undefined ? t('matrix_caption') : t('matrix_captionSite', siteName(origin))}</caption>
        <PurposeHeader first={t('matrix_category')} />
        <tbody>
          {POLICY_CATEGORIES.map((category) => {
            const reasons = PURPOSES.map((p) => lockOf(category, p));
            const rowLock = reasons.every((r) => r === 'managed') ? 'managed' : reasons.every((r) => r !== undefined) ? reasons[0] : undefined;
            const reasonId = `lock-${category}`;
            return (
              <tr key={category} data-category={category} data-locked={rowLock ?? (reasons.some((r) => r === 'managed') ? 'partly-managed' : undefined)}>
                <th scope="row">
                  {categoryLabel(t, category)}
                  {rowLock !== undefined || reasons.some((r) => r === 'managed') ? (
                    <span class="lock" id={reasonId}>
                      <LockIcon />
                      {rowLock === 'credential' ? t('lock_credential') : t('lock_managed')}
                      {rowLock !== 'credential' && props.managedNote ? <span class="note"> — {t('options_managedNote', props.managedNote)}</span> : null}
                    </span>
                  ) : null}
                </th>
                {PURPOSES.map((purpose, i) => {
                  const reason = reasons[i];
                  const label = t('matrix_cellLabel', categoryLabel(t, category), purposeLabel(t, purpose));
                  if (reason === 'managed') {
                    const value = effective.decisions[category][purpose];
                    return (
                      <td key={purpose} data-purpose={purpose} data-locked="managed" class={`d-${value}`}>
                        <select aria-label={label} aria-describedby={reasonId} disabled value={value}>
                          <option value={value}>{decisionLabel(t, value)}</option>
                        </select>
                      </td>
                    );
                  }
                  const choices = DECISIONS.filter((d) => !LOCKED_CATEGORIES.has(category) || STRICTNESS[d] >= STRICTNESS.mask);
                  const inherited: Decision = draft.decisions[category][purpose];
                  const override = origin === undefined ? undefined : draft.sites?.[origin]?.[category]?.[purpose];
                  const value = origin === undefined ? inherited : override ?? '';
                  const shown = (origin === undefined ? inherited : override ?? inherited) as Decision;
                  return (
                    <td key={purpose} data-purpose={purpose} data-locked={reason} class={`d-${shown}`}>
                      <select
                        aria-label={label}
                        aria-describedby={reason ? reasonId : undefined}
                        value={value}
                        onChange={(e) => {
                          const v = e.currentTarget.value;
                          props.onChange(setCell(draft, category, purpose, v === '' ? undefined : (v as Decision), origin));
                        }}
                      >
                        {origin !== undefined ? <option value="">{t('matrix_inherit', decisionLabel(t, inherited))}</option> : null}
                        {choices.map((d) => (
                          <option key={d} value={d}>
                            {decisionLabel(t, d)}
                          </option>
                        ))}
                      </select>
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
