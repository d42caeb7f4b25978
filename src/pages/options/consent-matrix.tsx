/**
 * The consent matrix: a decision per category × purpose, for all sites or as one site's
 * overrides. Locked cells are shown locked with their reason: credentials can only be masked or
 * blocked, and an administrator's (managed) values cannot be changed here at all.
 */
import { CONTEXT_CATEGORIES, DECISIONS, PURPOSES, type Category, type Decision, type Purpose } from '../../core/vocabulary';
import type { LockedCell } from '../../protocol/ui';
import { LOCKED_CATEGORIES, POLICY_CATEGORIES, STRICTNESS, effectiveDecision, type Policy, type PolicyCategory } from '../../core/policy/policy';
import { decisivePurpose } from '../../core/policy/effective-changes';
import type { Translate } from '../../ui/i18n';
import { useT } from '../../ui/i18n';
import { LockIcon } from '../../ui/shared/icons';
import { categoryLabel, decisionLabel, purposeLabel } from '../../ui/labels';
import { siteName } from '../known-sites';
import { setCell } from './policy-edit';
import { PurposeHeader } from './purpose-header';

/** Rows the on-device context classifier decides (the detectors decide the others). */
const MODEL_ROWS: ReadonlySet<Category> = new Set(CONTEXT_CATEGORIES);

export interface ConsentMatrixProps {
  draft: Policy;
  /** The draft as it would be enforced (managed values laid over): what each site would get. */
  enforced: Policy;
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

/**
 * What a category gets across the sites: one decision everywhere, or the decisions that differ
 * from the most common one with the sites that get them ("Allow on ChatGPT · Mask elsewhere").
 */
function acrossSites(t: Translate, policy: Policy, category: PolicyCategory, origins: readonly string[]): string {
  const groups = new Map<Decision, string[]>();
  for (const origin of origins) {
    const d = effectiveDecision(policy, category, undefined, origin);
    groups.set(d, [...(groups.get(d) ?? []), siteName(origin)]);
  }
  const other = effectiveDecision(policy, category);
  groups.set(other, [...(groups.get(other) ?? []), t('change_otherSites')]);
  if (groups.size === 1) return t('matrix_effectiveAll', decisionLabel(t, [...groups.keys()][0]!));
  const sorted = [...groups.entries()].sort((a, b) => a[1].length - b[1].length);
  const [most] = sorted.splice(-1, 1);
  const parts = sorted.map(([d, names]) => t('matrix_effectiveOn', decisionLabel(t, d), names.join(', ')));
  return [...parts, t('matrix_effectiveElsewhere', decisionLabel(t, most![0]))].join(' · ');
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
      <p class="hint">{t('matrix_hintEffective')}</p>
      <div class="table-scroll">
      <table class="matrix" data-scope={scope}>
        <caption>{origin === undefined ? t('matrix_caption') : t('matrix_captionSite', siteName(origin))}</caption>
        <PurposeHeader first={t('matrix_category')} last={origin === undefined ? t('matrix_effectiveHeadAll') : t('matrix_effectiveHead', siteName(origin))} />
        <tbody>
          {POLICY_CATEGORIES.map((category) => {
            const reasons = PURPOSES.map((p) => lockOf(category, p));
            const rowLock = reasons.every((r) => r === 'managed') ? 'managed' : reasons.every((r) => r !== undefined) ? reasons[0] : undefined;
            const reasonId = `lock-${category}`;
            return (
              <tr key={category} data-category={category} data-locked={rowLock ?? (reasons.some((r) => r === 'managed') ? 'partly-managed' : undefined)}>
                <th scope="row">
                  {categoryLabel(t, category)}
                  {MODEL_ROWS.has(category) ? (
                    <span class="note model-decides" data-model-decides>
                      {' '}
                      — {t('matrix_modelDecides')}
                    </span>
                  ) : null}
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
                {origin === undefined ? (
                  <td data-effective>{acrossSites(t, props.enforced, category, props.scopes)}</td>
                ) : (
                  <EffectiveCell t={t} policy={props.enforced} category={category} origin={origin} />
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      </div>
    </div>
  );
}

/** The decision one site would get for a category, with the purpose that sets it. */
function EffectiveCell({ t, policy, category, origin }: { t: Translate; policy: Policy; category: PolicyCategory; origin: string }) {
  const decision = effectiveDecision(policy, category, undefined, origin);
  const purpose = decisivePurpose(policy, category, origin);
  return (
    <td data-effective={decision} class={`d-${decision}`}>
      <strong>{decisionLabel(t, decision)}</strong>
      <span class="why">{purpose !== undefined ? t('matrix_effectiveWhy', purposeLabel(t, purpose)) : t('matrix_effectiveManaged')}</span>
    </td>
  );
}
