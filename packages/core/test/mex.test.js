import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { SessionEngine } from '../src/index.js';
import { mexQueries, resolveMexQueries } from '../src/protocol/baileys/wire/mex.js';
describe('mex query ids', () => {
    it('an operator override replaces one query id and keeps the others', () => {
        const resolved = resolveMexQueries({ groupInternal: '111' });
        expect(resolved.groupInternal).toEqual({ queryId: '111', resultPath: mexQueries.groupInternal.resultPath });
        expect(resolved.groupSuspensionAppeal).toEqual(mexQueries.groupSuspensionAppeal);
    });
    it('an override naming no query of the engine is refused when the engine is made, with the names it knows', () => {
        expect(() => new SessionEngine({ logger: pino({ level: 'silent' }), protocol: { mexQueryIds: { groupInternl: '111' } } })).toThrow(/groupInternl.*known: .*groupInternal/);
    });
});
//# sourceMappingURL=mex.test.js.map