import { pictureBytes } from '../profile/picture-bytes.js';
import { onConnection, upstreamError } from '../upstream-errors.js';
import { presentAppeal, presentGroup, presentJoined, presentMembershipRequest, presentOutcome, presentRow, } from './present.js';
/** Where an invite code leads: WhatsApp's link for it. */
const inviteLink = (code) => ({
    code,
    link: `https://chat.whatsapp.com/${code}`,
});
/**
 * Groups (spec 4.3): each operation on the session's connection (the 409s when it has none), WhatsApp's refusals
 * mapped to the group Problems, and the group events WhatsApp reports published as `group.*`.
 */
export class GroupService {
    #context;
    constructor(context) {
        this.#context = context;
    }
    /** `group.joined`, `group.updated` and `group.participants`, as the notifications report them. */
    inbound = {
        'group.joined': (sessionId, { type: _type, ...data }) => this.#context.bus.publishDetached('group.joined', sessionId, presentJoined(data)),
        'group.updated': (sessionId, { type: _type, ...data }) => this.#context.bus.publishDetached('group.updated', sessionId, data),
        'group.participants': (sessionId, { type: _type, ...data }) => this.#context.bus.publishDetached('group.participants', sessionId, data),
    };
    #call(sessionId, what, domain, run) {
        return onConnection(this.#context, sessionId, domain, what, (connection) => run(connection.groups));
    }
    async list(sessionId) {
        const groups = await this.#call(sessionId, 'The groups could not be listed', 'groups', (groups) => groups.list());
        return groups.map(presentGroup);
    }
    async get(sessionId, groupJid) {
        return presentGroup(await this.#call(sessionId, `Group ${groupJid} could not be read`, 'groups', (groups) => groups.metadata(groupJid)));
    }
    async create(sessionId, input) {
        const { group, outcomes } = await this.#call(sessionId, 'The group could not be created', 'groups', (groups) => groups.create(input.subject, input.participants, input.description ?? null));
        return { ...presentGroup(group), participantResults: outcomes.map(presentOutcome) };
    }
    /** Subject first, then the description (`""` clears it); the group as it is afterwards. */
    async updateProfile(sessionId, groupJid, input) {
        const group = await this.#call(sessionId, `Group ${groupJid} could not be changed`, 'groups', async (groups) => {
            if (input.subject !== undefined)
                await groups.setSubject(groupJid, input.subject);
            if (input.description !== undefined)
                await groups.setDescription(groupJid, input.description === '' ? null : input.description);
            return groups.metadata(groupJid);
        });
        return presentGroup(group);
    }
    async setPicture(sessionId, groupJid, input) {
        this.#context.sessions.require(sessionId);
        const image = await pictureBytes(this.#context, input);
        const group = await this.#call(sessionId, `The picture of group ${groupJid} could not be set`, 'groups', async (groups) => {
            await groups.setPicture(groupJid, image);
            return groups.metadata(groupJid);
        });
        return presentGroup(group);
    }
    async removePicture(sessionId, groupJid) {
        const group = await this.#call(sessionId, `The picture of group ${groupJid} could not be removed`, 'groups', async (groups) => {
            await groups.removePicture(groupJid);
            return groups.metadata(groupJid);
        });
        return presentGroup(group);
    }
    async updateParticipants(sessionId, groupJid, action, participants) {
        const rows = await this.#call(sessionId, `The participants of ${groupJid} could not be changed`, 'groups', (groups) => groups.updateParticipants(groupJid, action, participants));
        return rows.map(presentOutcome);
    }
    async changeSetting(sessionId, groupJid, change) {
        const group = await this.#call(sessionId, `The settings of ${groupJid} could not be changed`, 'groups', async (groups) => {
            await groups.changeSetting(groupJid, change);
            return groups.metadata(groupJid);
        });
        return presentGroup(group);
    }
    async previewInvite(sessionId, code) {
        return presentGroup(await this.#call(sessionId, 'The invite could not be read', 'invites', (groups) => groups.inviteInfo(code)));
    }
    async join(sessionId, code) {
        const groupJid = await this.#call(sessionId, 'The group could not be joined', 'invites', (groups) => groups.join(code));
        return { groupJid, pendingApproval: groupJid === null };
    }
    async inviteCode(sessionId, groupJid) {
        return inviteLink(await this.#call(sessionId, `The invite code of ${groupJid} could not be read`, 'groups', (groups) => groups.inviteCode(groupJid)));
    }
    async revokeInvite(sessionId, groupJid) {
        return inviteLink(await this.#call(sessionId, `The invite of ${groupJid} could not be revoked`, 'groups', (groups) => groups.revokeInvite(groupJid)));
    }
    async membershipRequests(sessionId, groupJid) {
        const requests = await this.#call(sessionId, `The join requests of ${groupJid} could not be read`, 'groups', (groups) => groups.membershipRequests(groupJid));
        return requests.map(presentMembershipRequest);
    }
    /** Approve or reject others' requests (an admin), or `cancel` the session's own (the requester): one row per participant. */
    async answerMembershipRequests(sessionId, groupJid, input) {
        if (input.action === 'cancel') {
            const own = await this.#call(sessionId, `The join request for ${groupJid} could not be withdrawn`, 'groups', (groups) => groups.cancelMembershipRequest(groupJid));
            return [{ jid: own, status: 200, error: null }];
        }
        const { action, participants } = input;
        const rows = await this.#call(sessionId, `The join requests of ${groupJid} could not be answered`, 'groups', (groups) => groups.answerMembershipRequests(groupJid, action, participants));
        return rows.map(presentRow);
    }
    /** Leaves each group in turn; one that fails does not stop the others, and its row says why. */
    async leave(sessionId, groupJids) {
        const { groups } = this.#context.sessions.require(sessionId);
        const rows = [];
        for (const groupJid of groupJids) {
            try {
                await groups.leave(groupJid);
                rows.push({ jid: groupJid, status: 200, error: null });
            }
            catch (error) {
                const failure = upstreamError(error, 'groups', `Leaving ${groupJid} failed`);
                const status = error.statusCode ?? 502;
                rows.push({ jid: groupJid, status, error: failure.code });
            }
        }
        return rows;
    }
    async isInternal(sessionId, groupJid) {
        return {
            groupJid,
            internal: await this.#call(sessionId, `Whether ${groupJid} is internal could not be read`, 'groups', (groups) => groups.isInternal(groupJid)),
        };
    }
    async appealSuspension(sessionId, groupJid, reason) {
        const answer = await this.#call(sessionId, `The suspension of ${groupJid} could not be appealed`, 'groups', (groups) => groups.appealSuspension(groupJid, reason));
        return presentAppeal(answer);
    }
}
//# sourceMappingURL=service.js.map