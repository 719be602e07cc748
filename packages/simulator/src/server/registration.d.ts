/** Pending state of a connection that registered with fresh credentials and is waiting to be linked. */
export interface Registration {
    noiseKey: Buffer;
    identityKey: Buffer;
    registrationId: number;
    signedPreKey: {
        keyId: number;
        public: Buffer;
        signature: Buffer;
    };
    platform: string;
    refs: Set<string>;
}
