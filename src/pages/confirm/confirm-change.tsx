/**
 * The confirmation for a relaxation someone asked for with "Remember for this site" in a site's
 * prompt. It runs on an extension page, out of any site's reach, and only a trusted click here
 * turns the pending change into policy. Shows categories and purposes by their names and the
 * site by the name people know it by, never values, in the browser's language.
 */
import { useEffect, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import type { ChangeOutcome, PendingChangeView } from '../../protocol/guard';
import type { Caller } from '../../protocol/channel';
import type { GUARD } from '../../protocol/guard';
import { pt as t } from '../../ui/page-strings';
import { categoryLabel, purposeLabel } from '../../ui/labels';
import { siteName } from '../known-sites';
import { PURPOSES, type Purpose } from '../../core/vocabulary';

const isPurpose = (p: string): p is Purpose => (PURPOSES as readonly string[]).includes(p);

type GuardCall = Caller<typeof GUARD>;

type Stage = { kind: 'loading' } | { kind: 'missing' } | { kind: 'ready'; change: PendingChangeView } | { kind: 'done'; outcome: ChangeOutcome };

export function ConfirmChange(props: { id: string; call: GuardCall; onDone: () => void }): JSX.Element {
  const [stage, setStage] = useState<Stage>({ kind: 'loading' });
  const [doneSite, setDoneSite] = useState<string | null>(null);

  useEffect(() => {
    props
      .call('change/get', { id: props.id })
      .then((change) => setStage(change ? { kind: 'ready', change } : { kind: 'missing' }))
      .catch(() => setStage({ kind: 'missing' }));
  }, [props.id]);

  const answer = (confirmed: boolean) => (event: MouseEvent) => {
    if (!event.isTrusted) return;
    props
      .call('change/confirm', { id: props.id, confirmed })
      .then((outcome) => {
        if (stage.kind === 'ready') setDoneSite(siteName(stage.change.origin));
        setStage({ kind: 'done', outcome });
        props.onDone();
      })
      .catch((error: unknown) => setStage({ kind: 'done', outcome: { ok: false, reason: (error as Error).message } }));
  };

  if (stage.kind === 'loading') return <p aria-busy="true">{t('confirmWin_loading')}</p>;
  if (stage.kind === 'missing') return <p role="alert">{t('confirmWin_missing')}</p>;
  if (stage.kind === 'done') {
    return <p role="status">{stage.outcome.ok ? t('confirmWin_saved', doneSite ?? '') : stage.outcome.reason}</p>;
  }
  const { change } = stage;
  const site = siteName(change.origin);
  const categories = [...new Set(change.cells.map((c) => c.category))];
  return (
    <section class="confirm-window" aria-labelledby="title">
      <h1 id="title">{t('confirmWin_title', site)}</h1>
      <p>{t('confirmWin_body', site)}</p>
      <ul>
        {categories.map((category) => (
          <li key={category} data-category={category}>
            {t(
              'confirmWin_item',
              categoryLabel(t, category),
              change.cells
                .filter((c) => c.category === category)
                .map((c) => t('page_quoted', isPurpose(c.purpose) ? purposeLabel(t, c.purpose) : c.purpose))
                .join(', '),
            )}
          </li>
        ))}
      </ul>
      {change.locked.length > 0 && <p class="hint">{t('confirmWin_locked')}</p>}
      <div class="actions">
        <button type="button" class="secondary" onClick={answer(false)} autoFocus data-keep>
          {t('confirmWin_keep')}
        </button>
        <button type="button" class="danger" onClick={answer(true)} data-confirm>
          {t('confirmWin_confirm')}
        </button>
      </div>
    </section>
  );
}
