-- The spend hot path in one round trip, and the partner's rebate accrued without a hot row.
-- (Custom migration: drizzle-kit does not model functions or this queue table.)

-- The balance check of 0005, rewritten: its join of the new entries with ledger_entries was
-- planned as a merge join that read the whole ledger_entries_txn index on every insert (3.5 ms
-- at 16,000 entries, growing with the ledger). Per transaction, by its index, it reads only the
-- transaction's own entries.
CREATE OR REPLACE FUNCTION ledger_txn_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bad bigint;
BEGIN
  SELECT n.txn_id INTO bad
    FROM (SELECT DISTINCT txn_id FROM new_entries) n
    CROSS JOIN LATERAL (
      SELECT sum(e.amount) AS total, count(*) AS legs FROM ledger_entries e WHERE e.txn_id = n.txn_id
    ) x
   WHERE x.total <> 0 OR x.legs < 2
   LIMIT 1;
  IF bad IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transaction % does not balance', bad USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Rebate accruals not yet added to their account's balance column. The accrual's ledger entries
-- are posted with the spend (the books are whole at once); only the cached balance of the
-- partner's rebate account lags, so that thousands of customers' spends do not queue on that
-- one row. Whoever locks the account (withdrawal, order refund) settles first; a spend settles
-- once 32 accruals wait, when the row happens to be free (SKIP LOCKED), so the queue stays short.
-- Available rebate = balance + sum(pending). No foreign key: the function writes only accounts
-- it has just read, and a key check would share-lock the very row this table keeps cold.
CREATE TABLE "rebate_accruals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rebate_accruals_account" ON "rebate_accruals" USING btree ("account_id");
--> statement-breakpoint
-- Folds the pending accruals of the given accounts into their balances. The caller holds the
-- accounts' row locks, so two settlements of one account never interleave.
CREATE FUNCTION ledger_settle(p_ids bigint[]) RETURNS TABLE (id bigint, balance bigint)
LANGUAGE sql AS $$
  WITH d AS (DELETE FROM rebate_accruals WHERE account_id = ANY (p_ids) RETURNING account_id, amount),
  s AS (SELECT account_id, sum(amount)::bigint AS amount FROM d GROUP BY account_id)
  UPDATE ledger_accounts a SET balance = a.balance + s.amount FROM s
   WHERE a.id = s.account_id
  RETURNING a.id, a.balance
