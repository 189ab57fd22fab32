// The only module that reads the environment. Everything else receives a Config.
import { resolve } from 'node:path';
import { DEFAULT_UPLOAD_MAX_MB } from '../../shared/upload-layout.ts';
import { ROOT } from './paths.ts';

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL server to use; when absent the embedded PGlite database in dataDir is used. */
  databaseUrl?: string;
  /** Folder of the embedded database and uploaded files; undefined keeps the database in memory (tests). */
  dataDir?: string;
  /** DEMO_DATA: 1 loads the demo into an empty database anywhere, 0 never; unset, only on a local demo (seed/demo-access.ts). */
  demoData?: boolean;
  admin?: { email: string; password: string };
  logLevel: string;
  /** Fastify's trustProxy: false (the socket's address is the caller's), a hop count, or proxy addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  /** Hours an access token stays valid after sign-in. */
  tokenHours: number;
  /** How long a server may answer who a token's user is from memory (0: it always asks the database). */
  sessionCacheSeconds: number;
  /** Folder of the built front ends. */
  distDir: string;
  /** Where people reach the portal: the start of the links sent by email. */
  publicUrl: string;
  mail: {
    /** An SMTP server (smtp://user:pass@host:port, smtps://...); without one, email goes to the outbox table. */
    smtpUrl?: string;
    /** The sender of every email. */
    from: string;
  };
  /** Largest CSV upload accepted, in bytes (UPLOAD_MAX_MB). */
  uploadMaxBytes: number;
  /** Values the owner screens show in the documents' placeholders (docs/decisions.md): per deployment. */
  contact: {
    marketingEmail: string;
    roadsidePhones: { AU: string; NZ: string };
  };
  /** The maker's Acoustic Content hub (ACOUSTIC_API_URL and ACOUSTIC_API_KEY); without it, the embedded content store. */
  acoustic?: AcousticConfig;
  /** The S3-compatible bucket that keeps the stored files (S3_BUCKET...); without it, the data folder's `files/`. */
  s3?: S3Config;
  /** The real marketing platforms behind Update Customer.io (Update Acoustic publishes to `acoustic`), each on when its variables are set. */
  marketing: MarketingConfig;
  /** The bearer token GET /metrics asks for (METRICS_TOKEN); without one there is no /metrics. */
  metricsToken?: string;
  /** How long a stop (SIGTERM, SIGINT) waits for requests and background work under way before it cuts them and hands their leases back. */
  shutdownGraceMs: number;
}

export interface AcousticConfig {
  /** The hub's API URL, tenant included (https://my12.digitalexperience.ibm.com/api/<tenant id>), without a trailing slash. */
  apiUrl: string;
  apiKey: string;
  /** How long a delivery answer is kept before the hub is asked again; 0 asks every time. */
  cacheSeconds: number;
  /** How long a delivery call may take before the owner pages carry on without it. */
  timeoutMs: number;
  /** The hub's content id of our document keys (menu-header, how-to-videos) where they differ. */
  contentIds: Record<string, string>;
}

export interface S3Config {
  bucket: string;
  /** Another S3-compatible service's address (MinIO, R2); unset, AWS S3 itself. */
  endpoint?: string;
  region: string;
  /** The bucket in the path (http://host/bucket/key) rather than in the host name: MinIO and most self-hosted servers need it. */
  forcePathStyle: boolean;
}

export interface MarketingConfig {
  customerio?: { url: string; siteId: string; apiKey: string; objectTypes: Record<string, string> };
  /** Every call to Customer.io or Acoustic authoring: its longest wait for an answer, its tries in all, and the wait before the second try (doubling). */
  retry: { timeoutMs: number; maxTries: number; retryMs: number };
}

