/** What other domains use: queue a notice to a subject's recipients, record the message centre. */
export { notifySubject, recordMessageCentre, type NoticeSpec } from './deliver.ts';
