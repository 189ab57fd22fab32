// An SMTP server on loopback (no authentication, no TLS) that keeps every message it receives,
// for the tests of the email the product sends through SMTP_URL: the API tests, the browser
// test that follows a reset link from its mail and the faults run. It can be down (stopped, and
// started again on the same port) or refuse every recipient with a 550.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  envelopeTo: string[];
  headers: Record<string, string>;
  /** The body; of a multipart message, its first text/plain part. */
  text: string;
  attachments: ReceivedAttachment[];
}

export interface ReceivedAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface SmtpInbox {
  /** Every message so far, oldest first. */
  readonly messages: ReceivedMail[];
  /** What SMTP_URL says to reach it. */
  readonly url: string;
  /** `refuse` answers every recipient 550 (a permanent refusal), `accept` (the default) keeps the mail. */
  mode: 'accept' | 'refuse';
  /** Stops listening; stopping twice is harmless (a test may stop it to make it unreachable). */
  stop(): Promise<void>;
  /** Listens again on the same port after a stop. */
  start(): Promise<void>;
}

/** Headers and body of a MIME entity, the body decoded from its transfer encoding. */
function entity(raw: string): { headers: Record<string, string>; body: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = Object.fromEntries(
    head
      .replace(/\r?\n[ \t]+/g, ' ')
      .split(/\r?\n/)
      .map((line) => {
        const at = line.indexOf(':');
        return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
      }),
  );
  const body = rest.join('\n\n');
  const encoding = headers['content-transfer-encoding'];
  const decoded =
    encoding === 'quoted-printable'
      ? body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { headers, body: decoded.replace(/\r\n/g, '\n') };
}

/** A message as the tests read it (from the inbox, or a file the product kept): its text, and the attachments of a multipart message. */
export function parseMail(raw: string): Omit<ReceivedMail, 'envelopeTo'> {
  const { headers, body } = entity(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (!boundary) return { headers, text: body, attachments: [] };
  const parts = raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => entity(part.replace(/^\r?\n/, '')));
  const text = parts.find((p) => (p.headers['content-type'] ?? '').startsWith('text/plain'))?.body ?? '';
  const attachments = parts
    .filter((p) => /attachment/i.test(p.headers['content-disposition'] ?? ''))
    .map((p) => ({
      filename: /filename="?([^";]+)"?/i.exec(p.headers['content-disposition']!)?.[1] ?? '',
      contentType: p.headers['content-type'] ?? '',
      content: p.body,
    }));
  return { headers, text, attachments };
}

const REFUSED = Object.assign(new Error('Mailbox unavailable: refused for the test'), { responseCode: 550 });

/** An inbox listening on `port` (any free one by default). */
export async function startSmtpInbox(port = 0): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  let smtp: SMTPServer | undefined;
  const inbox: SmtpInbox = {
    messages,
    url: '',
    mode: 'accept',
    stop: () => new Promise<void>((resolve) => (smtp?.server.listening ? smtp.close(resolve) : resolve())),
    async start() {
      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['AUTH', 'STARTTLS'],
        logger: false,
        onRcptTo(_address, _session, callback) {
          callback(inbox.mode === 'refuse' ? REFUSED : undefined);
        },
        onData(stream, session, done) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            messages.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), ...parseMail(Buffer.concat(chunks).toString('utf8')) });
            done();
          });
        },
      });
      await new Promise<void>((resolve) => smtp!.listen(port, '127.0.0.1', resolve));
      port = (smtp.server.address() as AddressInfo).port;
    },
  };
  await inbox.start();
  return Object.assign(inbox, { url: `smtp://127.0.0.1:${port}` });
}
