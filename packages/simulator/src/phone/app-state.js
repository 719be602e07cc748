import { randomBytes } from 'node:crypto';
import { decodePatches, encodeSyncdPatch, extractSyncdPatches, getBinaryNodeChild, getBinaryNodeChildren, newLTHashState, proto, S_WHATSAPP_NET, } from '@whiskeysockets/baileys';
import { baileysLogger } from '../baileys-logger.js';
import { isAppStateCollection } from '../state/app-state.js';
/** a phone uploading while a companion does may lose the race once or twice; a real client syncs and tries again */
const UPLOAD_ATTEMPTS = 3;
/**
 * Baileys' decodePatches only logs what fails its checks (a patch MAC that does not match, an
 * LTHash that ends elsewhere than the patch's snapshot MAC says), so the phone hands it a logger
 * that collects those complaints.
 */
function complaintCollector() {
    const complaints = [];
    const note = (obj, msg) => {
        complaints.push(`${msg ?? ''} ${JSON.stringify(obj)}`.trim());
    };
    const logger = { ...baileysLogger, level: 'warn', child: () => logger, warn: note, error: note };
    return { logger, complaints };
}
class ConflictError extends Error {
}
/**
 * The collection and version WhatsApp Web files each chat action the phone applies under, from whatsapp-rust's
 * catalogue generated from WhatsApp Web (`wacore/appstate/src/schemas.rs`: ARCHIVE, PIN, MUTE, MARK_CHAT_AS_READ,
 * LOCK_CHAT, CLEAR_CHAT, DELETE_CHAT, STAR, DELETE_MESSAGE_FOR_ME). A mutation of one of these at another collection or
 * version is not what WhatsApp's clients write (Baileys' own star, in `regular_low`, is one), so the phone refuses it.
 */
const CHAT_ACTIONS = {
    archive: { collection: 'regular_low', version: 3 },
    pin_v1: { collection: 'regular_low', version: 5 },
    mute: { collection: 'regular_high', version: 2 },
    markChatAsRead: { collection: 'regular_low', version: 3 },
    lock: { collection: 'regular_low', version: 7 },
    clearChat: { collection: 'regular_high', version: 6 },
    deleteChat: { collection: 'regular_high', version: 6 },
    star: { collection: 'regular_high', version: 2 },
    deleteMessageForMe: { collection: 'regular_high', version: 3 },
};
/** why a chat action is not WhatsApp's, or null when it is (or is no chat action the phone knows) */
function misfiled(name, index, version) {
    const expected = CHAT_ACTIONS[index[0] ?? ''];
    if (!expected || (expected.collection === name && expected.version === version))
        return null;
    return `${index[0]} at ${name} v${version ?? 'none'}; WhatsApp files it at ${expected.collection} v${expected.version}`;
}
/**
 * The phone's side of app state: the sync key it shares with its companions, its own copy of each
 * collection (version and LTHash), syncing with the server when told a collection changed, and
 * uploading patches of its own. It checks every patch with Baileys' own decoder, MACs on, exactly
 * as a companion with `appStateMacVerification` does, so a patch the phone accepts is one Baileys
 * accepts.
 */
