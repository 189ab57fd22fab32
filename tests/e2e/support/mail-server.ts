// A server of this checkout of its own that sends its email through an SMTP server on loopback,
// for the tests that read the mail the product sends (a reset link, a booking's two emails): a
// fresh data folder, no demo data, the e2e administrator. Stopped in the order that lets go
// cleanly: the server (which waits for open connections) before the inbox.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SmtpInbox, startSmtpInbox } from '../../support/smtp-inbox.ts';
import { E2E_ADMIN } from './accounts.ts';
import { freePort, type ServerProcess, startServer } from './server-process.ts';

export interface MailServer {
  inbox: SmtpInbox;
  server: ServerProcess;
  stop(): Promise<void>;
}

export async function startMailServer(name: string): Promise<MailServer> {
  const inbox = await startSmtpInbox();
  const dataDir = mkdtempSync(join(tmpdir(), `mygwm-${name}-`));
  const port = await freePort();
  const server = await startServer(join(import.meta.dirname, '..', '..', '..'), port, {
    DATA_DIR: dataDir,
    DEMO_DATA: '0',
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    SMTP_URL: inbox.url,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  }).catch(async (error: unknown) => {
    await inbox.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    inbox,
    server,
    async stop() {
      await server.stop();
      await inbox.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
