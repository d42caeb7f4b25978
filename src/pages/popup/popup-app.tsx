/**
 * The toolbar popup: the current tab's state as the service worker's guard knows it (guarded,
 * paused or unprotected — never "protected" unless a guard reported itself live in this tab),
 * the tab's counts and this session's latest decisions on its site from the ledger, how the tab's
 * latest screen share went (frames checked and shown, regions OCR read), and pause
 * for this tab only, which turns protection off and therefore needs the person's explicit
 * confirmation first.
 */
import { useEffect, useState } from 'preact/hooks';
import type { LedgerRecord } from '../../core/ledger/ledger-record';
import type { ScreenShareSummary } from '../../protocol/screen';
import type { TabCounts, TabStateView } from '../../protocol/guard';
import type { UiApi } from '../api';
import { useT } from '../../ui/i18n';
import { siteName } from '../known-sites';
import { categoryCounts, decisionLabel, surfaceLabel } from '../../ui/labels';
import { ConfirmDialog } from '../../ui/shared/confirm-dialog';
import { PauseIcon, ShieldIcon, WarningIcon } from '../../ui/shared/icons';

/** The tab's counters, in the order shown. */
const COUNTED = ['masked', 'blocked', 'asked', 'held', 'passed', 'restored'] as const satisfies ReadonlyArray<keyof TabCounts>;

export interface PopupAppProps {
  api: UiApi;
  /** The tab the popup speaks for; null when there is none (no state to show). */
  tabId: number | null;
  openOptions: () => void;
}

export function PopupApp({ api, tabId, openOptions }: PopupAppProps) {
  const t = useT();
  const [view, setView] = useState<TabStateView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [recent, setRecent] = useState<LedgerRecord[]>([]);
  const [screen, setScreen] = useState<ScreenShareSummary | null>(null);

  const show = async (next: TabStateView) => {
    setView(next);
    if (next.origin === null) return setRecent([]);
    const answer = await api.recentDecisions(next.origin);
    setRecent(answer.available ? answer.records : []);
  };

  const load = async () => {
    if (tabId === null) return;
    try {
      const shares = await api.screenShares(tabId).catch(() => ({ shares: [] }));
      setScreen(shares.shares.find((s) => s.diagnostics !== null) ?? null);
      await show(await api.tabState(tabId));
      setError(null);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  useEffect(() => {
    void load();
  }, [tabId]);

  const setPaused = async (paused: boolean) => {
    setConfirming(false);
    if (tabId === null) return;
    try {
      await show(await api.setTabPaused(tabId, paused));
    } catch (e) {
      setError((e as Error).message);
    }
  };

  const state = view?.state ?? 'unprotected';
  const site = view?.origin ? siteName(view.origin) : '';
  const total = view ? COUNTED.reduce((n, k) => n + view.counts[k], 0) : 0;

  return (
    <main class="popup" aria-busy={tabId !== null && view === null && error === null}>
      <h1 class="visually-hidden">{t('extName')}</h1>
      <section class={`state state-${state}`} data-state={view ? state : 'unknown'} aria-labelledby="state-h">
        <h2 id="state-h">
          {state === 'guarded' ? <ShieldIcon /> : state === 'paused' ? <PauseIcon /> : <WarningIcon />}
          {state === 'guarded' ? t('popup_guarded') : state === 'paused' ? t('popup_paused') : t('popup_unprotected')}
        </h2>
        <p>
          {state === 'guarded'
            ? t('popup_guardedBody', site)
            : state === 'paused'
              ? `${t('popup_pausedBody', site)} ${t('popup_pausedLocks')}`
              : view?.siteId
                ? t('popup_noComposerBody', site)
                : t('popup_unprotectedBody')}
        </p>
        {state === 'guarded' ? (
          <button type="button" class="danger" onClick={() => setConfirming(true)} data-pause>
            {t('popup_pause')}
          </button>
        ) : null}
        {state === 'paused' ? (
          <button type="button" onClick={() => void setPaused(false)} data-resume>
            {t('popup_resume')}
          </button>
        ) : null}
      </section>

      {error !== null ? (
        <p class="bad" role="alert">
          {error}
        </p>
      ) : null}

      {view && view.origin ? (
        <section aria-labelledby="session-h">
          <h2 id="session-h">{t('popup_session', site)}</h2>
          {total === 0 ? (
            <p class="hint">{t('popup_noDecisions')}</p>
          ) : (
            <ul class="counts" data-counts>
              {COUNTED.filter((k) => view.counts[k] > 0).map((k) => (
                <li key={k} data-count={k}>
                  {t('popup_countLine', t(`popup_count_${k}`), view.counts[k])}
                </li>
              ))}
            </ul>
          )}
          {screen?.diagnostics ? (
            <p class="hint" data-screen-share>
              {screen.diagnostics.state === 'failed'
                ? t('popup_screenShareFailed')
                : t('popup_screenShare', screen.diagnostics.frames.received, screen.diagnostics.ocr.readings, screen.live ? t('popup_screenShareLive') : '')}
            </p>
          ) : null}
          {recent.length > 0 ? (
            <>
              <h3>{t('popup_recent')}</h3>
              <ol class="recent">
                {recent.map((r) => (
                  <li key={r.seq}>
                    <time dateTime={new Date(r.time).toISOString()}>{new Date(r.time).toLocaleTimeString()}</time> · {surfaceLabel(t, r.surface)}
                    {Object.keys(r.categories).length > 0 ? ` · ${categoryCounts(t, r.categories)}` : ''} → <strong>{decisionLabel(t, r.decision)}</strong>
                  </li>
                ))}
              </ol>
            </>
          ) : null}
        </section>
      ) : null}

      <p>
        <a
          href="#"
          onClick={(e) => {
            e.preventDefault();
            openOptions();
          }}
          data-open-options
        >
          {t('popup_openOptions')}
        </a>
      </p>

      <ConfirmDialog
        open={confirming}
        title={t('popup_pauseTitle')}
        confirmLabel={t('popup_pauseYes')}
        cancelLabel={t('confirm_cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void setPaused(true)}
      >
        <p>{t('popup_pauseBody', site)}</p>
        <p>{t('popup_pausedLocks')}</p>
      </ConfirmDialog>
    </main>
  );
}
