import { iqResult } from '../server/iq.js';
import { MAX_UPLOAD_BYTES, MEDIA_CONN_TTL_SECONDS } from '../server/media-host.js';
/** xmlns='w:m' media_conn: one host, the simulator's own HTTPS blob store; Baileys uploads to `https://<hostname><path>` */
export const mediaHandlers = [
    {
        tag: 'iq',
        xmlns: 'w:m',
        child: 'media_conn',
        handle(server, client, iq) {
            client.send(iqResult(iq, [
                {
                    tag: 'media_conn',
                    attrs: { auth: server.media.auth, ttl: String(MEDIA_CONN_TTL_SECONDS) },
                    content: [
                        {
                            tag: 'host',
                            attrs: { hostname: server.media.hostname, maxContentLengthBytes: String(MAX_UPLOAD_BYTES) },
                        },
                    ],
                },
            ]));
        },
    },
];
//# sourceMappingURL=media.js.map