import { defineErrors } from '../errors.js'

/** A webhook or delivery that does not exist, a URL the engine will not post to, a disabled webhook. */
export const webhookErrors = defineErrors({
  webhook_not_found: { status: 404, title: 'Webhook not found' },
  delivery_not_found: { status: 404, title: 'Delivery not found' },
  webhook_url_forbidden: { status: 422, title: 'Webhook URL not allowed' },
  webhook_disabled: { status: 409, title: 'Webhook is disabled' },
})
