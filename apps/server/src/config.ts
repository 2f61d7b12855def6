import path from 'node:path';
import { z } from 'zod';

/** CNY per US dollar, roughly, late 2026: a starting point, meant to be set (FX_RATES). */
export const DEFAULT_FX_RATES = 'USD=7.1';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** Unset: demo data with the embedded database only. 1 forces it on, 0 off. */
  DEMO: z.enum(['0', '1']).optional(),
  /** Months of bills before the current one the demo queues for its accounts at first start. */
  DEMO_COST_MONTHS: z.coerce.number().int().min(0).max(24).default(12),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BUSINESS_VIEW_URL: z.string().default('https://bv.ecloud.example.com/'),
  /** Where the built web app lives; the server hosts it under /console. */
  WEB_DIST: z.string().optional(),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(20),
  /** 32 bytes (64 hex digits or base64) sealing cloud secrets; unset: DATA_DIR/cloud-secret.key. */
  ECLOUD_SECRET_KEY: z.string().optional(),
  /** Comma-separated older keys, still read while secrets are re-sealed (key rotation). */
  ECLOUD_SECRET_KEY_PREVIOUS: z.string().optional(),
  /** 0 stops this process from running cloud sync jobs (it still queues them). */
  SYNC_WORKER: z.enum(['0', '1']).default('1'),
  /** Behind a load balancer: the header it sets to the client address (e.g. x-forwarded-for). */
  TRUSTED_PROXY_HEADER: z.string().optional(),
  /** 1 when clients reach us over TLS terminated by a proxy: send Strict-Transport-Security. */
  HSTS: z.enum(['0', '1']).default('0'),
  /** 0 turns off the list answer cache (lib/list-cache.ts): every list read goes to the database. */
  LIST_CACHE: z.enum(['0', '1']).default('1'),
  /** The SMTP server e-mail goes through (report files, alarms); unset: no e-mail. */
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  /** 1: TLS from the first byte (port 465); 0: STARTTLS when the server offers it. */
  SMTP_SECURE: z.enum(['0', '1']).default('0'),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_FROM: z.string().default('eCloud <no-reply@ecloud.example.com>'),
  /**
   * 1 lets webhooks and robots target private, loopback and link-local addresses (an intranet
   * alert gateway); 0, the default, refuses them so a tenant cannot reach our own network.
   */
  NOTIFY_ALLOW_PRIVATE: z.enum(['0', '1']).default('0'),
  /**
   * CNY per unit of each foreign currency a bill may come in (AWS bills in USD): the screens add
   * every account in CNY. Set it to your finance team's rate for the month.
   */
  FX_RATES: z
    .string()
    .regex(/^\s*([A-Z]{3}=\d{1,6}(\.\d{1,4})?\s*(,\s*|$))*$/, 'CUR=rate,... e.g. USD=7.1')
    .default(DEFAULT_FX_RATES),
});

/** Where e-mail goes; null when the platform has no SMTP server. */
export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  user: string | undefined;
  password: string | undefined;
  from: string;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  demo: boolean;
  demoCostMonths: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  businessViewUrl: string;
  webDist: string | undefined;
  dbPoolMax: number;
  secretKey: string | undefined;
  previousSecretKeys: string[];
  syncWorker: boolean;
  trustedProxyHeader: string | undefined;
  hsts: boolean;
  listCache: boolean;
  smtp: SmtpConfig | null;
  notifyAllowPrivate: boolean;
  /** FX_RATES as given (modules/costs/fx.ts parses it). */
  fxRates: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${issues}`);
  }
  const e = parsed.data;
  const databaseUrl = e.DATABASE_URL || undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl,
    demo: e.DEMO === undefined ? !databaseUrl : e.DEMO === '1',
    demoCostMonths: e.DEMO_COST_MONTHS,
    logLevel: e.LOG_LEVEL,
    businessViewUrl: e.BUSINESS_VIEW_URL,
    webDist: e.WEB_DIST,
    dbPoolMax: e.DB_POOL_MAX,
    secretKey: e.ECLOUD_SECRET_KEY || undefined,
    previousSecretKeys: (e.ECLOUD_SECRET_KEY_PREVIOUS ?? '')
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
    syncWorker: e.SYNC_WORKER === '1',
    trustedProxyHeader: e.TRUSTED_PROXY_HEADER?.trim().toLowerCase() || undefined,
    hsts: e.HSTS === '1',
    listCache: e.LIST_CACHE === '1',
    smtp: e.SMTP_HOST
      ? {
          host: e.SMTP_HOST,
          port: e.SMTP_PORT,
          secure: e.SMTP_SECURE === '1',
          user: e.SMTP_USER || undefined,
          password: e.SMTP_PASSWORD || undefined,
          from: e.SMTP_FROM,
        }
      : null,
    notifyAllowPrivate: e.NOTIFY_ALLOW_PRIVATE === '1',
    fxRates: e.FX_RATES,
  };
}
