import type { MessageType } from '@ecloud/contract';
import { codeTag } from '../../../components/code-tag.tsx';

export const MessageTypeTag = codeTag<MessageType>('messages.type', {
  system: 'blue',
  billing: 'gold',
  resource: 'cyan',
  alarm: 'red',
  order: 'green',
  workOrder: 'purple',
  security: 'volcano',
});
