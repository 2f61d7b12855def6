/** What other domains use: a warning to the message centre and a subject's recipients, or parts of it. */
export { notifySubject, recordMessageCentre, warnTenant, type NoticeSpec } from './deliver.ts';
/** What the report centre uses: a file's notice to the channels its definition names. */
export { queueNotices } from './deliver.ts';
export { channelsByIds, listChannels } from './contacts.repository.ts';
