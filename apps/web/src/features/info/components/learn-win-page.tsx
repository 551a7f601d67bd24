import { COPY } from '@esr/domain';
import { LEARN_BANNER_URLS } from '@/components/ui/artwork';
import { Image } from '@/components/ui/image';
import { env } from '@/config/env';
import { useDocumentTitle } from '@/lib/document-title';
import './info.css';

/** What each banner of LEARN_BANNER_URLS shows (its artwork's words), for its accessible name. */
export const LEARN_CARD_NAMES: readonly string[] = [
  'Academy: Aim Lab',
  'Academy: Strategy',
  'Academy: Pro Tips',
];
export const NEW_TAB_HINT = '(opens in a new tab)';

export function learnCardName(index: number): string {
  return LEARN_CARD_NAMES[index] ?? `${COPY.learnWin} ${index + 1}`;
}

/** /learn-win (spec section 2): 'Learn & Win', three image cards opening the learning site in a new tab. */
export function LearnWinPage() {
  useDocumentTitle(COPY.learnWin);
  return (
    <div className="page info">
      <header>
        <h1 className="page__title">{COPY.learnWin}</h1>
        <p className="page__subtitle">{COPY.learnWinSubtitle}</p>
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
                alt={learnCardName(index)}
                width={640}
                height={360}
                className="learn-tile__image"
              />
              <span className="visually-hidden"> {NEW_TAB_HINT}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
