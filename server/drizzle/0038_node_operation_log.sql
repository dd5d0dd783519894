CREATE TABLE "node_operation_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "node_operation_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"biz_type" text NOT NULL,
	"biz_id" bigint NOT NULL,
	"node" text NOT NULL,
	"action" text NOT NULL,
	"actor_role" text NOT NULL,
	"actor_user_id" bigint,
	"company_id" bigint,
	"from_state" text,
	"to_state" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"digest" text DEFAULT '' NOT NULL,
	"prev_hash" text DEFAULT '' NOT NULL,
	"hash" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "node_operation_logs_entity_idx" ON "node_operation_logs" USING btree ("biz_type","biz_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "node_operation_logs_chain_unique" ON "node_operation_logs" USING btree ("biz_type","biz_id","prev_hash");--> statement-breakpoint
-- The row's canonical JSON (jsonb's text: keys in one order, one spelling of each value; the time in UTC to the
-- microsecond) followed by the entity's previous hash, hashed: the trigger writes it, the verify call recomputes it.
CREATE FUNCTION node_operation_log_hash(l node_operation_logs) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(jsonb_build_object(
    'id', l.id, 'bizType', l.biz_type, 'bizId', l.biz_id, 'node', l.node, 'action', l.action,
    'actorRole', l.actor_role, 'actorUserId', l.actor_user_id, 'companyId', l.company_id,
    'fromState', l.from_state, 'toState', l.to_state, 'detail', l.detail, 'attachments', l.attachments, 'ip', l.ip,
    'createdAt', to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), 'digest', l.digest
  )::text || l.prev_hash, 'UTF8')), 'hex')
$$;--> statement-breakpoint
-- Chains each new row to its entity's last one. Writers lock the entity first (the flow engine does), so an
-- entity's rows are written one at a time; the unique index refuses a second successor if one ever is not.
CREATE FUNCTION node_operation_log_chain() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.digest := encode(sha256(convert_to(NEW.detail::text, 'UTF8')), 'hex');
  NEW.prev_hash := coalesce(
    (SELECT l.hash FROM node_operation_logs l WHERE l.biz_type = NEW.biz_type AND l.biz_id = NEW.biz_id ORDER BY l.id DESC LIMIT 1),
    ''
  );
  NEW.hash := node_operation_log_hash(NEW);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER node_operation_logs_chain BEFORE INSERT ON node_operation_logs
  FOR EACH ROW EXECUTE FUNCTION node_operation_log_chain();--> statement-breakpoint
-- The orders' timelines so far become their first rows, chained in the order they were written.
INSERT INTO node_operation_logs
  (id, biz_type, biz_id, node, action, actor_role, actor_user_id, company_id, from_state, to_state, detail, created_at)
OVERRIDING SYSTEM VALUE
SELECT id, 'order', order_id, 'orderStatus.' || to_status, action, party, actor_user_id, company_id, from_status::text,
  to_status::text, detail, created_at
FROM order_events ORDER BY id;--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('node_operation_logs', 'id'), coalesce(max(id), 0) + 1, false) FROM node_operation_logs;--> statement-breakpoint
CREATE FUNCTION node_operation_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'node_operation_logs is append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER node_operation_logs_append_only BEFORE UPDATE OR DELETE ON node_operation_logs
  FOR EACH ROW EXECUTE FUNCTION node_operation_log_append_only();
