// The HTTP client of sends.mjs, in its own process so the engine's process does only the engine's work.
// On {run: {url, headers, bodies, concurrency}} it POSTs every body with `concurrency` requests in flight
// (keep-alive connections) and answers with the statuses it got.
process.on('message', async (msg) => {
  if (msg === 'close') process.exit(0)
  const { url, headers, bodies, concurrency } = msg.run
  const statuses = {}
  let next = 0
  let firstError = null
  const worker = async () => {
    while (next < bodies.length) {
      const body = bodies[next++]
      const response = await fetch(url, { method: 'POST', headers, body })
      const text = await response.text()
      statuses[response.status] = (statuses[response.status] ?? 0) + 1
      if (response.status !== 200 && !firstError) firstError = text.slice(0, 300)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  process.send({ statuses, firstError })
})
process.on('disconnect', () => process.exit(0))
process.send({ ready: true })
