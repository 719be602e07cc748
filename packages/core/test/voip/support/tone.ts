const sampleRate = 16_000

/** A sine tone at `frequency`, `count` samples from sample `start`, at a third of full scale. */
export function tone(frequency: number, start: number, count: number): Int16Array {
  const out = new Int16Array(count)
  for (let i = 0; i < count; i++)
    out[i] = Math.round(10_000 * Math.sin((2 * Math.PI * frequency * (start + i)) / sampleRate))
  return out
}

/** The power of `pcm` at `frequency` (the Goertzel filter). */
export function goertzel(pcm: Int16Array, frequency: number): number {
  const coefficient = 2 * Math.cos((2 * Math.PI * frequency) / sampleRate)
  let previous = 0
  let beforePrevious = 0
  for (const sample of pcm) {
    const current = sample + coefficient * previous - beforePrevious
    beforePrevious = previous
    previous = current
  }
  return previous ** 2 + beforePrevious ** 2 - coefficient * previous * beforePrevious
}

/** The strongest of 100 Hz to 3 kHz in 20 Hz steps: what a listener would call the tone's pitch. */
export function dominantFrequency(pcm: Int16Array): number {
  let best = 0
  let bestPower = -1
  for (let frequency = 100; frequency <= 3000; frequency += 20) {
    const power = goertzel(pcm, frequency)
    if (power > bestPower) [best, bestPower] = [frequency, power]
  }
  return best
}