$$;
--> statement-breakpoint
-- A tenant's standard accounts, created on first use (nothing when the tenant does not exist).
CREATE FUNCTION ledger_owner_accounts(p_tenant uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO ledger_accounts (tenant_id, kind, no_overdraft)
  SELECT p_tenant, k, true
    FROM unnest(ARRAY['cash', 'allocated', 'rebate', 'withdrawal_in_flight', 'refund_in_flight']) k
   WHERE EXISTS (SELECT 1 FROM tenants WHERE id = p_tenant)
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
-- One spend (vouchers by earliest expiry, then allocated funds, then cash; the partner's rebate), with its idempotency key when p_key
-- is not null. Errors the caller maps: EC402 insufficient funds (DETAIL: fen available), EC404
-- unknown tenant, EC409 key reused for another request.
CREATE FUNCTION ledger_spend(
  p_key_tenant uuid, p_key text, p_hash text,
  p_tenant uuid, p_amount bigint, p_source text, p_source_ref text, p_provider text,
  p_description text, p_now timestamptz,
  p_margin bigint, p_rebate_expense bigint, p_default_rate integer
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_cid uuid := gen_random_uuid();
  v_txn bigint;
  v_result jsonb;
  v_stored record;
  v_partner uuid;
  v_rate integer;
  v_rest bigint := p_amount;
  v_take bigint;
  v_ids bigint[] := '{}';
  v_amounts bigint[] := '{}';
  v_after bigint[] := '{}';
  v_draws jsonb := '[]';
  v_voucher bigint := 0;
  v_allocated bigint := 0;
  v_cash bigint := 0;
  v_paid bigint;
  v_rebate bigint := 0;
  v_rebate_acct bigint;
  v_rtxn bigint;
  v_memo text := p_source || ':' || p_source_ref;
  a record;
BEGIN
  IF p_amount IS NULL OR p_amount <= 0 THEN
    RAISE EXCEPTION 'ledger: spend amount % not positive', p_amount USING ERRCODE = '22023';
  END IF;
  -- The tenant gate (its cash row, see lockGate in ledger.ts) and the partner, in one statement.
  FOR attempt IN 1..2 LOOP
    SELECT p.id, bp.rebate_rate_bp INTO v_partner, v_rate
      FROM ledger_accounts c JOIN tenants t ON t.id = c.tenant_id
      LEFT JOIN tenants p ON p.id = t.parent_id AND p.kind = 'channel'
      LEFT JOIN billing_profiles bp ON bp.tenant_id = p.id
     WHERE c.tenant_id = p_tenant AND c.kind = 'cash'
       FOR UPDATE OF c;
    EXIT WHEN FOUND;
    IF attempt = 2 THEN
      RAISE EXCEPTION 'billing.tenantNotFound' USING ERRCODE = 'EC404';
    END IF;
    PERFORM ledger_owner_accounts(p_tenant);
  END LOOP;

  -- A new statement, so a fresh snapshot: every voucher batch granted before the gate was taken.
  -- Locked in ascending id order (the inner query), drawn in spending order (the outer one).
  FOR a IN
    SELECT s.id, s.kind, s.balance FROM (
      SELECT l.id, l.kind, l.balance, l.expires_at FROM ledger_accounts l
       WHERE l.tenant_id = p_tenant
         AND (l.kind IN ('cash', 'allocated')
              OR (l.kind = 'voucher' AND l.balance > 0 AND l.expires_at > p_now))
       ORDER BY l.id FOR UPDATE) s
     ORDER BY CASE s.kind WHEN 'voucher' THEN 0 WHEN 'allocated' THEN 1 ELSE 2 END,
              s.expires_at, s.id
  LOOP
    EXIT WHEN v_rest = 0;
    v_take := least(a.balance, v_rest);
    CONTINUE WHEN v_take <= 0;
    v_rest := v_rest - v_take;
    v_ids := v_ids || a.id;
    v_amounts := v_amounts || -v_take;
    v_after := v_after || (a.balance - v_take);
    IF a.kind = 'voucher' THEN
      v_voucher := v_voucher + v_take;
      v_draws := v_draws || jsonb_build_array(jsonb_build_object('accountId', a.id, 'amount', v_take));
    ELSIF a.kind = 'allocated' THEN
      v_allocated := v_allocated + v_take;
    ELSE
      v_cash := v_cash + v_take;
    END IF;
  END LOOP;
  -- The transaction id is taken only now, under the locks, so ids follow the order in which
  -- operations on one tenant's accounts took effect (as a posting's own insert would).
  v_txn := nextval('ledger_transactions_id_seq');
  v_result := jsonb_build_object('id', v_cid::text, 'txnId', v_txn::text);
  -- The key, before any write and before any refusal, with the result it will have. A
  -- concurrent duplicate waits here (on the gate, already, when it names the same tenant) until
  -- this transaction ends, then answers this result, or runs if this one rolled back. A refusal
  -- below rolls the key back with the work, so a refused request stores nothing.
  IF p_key IS NOT NULL THEN
    INSERT INTO idempotency_keys (tenant_id, key, operation, request_hash, result, created_at)
    VALUES (p_key_tenant, p_key, 'spend', p_hash, v_result, p_now)
    ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      SELECT k.request_hash, k.result INTO v_stored FROM idempotency_keys k
       WHERE k.tenant_id = p_key_tenant AND k.key = p_key;
      IF v_stored.request_hash IS DISTINCT FROM p_hash THEN
        RAISE EXCEPTION 'billing.idempotencyConflict' USING ERRCODE = 'EC409';
      END IF;
      RETURN v_stored.result;
    END IF;
  END IF;
  IF v_rest > 0 THEN
    RAISE EXCEPTION 'billing.insufficient' USING ERRCODE = 'EC402', DETAIL = (p_amount - v_rest)::text;
  END IF;

  INSERT INTO ledger_transactions (id, kind, tenant_id, memo, created_at) OVERRIDING SYSTEM VALUE
  VALUES (v_txn, 'spend', p_tenant, v_memo, p_now);
  UPDATE ledger_accounts l SET balance = v.balance
    FROM unnest(v_ids, v_after) v(id, balance) WHERE l.id = v.id;
  INSERT INTO consumptions (id, tenant_id, source, source_ref, provider, description, amount,
    voucher_part, allocated_part, cash_part, voucher_draws, txn_id, created_at)
  VALUES (v_cid, p_tenant, p_source, p_source_ref, p_provider, p_description, p_amount,
    v_voucher, v_allocated, v_cash, v_draws, v_txn, p_now);

  -- The partner's rebate on the paid part (allocated + cash, not vouchers), rounded down.
  v_paid := v_allocated + v_cash;
  IF v_partner IS NOT NULL THEN
    v_rate := coalesce(v_rate, p_default_rate);
    v_rebate := (v_paid * v_rate) / 10000;
  END IF;
  IF v_rebate > 0 THEN
    -- A key-share lock on the partner's rebate account: any number of spends hold one at once,
    -- but a withdrawal or refund (FOR UPDATE, see lockAccounts) waits for them all, and they for
    -- it. Taken before the accrual's transaction id, so ids follow the order of effect.
    SELECT l.id INTO v_rebate_acct FROM ledger_accounts l
     WHERE l.tenant_id = v_partner AND l.kind = 'rebate' FOR KEY SHARE;
    IF NOT FOUND THEN
      PERFORM ledger_owner_accounts(v_partner);
      SELECT l.id INTO STRICT v_rebate_acct FROM ledger_accounts l
       WHERE l.tenant_id = v_partner AND l.kind = 'rebate' FOR KEY SHARE;
    END IF;
    INSERT INTO ledger_transactions (kind, tenant_id, memo, created_at)
    VALUES ('rebate_accrue', v_partner, v_memo, p_now) RETURNING id INTO v_rtxn;
    INSERT INTO rebates (partner_tenant_id, customer_tenant_id, consumption_id, base, rate_bp,
      amount, txn_id, created_at)
    VALUES (v_partner, p_tenant, v_cid, v_paid, v_rate, v_rebate, v_rtxn, p_now);
    INSERT INTO rebate_accruals (account_id, amount) VALUES (v_rebate_acct, v_rebate);
  END IF;

  -- Both transactions' entries in one statement: the balance trigger sees each one whole.
  INSERT INTO ledger_entries (txn_id, account_id, amount, balance_after)
  SELECT v_txn, v.id, v.amount, v.after FROM unnest(v_ids, v_amounts, v_after) v(id, amount, after)
  UNION ALL SELECT v_txn, p_margin, p_amount, NULL
  UNION ALL SELECT v_rtxn, x.id, x.amount, NULL
    FROM (VALUES (p_rebate_expense, -v_rebate), (v_rebate_acct, v_rebate)) x(id, amount)
   WHERE v_rtxn IS NOT NULL;

  -- Once 32 accruals wait for this account, fold them into its balance, but only when nobody
  -- holds the row: a spend never waits for it. (A count, not a dice roll: the same history
  -- always leaves the same queue.)
  IF v_rtxn IS NOT NULL AND (SELECT count(*) FROM (SELECT 1 FROM rebate_accruals q
       WHERE q.account_id = v_rebate_acct LIMIT 32) w) >= 32 THEN
    PERFORM 1 FROM ledger_accounts l WHERE l.id = v_rebate_acct FOR NO KEY UPDATE SKIP LOCKED;
    IF FOUND THEN
      PERFORM * FROM ledger_settle(ARRAY[v_rebate_acct]);
    END IF;
  END IF;
  RETURN v_result;
END $$;
