import { useEffect, useState } from 'preact/hooks'
import { type Analytics, type Usage, unwrap } from '../api.js'
import { useDashboard } from '../context.js'
import { ErrorText, useOutcome } from '../ui.js'

const periods = [7, 30, 90] as const
const series = [
  { key: 'sentMessages', label: 'Sent', color: '#1d6b3a' },
  { key: 'failedMessages', label: 'Failed', color: '#b3261e' },
  { key: 'apiRequests', label: 'API requests', color: '#1f4e99' },
] as const

export function UsageView() {
  const { api } = useDashboard()
  const [usage, setUsage] = useState<Usage | null>(null)
  const [days, setDays] = useState<(typeof periods)[number]>(7)
  const [analytics, setAnalytics] = useState<Analytics | null>(null)
  const outcome = useOutcome()
  useEffect(() => void outcome.run(async () => setUsage(await unwrap(api.GET('/usage')))), [api])
  useEffect(
    () =>
      void outcome.run(async () =>
        setAnalytics(await unwrap(api.GET('/usage/analytics', { params: { query: { days: String(days) } } }))),
      ),
    [api, days],
  )
  return (
    <>
      <ErrorText error={outcome.error} />
      {usage ? (
        <dl class="counters">
          {(
            [
              ['Active sessions', usage.activeSessions],
              ['Sessions', usage.totalSessions],
              ['Sent this month', usage.sentMessagesThisMonth],
              ['Failed this month', usage.failedMessagesThisMonth],
              ['API requests this month', usage.apiRequestsThisMonth],
              ['Webhooks', usage.webhooksConfigured],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <section aria-labelledby="timeline">
        <div class="row">
          <h2 id="timeline">By day</h2>
          <fieldset class="row toggles">
            <legend class="sr-only">Period</legend>
            {periods.map((p) => (
              <button key={p} type="button" aria-pressed={p === days} onClick={() => setDays(p)}>
                {p} days
              </button>
            ))}
          </fieldset>
        </div>
        {analytics ? <Chart analytics={analytics} /> : null}
        {analytics ? (
          <dl class="counters">
            <div>
              <dt>2xx answers</dt>
              <dd>{analytics.statusBreakdown.success2xx}</dd>
            </div>
            <div>
              <dt>4xx answers</dt>
              <dd>{analytics.statusBreakdown.clientError4xx}</dd>
            </div>
            <div>
              <dt>5xx answers</dt>
              <dd>{analytics.statusBreakdown.serverError5xx}</dd>
            </div>
          </dl>
        ) : null}
      </section>
    </>
  )
}

/** A line per series over the period's days, drawn as SVG (no chart library: three polylines and two labels). */
function Chart({ analytics }: { analytics: Analytics }) {
  const width = 640
  const height = 220
  const pad = 28
  const points = analytics.timeline
  const top = Math.max(1, ...points.flatMap((p) => series.map((s) => p[s.key])))
  const x = (i: number) => pad + (points.length < 2 ? 0 : (i * (width - 2 * pad)) / (points.length - 1))
  const y = (v: number) => height - pad - (v * (height - 2 * pad)) / top
  const summary = series.map((s) => `${s.label} ${points.reduce((sum, p) => sum + p[s.key], 0)}`).join(', ')
  return (
    <figure class="chart">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={`Last ${analytics.periodDays} days: ${summary}`}>
        <line x1={pad} y1={height - pad} x2={width - pad} y2={height - pad} stroke="#555" />
        <text x={pad} y={pad - 8} font-size="12" fill="#222">
          {top}
        </text>
        <text x={pad} y={height - 8} font-size="12" fill="#222">
          {points[0]?.date}
        </text>
        <text x={width - pad} y={height - 8} font-size="12" fill="#222" text-anchor="end">
          {points.at(-1)?.date}
        </text>
        {series.map((s) => (
          <polyline
            key={s.key}
            fill="none"
            stroke={s.color}
            stroke-width="2"
            points={points.map((p, i) => `${x(i)},${y(p[s.key])}`).join(' ')}
          />
        ))}
      </svg>
      <figcaption class="row">
        {series.map((s) => (
          <span key={s.key}>
            <span class="swatch" style={{ background: s.color }} aria-hidden="true" /> {s.label}
          </span>
        ))}
      </figcaption>
    </figure>
  )
}
