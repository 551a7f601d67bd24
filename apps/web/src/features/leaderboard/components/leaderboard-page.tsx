import { COPY, shortenLeaderboardName } from '@esr/domain';
import { useId, useState } from 'react';
import { Avatar, CROWN_URL } from '@/components/ui/artwork';
import { ErrorMessage } from '@/components/ui/error-message';
import { Image } from '@/components/ui/image';
import { Loading } from '@/components/ui/loading';
import { VisitorInvite } from '@/components/ui/visitor-invite';
import { useReadAccess } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/document-title';
import { leaderboardErrorMessage, useLeaderboard, type LeaderboardEntry } from '../api/get-leaderboard';
import { mediaUrl } from '@/lib/media-url';
import './leaderboard.css';

type Entry = LeaderboardEntry;

/** The best first: rank 1 is the first entry. */
const rankAt = (index: number) => index + 1;
/** A key from what the spec sends: two players may share a username, never a position. */
const entryKey = (entry: Entry, index: number) => `${rankAt(index)}:${entry.username}`;

export const LEADERBOARD_TITLE = 'Leaderboard';
/** No spec text for an empty leaderboard (decision 0530). */
export const NO_LEADERBOARD = 'No players on the leaderboard yet.';

const displayName = (entry: Entry) => shortenLeaderboardName(entry.name, entry.username);

function PodiumPlace({ entry, rank }: { entry: Entry; rank: number }) {
  return (
    <li className={`podium__place podium__place--${rank}`} data-rank={rank}>
      <span className="podium__avatar">
        {rank === 1 ? (
          <Image className="podium__crown" src={CROWN_URL} alt="Crown" width={40} height={28} />
        ) : null}
        <Avatar src={mediaUrl(entry.profileImage)} name="" size={rank === 1 ? 84 : 64} />
        <span className="podium__rank">
          <span className="visually-hidden">Rank </span>
          {rank}
        </span>
      </span>
      <span className="podium__name">{displayName(entry)}</span>
      <span className="podium__score">
        <strong>{entry.score}</strong> <span className="podium__unit">Credits</span>
      </span>
    </li>
  );
}

function RankingRow({ entry, rank }: { entry: Entry; rank: number }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const details: [string, number][] = [
    [COPY.leaderboardCredits, entry.score],
    [COPY.leaderboardTournamentsPlayed, entry.total_tournaments],
    [COPY.leaderboardPriceRedeemed, entry.redeemed_items],
    [COPY.leaderboardCompletedChallenges, entry.total_challenges],
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
          <span className="visually-hidden">Rank </span>
          {rank}
        </span>
        <Avatar src={mediaUrl(entry.profileImage)} name="" size={40} />
        <span className="ranking__name">{displayName(entry)}</span>
        <span className="ranking__score">
          {entry.score}
          <span className="visually-hidden"> Credits</span>
        </span>
        <svg className="ranking__chevron" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
      <dl id={detailsId} className="ranking__details" hidden={!open}>
        {details.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
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
  useDocumentTitle(LEADERBOARD_TITLE);
  const { enabled, visitor } = useReadAccess();
  const leaderboard = useLeaderboard({ enabled });
  const entries = leaderboard.data;

  let content: React.ReactNode;
  if (leaderboard.isError) {
    content = <ErrorMessage>{leaderboardErrorMessage(leaderboard.error)}</ErrorMessage>;
  } else if (visitor) {
    content = <VisitorInvite what={LEADERBOARD_TITLE} />;
  } else if (entries !== undefined && entries.length === 0) {
    content = <p className="notice">{NO_LEADERBOARD}</p>;
  } else if (entries !== undefined) {
    const podium = entries.slice(0, 3);
    const rest = entries.slice(3);
    content = (
      <>
        <ol className="podium" aria-label="Top 3">
          {podium.map((entry, index) => (
            <PodiumPlace key={entryKey(entry, index)} entry={entry} rank={rankAt(index)} />
          ))}
        </ol>
        {rest.length > 0 ? (
          <ol className="rankings" aria-label="Rankings">
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
      <h1 className="page__title">{LEADERBOARD_TITLE}</h1>
      {content}
    </div>
  );
}
