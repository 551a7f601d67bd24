import { checkinCredits } from '@esr/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { businessMessage, businessMessageOr } from '@/lib/api-error';
import { goToLanding, useSession } from '@/lib/auth';
import { DailyFlowContext, type DailyFlow } from '@/lib/daily-flow';
import { useHydrated } from '@/lib/hydration';
import { useT, type Message } from '@/lib/i18n';
import { useOnNewPakistanDay } from '@/lib/pakistan-day';
import { invalidate, queryKeys } from '@/lib/query-keys';
import { readSession, readSessionFlag, useSessionItem, writeSessionFlag } from '@/lib/session';
import { useActiveStreak } from '@/lib/queries/get-active-streak';
import { gameSelectorMessage, useDailyGames } from '../api/list-daily-games';
import { useSelectDailyGame } from '../api/select-daily-game';
import { useUpdateDailyStreak } from '../api/update-daily-streak';
import { CheckinPopup } from './checkin-popup';
import { CongratulationsPopup } from './congratulations-popup';
import { GameSelectorPopup } from './game-selector-popup';
import { useEarlyCheckin } from './use-early-checkin';
import { MessagePopup } from '@/components/ui/message-popup';
import './daily-flow.css';

type Popup = 'none' | 'checkin' | 'congratulations' | 'selector';

/**
 * The daily check-in and the game selector (spec section 4, "Daily check-in", "App start" and "Game
 * selection"): on app start, for a logged-in user, once the streak data is in, the check-in shows once per
 * session, and the selector shows once per session when no game is chosen. Closing the check-in opens the
 * selector whenever no game is chosen, every time. At midnight in Pakistan the day's rewardClaimed flag is
 * dropped and the streak fetched again, for a tab left open.
 */
