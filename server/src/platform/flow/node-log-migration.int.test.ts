import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../db/client.ts';
import { databaseAt, migrationsUpTo } from '../db/migration-test-kit.ts';

describe('the migration to the node operation log', () => {
  it('moves every order timeline into the log, chained in the order it was written, and drops the old table', async () => {
    const database = await databaseAt(migrationsUpTo('0037_receiving_account_whole'));
    try {
      // Timelines as an older version wrote them: two orders, their steps interleaved. The rows stand alone
      // (the foreign keys to orders and users are not what this checks).
      await database.query(`SET session_replication_role = replica`);
      await database.query(`
        INSERT INTO order_events (order_id, action, party, actor_user_id, company_id, from_status, to_status, detail, created_at)
        VALUES (7, 'place', 'buyer', 3, 5, NULL, 10, '{"direct": false}', '2026-11-01T08:00:00Z'),
               (8, 'place', 'buyer', 3, 5, NULL, 10, '{}', '2026-11-01T08:05:00Z'),
               (7, 'generateContract', 'seller', 4, 6, 10, 37, '{"contractNo": "HT1"}', '2026-11-01T09:00:00Z'),
               (7, 'close', 'system', NULL, NULL, 37, 101, '{"reason": "timeout"}', '2026-11-03T00:00:00Z')`);
      await database.query(`SET session_replication_role = origin`);
      await database.migrate(migrationsFolder());

      const { rows } = await database.query(`
        SELECT id, biz_type, biz_id, node, action, actor_role, from_state, to_state, prev_hash, hash,
          node_operation_log_hash(l) = hash AS holds
        FROM node_operation_logs l ORDER BY id`);
      expect(rows.map((r) => [Number(r.id), Number(r.biz_id), r.action, r.actor_role, r.from_state, r.to_state, r.node])).toEqual(
        [
          [1, 7, 'place', 'buyer', null, '10', 'orderStatus.10'],
          [2, 8, 'place', 'buyer', null, '10', 'orderStatus.10'],
          [3, 7, 'generateContract', 'seller', '10', '37', 'orderStatus.37'],
          [4, 7, 'close', 'system', '37', '101', 'orderStatus.101'],
        ],
      );
      expect(rows.every((r) => r.holds === true && r.biz_type === 'order')).toBe(true);
      const [first7, first8, second7, third7] = rows;
      expect([first7?.prev_hash, first8?.prev_hash]).toEqual(['', '']);
      expect(second7?.prev_hash).toBe(first7?.hash);
      expect(third7?.prev_hash).toBe(second7?.hash);
      // Written on after the move, an order's chain goes on from its last moved row.
      await database.query(`
        INSERT INTO node_operation_logs (biz_type, biz_id, node, action, actor_role, to_state)
        VALUES ('order', 8, 'orderStatus.100', 'withdraw', 'buyer', '100')`);
      const next = await database.query(
        `SELECT id, prev_hash FROM node_operation_logs WHERE biz_id = 8 ORDER BY id DESC LIMIT 1`,
      );
      expect(Number(next.rows[0]?.id)).toBe(5);
      expect(next.rows[0]?.prev_hash).toBe(first8?.hash);
      const old = await database.query(`SELECT to_regclass('order_events') AS t`);
      expect(old.rows[0]?.t).toBeNull();
    } finally {
      await database.close();
    }
  });
});
