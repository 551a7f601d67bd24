import { AIM_TRAIN_GAME } from '@esr/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { MessagePopup } from '@/components/ui/message-popup';
import { useEslGames } from '@/lib/queries/check-esl-games';
import { errorMessage, serverMessage } from '@/lib/api-error';
import { useRequireAccess, useSession } from '@/lib/auth';
import { translator, useT, type Message, type Translate } from '@/lib/i18n';
import { isRefusedLevel, useEnterEslGame } from '../api/enter-esl-game';
import type { AimTrainLocationState } from '../location-state';
import { nextLevelOf, passedLevelHere, type EslGame } from '../next-level';
import './aim-train-play-button.css';

/** Shown instead of 'Play Now' once every level is passed (no spec text: decision 0580). */
export const allLevelsPassedText = (game: string, t: Translate = translator()) =>
  t('aimtrain.allLevelsPassed', { game });

/**
 * 'Play Now' on the Aim Train challenge (spec section 4): enters the subscriber's next level with its
 * credits, then opens /aim-train with the game and level as navigation state. Visitors go to the landing
 * page; a failed enter shows the spec's message in a popup (the server's own words for a refusal). Once
 * every level is passed it says so instead. `offeredCredits`: the prize its challenge card shows.
 */
export function AimTrainPlayButton({
  gameUniqueId = AIM_TRAIN_GAME.gameId,
  offeredCredits,
}: {
  gameUniqueId?: string;
  offeredCredits?: number;
}) {
  const t = useT();
  const navigate = useNavigate();
  const requireAccess = useRequireAccess();
  const { msisdn } = useSession();
  const eslGames = useEslGames();
  const enter = useEnterEslGame(msisdn);
  const [failure, setFailure] = useState<Message | null>(null);

  const game: EslGame | undefined = eslGames.data?.find(
    (g) => g.game_unique_id === gameUniqueId || g.gameId === gameUniqueId,
  );
  const next = game ? nextLevelOf(game, offeredCredits, passedLevelHere(msisdn)) : undefined;

  if (game && next === 'all-passed') {
    return (
      <p className="all-passed-badge" role="status">
        {allLevelsPassedText(game.game_name, t)}
      </p>
    );
  }

  const playable = next === 'all-passed' ? undefined : next;

  const play = () => {
    if (!requireAccess() || !game || !playable) return;
    enter.mutate(
      { game, level: playable.level, credits: playable.credits },
      {
        onSuccess: (entered) => {
          const state: AimTrainLocationState = {
            game: { game_unique_id: game.game_unique_id, game_name: game.game_name, gameId: game.gameId },
            level: entered.game_level,
            levelCredits: entered.level_credits,
          };
          void navigate(paths.aimTrain.getHref(), { state });
        },
        // The spec's popup texts; when every level was refused, the server's reason (it says why).
        onError: (error) =>
          setFailure(
            (isRefusedLevel(error) ? serverMessage(error) : null) ??
              errorMessage(error, 'messages.genericError'),
          ),
      },
    );
  };

  return (
    <>
      <Button
        onClick={play}
        disabled={enter.isPending || eslGames.isPending}
        aria-busy={enter.isPending || undefined}
        data-level={playable?.level}
      >
        {t('messages.playNow')}
      </Button>
      <MessagePopup message={failure} onClose={() => setFailure(null)} />
    </>
  );
}
