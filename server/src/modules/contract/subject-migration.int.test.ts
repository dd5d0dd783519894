import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../platform/db/client.ts';
import { databaseAt, migrationsUpTo } from '../../platform/db/migration-test-kit.ts';
import { evidenceHash, GENESIS_HASH } from './evidence/chain.ts';

const AT = '2026-11-01T08:00:00.000Z';

/** An order's evidence entry as the version before subjects hashed it (its order named `orderId`). */
const oldEntry = (seq: number, prevHash: string, event: string) => {
  const entry = {
    subjectKind: 'order',
    subjectId: 7,
    contractId: 1,
    seq,
    event,
    actorUserId: 3,
    companyId: 5,
    ip: '10.0.0.1',
    detail: { contractNo: 'HT2026-1' },
    at: new Date(AT),
    prevHash,
  };
  return { ...entry, hash: evidenceHash(entry) };
};

describe('the migration to contracts about subjects', () => {
  it("makes an order's contract, evidence, links and attachments the order kind's, keeping ids and chains", async () => {
    const database = await databaseAt(migrationsUpTo('0039_drop_order_events'));
    try {
      const first = oldEntry(1, GENESIS_HASH, 'generated');
      const second = oldEntry(2, first.hash, 'viewed');
      // Rows as the version before wrote them; the foreign keys to orders and users are not what this checks.
      await database.query(`SET session_replication_role = replica`);
      await database.query(`
        INSERT INTO order_contracts (order_id, contract_no, version, status, generated_file_key, file_key,
          sha256_at_generation, sha256, generated_at, generated_by)
        VALUES (7, 'HT2026-1', 1, 'generated', 'k1', 'k1', 's', 's', '${AT}', 3)`);
      for (const e of [first, second])
        await database.query(`
          INSERT INTO contract_evidence (order_id, contract_id, seq, event, actor_user_id, company_id, ip, detail, at,
            prev_hash, hash)
          VALUES (7, 1, ${e.seq}, '${e.event}', 3, 5, '10.0.0.1', '{"contractNo": "HT2026-1"}', '${AT}', '${e.prevHash}',
            '${e.hash}')`);
      await database.query(`
        INSERT INTO contract_links (contract_id, order_id, kind, party, token_hash, created_by, company_id, expires_at)
        VALUES (1, 7, 'sign', 'buyer', 't', 3, 5, '${AT}')`);
      await database.query(`
        INSERT INTO contract_accessories (order_id, contract_id, kind, name, file_key, party, company_id, uploaded_by)
        VALUES (7, 1, 'sds', 'SDS', 'f1', 'seller', 5, 3)`);
      await database.query(`SET session_replication_role = origin`);
      await database.migrate(migrationsFolder());

      const subjects = await database.query(`
        SELECT 'contracts' AS t, subject_kind, subject_id FROM contracts
        UNION ALL SELECT 'evidence', subject_kind, subject_id FROM contract_evidence
        UNION ALL SELECT 'links', subject_kind, subject_id FROM contract_links
        UNION ALL SELECT 'accessories', subject_kind, subject_id FROM contract_accessories`);
      expect(subjects.rows.map((r) => [r.t, r.subject_kind, Number(r.subject_id)])).toEqual([
        ['contracts', 'order', 7],
        ['evidence', 'order', 7],
        ['evidence', 'order', 7],
        ['links', 'order', 7],
        ['accessories', 'order', 7],
      ]);
      // The chain written before verifies as it stands: the order kind's entries hash as they did.
      const { rows } = await database.query(`SELECT * FROM contract_evidence ORDER BY seq`);
      for (const row of rows) {
        const recomputed = evidenceHash({
          subjectKind: String(row.subject_kind),
          subjectId: Number(row.subject_id),
          contractId: Number(row.contract_id),
          seq: Number(row.seq),
          event: String(row.event),
          actorUserId: Number(row.actor_user_id),
          companyId: Number(row.company_id),
          ip: String(row.ip),
          detail: row.detail as Record<string, unknown>,
          at: new Date(String(row.at instanceof Date ? row.at.toISOString() : row.at)),
          prevHash: String(row.prev_hash),
        });
        expect(recomputed).toBe(row.hash);
      }
      // The identity goes on after the kept ids, and a subject of another kind numbers its versions on its own.
      await database.query(`SET session_replication_role = replica`);
      await database.query(`
        INSERT INTO contracts (subject_kind, subject_id, contract_no, version, status, generated_file_key, file_key,
          sha256_at_generation, sha256, generated_at, generated_by)
        VALUES ('freight', 7, 'YS-7-1', 1, 'generated', 'k2', 'k2', 's', 's', '${AT}', 3)`);
      const ids = await database.query(`SELECT id FROM contracts ORDER BY id`);
      expect(ids.rows.map((r) => Number(r.id))).toEqual([1, 2]);
    } finally {
      await database.close();
    }
  });
});
