import { createServer } from 'node:http';
import { createMetricsHandler, fromFetchRequest } from '@sessionkit/core/adapter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePrometheusText, sampleValue } from '../support/prometheus-text.js';
import { apiKey, pairedSession, startWorld } from './harness.js';
/**
 * The metrics move as the engine works: sends acknowledged and refused by the simulator, a reconnect after the
 * simulator drops the connection, webhook deliveries to a receiver that accepts and one that fails, and the HTTP
 * requests that caused them, each read back from /metrics through a strict text-format parser.
 */
describe('metrics', () => {
    let world;
    let h;
    let sessionId;
    let phoneJidDigits;
    let receiver;
    let receiverUrl;
    let receiverStatus = 200;
    const received = [];
    beforeAll(async () => {
        world = await startWorld();
        h = await world.engine();
        ({ sessionId } = await pairedSession(world, h, '15550300001'));
        phoneJidDigits = '15550300001';
        await world.sim.createPhone('15550300002');
        receiver = createServer((req, res) => {
            req.resume();
            req.on('end', () => {
                received.push(req.headers['svc-event-id']);
                res.writeHead(receiverStatus).end();
            });
        });
        await new Promise((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
        receiverUrl = `http://127.0.0.1:${receiver.address().port}/hook`;
    });
    afterAll(async () => {
        await new Promise((resolve) => receiver.close(() => resolve()));
        await world.close();
    });
    const scrape = async () => {
        const handler = createMetricsHandler(h.engine);
        const response = await handler(fromFetchRequest(new Request('http://sessionkit.test/metrics', { headers: { authorization: `Bearer ${apiKey}` } })));
        expect(response.status).toBe(200);
        expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
        const text = response.body;
        // No label anywhere names a session or a phone: ids and JIDs would make a series per session.
        expect(text).not.toContain(sessionId);
        expect(text).not.toContain(phoneJidDigits);
        return parsePrometheusText(text);
    };
    it('counts sends WhatsApp acknowledged and refused, by content type, with their latency', async () => {
        const before = await scrape();
        const sent = await h.api('POST', `/sessions/${sessionId}/messages`, {
            to: '15550300002',
            content: { type: 'text', text: 'metered' },
        });
        expect(sent.status).toBe(200);
        await world.sim.phone('15550300002').waitForMessage((m) => m.text === 'metered');
        const refused = await h.api('POST', `/sessions/${sessionId}/messages`, {
            to: '15559990000',
            content: { type: 'text', text: 'nobody' },
        });
        expect(refused.status).toBe(502);
        const after = await scrape();
        const moved = (name, labels) => sampleValue(after, name, labels) - sampleValue(before, name, labels);
        expect(moved('sessionkit_messages_sent_total', { content_type: 'text' })).toBe(1);
        expect(moved('sessionkit_messages_failed_total', { content_type: 'text', code: 'upstream_failed' })).toBe(1);
        expect(moved('sessionkit_message_send_duration_seconds_count', { content_type: 'text', outcome: 'sent' })).toBe(1);
        expect(moved('sessionkit_message_send_duration_seconds_count', { content_type: 'text', outcome: 'failed' })).toBe(1);
        expect(sampleValue(after, 'sessionkit_message_send_duration_seconds_sum', { outcome: 'sent' })).toBeGreaterThan(0);
        // The requests themselves, by the route's template and status.
        const route = '/sessions/{sessionId}/messages';
        expect(moved('sessionkit_http_request_duration_seconds_count', { method: 'POST', route, status: '200' })).toBe(1);
        expect(moved('sessionkit_http_request_duration_seconds_count', { method: 'POST', route, status: '502' })).toBe(1);
        expect(sampleValue(after, 'sessionkit_sessions', { state: 'connected' })).toBe(1);
    });
    it('counts a reconnect by the close reason that caused it', async () => {
        const before = await scrape();
        const since = h.events.mark();
        world.sim.faults.dropConnections('15550300001');
        const lost = await h.events.waitFor('connection.state', (e) => e.sessionId === sessionId && e.data.state === 'disconnected', { since });
        await h.events.waitFor('connection.state', (e) => e.sessionId === sessionId && e.data.state === 'connected', {
            since,
        });
        const after = await scrape();
        const reason = lost.data.reason;
        expect(sampleValue(after, 'sessionkit_reconnects_total', { reason }) -
            sampleValue(before, 'sessionkit_reconnects_total', { reason })).toBe(1);
    });
    it('counts webhook deliveries by outcome with their latency', async () => {
        const created = await h.api('POST', '/webhooks', { url: receiverUrl, events: ['message.sent'] });
        expect(created.status).toBe(201);
        const webhookId = created.body.data.id;
        const before = await scrape();
        const attempted = (count) => new Promise((resolve) => {
            let seen = 0;
            const off = h.engine.webhooks.onAttempt((delivery) => {
                if (delivery.webhookId !== webhookId || ++seen < count)
                    return;
                off();
                resolve();
            });
        });
        let attempts = attempted(1);
        receiverStatus = 200;
        await h.api('POST', `/sessions/${sessionId}/messages`, { to: '15550300002', content: { type: 'text', text: 'a' } });
        await attempts;
        attempts = attempted(1);
        receiverStatus = 500;
        await h.api('POST', `/sessions/${sessionId}/messages`, { to: '15550300002', content: { type: 'text', text: 'b' } });
        await attempts;
        const after = await scrape();
        const moved = (name, labels) => sampleValue(after, name, labels) - sampleValue(before, name, labels);
        expect(moved('sessionkit_webhook_deliveries_total', { outcome: 'delivered' })).toBe(1);
        expect(moved('sessionkit_webhook_deliveries_total', { outcome: 'retry' })).toBe(1);
        expect(moved('sessionkit_webhook_delivery_duration_seconds_count', { outcome: 'delivered' })).toBe(1);
        expect(moved('sessionkit_webhook_delivery_duration_seconds_count', { outcome: 'retry' })).toBe(1);
        // The failed one waits in memory for its retry.
        expect(sampleValue(after, 'sessionkit_webhook_backlog', { state: 'waiting' })).toBe(1);
        expect(received).toHaveLength(2);
    });
    it('includes the process metrics, event-loop lag among them', async () => {
        const families = await scrape();
        expect(families.get('nodejs_eventloop_lag_seconds')?.type).toBe('gauge');
        expect(families.get('process_cpu_user_seconds_total')?.type).toBe('counter');
        expect(families.get('sessionkit_http_request_duration_seconds')?.type).toBe('histogram');
    });
});
//# sourceMappingURL=metrics.test.js.map