export function DailyFlowProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [popup, setPopup] = useState<Popup>('none');
  const [message, setMessage] = useState<Message | null>(null);
  const [claimedCredits, setClaimedCredits] = useState(0);
  /**
   * Today's claim failed: the server's refusal (its words, or the app's for its documented code), or null
   * for a failure without one (a 5xx, no answer). Shown beside the button, so a disabled 'Already Claimed'
   * is not taken for a reward given.
   */
  const [claimFailure, setClaimFailure] = useState<{ refusal: Message | null } | null>(null);
  const t = useT();
  /** How the app started: the popup it opened, or 'early' when it took over the document's check-in. */
  const [started, setStarted] = useState<Popup | 'early' | null>(null);

  // The build rendered no check-in, and the streak may enter the cache while the page hydrates (the app's
  // start reads it early, src/app/first-screen.ts): nothing of it renders until hydration has committed.
  // Then in a render of this component alone, from that commit's effects: not with the render after
  // hydration, which waits for every part of the page (decision 1080, round 4). Not a layout effect: its
  // render would run in the commit's task and hold the page's first answer to a tap.
  const hydrated = useHydrated();
  const [committed, setCommitted] = useState(hydrated);
  useEffect(() => {
    if (!committed) setCommitted(true);
  }, [committed]);
  const streak = useActiveStreak({ enabled: session.isLoggedIn });
  // The spec's flag: set by a failed claim, then replaced by the server's rewardClaimed when the streak is
  // fetched again (lib/queries/get-active-streak.ts), so the server's state decides (issue 39).
  const rewardClaimedFlag = useSessionItem('rewardClaimed') === 'true';
  const serverSaysClaimed = streak.data?.rewardClaimed === true;
  const rewardClaimed = rewardClaimedFlag || serverSaysClaimed;
  // Without a refusal, "no credits were added" holds while the server agrees: a claim whose answer was lost
  // after it went through shows as claimed, with no such text.
  const failure =
    claimFailure &&
    (claimFailure.refusal
      ? t.message(claimFailure.refusal)
      : serverSaysClaimed
        ? null
        : t('checkin.claimFailed'));
  const hasGame = () => Boolean(streak.data?.gameId ?? readSession('gameId'));

  const games = useDailyGames({ enabled: popup === 'selector' });
  const claim = useUpdateDailyStreak({
    onSuccess: () => {
      setClaimFailure(null);
      setClaimedCredits(checkinCredits(streak.data?.amount_to_claim));
      setPopup('congratulations');
    },
    onError: (error) => setClaimFailure({ refusal: businessMessage(error) }),
  });
  const select = useSelectDailyGame({
    onSuccess: () => {
      setPopup('none');
      navigate(paths.tasks.getHref());
    },
  });

  const openSelectorWithoutGame = () => {
    if (hasGame()) return;
    writeSessionFlag('gameSelectorShown');
    setPopup('selector');
  };

  // A new day: yesterday's refused claim says nothing about today's reward, and the streak has moved on.
  useOnNewPakistanDay(() => {
    writeSessionFlag('rewardClaimed', false);
    setClaimFailure(null);
    void invalidate(queryClient, queryKeys.activeStreak);
  });

  // App start: decided once, in the render that brings the streak data, so the check-in is in that very
  // commit (decision 1080). r=1 closes popups (goes to /rewards). The session's flags are written after it.
  const streakLoaded = committed && streak.isSuccess;
  const early = useEarlyCheckin({
    started: started !== null,
    open: popup === 'checkin',
    // The early dialog's taps, replayed as the app's.
    replay: (action) => (action === 'claim' ? claim.mutate() : closeCheckin()),
  });
  if (started === null && streakLoaded) {
    const shownEarly = session.launch.toRewards ? null : early.shownEarly();
    const first: Popup = session.launch.toRewards
      ? 'none'
      : shownEarly
        ? shownEarly === 'open'
          ? 'checkin'
          : 'none'
        : !readSessionFlag('dailyCheckinShown')
          ? 'checkin'
          : !readSessionFlag('gameSelectorShown') && !hasGame()
            ? 'selector'
            : 'none';
    setStarted(shownEarly ? 'early' : first);
    // A popup the subscriber opened before the streak came (Check in Rewards) stays: the start's decision
    // only fills an empty screen. Closing it leads on as any check-in does (closeCheckin).
    setPopup((current) => (current === 'none' ? first : current));
  }
  useEffect(() => {
    if (started === 'checkin') writeSessionFlag('dailyCheckinShown');
    if (started === 'selector') writeSessionFlag('gameSelectorShown');
  }, [started]);

  // Closing the check-in (or the 'Congratulations!' after it) opens the selector if there is no game.
  const closeCheckin = () => {
    setPopup('none');
    openSelectorWithoutGame();
  };

  const flow = useMemo<DailyFlow>(
    () => ({
      // A visitor is sent to the landing page, as by every other subscriber's action (spec section 6).
      openCheckin: () => {
        if (session.isLoggedIn) {
          // Reopened, it shows the server's state: an earlier failure's words go, and a flag whose re-fetch
          // failed too (the streak says otherwise) is checked with the server again.
          setClaimFailure(null);
          if (readSessionFlag('rewardClaimed') && !serverSaysClaimed) {
            void invalidate(queryClient, queryKeys.activeStreak);
          }
          setPopup('checkin');
        } else if (session.status === 'visitor' && !session.hasAccess) goToLanding();
      },
      openGameSelector: () => setPopup('selector'),
    }),
    [session.isLoggedIn, session.status, session.hasAccess, serverSaysClaimed, queryClient],
  );

  // The selector's failures become a message popup (spec section 8, Game selector).
  const selectorError = popup === 'selector' && games.isError ? gameSelectorMessage(games.error) : null;
  const shownMessage = message ?? selectorError;

  return (
    <DailyFlowContext.Provider value={flow}>
      {children}
      {committed && streak.data ? (
        <CheckinPopup
          open={popup === 'checkin'}
          streak={streak.data}
          rewardClaimed={rewardClaimed}
          claiming={claim.isPending || (early.claimTaken && claim.isIdle)}
          failure={failure}
          onClaim={() => claim.mutate()}
          onClose={closeCheckin}
          still={early.still}
        />
      ) : null}
      <CongratulationsPopup
        open={popup === 'congratulations'}
        credits={claimedCredits}
        onClose={closeCheckin}
      />
      <GameSelectorPopup
        open={popup === 'selector' && !games.isError}
        games={games.data}
        choosing={select.isPending}
        onChoose={(gameId) =>
          select.mutate(gameId, {
            // The choice was not saved (no spec text for it): the server's refusal, else the catalogue's words.
            onError: (error) => {
              setPopup('none');
              setMessage(businessMessageOr(error, 'checkin.gameNotSaved'));
            },
          })
        }
        onClose={() => setPopup('none')}
      />
      <MessagePopup
        message={shownMessage}
        onClose={() => {
          setMessage(null);
          if (selectorError) setPopup('none');
        }}
      />
    </DailyFlowContext.Provider>
  );
}
