import { useEffect, useRef } from 'preact/hooks'

/**
 * A ref for a list's "more" line: `onVisible` runs when it scrolls into view. An observer reports a change of
 * visibility only, so the line is given a new key per page (a new element is observed afresh): a page too short to
 * push it out of view reads the next one at once.
 */
export function useSentinel(onVisible: () => void): (element: Element | null) => void {
  const latest = useRef(onVisible)
  latest.current = onVisible
  const observer = useRef<IntersectionObserver | null>(null)
  useEffect(() => () => observer.current?.disconnect(), [])
  return (element) => {
    observer.current?.disconnect()
    if (!element) return
    observer.current = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current()
    })
    observer.current.observe(element)
  }
}
