/**
 * Decisions over time as a small hand-drawn SVG: one stacked bar per day, one colour per
 * decision, with a text summary for screen readers and a legend that does not rely on colour.
 */
import { DECISIONS, type Decision } from '../../core/vocabulary';
import type { LedgerRecord } from '../../core/ledger/ledger-record';
import { decisionsByDay } from './chart-data';
import { useT } from '../../ui/i18n';
import { decisionLabel } from '../../ui/labels';

const WIDTH = 640;
const HEIGHT = 180;
const PAD = { top: 12, right: 12, bottom: 28, left: 36 };
/** Drawing order, bottom to top: the most protective at the base. */
const ORDER: readonly Decision[] = ['block', 'mask', 'ask', 'allow'];

export function DecisionChart({ records }: { records: readonly LedgerRecord[] }) {
  const t = useT();
  const series = decisionsByDay(records);
  if (series.days.length === 0) return <p class="hint">{t('chart_empty')}</p>;
  const totals = Object.fromEntries(DECISIONS.map((d) => [d, series.days.reduce((n, day) => n + day.counts[d], 0)])) as Record<Decision, number>;
  const summary = t(
    'chart_summary',
    records.length - series.omitted,
    series.days.length,
    ORDER.map((d) => `${decisionLabel(t, d)}: ${totals[d]}`).join(', '),
  );
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / series.days.length;
  const barW = Math.max(2, Math.min(28, slot * 0.7));
  const scale = (n: number) => (series.max === 0 ? 0 : (n / series.max) * plotH);
  const first = series.days[0]!;
  const last = series.days[series.days.length - 1]!;
  return (
    <figure class="chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="chart-title chart-desc" preserveAspectRatio="xMidYMid meet">
        <title id="chart-title">{t('chart_title')}</title>
        <desc id="chart-desc">{summary}</desc>
        <line class="axis" x1={PAD.left} y1={PAD.top + plotH} x2={WIDTH - PAD.right} y2={PAD.top + plotH} />
        <text class="tick" x={PAD.left - 6} y={PAD.top + 4} text-anchor="end">
          {series.max}
        </text>
        <text class="tick" x={PAD.left - 6} y={PAD.top + plotH} text-anchor="end">
          0
        </text>
        {series.days.map((day, i) => {
          let y = PAD.top + plotH;
          const x = PAD.left + i * slot + (slot - barW) / 2;
          return (
            <g key={day.day} data-day={day.day} data-total={day.total}>
              {ORDER.map((d) => {
                const h = scale(day.counts[d]);
                if (h === 0) return null;
                y -= h;
                return (
                  <rect key={d} class={`bar d-${d}`} x={x} y={y} width={barW} height={h}>
                    <title>{`${day.day}: ${decisionLabel(t, d)} ${day.counts[d]}`}</title>
                  </rect>
                );
              })}
            </g>
          );
        })}
        <text class="tick" x={PAD.left} y={HEIGHT - 8}>
          {first.day}
        </text>
        {series.days.length > 1 ? (
          <text class="tick" x={WIDTH - PAD.right} y={HEIGHT - 8} text-anchor="end">
            {last.day}
          </text>
        ) : null}
      </svg>
      <figcaption>
        <ul class="legend">
          {ORDER.map((d) => (
            <li key={d}>
              <span class={`swatch d-${d}`} aria-hidden="true" /> {decisionLabel(t, d)} ({totals[d]})
            </li>
          ))}
        </ul>
        {series.omitted > 0 ? <p class="hint">{t('chart_omitted', series.omitted)}</p> : null}
      </figcaption>
    </figure>
  );
}
