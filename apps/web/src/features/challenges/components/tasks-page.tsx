import type { Schemas } from '@esr/sdk';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { Loading } from '@/components/ui/loading';
import { StreakDayCard } from '@/components/ui/streak-day-card';
import { ChallengeThumbnail } from './challenge-thumbnail';
import { useActiveStreak } from '@/lib/queries/get-active-streak';
import { ScreenshotUploadPopup, type UploadTarget } from './screenshot-upload-popup';
import { ApiError } from '@/lib/api-error';
import { useSession } from '@/lib/auth';
import { useDailyFlow } from '@/lib/daily-flow';
import { useDocumentTitle } from '@/lib/document-title';
import { useT, type MessageId } from '@/lib/i18n';
import { readSessionFlag, useSessionItem } from '@/lib/session';
import { useDailyChallenge } from '../api/get-daily-challenge';
import './tasks.css';

export const TASKS_TITLE = 'challenges.dailyTasks' satisfies MessageId;
export const NO_GAME_TEXT = 'challenges.noGame' satisfies MessageId;
export const CHOOSE_GAME_LABEL = 'challenges.chooseGame' satisfies MessageId;
export const CHOOSE_ANOTHER_GAME_LABEL = 'challenges.chooseAnotherGame' satisfies MessageId;

/** 'No challenges available for today', with a way out: another game from the selector (decision 1020). */
function NoChallengeToday({ onChooseGame }: { onChooseGame: () => void }) {
  const t = useT();
  return (
    <div className="notice tasks__empty">
      <p>{t('messages.noChallengesToday')}</p>
      <Button onClick={onChooseGame}>{t(CHOOSE_ANOTHER_GAME_LABEL)}</Button>
    </div>
  );
}

/**
 * Spec section 8, tasks (decision 0510): 'Error loading tasks.' when nothing was answered (offline, a
 * failed token refresh), else 'Failed to load daily games'.
 */
export function tasksLoadMessage(error: unknown): MessageId {
  return error instanceof ApiError && error.kind === 'network'
    ? 'messages.errorLoadingTasks'
    : 'messages.failedToLoadDailyGames';
}

function TaskCard({
  challenge,
  onSubmit,
  onChooseGame,
}: {
  challenge: Schemas['DailyChallenge'];
  onSubmit: () => void;
  onChooseGame: () => void;
}) {
  const t = useT();
  if (challenge.archieved === 1) return <NoChallengeToday onChooseGame={onChooseGame} />;
  const open = challenge.entryStatus === 'Not submitted';
  return (
    <article className="task-card" aria-labelledby="today-task-name">
      <ChallengeThumbnail src={challenge.challenge_thumbnail} name={challenge.name} />
      <div className="task-card__body">
        <p className="task-card__eyebrow">{t('challenges.todaysTask')}</p>
        <h2 id="today-task-name" className="task-card__name">
          {challenge.name}
        </h2>
        <p className="task-card__prize">{t('messages.winCredits', { n: challenge.prize })}</p>
      </div>
      <div className="task-card__action">
        {open ? (
          <Button block onClick={onSubmit}>
            {t('messages.submitEntry')}
          </Button>
        ) : (
          <>
            <Button block disabled>
              {t('messages.submitted')}
            </Button>
            <p className="task-card__done">{t('messages.taskCompletedToday')}</p>
          </>
        )}
      </div>
    </article>
  );
}

/**
 * /tasks, the daily task (spec sections 2 and 4): the streak day card, today's challenge of the chosen
 * game with 'Submit Entry' or the disabled 'Submitted', and the game selector when no game is chosen.
 */
export function TasksPage() {
  const t = useT();
  useDocumentTitle(t(TASKS_TITLE));
  const session = useSession();
  const { openGameSelector } = useDailyFlow();
  const streak = useActiveStreak({ enabled: session.status !== 'checking' });
  const storedGameId = useSessionItem('gameId');
  const gameId = streak.data ? (streak.data.gameId ?? storedGameId) : null;
  const challenge = useDailyChallenge(gameId);
  const [upload, setUpload] = useState<UploadTarget | null>(null);

  // No game yet: the selector opens. The app shell already opens it once per session (after the
  // check-in); once that has happened, this page opens it on each visit (decision 0510).
  const needsGame = streak.isSuccess && !gameId;
  const asked = useRef(false);
  useEffect(() => {
    if (!needsGame || asked.current) return;
    asked.current = true;
    if (readSessionFlag('gameSelectorShown')) openGameSelector();
  }, [needsGame, openGameSelector]);

  let content: ReactNode;
  if (streak.isError) content = <ErrorMessage>{t.message(tasksLoadMessage(streak.error))}</ErrorMessage>;
  else if (!streak.data) content = <Loading />;
  else if (!gameId)
    content = (
      <div className="notice tasks__no-game">
        <p>{t(NO_GAME_TEXT)}</p>
        <Button onClick={openGameSelector}>{t(CHOOSE_GAME_LABEL)}</Button>
      </div>
    );
  else if (challenge.isError)
    content = <ErrorMessage>{t.message(tasksLoadMessage(challenge.error))}</ErrorMessage>;
  else if (challenge.isPending) content = <Loading />;
  else if (!challenge.data) content = <NoChallengeToday onChooseGame={openGameSelector} />;
  else {
    const today = challenge.data;
    content = (
      <TaskCard
        challenge={today}
        onChooseGame={openGameSelector}
        onSubmit={() =>
          setUpload({ kind: 'daily', challengeId: today.challengeId, challengeName: today.name })
        }
      />
    );
  }

  return (
    <div className="page tasks">
      <header>
        <h1 className="page__title">{t(TASKS_TITLE)}</h1>
        <p className="page__subtitle">{t('challenges.dailyTasksSubtitle')}</p>
      </header>
      {streak.data ? (
        <section className="tasks__streak" aria-label={t('challenges.yourStreak')}>
          <StreakDayCard
            activeDay={streak.data.active_day}
            amountToClaim={streak.data.amount_to_claim}
            claimedToday={streak.data.rewardClaimed}
          />
        </section>
      ) : null}
      {content}
      <ScreenshotUploadPopup target={upload} onClose={() => setUpload(null)} />
    </div>
  );
}
