import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from 'antd';
import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, changeLanguage, currentLanguage, type Language } from '../lib/i18n';
import { useThemeToken } from '../lib/useThemeToken';

/**
 * The English / Bahasa Indonesia switch (header and sign-in pages): a button showing the current
 * language that opens the list of languages under it (a listbox: arrow keys, Home/End, Enter or
 * Space, Escape; a click elsewhere closes it). Drawn with a Button and theme tokens rather than
 * antd's Select or a popover, whose virtual list and positioning code would weigh on the sign-in
 * page (issue 8; docs/BENCHMARKS.md "First load of the web app").
 */
export function LanguageSwitch() {
  const { t } = useTranslation(); // re-renders on language change
  const token = useThemeToken();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const options = useRef<(HTMLDivElement | null)[]>([]);
  const current = currentLanguage();

  const focusOption = (index: number) => options.current[(index + LANGUAGES.length) % LANGUAGES.length]?.focus();

  useEffect(() => {
    if (!open) return undefined;
    options.current[LANGUAGES.indexOf(current)]?.focus();
    const outside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open, current]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const choose = (lang: Language) => {
    close();
    if (lang !== current) void changeLanguage(lang);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: LANGUAGES.length - 1 };
    if (event.key in moves) focusOption(moves[event.key]);
    else if (event.key === 'Enter' || event.key === ' ') choose(LANGUAGES[index]);
    else if (event.key === 'Escape') close();
    else if (event.key === 'Tab') setOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div ref={root} style={{ position: 'relative', display: 'inline-block' }}>
      <Button
        ref={button}
        type="text"
        icon={<GlobalOutlined />}
        aria-label={t('language.current', { language: t(`language.${current}`) })}
        aria-haspopup="listbox"
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
        data-testid="language-switch"
      >
        {t(`language.${current}`)}
        <DownOutlined style={{ fontSize: 10, color: token.colorTextQuaternary }} />
      </Button>
      {open && (
        <div
          role="listbox"
          aria-label={t('language.label')}
          style={{
            position: 'absolute',
            top: '100%',
            right: 0,
            marginTop: 4,
            zIndex: token.zIndexPopupBase + 50,
            padding: token.paddingXXS,
            background: token.colorBgElevated,
            borderRadius: token.borderRadiusLG,
            boxShadow: token.boxShadowSecondary,
          }}
        >
          {LANGUAGES.map((lang, index) => {
            const selected = lang === current;
            return (
              <div
                key={lang}
                ref={(el) => {
                  options.current[index] = el;
                }}
                role="option"
                aria-selected={selected}
                tabIndex={selected ? 0 : -1}
                onClick={() => choose(lang)}
                onKeyDown={(event) => onKeyDown(event, index)}
                style={{
                  padding: `${token.paddingXXS + 1}px ${token.paddingSM}px`,
                  borderRadius: token.borderRadiusSM,
                  cursor: 'pointer',
                  whiteSpace: 'nowrap',
                  color: token.colorText,
                  fontWeight: selected ? token.fontWeightStrong : undefined,
                  background: selected ? token.controlItemBgActive : undefined,
                }}
              >
                {t(`language.${lang}`)}
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
