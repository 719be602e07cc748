// The HTTP client of sends.mjs, in its own process so the engine's process does only the engine's work.
// On {run: {url, headers, bodies, concurrency}} it POSTs every body with `concurrency` requests in flight
// (keep-alive connections) and answers with the statuses it got; with `urls`, body i goes to urls[i]. node:http with a keep-alive agent rather
// than fetch: on a 2-core machine the client shares the cores with the engine and the simulator, and fetch
// costs it several times the CPU per request.
import http from 'node:http'

process.on('message', async (msg) => {
  if (msg === 'close') process.exit(0)
  const { url, urls, headers, bodies, concurrency } = msg.run
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })
  const statuses = {}
  let next = 0
  let firstError = null
  const post = (body, target) =>
    new Promise((resolve, reject) => {
      const request = http.request(
        target,
        { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
        (response) => {
          const chunks = []
          response.on('data', (chunk) => chunks.push(chunk))
          response.on('end', () =>
            resolve({ status: response.statusCode, text: Buffer.concat(chunks).toString('utf8') }),
          )
          response.on('error', reject)
        },
      )
      request.on('error', reject)
      request.end(body)
    })
  const worker = async () => {
    while (next < bodies.length) {
      const i = next++
      const { status, text } = await post(bodies[i], urls?.[i] ?? url)
      statuses[status] = (statuses[status] ?? 0) + 1
      if (status !== 200 && !firstError) firstError = text.slice(0, 300)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  agent.destroy()
  process.send({ statuses, firstError })
})
process.on('disconnect', () => process.exit(0))
process.send({ ready: true })
