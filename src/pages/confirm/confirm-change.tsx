/**
 * The confirmation for a relaxation someone asked for with "Remember for this site" in a site's
 * prompt. It runs on an extension page, out of any site's reach, and only a trusted click here
 * turns the pending change into policy. Shows categories and purposes, never values.
 */
import { useEffect, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import type { ChangeOutcome, PendingChangeView } from '../../protocol/guard';
import type { Caller } from '../../protocol/channel';
import type { GUARD } from '../../protocol/guard';
import { categoryPhrase } from '../../ui/category-labels';

type GuardCall = Caller<typeof GUARD>;

type Stage = { kind: 'loading' } | { kind: 'missing' } | { kind: 'ready'; change: PendingChangeView } | { kind: 'done'; outcome: ChangeOutcome };

export function ConfirmChange(props: { id: string; call: GuardCall; onDone: () => void }): JSX.Element {
  const [stage, setStage] = useState<Stage>({ kind: 'loading' });

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
        setStage({ kind: 'done', outcome });
        props.onDone();
      })
      .catch((error: unknown) => setStage({ kind: 'done', outcome: { ok: false, reason: (error as Error).message } }));
  };

  if (stage.kind === 'loading') return <p>Loading…</p>;
  if (stage.kind === 'missing') return <p role="alert">This change is no longer waiting. Nothing was changed.</p>;
  if (stage.kind === 'done') {
    return <p role="status">{stage.outcome.ok ? 'Saved. The site will receive these categories as they are from now on.' : stage.outcome.reason}</p>;
  }
  const { change } = stage;
  const categories = [...new Set(change.cells.map((c) => c.category))];
  return (
    <section aria-labelledby="title" style={{ font: '15px/1.45 system-ui, sans-serif', maxWidth: '28rem', margin: '1.5rem auto' }}>
      <h1 id="title" style={{ fontSize: '20px' }}>
        Send these as they are to {new URL(change.origin).host} from now on?
      </h1>
      <p>You chose “Send original” and “Remember for this site”. Confirm to stop masking these on this site:</p>
      <ul>
        {categories.map((category) => (
          <li key={category}>
            {categoryPhrase(category, 2).replace(/^2 /, '')} — for{' '}
            {change.cells.filter((c) => c.category === category).map((c) => c.purpose).join(', ')}
          </li>
        ))}
      </ul>
      {change.locked.length > 0 && <p>Secrets and anything your administrator fixed stay masked.</p>}
      <div style={{ display: 'flex', gap: '0.5rem' }}>
        <button type="button" onClick={answer(false)} autoFocus>
          Keep masking
        </button>
        <button type="button" onClick={answer(true)}>
          Confirm
        </button>
      </div>
    </section>
  );
}
