import { LANGUAGE_NAMES, LANGUAGES } from '@esr/domain';
import { cx } from '@/lib/cx';
import { useLanguage, useT } from '@/lib/i18n';
import './language-switch.css';

/**
 * English / اردو, in the layout (drawer and side navigation) and on Settings. Each name is written in its
 * own language, so it reads whatever the page's language is. The choice is remembered on the device.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useT();
  const { language, setLanguage } = useLanguage();
  return (
    <div role="group" aria-label={t('common.language')} className={cx('language-switch', className)}>
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className="language-switch__option"
          aria-pressed={option === language}
          onClick={() => void setLanguage(option)}
        >
          {LANGUAGE_NAMES[option]}
        </button>
      ))}
    </div>
  );
}
