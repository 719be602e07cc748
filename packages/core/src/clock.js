export const systemClock = { now: () => Date.now() };
export const isoAt = (ms) => new Date(ms).toISOString();
//# sourceMappingURL=clock.js.map