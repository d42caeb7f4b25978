/**
 * The options page: the person's consent (matrix per site, site profiles, policy actions), the
 * ledger and the playground. Policy edits collect in a draft; saving sends the draft once
 * unconfirmed, and when the service worker answers that it releases more, the confirmation dialog
 * lists what would be released and only the person's click sends it again as confirmed.
 */
import { useEffect, useState } from 'preact/hooks';
import type { PolicyAction } from '../../core/vocabulary';
import { canonicalJson } from '../../core/ledger/canonical-json';
import type { PolicyView } from '../../protocol/ui';
import type { Policy, PolicyCategory, Relaxation } from '../../core/policy/policy';
import { decisivePurpose, effectiveChanges, policyOrigins, type EffectiveChange } from '../../core/policy/effective-changes';
import type { Purpose } from '../../core/vocabulary';
import type { UiApi } from '../api';
import { useT, type Translate } from '../../ui/i18n';
import { siteName, siteOrigins } from '../known-sites';
import { actionLabel, categoryLabel, decisionLabel, purposeLabel } from '../../ui/labels';
import { ConfirmDialog } from '../../ui/shared/confirm-dialog';
import { ActionsPanel } from './actions-panel';
import { ConsentMatrix } from './consent-matrix';
import { LedgerPanel } from './ledger-panel';
import { Playground } from './playground';
import type { TextModelReader } from '../../core/decide/model-reading';
import { SiteProfiles } from './site-profiles';
import { enforcedDraft } from './policy-edit';
import { POLICY_FILE_NAME, policyFileText } from './policy-export';

export interface OptionsAppProps {
  api: UiApi;
  download: (filename: string, content: string, type: string) => void;
  /** Loads the on-device models for the playground (absent: the playground shows the detectors alone). */
  loadModels?: () => Promise<TextModelReader>;
}

type Notice = { kind: 'ok' | 'bad'; text: string } | null;

/**
 * A change waiting for the person's confirmation: what it does to each site's effective decision
 * (what the dialog lists), the actions it turns on or off (which release more on every site), and
 * the settings it moves, kept to say why a change that releases nothing now does nothing.
 */
interface PendingChange {
  changes: EffectiveChange[];
  actions: Relaxation[];
  settings: Relaxation[];
  /** The enforced policy after the change, for the "why nothing changes" lines. */
  next: Policy;
}

function describeChange(t: Translate, c: EffectiveChange): string {
  return t('change_site', c.origin === undefined ? t('change_otherSites') : siteName(c.origin), categoryLabel(t, c.category), decisionLabel(t, c.from), decisionLabel(t, c.to));
}

/** Why a setting that moved changes no site: the purposes that still decide, per category. */
function whyNoEffect(t: Translate, r: Relaxation, next: Policy): string {
  if (r.kind !== 'cell') return describe(t, r);
  const deciding = new Set<Purpose>();
  const origins = r.origin !== undefined ? [r.origin] : [...policyOrigins(next), undefined];
  for (const origin of origins) {
    const p = decisivePurpose(next, r.category as PolicyCategory, origin);
    if (p !== undefined && p !== r.purpose) deciding.add(p);
  }
  const purposes = [...deciding].map((p) => t('page_quoted', purposeLabel(t, p))).join(', ');
  return deciding.size > 0 ? t('noEffect_cell', describe(t, r), purposes) : t('noEffect_cellManaged', describe(t, r));
}

function describe(t: Translate, r: Relaxation): string {
  switch (r.kind) {
    case 'cell':
      return r.origin === undefined
        ? t('relax_cell', categoryLabel(t, r.category), purposeLabel(t, r.purpose), decisionLabel(t, r.from), decisionLabel(t, r.to))
        : t('relax_cellSite', categoryLabel(t, r.category), purposeLabel(t, r.purpose), siteName(r.origin), decisionLabel(t, r.from), decisionLabel(t, r.to));
    case 'profile':
      return t('relax_profile', siteName(r.origin), purposeLabel(t, r.purpose));
    case 'action':
      return r.change === 'added' ? t('relax_actionAdded', actionLabel(t, r.action)) : t('relax_actionRemoved', actionLabel(t, r.action));
  }
}

