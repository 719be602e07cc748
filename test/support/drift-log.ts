/**
 * The drifts response-drift.ts found, kept apart from it: the setup file reads them in every test file, and importing
 * the check itself (the route table, the OpenAPI document, its validators) there would cost every unit test that
 * never makes a handler seconds of start-up.
 */
const drifts: string[] = []

export function recordDrift(drift: string): void {
  drifts.push(drift)
}

/** The drifts found since the last call (the setup file fails the test that saw any). */
export function takeDrifts(): string[] {
  return drifts.splice(0)
}
