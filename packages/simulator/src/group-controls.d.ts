import type { GroupRecord, Groups } from './state/groups.js';
/** What a test may do to a group on the server's side, beyond what any client can ask. */
export interface GroupControls {
    /** WhatsApp suspended the group (or lifted it): `<suspended/>` in its `<group>`, and appeals are taken */
    setSuspended(jid: string, suspended: boolean): void;
    /** what the internal-group check (w:mex) answers */
    setInternal(jid: string, internal: boolean): void;
    /** WhatsApp moved the group to LID addressing (or back): members are then named by LID, with their phone numbers beside */
    setAddressingMode(jid: string, mode: 'pn' | 'lid'): void;
    /** the server's record, for tests only: a phone's view comes from what it is sent */
    get(jid: string): GroupRecord | undefined;
}
export declare function groupControls(groups: Groups): GroupControls;
