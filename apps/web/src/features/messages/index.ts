export { useUnreadCount } from './api/use-unread-count.ts';
export { useMessageList } from './api/use-messages.ts';
export { MessageTypeTag } from './components/message-type-tag.tsx';
