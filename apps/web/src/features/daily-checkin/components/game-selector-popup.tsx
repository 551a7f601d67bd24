import type { Schemas } from '@esr/sdk';
import { GameIcon } from '@/components/ui/artwork';
import { Loading } from '@/components/ui/loading';
import { Modal } from '@/components/ui/modal';
import { useT } from '@/lib/i18n';

export interface GameSelectorPopupProps {
  open: boolean;
  /** undefined while loading. */
  games: readonly Schemas['DailyGame'][] | undefined;
  choosing: boolean;
  onChoose: (gameId: string) => void;
  onClose: () => void;
}

/** The game selector: the daily games; choosing one saves it (the flow handles the outcome). */
export function GameSelectorPopup({ open, games, choosing, onChoose, onClose }: GameSelectorPopupProps) {
  const t = useT();
  return (
    <Modal open={open} onClose={onClose} title={t('checkin.gameSelectorTitle')} className="game-selector">
      <p className="game-selector__hint">{t('checkin.gameSelectorHint')}</p>
      {games === undefined ? (
        <Loading />
      ) : (
        <ul className="game-selector__list">
          {games.map((game) => (
            <li key={game.id}>
              <button
                type="button"
                className="game-selector__game"
                disabled={choosing}
                onClick={() => onChoose(game.gameId)}
              >
                <GameIcon name={game.game || game.name} alt="" size={56} />
                <span>{game.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
