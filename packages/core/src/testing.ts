/**
 * `@sessionkit/core/testing`: the contract a store backend proves itself against (docs/storage.md), registered with
 * the test runner the caller hands it; nothing here imports a test runner.
 */
export type { ContractRunner, StoreUnderTest } from './testing/runner.js'
export { describeStoreContract } from './testing/store-contract.js'
