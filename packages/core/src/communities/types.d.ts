/** `group.linked` / `group.unlinked`: subgroups joined to a community or taken out of it. */
export interface CommunityLinkEvent {
    communityJid: string;
    groupJids: string[];
    by: string | null;
}
