import { describe, expect, it } from 'vitest';
import { NumberCheckPace } from '../../src/contacts/number-check-pace.js';
describe('NumberCheckPace', () => {
    it('lets a session ask about perMinute numbers in any 60 s, then answers the seconds until more fit', () => {
        let now = 1_000_000;
        const pace = new NumberCheckPace({ now: () => now }, 5);
        expect(pace.take('s', 3)).toBe(0);
        now += 20_000;
        expect(pace.take('s', 2)).toBe(0);
        // Full: one more waits for the first three to age out, 40 s from now.
        expect(pace.take('s', 1)).toBe(40);
        // A refusal counts nothing.
        now += 39_500;
        expect(pace.take('s', 1)).toBe(1);
        now += 500;
        // The three of the first check left the window: three fit, four wait for the next two.
        expect(pace.take('s', 4)).toBe(20);
        expect(pace.take('s', 3)).toBe(0);
    });
    it('paces each session on its own, and forgets a deleted one', () => {
        const pace = new NumberCheckPace({ now: () => 0 }, 2);
        expect(pace.take('a', 2)).toBe(0);
        expect(pace.take('b', 2)).toBe(0);
        expect(pace.take('a', 1)).toBe(60);
        pace.forget('a');
        expect(pace.take('a', 2)).toBe(0);
    });
});
//# sourceMappingURL=number-check-pace.test.js.map