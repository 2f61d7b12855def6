import { Button, Dropdown } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { Language } from '@ecloud/contract';
import { setLanguage } from '../lib/i18n.ts';

const NAMES: Record<Language, string> = { 'zh-CN': '简体中文', 'en-US': 'English' };

/** English or Chinese, anywhere; server texts (role names, messages) are fetched again in the new language. */
export function LanguageSwitch({ dark = false }: { dark?: boolean }) {
  const { i18n, t } = useTranslation();
  const queryClient = useQueryClient();
  const current = i18n.language as Language;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: (Object.keys(NAMES) as Language[]).map((lang) => ({
          key: lang,
          label: NAMES[lang],
          'data-testid': `lang-${lang}`,
        })),
        onClick: ({ key }) => {
          void setLanguage(key as Language).then(() => queryClient.invalidateQueries());
        },
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        style={dark ? { color: '#fff' } : undefined}
        aria-label={t('common.language')}
        data-testid="language-switch"
      >
        {NAMES[current] ?? current}
      </Button>
    </Dropdown>
  );
}
