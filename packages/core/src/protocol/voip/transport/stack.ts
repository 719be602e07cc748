import { importDriver } from '../../../store/drivers.js'

/**
 * The DTLS and SCTP the relay channel runs on: werift's own packages (pure TypeScript, the DTLS and SCTP of the
 * werift WebRTC stack, which itself now needs Node 22; these run on Node 20), optional peer dependencies of core
 * imported on the first call with audio. Only the parts used are typed here.
 */
export interface DtlsTransport {
  readonly type: 'udp'
  readonly address: { address: string; family: string; port: number }
  closed: boolean
  onData: (data: Buffer, from: [string, number]) => void
  send: (data: Buffer) => Promise<void>
  close: () => Promise<void>
}

export interface DtlsEndpoint {
  readonly onConnect: { subscribe(listener: () => void): unknown }
  readonly onData: { subscribe(listener: (data: Buffer) => void): unknown }
  readonly onClose: { subscribe(listener: () => void): unknown }
  connect?(): Promise<void>
  send(data: Buffer): Promise<void>
  close(): void
}

export interface DtlsOptions {
  transport: DtlsTransport
  cert: string
  key: string
  signatureHash: { hash: number; signature: number }
}

interface DtlsModule {
  DtlsClient: new (options: DtlsOptions) => DtlsEndpoint & { connect(): Promise<void> }
  DtlsServer: new (options: DtlsOptions) => DtlsEndpoint
  CipherContext: {
    createSelfSignedCertificateWithKey(
      signatureHash: { hash: number; signature: number },
      namedCurve?: number,
    ): Promise<{ certPem: string; keyPem: string; signatureHash: { hash: number; signature: number } }>
  }
}

export interface SctpTransport {
  onData?: (data: Buffer) => void
  send: (data: Buffer) => Promise<void>
  close: () => void
}

export interface SctpAssociation {
  readonly state: string
  readonly stateChanged: Record<'connected' | 'closed', { subscribe(listener: () => void): unknown }>
  readonly onReceive: { subscribe(listener: (streamId: number, ppid: number, data: Buffer) => void): unknown }
  start(remotePort?: number): Promise<void>
  send(
    streamId: number,
    ppid: number,
    data: Buffer,
    options: { ordered: boolean; maxRetransmits?: number },
  ): Promise<void>
  stop(): Promise<void>
}

interface SctpModule {
  SCTP: {
    client(transport: SctpTransport, port?: number): SctpAssociation
    server(transport: SctpTransport, port?: number): SctpAssociation
  }
}

/** werift's packages are CommonJS; an ESM import puts their exports on `default`. */
const exportsOf = <T>(module: unknown): T => ((module as { default?: T }).default ?? module) as T

const user = 'call audio'

/** werift-dtls' package.json names a main file it does not ship since 0.5.5, so its entry is named here. */
export const loadDtls = async (): Promise<DtlsModule> =>
  exportsOf<DtlsModule>(await importDriver(user, 'werift-dtls', 'werift-dtls/lib/dtls/src/index.js'))

export const loadSctp = async (): Promise<SctpModule> => exportsOf<SctpModule>(await importDriver(user, 'werift-sctp'))

let certificate: ReturnType<DtlsModule['CipherContext']['createSelfSignedCertificateWithKey']> | undefined

/**
 * The self-signed ECDSA P-256 certificate every relay handshake of this process presents: the relay verifies none
 * and the client verifies none, media being authenticated by the call's own SRTP keys (whatsapp-rust
 * `transport.rs`, `dtls_config`), so one certificate serves every call.
 */
export async function dtlsCertificate(): Promise<Omit<DtlsOptions, 'transport'>> {
  const { CipherContext } = await loadDtls()
  certificate ??= CipherContext.createSelfSignedCertificateWithKey({ hash: 4, signature: 3 }, 23)
  const { certPem, keyPem, signatureHash } = await certificate
  return { cert: certPem, key: keyPem, signatureHash }
}
