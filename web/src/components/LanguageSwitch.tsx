import { Select } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, changeLanguage, currentLanguage, isLanguage } from '../lib/i18n';

/** The English / Bahasa Indonesia switch (header and sign-in pages). */
export function LanguageSwitch() {
  const { t } = useTranslation(); // re-renders on language change
  return (
    <Select
      aria-label={t('language.label')}
      data-testid="language-switch"
      value={currentLanguage()}
      onChange={(lang) => isLanguage(lang) && void changeLanguage(lang)}
      prefix={<GlobalOutlined />}
      popupMatchSelectWidth={false}
      options={LANGUAGES.map((lang) => ({ value: lang, label: t(`language.${lang}`) }))}
      variant="borderless"
    />
  );
}
