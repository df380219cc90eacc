import { message } from './i18n';

/*
 * What a queued write does, in a few words before the record's name ("comment on ‘API gateway’").
 * The popup's alerts and the options page's outbox both say it, so it is said here once. Writes
 * are named by lib/background/outbox/operations*.ts: a resource's create, update and delete are
 * `create<Noun>`, `update<Noun>` and `delete<Noun>`.
 */
const WORDS: Record<string, () => string> = {
  commentOnIncident: () => message('writeCommentOnIncident'),
  pauseMonitor: () => message('writePauseMonitor'),
  createMonitor: () => message('writeCreateMonitor'),
  createCategory: () => message('writeCreateCategory'),
  createSeat: () => message('writeCreateSeat'),
  createIntegration: () => message('writeCreateIntegration'),
  createPage: () => message('writeCreatePage'),
  createAnnouncement: () => message('writeCreateAnnouncement'),
  createWindow: () => message('writeCreateWindow'),
  createEvent: () => message('writeCreateEvent'),
  updatePageAuthentication: () => message('writeUpdatePageAuthentication'),
  setAnnouncementStickiness: () => message('writeSetAnnouncementStickiness'),
  pauseWindow: () => message('writePauseWindow'),
  endWindow: () => message('writeEndWindow'),
  buyTickets: () => message('writeBuyTickets'),
};

function writeWords(operation: string): string {
  const listed = Object.hasOwn(WORDS, operation) ? WORDS[operation] : undefined;
  if (listed) return listed();
  if (operation.startsWith('update')) return message('writeUpdate');
  if (operation.startsWith('delete')) return message('writeDelete');
  return message('writeOther');
}

/** "comment on ‘API gateway’": what a write does and to which record (its name, when known). */
export function writeNamed(operation: string, name: string | null): string {
  const what = writeWords(operation);
  return name ? message('writeNamed', [what, name]) : what;
}