export function OptionsApp({ api, download, loadModels }: OptionsAppProps) {
  const t = useT();
  const [view, setView] = useState<PolicyView | null>(null);
  const [draft, setDraft] = useState<Policy | null>(null);
  const [scope, setScope] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  const load = async () => {
    try {
      const v = await api.getPolicy();
      setView(v);
      setDraft(v.user);
      setLoadError(null);
    } catch (e) {
      setLoadError((e as Error).message);
    }
  };
  useEffect(() => {
    void load();
  }, []);

  if (loadError !== null) {
    return (
      <main>
        <h1>{t('options_title')}</h1>
        <p class="bad" role="alert">
          {t('options_loadFailed', loadError)}
        </p>
      </main>
    );
  }
  if (view === null || draft === null) {
    return (
      <main aria-busy="true">
        <h1>{t('options_title')}</h1>
        <p>{t('options_loading')}</p>
      </main>
    );
  }

  const dirty = canonicalJson(draft) !== canonicalJson(view.user);
  const sites = siteOrigins(Object.keys(draft.sites ?? {}), Object.keys(draft.profiles ?? {}));

  const save = async (confirmed: boolean) => {
    setNotice(null);
    try {
      const result = await api.setPolicy(draft, confirmed);
      if (result.ok) {
        setPending(null);
        setNotice({ kind: 'ok', text: t('save_done', result.generation) });
        await load();
        return;
      }
      switch (result.reason) {
        case 'needs_consent': {
          const next = enforcedDraft(draft, view);
          setPending({
            changes: effectiveChanges(view.effective, next),
            actions: result.items.filter((r) => r.kind === 'action'),
            settings: result.items.filter((r) => r.kind !== 'action'),
            next,
          });
          return;
        }
        case 'locked':
          setNotice({ kind: 'bad', text: t('save_locked', result.cells.join(', ')) });
          return;
        case 'invalid':
          setNotice({ kind: 'bad', text: t('save_invalid', result.problems.join('; ')) });
          return;
      }
    } catch (e) {
      setNotice({ kind: 'bad', text: t('save_failed', (e as Error).message) });
    }
  };

  // The worker asks for consent on any setting that loosens; when no site's decision loosens with
  // it, the dialog says that nothing more is released rather than warning of a release.
  const quiet = pending !== null && pending.actions.length === 0 && !pending.changes.some((c) => c.relaxes);
  const managedActions: PolicyAction[] = view.managed.actions ?? [];
  const hasManaged = view.locked.some((c) => c.reason === 'managed') || managedActions.length > 0;

  return (
    <>
      <header class="page-header">
        <h1>{t('options_title')}</h1>
        <nav aria-label={t('options_sections')}>
          <ul>
            <li>
              <a href="#consent">{t('section_consent')}</a>
            </li>
            <li>
              <a href="#profiles">{t('section_profiles')}</a>
            </li>
            <li>
              <a href="#actions">{t('section_actions')}</a>
            </li>
            <li>
              <a href="#ledger">{t('section_ledger')}</a>
            </li>
            <li>
              <a href="#playground">{t('section_playground')}</a>
            </li>
          </ul>
        </nav>
      </header>
      <main>
        <p class="hint" data-generation={view.generation}>
          {t('options_generation', view.generation)}
        </p>
        {view.loadError ? (
          <p class="bad" role="alert">
            {t('options_policyRefused', view.loadError)}
          </p>
        ) : null}
        {view.managedError ? (
          <p class="bad" role="alert">
            {t('options_managedRefused', view.managedError)}
          </p>
        ) : null}
        {hasManaged ? (
          <div class="notice" data-managed-notice>
            <p>{t('options_managedNotice')}</p>
            {view.managed.note ? <p data-managed-note>{t('options_managedNote', view.managed.note)}</p> : null}
            <p class="hint">{t('options_managedEverywhere')}</p>
          </div>
        ) : null}

        <section id="consent" aria-labelledby="consent-h">
          <h2 id="consent-h">{t('section_consent')}</h2>
          <ConsentMatrix
            managedNote={view.managed.note}
            draft={draft}
            enforced={enforcedDraft(draft, view)}
            effective={view.effective}
            locked={view.locked}
            scope={scope}
            scopes={sites}
            onScope={setScope}
            onChange={setDraft}
          />
          <div class="export-policy">
            <button
              type="button"
              class="secondary"
              data-export-policy
              onClick={() => {
                try {
                  download(POLICY_FILE_NAME, policyFileText(view.effective), 'application/json');
                } catch (e) {
                  setNotice({ kind: 'bad', text: t('policy_exportFailed', (e as Error).message) });
                }
              }}
            >
              {t('policy_export')}
            </button>
            <p class="hint">{t('policy_exportHint')}</p>
          </div>
        </section>

        <section id="profiles" aria-labelledby="profiles-h">
          <h2 id="profiles-h">{t('section_profiles')}</h2>
          <p class="hint">{t('profiles_intro')}</p>
          {hasManaged ? <p class="hint" data-managed-hold>{t('profiles_managedHold')}</p> : null}
          <SiteProfiles draft={draft} sites={sites} onChange={setDraft} />
        </section>

        <section id="actions" aria-labelledby="actions-h">
          <h2 id="actions-h">{t('section_actions')}</h2>
          <ActionsPanel draft={draft} managed={managedActions} managedBlocks={view.locked.some((c) => c.reason === 'managed' && view.effective.decisions[c.category][c.purpose] === 'block')} onChange={setDraft} />
        </section>

        <div class="save-bar" role="region" aria-label={t('save_region')}>
          <span role="status" aria-live="polite">
            {dirty ? t('save_unsaved') : null}
            {notice ? <span class={notice.kind} data-notice={notice.kind}> {notice.text}</span> : null}
          </span>
          <button type="button" disabled={!dirty} onClick={() => void save(false)} data-save>
            {t('save_button')}
          </button>
          <button type="button" class="secondary" disabled={!dirty} onClick={() => setDraft(view.user)}>
            {t('save_discard')}
          </button>
        </div>

        <section id="ledger" aria-labelledby="ledger-h">
          <h2 id="ledger-h">{t('section_ledger')}</h2>
          <p class="hint">{t('ledger_intro')}</p>
          <LedgerPanel api={api} sites={sites} download={download} />
        </section>

        <section id="playground" aria-labelledby="playground-h">
          <h2 id="playground-h">{t('section_playground')}</h2>
          <p class="hint">{t('playground_intro')}</p>
          <Playground policy={view.effective} sites={sites} {...(loadModels ? { loadModels } : {})} />
        </section>
      </main>

      <ConfirmDialog
        open={pending !== null}
        title={quiet ? (pending?.changes.length === 0 ? t('confirm_noEffectTitle') : t('confirm_noReleaseTitle')) : t('confirm_relaxTitle')}
        confirmLabel={quiet ? t('confirm_noEffectYes') : t('confirm_relaxYes')}
        cancelLabel={t('confirm_cancel')}
        onCancel={() => setPending(null)}
        onConfirm={() => void save(true)}
      >
        {pending !== null && pending.changes.length > 0 ? (
          <>
            <p>{t('confirm_changesBody')}</p>
            <ul data-changes>
              {pending.changes.map((c) => (
                <li key={`${c.origin ?? ''}:${c.category}`} data-site={c.origin ?? ''} data-category={c.category} data-relaxes={String(c.relaxes)}>
                  {describeChange(t, c)}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {pending !== null && pending.actions.length > 0 ? (
          <>
            <p>{t('confirm_actionsBody')}</p>
            <ul data-actions>
              {pending.actions.map((r, i) => (
                <li key={i}>{describe(t, r)}</li>
              ))}
            </ul>
          </>
        ) : null}
        {pending !== null && quiet ? (
          <div data-no-effect>
            <p>{t('confirm_noEffectBody')}</p>
            <ul>
              {pending.settings.map((r, i) => (
                <li key={i}>{whyNoEffect(t, r, pending.next)}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
