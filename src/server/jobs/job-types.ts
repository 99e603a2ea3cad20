/**
 * Every job type, in one place so a producer and its handler cannot drift apart. Names are
 * `<area>.<verb>`; a handler is registered with `runner.register(JOB_TYPES.x, handler)` and work is
 * queued with `enqueueJob(tx, JOB_TYPES.x, payload)` inside the transaction that makes it necessary.
 * Payloads carry ids, not documents: the handler reads the current row when it runs.
 */
export const JOB_TYPES = {
  /** { mailId } — deliver one mail_outbox row (SMTP or the development mailbox). */
  mailSend: 'mail.send',
  /** { kind, entityId, companyId } — render a PDF and store it through the file pipeline. */
  pdfRender: 'pdf.render',
  /** { companyId, fileId } — append a vault file's hash to the Merkle ledger. */
  ledgerAppend: 'ledger.append',
  /** { } — download the SAT lists of SAT_69B_URL / SAT_69_URLS and import each (once per day; failures kept in sat_list_runs). */
  satImport: 'sat.import',
  /** { snapshotId, previousId } — tell clients whose providers a new SAT list snapshot lists or moves to another situation. */
  satAlerts: 'sat.alerts',
  /** { notificationId } — fan a notification out (mail, push). */
  notificationSend: 'notification.send',
  /** { day: 'YYYY-MM-DD' } — remind providers of documents due in 3 days or overdue (once per day). */
  complianceDueReminders: 'compliance.due-reminders',
  /** { } — remove blobs no files row points to and temporary writes, once they are older than a day. */
  filesSweepOrphans: 'files.sweep-orphans',
  /** { } — recompute ISR, IMSS and the flags of payroll CFDIs checked with an older rule set (or never). */
  payrollRecompute: 'payroll.recompute',
  /** { day: 'YYYY-MM-DD' } — remind providers' administrators of ICSOE/SISUB filings due in 10 days (once per period). */
  filingReminders: 'filings.reminders',
} as const;

export type JobType = (typeof JOB_TYPES)[keyof typeof JOB_TYPES];
