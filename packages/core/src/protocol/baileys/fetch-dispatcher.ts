import { rootCertificates } from 'node:tls'
import { DEF_MEDIA_HOST } from '@whiskeysockets/baileys'
import { Agent, type Dispatcher } from 'undici'

/**
 * What Baileys' own fetch downloads go through (its `options.dispatcher`): a history sync's blob, which
 * Utils/history.ts downloadHistory fetches itself, from WhatsApp's default media host since the notification names
 * only a directPath. It carries the operator's extra media trust (`mediaCa`), and sends what is addressed to
 * mmg.whatsapp.net to `defaultMediaHost` when a server stands in for WhatsApp. Undefined when neither is set:
 * Baileys' fetch then reaches WhatsApp as it is.
 */
export function fetchDispatcher(options: {
  mediaCa?: string | Buffer | undefined
  defaultMediaHost?: string | undefined
  /** The session's proxy dispatcher (net/proxy-agent.ts), which carries the extra media trust itself. */
  via?: Dispatcher
}): Dispatcher | undefined {
  const { mediaCa, defaultMediaHost, via } = options
  if (!mediaCa && !defaultMediaHost && !via) return undefined
  const agent = via ?? new Agent(mediaCa ? { connect: { ca: [...rootCertificates, mediaCa.toString()] } } : {})
  if (!defaultMediaHost) return agent
  const origin = `https://${defaultMediaHost}`
  return agent.compose(
    (dispatch) => (request, handler) =>
      dispatch(new URL(String(request.origin)).host === DEF_MEDIA_HOST ? { ...request, origin } : request, handler),
  )
}
