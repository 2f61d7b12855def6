import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A tag for a closed set of codes (a message's type, a news item's type): each code has its own
 * colour and its label under `prefix.code` in the locales, so a new set is a table, not a component.
 */
export function codeTag<C extends string>(prefix: string, colours: Record<C, string>) {
  return function CodeTag({ type }: { type: C }) {
    const { t } = useTranslation();
    return <Tag color={colours[type]}>{t(`${prefix}.${type}`)}</Tag>;
  };
}
