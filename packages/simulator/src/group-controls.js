export function groupControls(groups) {
    const record = (jid) => {
        const group = groups.byJid(jid);
        if (!group)
            throw new Error(`no group ${jid} exists on this simulator`);
        return group;
    };
    return {
        setSuspended: (jid, suspended) => {
            record(jid).suspended = suspended;
        },
        setInternal: (jid, internal) => {
            record(jid).internal = internal;
        },
        setAddressingMode: (jid, mode) => {
            record(jid).addressingMode = mode;
        },
        get: (jid) => groups.byJid(jid),
    };
}
//# sourceMappingURL=group-controls.js.map