import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { Language } from '@ecloud/contract';
import { setLanguage } from '../../../lib/i18n.ts';
import { PortalIcon } from './portal-icons.tsx';

const NAMES: Record<Language, string> = { 'zh-CN': '简体中文', 'en-US': 'English' };

/**
 * The portal's language switch: the console's (components/language-switch.tsx) in plain React,
 * with the same test ids. A menu button: Enter, Space or a click opens it, the arrow keys move,
 * Escape or a click outside closes it and focus returns to the button.
 */
export function LanguageMenu() {
  const { i18n, t } = useTranslation();
  const queryClient = useQueryClient();
  const current = i18n.language as Language;
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const langs = Object.keys(NAMES) as Language[];

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[aria-checked=true]')?.focus();
    const outside = (e: MouseEvent) => {
      if (!menu.current?.contains(e.target as Node) && !button.current?.contains(e.target as Node))
        setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const pick = (lang: Language) => {
    close();
    void setLanguage(lang).then(() => queryClient.invalidateQueries());
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role=menuitemradio]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Escape' || e.key === 'Tab') close();
    else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      items[(at + step + items.length) % items.length]?.focus();
    }
  };

  return (
    <div className="portal-lang">
      <button
        ref={button}
        type="button"
        className="portal-text-btn"
        aria-label={t('common.language')}
        aria-haspopup="menu"
        aria-expanded={open}
        data-testid="language-switch"
        onClick={() => setOpen((o) => !o)}
      >
        <PortalIcon name="global" />
        <span>{NAMES[current] ?? current}</span>
      </button>
      {open && (
        <ul ref={menu} role="menu" className="portal-menu" onKeyDown={onKeyDown}>
          {langs.map((lang) => (
            <li
              key={lang}
              role="menuitemradio"
              aria-checked={lang === current}
              tabIndex={-1}
              data-testid={`lang-${lang}`}
              onClick={() => pick(lang)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  pick(lang);
                }
              }}
            >
              {NAMES[lang]}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
