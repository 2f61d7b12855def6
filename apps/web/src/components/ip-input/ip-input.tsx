import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMPTY_IP, pasteInto, sanitizeOctet, validateIp, type IpParts } from './ip-parts.ts';

export interface IpInputProps {
  value?: IpParts;
  onChange?: (value: IpParts) => void;
  /** The web-firewall variant: an https:// (yes) or http:// (no) prefix. */
  webFirewall?: { https: boolean };
  /** Show the error under the control once the user has left it (off when a Form shows it). */
  showError?: boolean;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}

const ADVANCE_KEYS = new Set(['.', ' ', 'Enter']);

/**
 * The IP address input of spec section 5: four octets, each clamped to 0..255, moving on
 * after three digits or on dot, space, Enter or right arrow (at the end of a part), and back
 * on left arrow (at its start) or backspace in an empty part.
 */
export function IpInput({
  value,
  onChange,
  webFirewall,
  showError = true,
  disabled,
  id,
  'aria-label': ariaLabel,
}: IpInputProps) {
  const { t } = useTranslation();
  const [inner, setInner] = useState<IpParts>(EMPTY_IP);
  const [touched, setTouched] = useState(false);
  const parts = value ?? inner;
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const error = touched ? validateIp(parts) : null;

  const set = (next: IpParts) => {
    if (value === undefined) setInner(next);
    onChange?.(next);
  };
  const focus = (i: number, where: 'start' | 'end' | 'all' = 'all') => {
    const el = refs.current[i];
    if (!el) return;
    el.focus();
    const len = el.value.length;
    if (where === 'all') el.setSelectionRange(0, len);
    else el.setSelectionRange(where === 'start' ? 0 : len, where === 'start' ? 0 : len);
  };

  const onType = (i: number, raw: string) => {
    const octet = sanitizeOctet(raw);
    const next = [...parts] as IpParts;
    next[i] = octet;
    set(next);
    if (/^\d{3}$/.test(raw.trim()) && i < 3) focus(i + 1);
  };

  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    const el = e.currentTarget;
    const atStart = el.selectionStart === 0 && el.selectionEnd === 0;
    const atEnd = el.selectionStart === el.value.length;
    if (ADVANCE_KEYS.has(e.key) || (e.key === 'ArrowRight' && atEnd)) {
      if (e.key !== 'ArrowRight') e.preventDefault();
      if (i < 3) {
        e.preventDefault();
        focus(i + 1, e.key === 'ArrowRight' ? 'start' : 'all');
      }
      return;
    }
    if ((e.key === 'ArrowLeft' && atStart) || (e.key === 'Backspace' && el.value === '')) {
      if (i > 0) {
        e.preventDefault();
        focus(i - 1, 'end');
      }
    }
  };

  const onPaste = (i: number, e: ClipboardEvent<HTMLInputElement>) => {
    const text = e.clipboardData.getData('text');
    if (!/[.\s]/.test(text.trim())) return;
    e.preventDefault();
    set(pasteInto(parts, i, text));
  };

  return (
    <div
      id={id}
      role="group"
      aria-label={ariaLabel ?? t('ipInput.label')}
      aria-invalid={!!error}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setTouched(true);
      }}
      data-testid="ip-input"
    >
      <Space.Compact>
        {webFirewall && (
          <Space.Addon data-testid="ip-prefix">
            {webFirewall.https ? 'https://' : 'http://'}
          </Space.Addon>
        )}
        {parts.map((part, i) => (
          <span key={i} style={{ display: 'inline-flex', alignItems: 'center' }}>
            <Input
              ref={(el) => {
                refs.current[i] = el?.input ?? null;
              }}
              value={part}
              disabled={disabled}
              status={error ? 'error' : undefined}
              inputMode="numeric"
              maxLength={3}
              style={{ width: 56, textAlign: 'center' }}
              aria-label={t('ipInput.part', { n: i + 1 })}
              onChange={(e) => onType(i, e.target.value)}
              onKeyDown={(e) => onKeyDown(i, e)}
              onPaste={(e) => onPaste(i, e)}
            />
            {i < 3 && <span style={{ padding: '0 4px', fontWeight: 600 }}>.</span>}
          </span>
        ))}
      </Space.Compact>
      {showError && error && (
        <Typography.Text type="danger" style={{ display: 'block', marginTop: 4 }} role="alert">
          {t(error === 'empty' ? 'ipInput.empty' : 'ipInput.invalid')}
        </Typography.Text>
      )}
    </div>
  );
}
