import type { ComponentChildren } from 'preact'
import { useId, useState } from 'preact/hooks'
import { messageOf } from './api.js'

/** A call's progress and outcome as the page reports it: an error in an alert, a success in a polite status. */
export interface Outcome {
  busy: boolean
  error: string | null
  run: <T>(action: () => Promise<T>) => Promise<T | undefined>
}

export function useOutcome(): Outcome {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  return {
    busy,
    error,
    run: async (action) => {
      setBusy(true)
      setError(null)
      try {
        return await action()
      } catch (caught) {
        setError(messageOf(caught))
        return undefined
      } finally {
        setBusy(false)
      }
    },
  }
}

export const ErrorText = ({ error }: { error: string | null }) =>
  error ? (
    <p class="error" role="alert">
      {error}
    </p>
  ) : null

export const Field = ({ label, children }: { label: string; children: ComponentChildren }) => (
  // biome-ignore lint/a11y/noLabelWithoutControl: the control is `children`, which the label wraps
  <label class="field">
    <span>{label}</span>
    {children}
  </label>
)

/**
 * A labelled select. The label is tied by `for`, not wrapped around it: a wrapping label's name would also read
 * the chosen option ("Session Choose a session").
 */
export function SelectField({
  label,
  value,
  onChange,
  children,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  children: ComponentChildren
}) {
  const id = useId()
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {children}
      </select>
    </div>
  )
}

/** A two-step destructive action: the first click asks, the second does it. */
export function Confirm({ label, question, onConfirm }: { label: string; question: string; onConfirm: () => void }) {
  const [asking, setAsking] = useState(false)
  if (!asking)
    return (
      <button type="button" class="danger" onClick={() => setAsking(true)}>
        {label}
      </button>
    )
  return (
    <span class="confirm">
      <span>{question}</span>
      <button
        type="button"
        class="danger"
        onClick={() => {
          setAsking(false)
          onConfirm()
        }}
      >
        Yes, {label.toLowerCase()}
      </button>
      <button type="button" onClick={() => setAsking(false)}>
        Cancel
      </button>
    </span>
  )
}

export const when = (iso: string | null | undefined): string => (iso ? new Date(iso).toLocaleString() : '—')
