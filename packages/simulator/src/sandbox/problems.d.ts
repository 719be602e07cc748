/**
 * The sandbox's own problem codes and their status; every other answer (unauthorized, route_not_found,
 * method_not_allowed, malformed_json, unsupported_media_type, payload_too_large, validation_failed,
 * internal_error) is core's, built by the same helpers. The `type` of a problem is
 * `https://sessionkit.dev/problems/<code with dashes>`.
 */
export declare const sandboxProblemCodes: {
    readonly phone_not_found: {
        readonly status: 404;
        readonly title: "No such phone";
    };
    readonly message_not_found: {
        readonly status: 404;
        readonly title: "No such message";
    };
    readonly media_not_found: {
        readonly status: 404;
        readonly title: "No such received media";
    };
    readonly device_not_found: {
        readonly status: 404;
        readonly title: "No such linked device";
    };
    readonly phone_exists: {
        readonly status: 409;
        readonly title: "A phone with this number already exists";
    };
    readonly no_pending_link: {
        readonly status: 409;
        readonly title: "No companion is waiting to be linked";
    };
    readonly link_rejected: {
        readonly status: 422;
        readonly title: "The phone could not link the companion";
    };
    readonly recipient_not_found: {
        readonly status: 422;
        readonly title: "The recipient has no account on this simulator";
    };
    readonly group_not_found: {
        readonly status: 404;
        readonly title: "No such group (or the phone is not in it)";
    };
    readonly group_forbidden: {
        readonly status: 403;
        readonly title: "The group server refused: not a member, or not an admin";
    };
    readonly group_conflict: {
        readonly status: 409;
        readonly title: "The group changed meanwhile, or the participant is already in it";
    };
    readonly invite_invalid: {
        readonly status: 422;
        readonly title: "The invite code is unknown or was revoked";
    };
    readonly community_not_found: {
        readonly status: 404;
        readonly title: "No such community (or the phone is not in it)";
    };
    readonly call_not_found: {
        readonly status: 404;
        readonly title: "No such call in the phone's call log";
    };
    readonly call_state_conflict: {
        readonly status: 409;
        readonly title: "The call is not in a state that allows this";
    };
    readonly channel_not_found: {
        readonly status: 404;
        readonly title: "No such channel";
    };
};
export type SandboxProblemCode = keyof typeof sandboxProblemCodes;
export declare class SandboxError extends Error {
    readonly code: SandboxProblemCode;
    constructor(code: SandboxProblemCode, message: string);
}
