const INVITE_CODE_LENGTH = 22;
/** how long the v4 invite of a refused add stays valid */
const ADD_REQUEST_TTL_MS = 3 * 24 * 3600_000;
export function groupJid(group) {
    return `${group.id}@g.us`;
}
export function isAdmin(group, account) {
    return !!group.members.get(account);
}
export class Groups {
    clock;
    ids;
    byId = new Map();
    byCode = new Map();
    /** accounts whose privacy says "only my contacts can add me to groups" */
    contactsOnly = new Set();
    constructor(clock, ids) {
        this.clock = clock;
        this.ids = ids;
    }
    /** the creator joins as superadmin, as the server adds it implicitly */
    create(creator, subject, addressingMode) {
        const now = this.clock.now();
        const group = {
            id: `120363${this.ids.digits(12)}`,
            subject,
            subjectOwner: creator,
            subjectTime: now,
            creator,
            creation: now,
            addressingMode,
            members: new Map([[creator, 'superadmin']]),
            description: undefined,
            announcement: false,
            locked: false,
            memberAddMode: 'all_member_add',
            memberLinkMode: 'admin_link',
            memberShareGroupHistoryMode: 'admin_share',
            joinApproval: false,
            ephemeralSeconds: 0,
            inviteCode: this.ids.token(INVITE_CODE_LENGTH),
            pending: new Map(),
            suspended: false,
            internal: false,
            appeal: undefined,
            picture: null,
            community: undefined,
            parent: undefined,
            subgroupKind: undefined,
        };
        this.byId.set(group.id, group);
        this.byCode.set(group.inviteCode, group);
        return group;
    }
    get(id) {
        return this.byId.get(id);
    }
    /** `<id>@g.us`; anything else names no group */
    byJid(jid) {
        const match = /^(\d+)@g\.us$/.exec(jid ?? '');
        return match ? this.byId.get(match[1]) : undefined;
    }
    /** the group a code opens, and whether a revoke replaced the code */
    byInviteCode(code) {
        const group = this.byCode.get(code);
        return group ? { group, revoked: group.inviteCode !== code } : undefined;
    }
    /** a new code; the old one stops working at once (a join with it is told 410, not 406) */
    revokeInvite(group) {
        group.inviteCode = this.ids.token(INVITE_CODE_LENGTH);
        this.byCode.set(group.inviteCode, group);
        return group.inviteCode;
    }
    /** a deactivated community: its jid names nothing any more */
    delete(group) {
        this.byId.delete(group.id);
        this.byCode.delete(group.inviteCode);
    }
    /** the groups linked to a community, in order of creation */
    linkedTo(parent) {
        return [...this.byId.values()].filter((g) => g.parent === parent);
    }
    of(account) {
        return [...this.byId.values()].filter((g) => g.members.has(account));
    }
    setContactsOnlyAdds(account, on) {
        if (on)
            this.contactsOnly.add(account);
        else
            this.contactsOnly.delete(account);
    }
    addsFromContactsOnly(account) {
        return this.contactsOnly.has(account);
    }
    /**
     * The simulator keeps no address books, so an account that lets only its contacts add it refuses
     * every add by another account.
     */
    refusesAddBy(account, adder) {
        return account !== adder && this.contactsOnly.has(account);
    }
    /** the v4 invite a refused add hands back, which the adder may send the account instead */
    addRequest() {
        return {
            code: this.ids.token(INVITE_CODE_LENGTH),
            expiration: Math.floor((this.clock.now() + ADD_REQUEST_TTL_MS) / 1000),
        };
    }
}
//# sourceMappingURL=groups.js.map