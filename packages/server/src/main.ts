import { startStandaloneServer } from './server.js'

const instance = await startStandaloneServer(process.env, { sandbox: process.argv.includes('--sandbox') }).catch(
  (error: unknown) => {
    process.stderr.write(`sessionkit could not start: ${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  },
)

let stopping = false
const shutdown = (signal: NodeJS.Signals) => {
  if (stopping) return
  stopping = true
  instance.logger.info({ signal }, 'shutting down')
  instance.close().then(
    () => process.exit(0),
    (error: unknown) => {
      instance.logger.error({ err: error }, 'shutdown failed')
      process.exit(1)
    },
  )
}
process.once('SIGINT', shutdown)
process.once('SIGTERM', shutdown)
