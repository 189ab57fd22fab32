// An SMTP server on loopback (no authentication, no TLS) that keeps every message it receives,
// for the tests of the email the product sends through SMTP_URL: the API test and the browser
// test that follows a reset link from its mail.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  envelopeTo: string[];
  headers: Record<string, string>;
  text: string;
}

export interface SmtpInbox {
  /** Every message so far, oldest first. */
  readonly messages: ReceivedMail[];
  /** What SMTP_URL says to reach it. */
  readonly url: string;
  /** Stops listening; stopping twice is harmless (a test may stop it to make it unreachable). */
  stop(): Promise<void>;
}

/** The body of a simple text message, undoing the transfer encoding nodemailer chose. */
function parse(raw: string): Omit<ReceivedMail, 'envelopeTo'> {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = Object.fromEntries(
    head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/).map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
    }),
  );
  const body = rest.join('\n\n');
  const encoding = headers['content-transfer-encoding'];
  const text =
    encoding === 'quoted-printable'
      ? body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      : encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body;
  return { headers, text: text.replace(/\r\n/g, '\n') };
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), ...parse(Buffer.concat(chunks).toString('utf8')) });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    messages,
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => (smtp.server.listening ? smtp.close(resolve) : resolve())),
  };
}
