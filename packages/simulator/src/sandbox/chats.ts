import { phoneOr404, sandboxRoute, type SandboxRoute } from './route.js'

/** The phone's chats as app state describes them: what a session's chat actions did, seen from the phone. */
export const chatRoutes: SandboxRoute[] = [
  sandboxRoute({
    method: 'GET',
    path: '/phones/:phoneNumber/chats',
    run: async ({ sim, params }) => phoneOr404(sim, params.phoneNumber).chats.list(),
  }),
]
