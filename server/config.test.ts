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