/** "dealers=1, models=2" as {dealers: "1", models: "2"}. */
function objectTypes(value: string): Record<string, string> {
  const pairs = value
    .split(',')
    .map((pair) => pair.split('=').map((part) => part.trim()))
    .filter((pair) => pair.some(Boolean));
  if (pairs.some((pair) => pair.length !== 2 || !pair[0] || !/^\d+$/.test(pair[1]!))) {
    throw new Error(`CUSTOMERIO_OBJECT_TYPES is route=object type id pairs (dealers=1,models=2), found "${value}"`);
  }
  return Object.fromEntries(pairs);
}

function marketingConfig(env: NodeJS.ProcessEnv, number: (name: string, fallback: number) => number): MarketingConfig {
  const positive = (name: string, fallback: number) => {
    const value = number(name, fallback);
    if (!(value >= 1)) throw new Error(`${name} must be 1 or more, found "${env[name]}"`);
    return value;
  };
  const siteId = env.CUSTOMERIO_SITE_ID?.trim();
  const customerIoKey = env.CUSTOMERIO_API_KEY?.trim();
  return {
    customerio:
      siteId && customerIoKey
        ? {
            url: env.CUSTOMERIO_URL?.trim() || 'https://track.customer.io',
            siteId,
            apiKey: customerIoKey,
            objectTypes: objectTypes(env.CUSTOMERIO_OBJECT_TYPES || 'dealers=1,models=2'),
          }
        : undefined,
    retry: { timeoutMs: positive('SYNC_TIMEOUT_MS', 10_000), maxTries: Math.floor(positive('SYNC_MAX_TRIES', 4)), retryMs: number('SYNC_RETRY_MS', 1000) },
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const number = (name: string, fallback: number) => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    const parsed = Number(value);
    if (!Number.isFinite(parsed)) throw new Error(`${name} must be a number, found "${value}"`);
    return parsed;
  };
  const adminEmail = env.ADMIN_EMAIL?.trim();
  const adminPassword = env.ADMIN_PASSWORD;
  if (Boolean(adminEmail) !== Boolean(adminPassword)) {
    throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD go together: set both or neither');
  }
  if (adminPassword !== undefined && adminPassword.length < 8) throw new Error('ADMIN_PASSWORD must be at least 8 characters');
  const port = number('PORT', 3000);
  const trustProxy = env.TRUST_PROXY?.trim() || '';
  const acoustic = acousticConfig(env, number);
  if (!['', '0', '1'].includes(env.DEMO_DATA ?? '')) throw new Error(`DEMO_DATA is 1 (load the demo) or 0 (never), found "${env.DEMO_DATA}"`);
  const metricsToken = env.METRICS_TOKEN || undefined;
  // Anyone who reaches the port may guess at it: long enough that guessing is hopeless.
  if (metricsToken !== undefined && metricsToken.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters');
  const shutdownGraceSeconds = number('SHUTDOWN_GRACE_SECONDS', 10);
  if (shutdownGraceSeconds < 0) throw new Error(`SHUTDOWN_GRACE_SECONDS must be 0 or more, found "${env.SHUTDOWN_GRACE_SECONDS}"`);
  if (/^(true|false)$/i.test(trustProxy)) {
    throw new Error("TRUST_PROXY is a hop count (1) or the proxies' addresses (10.0.0.1,10.0.0.0/8), not true or false");
  }
  return {
    port,
    // Loopback by default: a demo (and its published passwords, seed/demo-access.ts) stays on this machine until HOST says otherwise.
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(ROOT, env.DATA_DIR || 'data'),
    demoData: env.DEMO_DATA ? env.DEMO_DATA === '1' : undefined,
    admin: adminEmail && adminPassword ? { email: adminEmail, password: adminPassword } : undefined,
    logLevel: env.LOG_LEVEL || 'info',
    // Off unless set: any caller can write X-Forwarded-For, so only a known proxy's is believed.
    trustProxy:
      trustProxy === ''
        ? false
        : /^\d+$/.test(trustProxy)
          ? Number(trustProxy)
          : trustProxy
              .split(',')
              .map((a) => a.trim())
              .filter(Boolean),
    tokenHours: number('TOKEN_HOURS', 12),
    sessionCacheSeconds: number('SESSION_CACHE_SECONDS', 30),
    distDir: resolve(ROOT, 'dist'),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    mail: { smtpUrl: env.SMTP_URL || undefined, from: env.MAIL_FROM || 'myGWM <no-reply@mygwm.example>' },
    uploadMaxBytes: number('UPLOAD_MAX_MB', DEFAULT_UPLOAD_MAX_MB) * 1024 * 1024,
    // Fictional defaults: ACMA's freephone number kept for fiction, and New Zealand's 555 range.
    contact: {
      marketingEmail: env.MARKETING_EMAIL || 'marketing@mygwm.example',
      roadsidePhones: { AU: env.ROADSIDE_PHONE_AU || '1800 975 707', NZ: env.ROADSIDE_PHONE_NZ || '09 555 0147' },
    },
    acoustic,
    s3: s3Config(env),
    marketing: marketingConfig(env, number),
    metricsToken,
    shutdownGraceMs: shutdownGraceSeconds * 1000,
  };
}

/** The bucket's settings; its credentials are the SDK's to find (AWS_ACCESS_KEY_ID...), never ours to hold or log. */
function s3Config(env: NodeJS.ProcessEnv): S3Config | undefined {
  const bucket = env.S3_BUCKET?.trim();
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim() ?? '';
  if (!bucket) {
    if (endpoint) throw new Error('S3_ENDPOINT needs S3_BUCKET: name the bucket the files go in');
    return undefined;
  }
  if (endpoint && !/^https?:\/\/[^/\s]+/.test(endpoint)) throw new Error(`S3_ENDPOINT must be an http:// or https:// address, found "${endpoint}"`);
  if (!['', '0', '1', 'true', 'false'].includes(pathStyle)) throw new Error(`S3_FORCE_PATH_STYLE is 1 or 0, found "${pathStyle}"`);
  return { bucket, endpoint, region: env.S3_REGION?.trim() || env.AWS_REGION?.trim() || 'us-east-1', forcePathStyle: ['1', 'true'].includes(pathStyle) };
}

/** The Acoustic Content settings: the URL and key go together, as one without the other reaches no hub. */
function acousticConfig(env: NodeJS.ProcessEnv, number: (name: string, fallback: number) => number): AcousticConfig | undefined {
  const apiUrl = env.ACOUSTIC_API_URL?.trim().replace(/\/+$/, '');
  const apiKey = env.ACOUSTIC_API_KEY?.trim();
  if (Boolean(apiUrl) !== Boolean(apiKey)) {
    throw new Error("ACOUSTIC_API_URL and ACOUSTIC_API_KEY go together: set both (the hub's API URL with its tenant id, and an API key) or neither");
  }
  if (!apiUrl || !apiKey) return undefined;
  if (!/^https?:\/\/[^/]+\/api\/[^/]+/.test(apiUrl)) {
    throw new Error(`ACOUSTIC_API_URL must be the hub's API URL with its tenant id (https://<host>/api/<tenant id>), found "${apiUrl}"`);
  }
  const cacheSeconds = number('ACOUSTIC_CACHE_SECONDS', 60);
  const timeoutMs = number('ACOUSTIC_TIMEOUT_MS', 5000);
  if (cacheSeconds < 0) throw new Error('ACOUSTIC_CACHE_SECONDS must be 0 (no cache) or more');
  if (timeoutMs <= 0) throw new Error('ACOUSTIC_TIMEOUT_MS must be more than 0');
  const contentIds = Object.fromEntries(
    (env.ACOUSTIC_CONTENT_IDS ?? '')
      .split(',')
      .map((pair) => pair.split('=').map((part) => part.trim()))
      .filter((pair): pair is [string, string] => pair.length === 2 && Boolean(pair[0]) && Boolean(pair[1])),
  );
  return { apiUrl, apiKey, cacheSeconds, timeoutMs, contentIds };
}
