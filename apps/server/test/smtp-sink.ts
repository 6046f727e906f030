// A local SMTP server for tests and benches (smtp-server): it keeps every message it accepts, and
// can refuse chosen ones as a real server does (a 4xx temporary error the sender may retry, or a
// 5xx refusal), so that the mailing's retries, records and resends meet the real wire protocol.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string; bytes: number };

/** Decides, per recipient, whether the server refuses the message: null accepts. */
export type RefusalRule = (recipient: string) => { code: 451 | 550; message: string } | null;

export type SmtpSink = {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Only the recipients and sizes are kept (a bench of thousands of messages with attachments). */
  keepRaw: boolean;
  refuse: RefusalRule;
  close: () => Promise<void>;
};

export async function startSmtpSink(options: { refuse?: RefusalRule; keepRaw?: boolean; port?: number } = {}): Promise<SmtpSink> {
  const sink: SmtpSink = {
    url: '',
    port: 0,
    received: [],
    keepRaw: options.keepRaw ?? true,
    refuse: options.refuse ?? (() => null),
    close: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    size: 50 * 1024 * 1024,
    onRcptTo(address, _session, callback) {
      const refusal = sink.refuse(address.address);
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const body = Buffer.concat(chunks);
        sink.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: sink.keepRaw ? body.toString('utf8') : '',
          bytes: body.length,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  sink.port = (server.server.address() as AddressInfo).port;
  sink.url = `smtp://127.0.0.1:${sink.port}`;
  sink.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return sink;
}
