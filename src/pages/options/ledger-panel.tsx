/**
 * The consent ledger as the person reads it: filters, the decisions-over-time chart, the records
 * (one per event: per category what happened and who decided, counts only; the ledger holds no
 * text), export as JSONL or CSV, verify, which
 * walks the hash chain and names the first broken link, and clearing it, which cannot be undone
 * and so goes through the confirmation step (a trusted click on each button).
 */
import { useEffect, useState } from 'preact/hooks';
import { DECISIONS, type Decision } from '../../core/vocabulary';
import type { LedgerClearedRecord, LedgerRecord, VerifyResult } from '../../core/ledger/ledger-record';
import { SURFACES, type Surface } from '../../core/vocabulary';
import type { LedgerFilter } from '../../protocol/ui';
import type { UiApi } from '../api';
import { useT } from '../../ui/i18n';
import { siteName } from '../known-sites';
import { deciderLabel, decisionLabel, outcomeLines, surfaceLabel } from '../../ui/labels';
import { ConfirmDialog } from '../../ui/shared/confirm-dialog';
import { DecisionChart } from './decision-chart';

export interface LedgerPanelProps {
  api: UiApi;
  sites: string[];
  download: (filename: string, content: string, type: string) => void;
}

const SHOWN = 200;

function dayStart(value: string): number | undefined {
  if (value === '') return undefined;
  const [y, m, d] = value.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1).getTime();
}

