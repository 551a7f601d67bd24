import { AIM_TRAIN_GAME, MESSAGES } from '@esr/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { MessagePopup } from '@/components/ui/message-popup';
import { useEslGames } from '@/lib/queries/check-esl-games';
import { errorMessage } from '@/lib/api-error';
import { useRequireAccess } from '@/lib/auth';
import { useEnterEslGame } from '../api/enter-esl-game';
import type { AimTrainLocationState } from '../location-state';

/**
 * 'Play Now' on the Aim Train challenge (spec section 4): enters the subscriber's next level with its
 * credits, then opens /aim-train with the game and level as navigation state. Visitors go to the landing
 * page; a failed enter shows the spec's message in a popup.
 */
export function AimTrainPlayButton({ gameUniqueId = AIM_TRAIN_GAME.gameId }: { gameUniqueId?: string }) {
  const navigate = useNavigate();
  const requireAccess = useRequireAccess();
  const eslGames = useEslGames();
  const enter = useEnterEslGame();
  const [failure, setFailure] = useState<string | null>(null);

  const game = eslGames.data?.find((g) => g.game_unique_id === gameUniqueId || g.gameId === gameUniqueId);
  const allPassed = game !== undefined && game.next_level === null;

  const play = () => {
    if (!requireAccess() || !game || game.next_level === null) return;
    const level = game.next_level;
    enter.mutate(
      {
        game_unique_id: game.game_unique_id,
        game_name: game.game_name,
        game_level: level,
        level_credits: game.level_credits ?? 0,
      },
      {
        onSuccess: (entered) => {
          const state: AimTrainLocationState = {
            game: { game_unique_id: game.game_unique_id, game_name: game.game_name, gameId: game.gameId },
            level: entered.game_level,
            levelCredits: entered.level_credits,
          };
          void navigate(paths.aimTrain.getHref(), { state });
        },
        onError: (error) => setFailure(errorMessage(error, MESSAGES.genericError)),
      },
    );
  };

  return (
    <>
      <Button
        onClick={play}
        disabled={enter.isPending || eslGames.isPending || allPassed}
        aria-busy={enter.isPending || undefined}
        data-level={game?.next_level ?? undefined}
      >
        {MESSAGES.playNow}
      </Button>
      <MessagePopup message={failure} onClose={() => setFailure(null)} />
    </>
  );
}
