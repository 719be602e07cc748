import { phoneOr404, sandboxRoute } from './route.js';
/** The phone's chats as app state describes them: what a session's chat actions did, seen from the phone. */
export const chatRoutes = [
    sandboxRoute({
        method: 'GET',
        path: '/phones/:phoneNumber/chats',
        run: async ({ sim, params }) => phoneOr404(sim, params.phoneNumber).chats.list(),
    }),
];
//# sourceMappingURL=chats.js.map