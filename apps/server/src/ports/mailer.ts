// Port: sending mail (modules/mail/mailer.ts: SMTP, or the development outbox).

/** A file sent with a message (a report). */
export type MailAttachment = { filename: string; contentType: string; content: Buffer };
/**
 * Sent as multipart/alternative: the text part and the HTML part say the same (compose-mail.ts);
 * with attachments, inside multipart/mixed.
 */
export type MailMessage = { to: string; subject: string; text: string; html: string; attachments?: MailAttachment[] };
/** The in-app outbox shows the text part and the attachments' names; the .eml holds everything. */
export type OutboxEntry = Omit<MailMessage, 'html' | 'attachments'> & { id: string; created_at: string; attachments?: string[] };

export type Mailer = {
  send: (message: MailMessage) => Promise<void>;
  /** Whether mail is written to the outbox (and the outbox routes answer). */
  keepsOutbox: boolean;
  /** Newest first. Empty when no outbox is kept. */
  outbox: () => Promise<OutboxEntry[]>;
  outboxFile: (id: string) => Promise<Buffer | null>;
  /** Closes the pooled SMTP connections (the process is stopping). */
  close: () => void;
};
