import { AIM_TRAIN_GAME } from '@esr/domain';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { GameIcon } from '@/components/ui/artwork';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { Loading } from '@/components/ui/loading';
import { VisitorInvite } from '@/components/ui/visitor-invite';
import { paths } from '@/config/paths';
import { ScreenshotUploadPopup, type UploadTarget } from './screenshot-upload-popup';
import { useReadAccess, useRequireAccess } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/document-title';
import { useT, type MessageId } from '@/lib/i18n';
import { gameChallengesMessage, useGameChallenges, type GameChallenge } from '../api/get-game-challenges';
import { ChallengeThumbnail } from './challenge-thumbnail';
import { ClaimedBadge } from './claimed-badge';
import './challenges.css';

export const GAME_CHALLENGES_TITLE = 'challenges.gameChallenges' satisfies MessageId;
export const BACK_TO_GAMES_LABEL = 'challenges.backToGames' satisfies MessageId;
export const CHALLENGE_LIST_LABEL = 'challenges.challengeList' satisfies MessageId;

/** The Aim Train challenge's action ('Play Now'), given the challenge it stands on (its prize names the level). */
export type AimTrainAction = (challenge: GameChallenge) => ReactNode;

function ChallengeCard({
  challenge,
  aimTrainAction,
  onSubmit,
}: {
  challenge: GameChallenge;
  /** The Aim Train game's action: set for its challenges only. */
  aimTrainAction: AimTrainAction | null;
  onSubmit: () => void;
}) {
  const t = useT();
  const nameId = `challenge-${challenge.challengeId}`;
  let action: ReactNode;
  if (challenge.makeEntry === 1) action = <ClaimedBadge />;
  else if (aimTrainAction) action = aimTrainAction(challenge);
  else action = <Button onClick={onSubmit}>{t('messages.submitEntry')}</Button>;
  return (
    <li className="challenge-card" aria-labelledby={nameId}>
      <ChallengeThumbnail src={challenge.challengeThumbnail} name={challenge.challengeName} />
      <div className="challenge-card__body">
        <h2 id={nameId} className="challenge-card__name">
          {challenge.challengeName}
        </h2>
        <p className="challenge-card__prize">{t('messages.winCredits', { n: challenge.prize })}</p>
      </div>
      <div className="challenge-card__action">{action}</div>
    </li>
  );
}

/**
 * /game-challenges?gameId (spec sections 2 and 8): the game's active challenges sorted by makeEntry, each
 * with CLAIMED, 'Play Now' (Aim Train) or 'Submit Entry'. Visitors who submit go to the landing page.
 * The Aim Train's 'Play Now' belongs to the aim-train feature: the route module passes it in.
 */
export function GameChallengesPage({ aimTrainAction }: { aimTrainAction: AimTrainAction }) {
  const t = useT();
  const [params] = useSearchParams();
  const gameId = params.get('gameId')?.trim() || null;
  const { enabled, visitor } = useReadAccess();
  const challenges = useGameChallenges(gameId, { enabled });
  const requireAccess = useRequireAccess();
  const [upload, setUpload] = useState<UploadTarget | null>(null);
  const game = challenges.data?.game;
  const title = game?.name || t(GAME_CHALLENGES_TITLE);
  useDocumentTitle(title);

  let content: ReactNode;
  if (!gameId) content = <ErrorMessage>{t('messages.noGameSelected')}</ErrorMessage>;
  else if (challenges.isError)
    content = <ErrorMessage>{t.message(gameChallengesMessage(challenges.error))}</ErrorMessage>;
  else if (visitor) content = <VisitorInvite what={title} />;
  else if (!challenges.data) content = <Loading />;
  else if (challenges.data.challenges.length === 0)
    content = <p className="notice challenges__empty">{t('messages.noChallengesForGame')}</p>;
  else {
    const { game: loaded, challenges: list } = challenges.data;
    const isAimTrain = loaded.gameId === AIM_TRAIN_GAME.gameId;
    content = (
      <ul className="challenge-list" aria-label={t(CHALLENGE_LIST_LABEL)}>
        {list.map((challenge) => (
          <ChallengeCard
            key={challenge.challengeId}
            challenge={challenge}
            aimTrainAction={isAimTrain ? aimTrainAction : null}
            onSubmit={() => {
              if (!requireAccess()) return;
              setUpload({
                kind: 'challenge',
                gameId: loaded.gameId,
                challengeId: challenge.challengeId,
                challengeName: challenge.challengeName,
              });
            }}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="page challenges">
      <header className="challenges__header">
        {game ? (
          <GameIcon name={game.game || game.name} alt="" size={56} className="challenges__icon" />
        ) : null}
        <div>
          <h1 className="page__title">{title}</h1>
          <p className="page__subtitle">
            <Link to={paths.dailyGamingTasks.getHref()} className="challenges__back">
              {t(BACK_TO_GAMES_LABEL)}
            </Link>
          </p>
        </div>
      </header>
      {content}
      <ScreenshotUploadPopup target={upload} onClose={() => setUpload(null)} />
    </div>
  );
}
