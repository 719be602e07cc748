import { randomBytes } from 'node:crypto';
import { getBinaryNodeChild, getBinaryNodeChildBuffer } from '@whiskeysockets/baileys';
import { refuse } from '../dispatch.js';
import { parseJid } from '../jids.js';
import { iqError, iqResult } from '../server/iq.js';
/** xmlns='md': linking by pairing code (companion_hello, companion_finish) and a companion logging itself out. */
export const pairingHandlers = [
    {
        tag: 'iq',
        xmlns: 'md',
        child: 'link_code_companion_reg',
        anonymous: true,
        handle(server, client, iq) {
            const reg = getBinaryNodeChild(iq, 'link_code_companion_reg');
            if (reg.attrs.stage === 'companion_finish')
                return server.linking.finishCode(client, iq, reg);
            if (reg.attrs.stage !== 'companion_hello')
                return refuse(server, client, iq);
            // companion_hello: remembered until the phone enters the code
            const phoneNumber = parseJid(reg.attrs.jid)?.user;
            const wrapped = getBinaryNodeChildBuffer(reg, 'link_code_pairing_wrapped_companion_ephemeral_pub');
            const noiseKey = getBinaryNodeChildBuffer(reg, 'companion_server_auth_key_pub');
            if (!phoneNumber || !wrapped || wrapped.length !== 80 || !noiseKey || !client.registration) {
                client.send(iqError(iq, 400, 'bad-request'));
                return;
            }
            if (!server.state.accounts.get(phoneNumber)) {
                client.send(iqError(iq, 404, 'item-not-found'));
                return;
            }
            const ref = randomBytes(12).toString('base64url');
            client.send(iqResult(iq, [
                {
                    tag: 'link_code_companion_reg',
                    attrs: {},
                    content: [{ tag: 'link_code_pairing_ref', attrs: {}, content: Buffer.from(ref) }],
                },
            ]));
            server.linking.requestCode({
                ref,
                client,
                phoneNumber,
                wrappedCompanionEphemeral: Buffer.from(wrapped),
                companionNoiseKey: Buffer.from(noiseKey),
                platformId: getBinaryNodeChildBuffer(reg, 'companion_platform_id')?.toString() ?? '',
                platformDisplay: getBinaryNodeChildBuffer(reg, 'companion_platform_display')?.toString() ?? '',
            });
        },
    },
    {
        // Baileys' sock.logout()
        tag: 'iq',
        xmlns: 'md',
        child: 'remove-companion-device',
        async handle(server, client, iq) {
            const device = client.device;
            client.send(iqResult(iq));
            client.device = undefined;
            await server.linking.unlink(device, 'companion');
            await client.end();
        },
    },
];
//# sourceMappingURL=pairing.js.map