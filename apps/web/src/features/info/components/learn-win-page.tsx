import { LEARN_BANNER_URLS } from '@/components/ui/artwork';
import { Image } from '@/components/ui/image';
import { env } from '@/config/env';
import { useDocumentTitle } from '@/lib/document-title';
import { useT, type MessageId, type Translate } from '@/lib/i18n';
import './info.css';

/** What each banner of LEARN_BANNER_URLS shows (its artwork's words), for its accessible name. */
export const LEARN_CARD_NAMES: readonly MessageId[] = [
  'info.learnCardAimLab',
  'info.learnCardStrategy',
  'info.learnCardProTips',
];
export const NEW_TAB_HINT = 'info.newTabHint' satisfies MessageId;

export function learnCardName(index: number, t: Translate): string {
  const name = LEARN_CARD_NAMES[index];
  return name ? t(name) : t('info.learnCardNumbered', { title: t('copy.learnWin'), n: index + 1 });
}

/** /learn-win (spec section 2): 'Learn & Win', three image cards opening the learning site in a new tab. */
export function LearnWinPage() {
  const t = useT();
  useDocumentTitle(t('copy.learnWin'));
  return (
    <div className="page info">
      <header>
        <h1 className="page__title">{t('copy.learnWin')}</h1>
        <p className="page__subtitle">{t('copy.learnWinSubtitle')}</p>
      </header>
      <ul className="learn-grid">
        {LEARN_BANNER_URLS.map((url, index) => (
          <li key={url}>
            <a
              href={env.VITE_LEARN_URL}
              target="_blank"
              rel="noopener noreferrer"
              className="learn-tile hover-lift"
            >
              <Image
                src={url}
                alt={learnCardName(index, t)}
                width={640}
                height={360}
                className="learn-tile__image"
              />
              <span className="visually-hidden"> {t(NEW_TAB_HINT)}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
