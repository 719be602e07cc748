import { SERVER_JID } from '../jids.js';
import { iqError, iqResult } from '../server/iq.js';
import { groupJid, isAdmin } from '../state/groups.js';
import { actorAttrs, groupNode } from './group-nodes.js';
/** a w:g2 refusal: the iq is answered `<error code text/>` */
export class GroupError extends Error {
    code;
    text;
    constructor(code, text) {
        super(`${code} ${text}`);
        this.code = code;
        this.text = text;
    }
}
export const notAuthorized = () => new GroupError(401, 'not-authorized');
export const forbidden = () => new GroupError(403, 'forbidden');
export const notFound = () => new GroupError(404, 'item-not-found');
export const conflict = () => new GroupError(409, 'conflict');
export const badRequest = () => new GroupError(400, 'bad-request');
export const notAcceptable = () => new GroupError(406, 'not-acceptable');
/** One w:g2 (or w:mex) request being answered, and the notifications its change sends once the reply is out. */
export class GroupRequest {
    server;
    iq;
    actor;
    outbox = [];
    constructor(server, iq, actor) {
        this.server = server;
        this.iq = iq;
        this.actor = actor;
    }
    get account() {
        return this.actor.account;
    }
    /** the iq's first child: what is asked */
    get child() {
        return this.iq.content[0];
    }
    /** the group the iq is addressed to */
    group() {
        const group = this.server.state.groups.byJid(this.iq.attrs.to);
        if (!group)
            throw notFound();
        return group;
    }
    /** the community the iq is addressed to: 406 when the group is not one */
    community() {
        const group = this.group();
        if (!group.community)
            throw notAcceptable();
        return group;
    }
    member(group = this.group()) {
        if (!group.members.has(this.account))
            throw forbidden();
        return group;
    }
    admin(group = this.member()) {
        if (!isAdmin(group, this.account))
            throw notAuthorized();
        return group;
    }
    /**
     * One `<notification type='w:gp2'>` with one change to every device of `audience`, except the device that made
     * the change: it learns from its reply. The envelope is whatsapp-rust's (`wacore/src/stanza/groups.rs`
     * GroupNotification: `from`, `id`, `t`, `participant` with `participant_pn` in a LID group, `notify`,
     * `addressing_mode`); each change is a child as whatsapp-rust's `parse_action` and whatsmeow's `parseGroupChange`
     * read it (`<subject>`, `<description>`, `<add>`, `<remove>`, `<promote>`, `<demote>`, the settings, `<invite>`,
     * `<create>`, the membership requests). WhatsApp may put several changes in one, which the client reads as well.
     */
    announce(group, change, audience, actor = this.account) {
        const { server } = this;
        const except = this.actor;
        this.outbox.push(() => {
            const node = {
                tag: 'notification',
                attrs: {
                    from: groupJid(group),
                    type: 'w:gp2',
                    id: server.nextId(),
                    t: server.now(),
                    ...actorAttrs(group, 'participant', actor),
                    notify: actor.pushName,
                    addressing_mode: group.addressingMode,
                },
                content: [change],
            };
            for (const account of new Set(audience)) {
                for (const device of account.devices.values())
                    if (device !== except)
                        server.deliver(device, node);
            }
        });
    }
    /** `<create>` to the devices of accounts that just joined, so their clients learn the whole group */
    announceJoin(group, joined, reason, key) {
        if (!joined.length)
            return;
        const attrs = {};
        if (reason)
            attrs.reason = reason;
        if (key)
            attrs.key = key;
        this.announce(group, { tag: 'create', attrs, content: [groupNode(group)] }, joined);
    }
    /** the result, `from` the request's `to` as WhatsApp echoes it (Baileys' groupAcceptInviteV4 reads it) */
    answer(content) {
        const reply = iqResult(this.iq, content);
        reply.attrs.from = this.iq.attrs.to ?? SERVER_JID;
        return reply;
    }
    flush() {
        for (const send of this.outbox.splice(0))
            send();
    }
}
/** a row of the w:g2 table: the op's refusals become error iqs, its changes notifications after the reply */
export function groupRow(type, child, op) {
    return {
        tag: 'iq',
        xmlns: 'w:g2',
        type,
        child,
        handle(server, client, iq) {
            const request = new GroupRequest(server, iq, client.device);
            try {
                client.send(request.answer(op(request)));
            }
            catch (err) {
                if (!(err instanceof GroupError))
                    throw err;
                const refusal = iqError(iq, err.code, err.text);
                refusal.attrs.from = iq.attrs.to ?? SERVER_JID;
                client.send(refusal);
                return;
            }
            request.flush();
        },
    };
}
/** the members who may manage the group */
export function admins(group) {
    return [...group.members.keys()].filter((a) => isAdmin(group, a));
}
//# sourceMappingURL=group-request.js.map