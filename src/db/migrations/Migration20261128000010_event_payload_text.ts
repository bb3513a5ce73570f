import { Migration } from '@mikro-orm/migrations';

/**
 * Event payloads kept as the JSON text PostgreSQL wrote them (`json`), not re-parsed into `jsonb`,
 * and stored uncompressed in the row when the row fits a page.
 *
 * A payload is written once, by the outbox insert, from the page expression that renders the
 * resource's GET (events/store.ts), and read back whole by every tail, webhook and replay; nothing
 * queries into it. As `jsonb`, each insert parsed the rendered text again and each read wrote it out
 * again, and a V2 order's payload (about 4 KB) crossed the 2 KB threshold at which PostgreSQL
 * compresses it with pglz (lz4 is not built into the embedded server). Replaying a bulk chunk's
 * outbox insert (250 orders, 634 events) with EXPLAIN ANALYZE: 65 ms as jsonb, 51 ms as json, 43 ms
 * as json stored inline (BENCHMARKS.md, sixteenth session). The cost is room: an order's payload
 * takes its 4 KB rather than about 1.7 KB compressed, for as long as retention keeps it. `json` also
 * keeps the key order of the rendering, so a payload lists its fields as GET does.
 *
 * Changing the type rewrites the table under an exclusive lock, once: writers wait for it (7.6 s for
 * 150,000 events on the bench's machine). The outbox holds what retention keeps (30 days by default,
 * src/retention/options.ts), so the wait is that of 30 days of events.
 */
export class Migration20261128000010_event_payload_text extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table events alter column payload type json using payload::json;
      alter table events set (toast_tuple_target = 8160);
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      alter table events reset (toast_tuple_target);
      alter table events alter column payload type jsonb using payload::jsonb;
    `);
  }
}