export class PhoneAppState {
    deps;
    /** the one sync key of this account, 6-byte id and 32-byte secret, as a phone generates it */
    keyId = randomBytes(6);
    keyData = randomBytes(32);
    keyTimestamp;
    states = new Map();
    /** syncs and uploads run one at a time, as Baileys' appStatePatchMutex does */
    chain = Promise.resolve();
    constructor(deps) {
        this.deps = deps;
        this.keyTimestamp = deps.clock.now();
    }
    get keyIdBase64() {
        return this.keyId.toString('base64');
    }
    /** the key as a companion stores it (`app-state-sync-key`); `keyIndex`: the companion's ADV key index */
    keyDataFor(keyIndex) {
        return {
            keyData: this.keyData,
            fingerprint: { rawId: 1, currentIndex: 0, deviceIndexes: [0, keyIndex] },
            timestamp: this.keyTimestamp,
        };
    }
    /** the APP_STATE_SYNC_KEY_SHARE a phone sends a companion it linked */
    keyShare(keyIndex) {
        return { keys: [{ keyId: { keyId: this.keyId }, keyData: this.keyDataFor(keyIndex) }] };
    }
    /** catches up with the server on `name` (after a `server_sync`) */
    sync(name) {
        return this.serialized(() => this.pull(name));
    }
    /**
     * Uploads one change as the phone's patch: first sync, so it builds on the latest version, then
     * encode with Baileys' encodeSyncdPatch against the phone's LTHash, send, and apply it locally.
     */
    upload(change) {
        return this.serialized(async () => {
            for (let attempt = 1;; attempt++) {
                await this.pull(change.type);
                try {
                    await this.push(change);
                    return;
                }
                catch (err) {
                    if (!(err instanceof ConflictError) || attempt >= UPLOAD_ATTEMPTS)
                        throw err;
                }
            }
        });
    }
    serialized(task) {
        const run = this.chain.then(task, task);
        this.chain = run.catch(() => undefined);
        return run;
    }
    /** the phone's version of a collection */
    version(name) {
        return this.state(name).version;
    }
    state(name) {
        return this.states.get(name) ?? newLTHashState();
    }
    getKey = async (keyIdBase64) => keyIdBase64 === this.keyIdBase64 ? this.keyDataFor(0) : undefined;
    async pull(name) {
        for (;;) {
            const reply = await this.deps.line.query({
                tag: 'iq',
                attrs: { to: S_WHATSAPP_NET, xmlns: 'w:sync:app:state', type: 'set' },
                content: [
                    {
                        tag: 'sync',
                        attrs: {},
                        content: [
                            { tag: 'collection', attrs: { name, version: String(this.version(name)), return_snapshot: 'false' } },
                        ],
                    },
                ],
            });
            const collection = getBinaryNodeChildren(getBinaryNodeChild(reply, 'sync'), 'collection').find((c) => c.attrs.name === name);
            if (!collection || collection.attrs.type === 'error')
                throw new Error(`the server did not sync ${name}: ${JSON.stringify(collection?.attrs ?? null)}`);
            const { [name]: extracted } = await extractSyncdPatches(reply, {});
            if (extracted?.patches.length)
                await this.apply(name, extracted.patches);
            if (!extracted?.hasMorePatches)
                return;
        }
    }
    async push(change) {
        const name = change.type;
        const before = this.state(name);
        const { patch, state } = await encodeSyncdPatch(change, this.keyIdBase64, before, this.getKey);
        const reply = await this.deps.line.query({
            tag: 'iq',
            attrs: { to: S_WHATSAPP_NET, xmlns: 'w:sync:app:state', type: 'set' },
            content: [
                {
                    tag: 'sync',
                    attrs: {},
                    content: [
                        {
                            tag: 'collection',
                            attrs: { name, version: String(before.version), return_snapshot: 'false' },
                            content: [{ tag: 'patch', attrs: {}, content: proto.SyncdPatch.encode(patch).finish() }],
                        },
                    ],
                },
            ],
        });
        const collection = getBinaryNodeChild(getBinaryNodeChild(reply, 'sync'), 'collection');
        if (collection?.attrs.type === 'error') {
            const code = getBinaryNodeChild(collection, 'error')?.attrs.code;
            if (code === '409')
                throw new ConflictError(`${name} moved on while the phone uploaded`);
            throw new Error(`the server refused the phone's ${name} patch (${code ?? 'no code'})`);
        }
        // the phone's own patch goes through the same checks and the same view as anyone else's
        await this.apply(name, [{ ...patch, version: { version: state.version } }]);
    }
    /** decodes patches in version order with every MAC checked, moves the collection on, and hands on their mutations */
    async apply(name, patches) {
        for (const patch of patches) {
            const { logger, complaints } = complaintCollector();
            const mutationCount = patch.mutations?.length ?? 0;
            let decoded;
            try {
                decoded = await decodePatches(name, [patch], this.state(name), this.getKey, {}, undefined, logger, true);
            }
            catch (err) {
                // a key the phone never shared: the patch is skipped, as Baileys parks it, but the collection moves on
                const version = Number(patch.version?.version ?? this.version(name) + 1);
                this.states.set(name, { ...this.state(name), version });
                this.invalid(name, version, err.message);
                continue;
            }
            const { state, mutationMap } = decoded;
            this.states.set(name, state);
            const mutations = Object.values(mutationMap);
            if (complaints.length || mutations.length !== mutationCount) {
                this.invalid(name, state.version, complaints.length
                    ? complaints.join('; ')
                    : `${mutationCount - mutations.length} mutation(s) failed their value MAC`);
            }
            for (const { index, syncAction } of mutations) {
                const parts = index.map(String);
                const wrong = misfiled(name, parts, syncAction.version);
                if (wrong)
                    this.fault(name, 'wrong-schema', `v${state.version}: ${wrong}`);
                else
                    this.deps.onMutation({ index: parts, value: syncAction.value ?? {} });
            }
        }
    }
    invalid(name, version, detail) {
        this.fault(name, 'invalid-patch', `v${version}: ${detail}`);
    }
    fault(name, fault, detail) {
        const { account } = this.deps;
        this.deps.logger.warn({ phone: account.phoneNumber, collection: name, fault }, `the phone refused a patch: ${detail}`);
        this.deps.events.emit('app-state-fault', {
            phoneNumber: account.phoneNumber,
            deviceJid: account.pnJid(0),
            collection: name,
            fault,
            detail,
        });
    }
}
/** the `server_sync` notification's collection, if it names one */
export function serverSyncCollection(node) {
    const name = getBinaryNodeChild(node, 'collection')?.attrs.name;
    return isAppStateCollection(name) ? name : undefined;
}
//# sourceMappingURL=app-state.js.map