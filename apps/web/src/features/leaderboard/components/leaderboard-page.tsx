import { shortenLeaderboardName } from '@esr/domain';
import { useId, useState } from 'react';
import { Avatar, CROWN_URL } from '@/components/ui/artwork';
import { ErrorMessage } from '@/components/ui/error-message';
import { Image } from '@/components/ui/image';
import { Loading } from '@/components/ui/loading';
import { VisitorInvite } from '@/components/ui/visitor-invite';
import { useReadAccess } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/document-title';
import { useT, type MessageId } from '@/lib/i18n';
import { leaderboardErrorMessage, useLeaderboard, type LeaderboardEntry } from '../api/get-leaderboard';
import { mediaUrl } from '@/lib/media-url';
import './leaderboard.css';

type Entry = LeaderboardEntry;

/** The best first: rank 1 is the first entry. */
const rankAt = (index: number) => index + 1;
/** A key from what the spec sends: two players may share a username, never a position. */
const entryKey = (entry: Entry, index: number) => `${rankAt(index)}:${entry.username}`;

/** Message ids: tests read their English with translator(). */
export const LEADERBOARD_TITLE = 'leaderboard.title' satisfies MessageId;
/** No spec text for an empty leaderboard (decision 0530). */
export const NO_LEADERBOARD = 'leaderboard.empty' satisfies MessageId;

const displayName = (entry: Entry) => shortenLeaderboardName(entry.name, entry.username);

function PodiumPlace({ entry, rank }: { entry: Entry; rank: number }) {
  const t = useT();
  return (
    <li className={`podium__place podium__place--${rank}`} data-rank={rank}>
      <span className="podium__avatar">
        {rank === 1 ? (
          <Image
            className="podium__crown"
            src={CROWN_URL}
            alt={t('leaderboard.crown')}
            width={40}
            height={28}
          />
        ) : null}
        <Avatar src={mediaUrl(entry.profileImage)} name="" size={rank === 1 ? 84 : 64} />
        <span className="podium__rank">
          <span className="visually-hidden">{t('leaderboard.rank')} </span>
          {t.number(rank)}
        </span>
      </span>
      <span className="podium__name" dir="auto">
        {displayName(entry)}
      </span>
      <span className="podium__score">
        <strong>{t.number(entry.score)}</strong>{' '}
        <span className="podium__unit">{t('leaderboard.credits')}</span>
      </span>
    </li>
  );
}

function RankingRow({ entry, rank }: { entry: Entry; rank: number }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const details: [MessageId, number][] = [
    ['copy.leaderboardCredits', entry.score],
    ['copy.leaderboardTournamentsPlayed', entry.total_tournaments],
    ['copy.leaderboardPriceRedeemed', entry.redeemed_items],
    ['copy.leaderboardCompletedChallenges', entry.total_challenges],
  ];
  return (
    <li className="ranking" data-rank={rank} data-open={String(open)}>
      <button
        type="button"
        className="ranking__toggle"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="ranking__rank">
          <span className="visually-hidden">{t('leaderboard.rank')} </span>
          {t.number(rank)}
        </span>
        <Avatar src={mediaUrl(entry.profileImage)} name="" size={40} />
        <span className="ranking__name" dir="auto">
          {displayName(entry)}
        </span>
        <span className="ranking__score">
          {t.number(entry.score)}
          <span className="visually-hidden"> {t('leaderboard.credits')}</span>
        </span>
        <svg className="ranking__chevron" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
      <dl id={detailsId} className="ranking__details" hidden={!open}>
        {details.map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{t.number(value)}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/**
 * /leaderboard: the top 3 on a podium (the first crowned), then rank 4 onwards (spec section 2). Ranks come
 * from the order the server sends, best first (decision 0580).
 */
export function LeaderboardPage() {
  const t = useT();
  const title = t(LEADERBOARD_TITLE);
  useDocumentTitle(title);
  const { enabled, visitor } = useReadAccess();
  const leaderboard = useLeaderboard({ enabled });
  const entries = leaderboard.data;

  let content: React.ReactNode;
  if (leaderboard.isError) {
    content = <ErrorMessage>{t(leaderboardErrorMessage(leaderboard.error))}</ErrorMessage>;
  } else if (visitor) {
    content = <VisitorInvite what={title} />;
  } else if (entries !== undefined && entries.length === 0) {
    content = <p className="notice">{t(NO_LEADERBOARD)}</p>;
  } else if (entries !== undefined) {
    const podium = entries.slice(0, 3);
    const rest = entries.slice(3);
    content = (
      <>
        <ol className="podium" aria-label={t('leaderboard.topThree')}>
          {podium.map((entry, index) => (
            <PodiumPlace key={entryKey(entry, index)} entry={entry} rank={rankAt(index)} />
          ))}
        </ol>
        {rest.length > 0 ? (
          <ol className="rankings" aria-label={t('leaderboard.rankings')}>
            {rest.map((entry, index) => (
              <RankingRow
                key={entryKey(entry, podium.length + index)}
                entry={entry}
                rank={rankAt(podium.length + index)}
              />
            ))}
          </ol>
        ) : null}
      </>
    );
  } else {
    content = <Loading />;
  }

  return (
    <div className="page leaderboard">
      <h1 className="page__title">{title}</h1>
      {content}
    </div>
  );
}
