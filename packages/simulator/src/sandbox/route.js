import { normalizePhoneNumber } from '../jids.js';
import { SandboxError } from './problems.js';
/** Identity function whose only job is inference: each route's `run` sees the output type of its body schema. */
export const sandboxRoute = (route) => route;
export function phoneOr404(sim, raw) {
    const shown = raw ?? '';
    const digits = normalizePhoneNumber(shown);
    const phone = digits ? sim.phone(digits) : undefined;
    if (!phone)
        throw new SandboxError('phone_not_found', `No phone ${shown} exists on this simulator.`);
    return phone;
}
//# sourceMappingURL=route.js.map