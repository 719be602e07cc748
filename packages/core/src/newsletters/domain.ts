import type { EngineContext } from '../context.js'
import { defineDomain } from '../operations/domain.js'
import { newsletterErrors } from './errors.js'
import { newsletterOperations } from './operations.js'
import type { SendPace } from '../messages/send-pace.js'
import { OwnedChannelService } from './owned-channels.js'
import { NewsletterService } from './service.js'

/** Channels (newsletters): finding, reading and following them; creating, changing and posting to owned ones. */
export const newslettersDomain = defineDomain({
  services: {
    newsletters: (context: EngineContext) => new NewsletterService(context),
    ownedChannels: (context: EngineContext, services: { sendPace: SendPace }) =>
      new OwnedChannelService(context, services.sendPace),
  },
  operations: { newsletters: newsletterOperations },
  errors: newsletterErrors,
})