export function LedgerPanel({ api, sites, download }: LedgerPanelProps) {
  const t = useT();
  const [origin, setOrigin] = useState('');
  const [surface, setSurface] = useState('');
  const [decision, setDecision] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [records, setRecords] = useState<LedgerRecord[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [verify, setVerify] = useState<VerifyResult | null>(null);
  const [seen, setSeen] = useState<string[]>([]);
  const [cleared, setCleared] = useState<LedgerClearedRecord | null>(null);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const [clearDone, setClearDone] = useState<number | null>(null);

  const filter = (): LedgerFilter => {
    const f: LedgerFilter = {};
    if (origin !== '') f.origin = origin;
    if (surface !== '') f.surface = surface as Surface;
    if (decision !== '') f.decision = decision as Decision;
    const since = dayStart(from);
    const until = dayStart(to);
    if (since !== undefined) f.since = since;
    if (until !== undefined) f.until = until + 24 * 3600 * 1000 - 1;
    return f;
  };

  const load = async () => {
    try {
      const answer = await api.listLedger(filter());
      if (!answer.available) {
        setError(answer.error);
        setRecords([]);
        return;
      }
      setError(null);
      setRecords(answer.records);
      setCleared(answer.cleared ?? null);
      setSeen((old) => [...new Set([...old, ...answer.records.map((r) => r.origin)])]);
    } catch (e) {
      setError((e as Error).message);
    }
  };

  useEffect(() => {
    void load();
  }, [origin, surface, decision, from, to]);

  const runVerify = async () => {
    setVerify(null);
    try {
      const answer = await api.verifyLedger();
      if (answer.available) setVerify(answer.result);
      else setError(answer.error);
    } catch (e) {
      setError((e as Error).message);
    }
  };

  const runExport = async (format: 'jsonl' | 'csv') => {
    try {
      const answer = await api.exportLedger(format);
      if (answer.available) download(answer.filename, answer.content, format === 'csv' ? 'text/csv' : 'application/x-ndjson');
      else setError(answer.error);
    } catch (e) {
      setError((e as Error).message);
    }
  };

  const runClear = async () => {
    setConfirmingClear(false);
    setVerify(null);
    setClearDone(null);
    try {
      const answer = await api.clearLedger();
      if (!answer.available) return setError(answer.error);
      setClearDone(answer.cleared.removed);
      await load();
    } catch (e) {
      setError((e as Error).message);
    }
  };

  const newestFirst = records ? [...records].reverse().slice(0, SHOWN) : [];
  const siteChoices = [...new Set([...sites, ...seen])];

  return (
    <div>
      <fieldset class="filters">
        <legend>{t('ledger_filters')}</legend>
        <label>
          {t('ledger_site')}{' '}
          <select value={origin} onChange={(e) => setOrigin(e.currentTarget.value)} name="origin">
            <option value="">{t('ledger_any')}</option>
            {siteChoices.map((s) => (
              <option key={s} value={s}>
                {siteName(s)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('ledger_surface')}{' '}
          <select value={surface} onChange={(e) => setSurface(e.currentTarget.value)} name="surface">
            <option value="">{t('ledger_any')}</option>
            {SURFACES.map((s) => (
              <option key={s} value={s}>
                {surfaceLabel(t, s)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('ledger_decision')}{' '}
          <select value={decision} onChange={(e) => setDecision(e.currentTarget.value)} name="decision">
            <option value="">{t('ledger_any')}</option>
            {DECISIONS.map((d) => (
              <option key={d} value={d}>
                {decisionLabel(t, d)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('ledger_from')} <input type="date" value={from} onChange={(e) => setFrom(e.currentTarget.value)} name="from" />
        </label>
        <label>
          {t('ledger_to')} <input type="date" value={to} onChange={(e) => setTo(e.currentTarget.value)} name="to" />
        </label>
      </fieldset>

      <div class="toolbar">
        <button type="button" onClick={() => void runVerify()} data-verify>
          {t('ledger_verify')}
        </button>
        <button type="button" class="secondary" onClick={() => void runExport('jsonl')}>
          {t('ledger_exportJsonl')}
        </button>
        <button type="button" class="secondary" onClick={() => void runExport('csv')}>
          {t('ledger_exportCsv')}
        </button>
        <button
          type="button"
          class="danger"
          data-clear-ledger
          onClick={(event) => {
            if (event.isTrusted) setConfirmingClear(true);
          }}
        >
          {t('ledger_clear')}
        </button>
      </div>
      {clearDone !== null ? (
        <p class="ok" role="status" data-cleared-now={clearDone}>
          {t('ledger_clearDone', clearDone)}
        </p>
      ) : null}
      {cleared !== null ? (
        <p class="hint" data-cleared={cleared.removed}>
          {t('ledger_clearedOn', new Date(cleared.time).toLocaleString(), cleared.removed)}
        </p>
      ) : null}
      <div role="status" aria-live="polite" class="verify-result" data-verify-result={verify ? (verify.ok ? 'ok' : 'broken') : undefined}>
        {verify?.ok === true ? <p class="ok">{t('ledger_verifyOk', verify.count)}</p> : null}
        {verify?.ok === false ? (
          <p class="bad" data-broken-at={verify.brokenAt}>
            {t('ledger_verifyBroken', verify.brokenAt, verify.reason)}
          </p>
        ) : null}
      </div>
      {error !== null ? (
        <p class="bad" role="alert">
          {t('ledger_unavailable', error)}
        </p>
      ) : null}

      {records !== null ? <DecisionChart records={records} /> : null}

      {records !== null && records.length === 0 ? (
        <p class="hint">{t('ledger_empty')}</p>
      ) : null}
      {records !== null && records.length > 0 ? (
        <div class="scroll" tabIndex={0} role="region" aria-label={t('ledger_tableLabel')}>
          <table class="ledger">
            <caption>{t('ledger_caption', newestFirst.length, records.length)}</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('ledger_time')}</th>
                <th scope="col">{t('ledger_site')}</th>
                <th scope="col">{t('ledger_surface')}</th>
                <th scope="col">{t('ledger_outcomes')}</th>
                <th scope="col">{t('ledger_decision')}</th>
                <th scope="col">{t('ledger_decidedBy')}</th>
                <th scope="col">{t('ledger_confidence')}</th>
                <th scope="col">{t('ledger_generation')}</th>
              </tr>
            </thead>
            <tbody>
              {newestFirst.map((r) => (
                <tr key={r.seq} data-seq={r.seq}>
                  <td>{r.seq}</td>
                  <td>{new Date(r.time).toLocaleString()}</td>
                  <td>{siteName(r.origin)}</td>
                  <td>{surfaceLabel(t, r.surface)}</td>
                  <td data-outcomes>
                    {outcomeLines(t, r.categories, r.outcomes).map((line, i) => (
                      <div key={i}>{line}</div>
                    ))}
                  </td>
                  <td class={`d-${r.decision}`}>{decisionLabel(t, r.decision)}</td>
                  <td>{deciderLabel(t, r.decided_by)}</td>
                  <td>{r.confidence === null ? '—' : r.confidence.toFixed(2)}</td>
                  <td>{r.policy_generation}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      <ConfirmDialog
        open={confirmingClear}
        title={t('ledger_clearTitle')}
        confirmLabel={t('ledger_clearYes')}
        cancelLabel={t('confirm_cancel')}
        onCancel={() => setConfirmingClear(false)}
        onConfirm={() => void runClear()}
      >
        <p>{t('ledger_clearBody')}</p>
      </ConfirmDialog>
    </div>
  );
}
