/** What other domains use: queue a notice to a subject's recipients, record the message centre. */
export { notifySubject, recordMessageCentre, type NoticeSpec } from './deliver.ts';
/** What the report centre uses: a file's notice to the channels its definition names. */
export { queueNotices } from './deliver.ts';
export { channelsByIds, listChannels } from './contacts.repository.ts';
