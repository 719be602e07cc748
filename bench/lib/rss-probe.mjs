// The IPC side of a bench's server process whose RSS is measured: `rss` answers it after forced GCs, `sample` the
// highest RSS since the last sample (read every 10 ms), `stop` closes the server and the engine and exits.
export function answerRssProbes(server, engine) {
  let peak = 0
  setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss())
  }, 10).unref()
  const settled = async () => {
    for (let i = 0; i < 10; i++) {
      globalThis.gc?.()
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    return process.memoryUsage.rss()
  }
  process.on('message', async ({ op }) => {
    if (op === 'rss') process.send({ rss: await settled() })
    else if (op === 'sample') {
      process.send({ peak })
      peak = process.memoryUsage.rss()
    } else if (op === 'stop') {
      server.close()
      server.closeAllConnections()
      await engine.stop()
      process.exit(0)
    }
  })
}
