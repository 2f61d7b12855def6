ALTER TABLE "orders" DROP CONSTRAINT "orders_paid_has_payment";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contract_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contract_no" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_has_payment" CHECK ("orders"."status" in ('unpaid', 'cancelled') or "orders"."pay_txn_id" is not null or "orders"."contract_id" is not null);