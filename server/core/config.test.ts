import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('mail and contact settings from the environment', () => {
  it('sends email to the outbox and links to this machine unless told otherwise', () => {
    const config = loadConfig({ PORT: '3100' });
    expect(config.mail).toEqual({ smtpUrl: undefined, from: 'myGWM <no-reply@mygwm.example>' });
    expect(config.publicUrl).toBe('http://localhost:3100');
    expect(config.contact).toEqual({ marketingEmail: 'marketing@mygwm.example', roadsidePhones: { AU: '1800 975 707', NZ: '09 555 0147' } });
  });

  it('takes each from its variable, without a trailing slash on the public address', () => {
    const config = loadConfig({
      SMTP_URL: 'smtp://mail.example:587',
      MAIL_FROM: 'Portal <portal@example.com>',
      PUBLIC_URL: 'https://portal.example/',
      MARKETING_EMAIL: 'hello@example.com',
      ROADSIDE_PHONE_AU: '1800 000 000',
      ROADSIDE_PHONE_NZ: '0800 000 000',
    });
    expect(config.mail).toEqual({ smtpUrl: 'smtp://mail.example:587', from: 'Portal <portal@example.com>' });
    expect(config.publicUrl).toBe('https://portal.example');
    expect(config.contact).toEqual({ marketingEmail: 'hello@example.com', roadsidePhones: { AU: '1800 000 000', NZ: '0800 000 000' } });
  });
});

describe('TRUST_PROXY', () => {
  it('believes no proxy unless told, since anyone can write X-Forwarded-For', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('takes a hop count or a list of addresses and ranges, and refuses a bare true', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }).trustProxy).toEqual(['10.0.0.1', '192.168.0.0/16']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/hop count/);
  });
});

describe('the Acoustic Content hub', () => {
  const HUB = { ACOUSTIC_API_URL: 'https://my12.digitalexperience.ibm.com/api/1234-abcd/', ACOUSTIC_API_KEY: 'key' };

  it('is off without its variables: the embedded content store', () => {
    expect(loadConfig({}).acoustic).toBeUndefined();
  });

  it('is on with the URL and key, caching for 60 s and waiting 5 s by default', () => {
    expect(loadConfig(HUB).acoustic).toEqual({
      apiUrl: 'https://my12.digitalexperience.ibm.com/api/1234-abcd',
      apiKey: 'key',
      cacheSeconds: 60,
      timeoutMs: 5000,
      contentIds: {},
    });
  });

  it('takes the cache, the timeout and the content ids of our keys from their variables', () => {
    const acoustic = loadConfig({
      ...HUB,
      ACOUSTIC_CACHE_SECONDS: '0',
      ACOUSTIC_TIMEOUT_MS: '1500',
      ACOUSTIC_CONTENT_IDS: 'menu-header = 9f07e, how-to-videos=11835',
    }).acoustic;
    expect(acoustic).toMatchObject({ cacheSeconds: 0, timeoutMs: 1500, contentIds: { 'menu-header': '9f07e', 'how-to-videos': '11835' } });
  });

  it('refuses to start with one of the two, or a URL without its tenant', () => {
    expect(() => loadConfig({ ACOUSTIC_API_URL: HUB.ACOUSTIC_API_URL })).toThrow('ACOUSTIC_API_URL and ACOUSTIC_API_KEY go together');
    expect(() => loadConfig({ ACOUSTIC_API_KEY: 'key' })).toThrow('ACOUSTIC_API_URL and ACOUSTIC_API_KEY go together');
    expect(() => loadConfig({ ...HUB, ACOUSTIC_API_URL: 'https://my12.digitalexperience.ibm.com' })).toThrow('with its tenant id');
    expect(() => loadConfig({ ...HUB, ACOUSTIC_TIMEOUT_MS: '0' })).toThrow('ACOUSTIC_TIMEOUT_MS');
  });
});

describe('the marketing platforms', () => {
  it('stay embedded until both variables of a platform are set', () => {
    expect(loadConfig({}).marketing).toEqual({ retry: { timeoutMs: 10_000, maxTries: 4, retryMs: 1000 } });
    expect(loadConfig({ CUSTOMERIO_SITE_ID: 'site' }).marketing).toMatchObject({ customerio: undefined });
  });

  it('take Customer.io’s US host and object types unless told otherwise', () => {
    const { marketing } = loadConfig({ CUSTOMERIO_SITE_ID: 'site', CUSTOMERIO_API_KEY: 'track' });
    expect(marketing.customerio).toEqual({ url: 'https://track.customer.io', siteId: 'site', apiKey: 'track', objectTypes: { dealers: '1', models: '2' } });
  });

  it('take the EU host, the object types and the retry settings from their variables, and refuse nonsense', () => {
    const { marketing } = loadConfig({
      CUSTOMERIO_SITE_ID: 'site',
      CUSTOMERIO_API_KEY: 'track',
      CUSTOMERIO_URL: 'https://track-eu.customer.io',
      CUSTOMERIO_OBJECT_TYPES: 'dealers=3, models=7',
      SYNC_TIMEOUT_MS: '2000',
      SYNC_MAX_TRIES: '2',
      SYNC_RETRY_MS: '0',
    });
    expect(marketing.customerio).toMatchObject({ url: 'https://track-eu.customer.io', objectTypes: { dealers: '3', models: '7' } });
    expect(marketing.retry).toEqual({ timeoutMs: 2000, maxTries: 2, retryMs: 0 });
    expect(() => loadConfig({ CUSTOMERIO_SITE_ID: 's', CUSTOMERIO_API_KEY: 'k', CUSTOMERIO_OBJECT_TYPES: 'dealers' })).toThrow(/route=object type id pairs/);
    expect(() => loadConfig({ SYNC_MAX_TRIES: '0' })).toThrow(/SYNC_MAX_TRIES must be 1 or more/);
  });
});

describe('the S3-compatible file store', () => {
  it('is off without S3_BUCKET: files stay in the data folder', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('takes the bucket, endpoint, region and path style, and never the credentials', () => {
    const config = loadConfig({
      S3_BUCKET: 'mygwm-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'ap-southeast-2',
      S3_FORCE_PATH_STYLE: '1',
      AWS_SECRET_ACCESS_KEY: 'a-secret',
    });
    expect(config.s3).toEqual({ bucket: 'mygwm-files', endpoint: 'http://127.0.0.1:9000', region: 'ap-southeast-2', forcePathStyle: true });
    expect(JSON.stringify(config)).not.toContain('a-secret');
    expect(loadConfig({ S3_BUCKET: 'b' }).s3).toEqual({ bucket: 'b', endpoint: undefined, region: 'us-east-1', forcePathStyle: false });
  });

  it('refuses an endpoint without a bucket, an endpoint that is no address and a path style that is not 1 or 0', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(/http/);
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/1 or 0/);
  });
});

describe('operations', () => {
  it('has no metrics without a token, and waits 10 s for work under way at a stop', () => {
    expect(loadConfig({})).toMatchObject({ metricsToken: undefined, shutdownGraceMs: 10_000 });
  });

  it('takes the metrics token and the grace from their variables', () => {
    const config = loadConfig({ METRICS_TOKEN: 'a-long-enough-metrics-token', SHUTDOWN_GRACE_SECONDS: '2.5' });
    expect(config).toMatchObject({ metricsToken: 'a-long-enough-metrics-token', shutdownGraceMs: 2500 });
  });

  it('refuses a metrics token short enough to guess, and a negative grace', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN must be at least 16 characters');
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: '-1' })).toThrow('SHUTDOWN_GRACE_SECONDS must be 0 or more');
  });
});
