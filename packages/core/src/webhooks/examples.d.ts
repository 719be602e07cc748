import type * as v from 'valibot';
import type { DeliverySchema, WebhookSchema } from './schema.js';
/** The OpenAPI document's examples of the webhook operations (operations.ts). */
export declare const webhookId = "wh_Jx3kQ9vL2mPa7RtY";
export declare const deliveryId = "dlv_4nB8cW1sZq6EoHuK";
export declare const webhook: v.InferInput<typeof WebhookSchema>;
/** A secret as create and rotate show it, once (`whsec_` and 32 random bytes). */
export declare const secret = "whsec_q8Xv2LmN5pR7tW0yB3dF6hJ9kZ1cE4gA8sU2oI5uY7w";
/** Delivered at the second attempt: the receiver was down for the first. */
export declare const delivery: v.InferInput<typeof DeliverySchema>;
