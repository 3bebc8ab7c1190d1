// The language switch of the header: a menu button naming the current language, whose menu lists
// the three with the current one checked (Radix DropdownMenu: keyboard, focus and roles built in).
// On a phone the header shows its icon instead of the name (the header's .icon and .text rules).
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LOCALES, type Locale } from '../locales/catalogue';

export const LOCALE_NAMES: Record<Locale, string> = { 'zh-CN': '简体中文', 'zh-TW': '繁體中文', 'en-US': 'English' };

const Trigger = styled(DropdownMenu.Trigger)`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 4px 8px;
  border: 1px solid #dcdfe6 !important;
  border-radius: 4px;
  color: #303133 !important;
  &[data-state='open'] {
    border-color: #1a66c9 !important;
  }
  &::after {
    content: '▾';
    font-size: 10px;
    color: #909399;
  }
`;
const Content = styled(DropdownMenu.Content)`
  min-width: 120px;
  padding: 4px 0;
  background: #fff;
  border: 1px solid #e4e7ed;
  border-radius: 4px;
  box-shadow: 0 2px 12px rgba(0, 0, 0, 0.12);
  z-index: 100;
  font-size: 14px;
  [role='menuitemradio'] {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 6px 16px;
    cursor: pointer;
    outline: none;
    color: #303133;
  }
  [role='menuitemradio'][data-highlighted] {
    background: #ecf5ff;
    color: #1a66c9;
  }
  [role='menuitemradio'][data-state='checked'] {
    color: #1a66c9;
    font-weight: 600;
  }
  .check {
    width: 12px;
  }
`;

export function LanguageMenu({ locale, onLocale }: { locale: Locale; onLocale(locale: Locale): void }) {
  const { t } = useTranslation();
  return (
    <DropdownMenu.Root>
      <Trigger aria-label={`${t('common.language')}: ${LOCALE_NAMES[locale]}`}>
        <Languages className="icon" size={18} aria-hidden="true" />
        <span className="text">{LOCALE_NAMES[locale]}</span>
      </Trigger>
      <DropdownMenu.Portal>
        <Content align="end" sideOffset={4}>
          <DropdownMenu.RadioGroup value={locale} onValueChange={(value) => onLocale(value as Locale)}>
            {LOCALES.map((code) => (
              <DropdownMenu.RadioItem key={code} value={code} lang={code}>
                <DropdownMenu.ItemIndicator className="check">✓</DropdownMenu.ItemIndicator>
                {LOCALE_NAMES[code]}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
