import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MessageType } from '@ecloud/contract';

const COLOURS: Record<MessageType, string> = {
  system: 'blue',
  billing: 'gold',
  resource: 'cyan',
  alarm: 'red',
  order: 'green',
  workOrder: 'purple',
  security: 'volcano',
};

export function MessageTypeTag({ type }: { type: MessageType }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[type]}>{t(`messages.type.${type}`)}</Tag>;
}
