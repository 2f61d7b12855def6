CREATE TABLE "enterprise_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"texts" jsonb NOT NULL,
	"unit" text NOT NULL,
	"price_fen" bigint,
	"sort" integer DEFAULT 100 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enterprise_services_code_unique" UNIQUE("code")
);
