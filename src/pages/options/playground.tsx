/**
 * The playground: paste text, pick a site, and see what the site would receive and why each
 * finding was treated as it was. It runs the same decideText the extension uses, right in this
 * page, under the policy in force, with the on-device models' reading (loaded in this page on
 * the first text typed) and shows the context classifier's category and confidence. The text
 * stays in this component's memory: it is never sent to the service worker, stored, or logged.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { decideText } from '../../core/decide/decide-text';
import { injectionFrom, type ModelReading, type TextModelReader } from '../../core/decide/model-reading';
import { ACT_ALONE_CONFIDENCE } from '../../core/classifier/labels';
import { decideFinding } from '../../core/policy/actions';
import { purposesFor, type Policy } from '../../core/policy/policy';
import { useT } from '../../ui/i18n';
import { siteName } from '../known-sites';
import { actionLabel, categoryLabel, decisionLabel, purposeLabel } from '../../ui/labels';

export interface PlaygroundProps {
  policy: Policy;
  sites: string[];
  /** Loads the on-device models; absent, the playground decides with the detectors alone. */
  loadModels?: () => Promise<TextModelReader>;
}

type Models = { state: 'idle' | 'loading' | 'failed' } | { state: 'ready'; heads: TextModelReader };

export function Playground({ policy, sites, loadModels }: PlaygroundProps) {
  const t = useT();
  const [text, setText] = useState('');
  const [site, setSite] = useState('');
  const [models, setModels] = useState<Models>({ state: 'idle' });
  const origin = site === '' ? undefined : site;
  // The models load on the first text typed, as they do in a site's page.
  useEffect(() => {
    if (text === '' || !loadModels || models.state !== 'idle') return;
    setModels({ state: 'loading' });
    loadModels().then(
      (heads) => setModels({ state: 'ready', heads }),
      () => setModels({ state: 'failed' }),
    );
  }, [text, loadModels, models.state]);
  // The models answer asynchronously: a reading counts only for the text it was made of.
  const [read, setRead] = useState<{ text: string; reading: Extract<ModelReading, { ok: true }> } | null>(null);
  useEffect(() => {
    if (models.state !== 'ready' || text === '') return;
    let live = true;
    models.heads.read(text).then(
      (reading) => live && setRead({ text, reading }),
      () => live && setModels({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [models, text]);
  const reading = models.state === 'ready' && read !== null && read.text === text ? read.reading : null;
  const result = useMemo(() => {
    if (text === '') return null;
    const modelOptions = reading ? { context: reading.context, injectionDetector: injectionFrom(reading) } : models.state === 'failed' ? { context: 'unavailable' as const } : {};
    return decideText(text, { policy, ...(origin !== undefined ? { origin } : {}), ...modelOptions });
  }, [text, policy, origin, reading, models.state]);
  const purposes = purposesFor(policy, origin);

  return (
    <div class="playground">
      <p>
        <label for="playground-site">{t('playground_site')}</label>{' '}
        <select id="playground-site" value={site} onChange={(e) => setSite(e.currentTarget.value)}>
          <option value="">{t('playground_unknownSite')}</option>
          {sites.map((s) => (
            <option key={s} value={s}>
              {siteName(s)}
            </option>
          ))}
        </select>{' '}
        <span class="hint">{t('playground_purposes', purposes.map((p) => purposeLabel(t, p)).join(', '))}</span>
      </p>
      <label for="playground-input">{t('playground_input')}</label>
      <textarea
        id="playground-input"
        rows={6}
        spellcheck={false}
        autocomplete="off"
        value={text}
        onInput={(e) => setText(e.currentTarget.value)}
      />
      <div aria-live="polite" data-playground-result>
        {text === '' ? null : models.state === 'loading' ? (
          <p class="hint">{t('playground_modelLoading')}</p>
        ) : models.state === 'failed' ? (
          <p class="bad">{t('playground_modelFailed')}</p>
        ) : reading ? (
          <p class="model" data-model-category={reading.context.category} data-model-confidence={reading.context.confidence.toFixed(4)}>
            {t('playground_model', categoryLabel(t, reading.context.category), String(Math.round(reading.context.confidence * 100)))}{' '}
            {reading.context.category === 'benign' ? null : reading.context.confidence >= ACT_ALONE_CONFIDENCE ? t('playground_modelActs') : t('playground_modelAsks')}
          </p>
        ) : null}
        {result === null ? null : !result.ok ? (
          <p class="bad" data-outcome="blocked">
            {t('playground_failed', result.error.message)}
          </p>
        ) : (
          <div>
            <p class={result.blocked ? 'bad' : 'ok'} data-outcome={result.blocked ? 'blocked' : 'released'}>
              {result.blocked ? t('playground_blocked') : result.applied.length === 0 ? t('playground_nothing') : t('playground_released', result.applied.length)}
            </p>
            {!result.blocked ? (
              <>
                <h3>{t('playground_output')}</h3>
                <pre class="output" data-masked>
                  {result.masked}
                </pre>
              </>
            ) : null}
            {result.applied.length > 0 ? (
              <table class="findings">
                <caption>{t('playground_findings')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('playground_found')}</th>
                    <th scope="col">{t('playground_category')}</th>
                    <th scope="col">{t('playground_rule')}</th>
                    <th scope="col">{t('playground_decision')}</th>
                    <th scope="col">{t('playground_why')}</th>
                  </tr>
                </thead>
                <tbody>
                  {result.applied.map((f) => {
                    const why = decideFinding(policy, f.category, origin !== undefined ? { origin } : {});
                    return (
                      <tr key={`${f.start}-${f.end}`} data-category={f.category} data-decision={why.decision}>
                        <td>
                          <code>{text.slice(f.start, f.end)}</code>
                        </td>
                        <td>{categoryLabel(t, f.category)}</td>
                        <td>
                          <code>{f.rule}</code> ({Math.round(f.confidence * 100)} %)
                        </td>
                        <td class={`d-${why.decision}`}>
                          {decisionLabel(t, why.decision)}
                          {f.replacement !== '' ? (
                            <>
                              {' → '}
                              <code>{f.replacement}</code>
                            </>
                          ) : null}
                        </td>
                        <td>
                          {why.decisivePurpose !== undefined
                            ? t('playground_whyMatrix', decisionLabel(t, why.matrixDecision), purposeLabel(t, why.decisivePurpose))
                            : null}
                          {why.matrixDecision === 'ask' ? ` ${t('playground_whyAsk')}` : null}
                          {why.actions.map((a) => ` ${t('playground_whyAction', actionLabel(t, a))}`).join('')}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            ) : null}
          </div>
        )}
      </div>
    </div>
  );
}
