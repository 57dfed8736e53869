/**
 * The contract between the API (which turns events into mail jobs) and the worker (which renders
 * and sends them). Plain data only: neither side's queue library leaks in here.
 */

/** BullMQ queue name; the Redis key prefix comes from QUEUE_PREFIX. */
export const MAIL_QUEUE = 'mail';

/** Shown in every mail's header and footer. SPEC.md does not name the foundation: change it here. */
export const PRODUCT_NAME = 'Artisans of Excellence';
export const FOUNDATION_NAME = 'Michelangelo Foundation';

export const MAIL_TEMPLATES = [
  'confirm-email',
  'account-created',
  'reset-password',
  'artisan-invitation',
  'staff-account-created',
  'evaluation-endorsement-request',
  'evaluation-sent',
  'evaluation-endorsed',
  'evaluation-pending',
  'evaluation-selected',
  'evaluation-not-selected',
  'green-list-available',
  'green-list-sent',
  'green-list-pending',
  'green-list-complete',
] as const;
export type MailTemplateName = (typeof MAIL_TEMPLATES)[number];

/** The params each template needs; `link` is always an absolute http(s) URL (the button). */
export const MAIL_TEMPLATE_PARAMS = {
  'confirm-email': ['firstName', 'link'],
  'account-created': ['firstName', 'link'],
  'reset-password': ['firstName', 'link'],
  'artisan-invitation': ['firstName', 'inviterName', 'link'],
  'staff-account-created': ['firstName', 'link'],
  'evaluation-endorsement-request': ['firstName', 'artisanName', 'link'],
  'evaluation-sent': ['firstName', 'artisanName', 'link'],
  'evaluation-endorsed': ['firstName', 'artisanName', 'endorserName', 'link'],
  'evaluation-pending': ['firstName', 'artisanName', 'missing', 'link'],
  // `commentary` (the committee's words) is optional: an empty one leaves the note empty.
  'evaluation-selected': ['firstName', 'artisanName', 'link'],
  'evaluation-not-selected': ['firstName', 'artisanName', 'link'],
  'green-list-available': ['firstName', 'link'],
  // The score as sent (points and maximum as numbers, the percentage with its sign, in the recipient's locale).
  'green-list-sent': ['firstName', 'artisanName', 'points', 'maximum', 'percentage', 'link'],
  'green-list-pending': ['firstName', 'missing', 'link'],
  // `comment` (the reviewer's closing words) is optional, as `commentary` above.
  'green-list-complete': ['firstName', 'points', 'maximum', 'percentage', 'link'],
} as const satisfies Record<MailTemplateName, readonly string[]>;

export function isMailTemplate(value: string): value is MailTemplateName {
  return (MAIL_TEMPLATES as readonly string[]).includes(value);
}

/**
 * What following the button's link asks of the recipient: to `open` the tool with the account it
 * has (the default), or, for a recipient without an account yet, to create its password first
 * (`invitation`): the mail then says so and the link is an invitation, so that one mail is enough.
 */
export type MailLinkKind = 'open' | 'invitation';

/** The payload of a mail job. Once the mail is sent, the worker masks `to` and drops `params`. */
export type MailJob = {
  template: MailTemplateName;
  to: string;
  /** A UI language code (`Language` of @artisans/domain, e.g. 'fr', 'jp'); anything else is sent in English. */
  language: string;
  params: Record<string, string>;
  /** Absent: 'open'. */
  linkKind?: MailLinkKind;
  /** The event that caused the mail (the job id is derived from it). */
  eventId: string;
};

/**
 * The job id of the n-th (0-based) of `count` mails caused by one event. BullMQ ignores an add
 * whose job id exists, which makes replays harmless. It refuses ':' in custom ids, hence '.'.
 */
export function mailJobId(eventId: string, index: number, count: number): string {
  return count > 1 ? `${eventId}.${index}` : eventId;
}

/** Default options of mail jobs, structurally compatible with BullMQ's JobsOptions. */
export type MailJobOptions = {
  attempts: number;
  backoff: { type: 'exponential'; delay: number };
  /** Completed jobs are kept (so a re-added job id stays deduplicated) for `age` seconds. */
  removeOnComplete: { age: number };
  /** Failed jobs stay until someone retries or removes them (`npm run jobs:failed`). */
  removeOnFail: false;
};

export const MAIL_KEEP_COMPLETED_SECONDS = 30 * 24 * 3600;

export function mailJobOptions(
  config: { MAIL_ATTEMPTS: number; MAIL_BACKOFF_MS: number } = { MAIL_ATTEMPTS: 8, MAIL_BACKOFF_MS: 2000 },
): MailJobOptions {
  return {
    attempts: config.MAIL_ATTEMPTS,
    backoff: { type: 'exponential', delay: config.MAIL_BACKOFF_MS },
    removeOnComplete: { age: MAIL_KEEP_COMPLETED_SECONDS },
    removeOnFail: false,
  };
}

/** `jane@example.org` -> `j***@example.org`: recipients in logs and listings. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** A job id as it may appear in a file name. */
function fileSafe(jobId: string): string {
  return jobId.replace(/[^A-Za-z0-9.-]/g, '_');
}

/**
 * The .eml file of a mail job in MAIL_DIR (no SMTP_URL): time and job id, never a name or address
 * from the mail itself. The job id is how an erasure finds the files of an artisan's mails.
 */
export function mailFileName(jobId: string, writtenAt: Date): string {
  return `${writtenAt.toISOString().replace(/[:.]/g, '-')}_${fileSafe(jobId)}.eml`;
}

/** Whether a file of MAIL_DIR holds the mail of this job (whenever it was written). */
export function isMailFileOf(fileName: string, jobId: string): boolean {
  return fileName.endsWith(`_${fileSafe(jobId)}.eml`);
}
