import { EventEmitter, once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

export type ReceivedMail = {
  /** Envelope recipients (RCPT TO). */
  to: string[];
  subject: string;
  text: string;
  /** The HTML part, '' when there is none. */
  html: string;
  headers: ParsedMail['headers'];
  parsed: ParsedMail;
  raw: Buffer;
};

type Rejection = { code: number; message: string };

/**
 * A real SMTP server in the test process (ARCHITECTURE.md: no mocks of SMTP). It accepts every
 * mail unless told to refuse recipients or to hold a delivery. A mail counts as received only once
 * the sink has answered 250 to its DATA, as for a real server.
 */
export class SmtpSink {
  readonly messages: ReceivedMail[] = [];
  /** Deliveries that reached DATA, accepted or not. */
  dataAttempts = 0;
  /** RCPT TO commands refused. */
  refused = 0;
  /** Deliveries held by stallNextDeliveries. */
  stalled = 0;
  private rejection: Rejection | undefined;
  private stallsLeft = 0;
  private stallMs = 0;
  private readonly closedSessions = new Set<string>();
  private readonly events = new EventEmitter();

  private readonly server: SMTPServer;
  port = 0;

  private constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // Tests end with close(); a client still connected must not hold it for the default 30 s.
      closeTimeout: 1000,
      onRcptTo: (_address, _session, callback) => {
        const rejection = this.rejection;
        if (!rejection) return callback();
        this.refused += 1;
        callback(Object.assign(new Error(rejection.message), { responseCode: rejection.code }));
      },
      onData: (stream, session, callback) => {
        this.receive(stream, session).then(
          () => callback(),
          (error: Error) => callback(error),
        );
      },
      onClose: (session) => {
        this.closedSessions.add(session.id);
        this.events.emit('closed', session.id);
      },
    });
    this.server.on('error', () => undefined);
  }

  /** A sink listening on a free port of 127.0.0.1. */
  static async start(): Promise<SmtpSink> {
    const sink = new SmtpSink();
    sink.server.listen(0, '127.0.0.1');
    await once(sink.server.server, 'listening');
    sink.port = (sink.server.server.address() as AddressInfo).port;
    return sink;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Refuses every recipient with this reply (4xx: try later, 5xx: permanent) until accept(). */
  refuseRecipients(code: number, message = code >= 500 ? 'Mailbox unavailable' : 'Try again later'): void {
    this.rejection = { code, message };
  }

  accept(): void {
    this.rejection = undefined;
  }

  /**
   * Holds the answer to the next `count` DATA commands for `ms` (or until the client hangs up,
   * in which case the mail was never delivered).
   */
  stallNextDeliveries(count = 1, ms = 60_000): void {
    this.stallsLeft = count;
    this.stallMs = ms;
  }

  /** Resolves once `count` deliveries in all have been held by stallNextDeliveries. */
  async waitForStall(count = 1, timeoutMs = 20_000): Promise<void> {
    await this.until(() => this.stalled >= count, timeoutMs, `${count} held deliveries`);
  }

  /** Resolves with the received mails once there are at least `count`. */
  async waitForMessages(count: number, timeoutMs = 20_000): Promise<ReceivedMail[]> {
    await this.until(() => this.messages.length >= count, timeoutMs, `${count} mail(s)`);
    return this.messages;
  }

  private async until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      if (Date.now() > deadline) {
        throw new Error(
          `SMTP sink: expected ${what} within ${timeoutMs} ms; received ${this.messages.length} mail(s)`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async receive(stream: NodeJS.ReadableStream, session: SMTPServerSession): Promise<void> {
    this.dataAttempts += 1;
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
    const raw = Buffer.concat(chunks);
    if (this.stallsLeft > 0) {
      this.stallsLeft -= 1;
      this.stalled += 1;
      await this.holdUntilClosedOr(session.id, this.stallMs);
      if (this.closedSessions.has(session.id)) return; // the client died before our 250: not delivered
    }
    const parsed = await simpleParser(raw);
    this.messages.push({
      to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: typeof parsed.html === 'string' ? parsed.html : '',
      headers: parsed.headers,
      parsed,
      raw,
    });
  }

  private async holdUntilClosedOr(sessionId: string, ms: number): Promise<void> {
    if (this.closedSessions.has(sessionId)) return;
    await new Promise<void>((resolve) => {
      const done = (closedId?: string) => {
        if (closedId !== undefined && closedId !== sessionId) return;
        clearTimeout(timer);
        this.events.off('closed', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.events.on('closed', done);
    });
  }
}
