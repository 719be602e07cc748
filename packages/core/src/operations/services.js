// Kept off the engine's public type: a route reaches the services of the engine it serves through this.
const byEngine = new WeakMap();
export const registerServices = (engine, services) => {
    byEngine.set(engine, services);
};
export function servicesOf(engine) {
    const services = byEngine.get(engine);
    if (!services)
        throw new Error('not a SessionEngine');
    return services;
}
//# sourceMappingURL=services.js.map