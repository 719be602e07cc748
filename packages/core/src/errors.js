/**
 * Marks an EngineError by a registry symbol rather than by its class, so an error thrown by one copy of
 * @sessionkit/core (an adapter that bundles its own) is still recognised by another.
 */
const engineErrorBrand = Symbol.for('sessionkit.EngineError');
export class EngineError extends Error {
    [engineErrorBrand] = true;
    code;
    errors;
    /** Extra members for the Problem body (e.g. `state` for a session in the wrong state). */
    extra;
    constructor(code, message, options = {}) {
        super(message, { cause: options.cause });
        this.name = 'EngineError';
        this.code = code;
        if (options.errors)
            this.errors = options.errors;
        if (options.extra)
            this.extra = options.extra;
    }
}
export const isEngineError = (error) => typeof error === 'object' && error !== null && error[engineErrorBrand] === true;
//# sourceMappingURL=errors.js.map