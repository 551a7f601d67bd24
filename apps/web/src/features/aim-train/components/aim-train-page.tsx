import { AIM_TRAIN_REASON_TEXTS, type AimTrainResult } from '@esr/aim-train';
import { aimTrainIsPassed } from '@esr/domain';
import { useCallback, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { paths } from '@/config/paths';
import { serverMessage } from '@/lib/api-error';
import { useSession } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/document-title';
import { translator, useT, type Translate } from '@/lib/i18n';
import { useSubmitEslResult, type EslResultRequest } from '../api/submit-esl-result';
import { readAimTrainState, type AimTrainLocationState } from '../location-state';
import { AimTrainGame } from './aim-train-game';
import './aim-train.css';

/** The game's own reasons for a failed level (@esr/aim-train), translated; any other reason is shown as sent. */
export function failReasonText(reason: string, t: Translate = translator()): string {
  const id = AIM_TRAIN_REASON_TEXTS.get(reason);
  return id ? t(id) : reason;
}

/** The popup's heading: 'Level N completed!' or 'Level N failed! Reason: ...' (spec section 4). */
export function resultTitle(result: AimTrainResult, t: Translate = translator()): string {
  return result.passed
    ? t('messages.levelCompleted', { n: result.level })
    : t('messages.levelFailed', { n: result.level, reason: failReasonText(result.reason, t) });
}

/** /aim-train: only reachable through 'Play Now', which hands over the game and level as state. */
export function AimTrainPage() {
  const location = useLocation();
  const t = useT();
  const play = readAimTrainState(location.state);
  useDocumentTitle(t('aimtrain.title'));
  if (!play) return <Navigate to={paths.dailyGamingTasks.getHref()} replace />;
  return <AimTrainSession play={play} />;
}

function AimTrainSession({ play }: { play: AimTrainLocationState }) {
  const t = useT();
  const navigate = useNavigate();
  const submit = useSubmitEslResult(useSession().msisdn);
  const [result, setResult] = useState<AimTrainResult | null>(null);
  const [sent, setSent] = useState<EslResultRequest | null>(null);
  const [attempt, setAttempt] = useState(0);

  const onResult = useCallback(
    (outcome: AimTrainResult) => {
      const body: EslResultRequest = {
        game_unique_id: play.game.game_unique_id,
        game_level: outcome.level,
        is_passed: aimTrainIsPassed(outcome.passed),
        ...(outcome.passed ? {} : { reason: outcome.reason.slice(0, 200) }),
      };
      setResult(outcome);
      setSent(body);
      submit.mutate(body);
    },
    [play.game.game_unique_id, submit],
  );

  const reason = submit.isError ? serverMessage(submit.error) : null;

  // Closing the result returns to the gaming tasks, where the next level is offered.
  const close = () => void navigate(paths.dailyGamingTasks.getHref(), { replace: true });

  return (
    <section className="page aim-train" aria-labelledby="aim-train-title">
      <header className="aim-train__header">
        <h1 id="aim-train-title" className="page__title">
          {play.game.game_name}
        </h1>
        <p className="aim-train__level">
          {t('aimtrain.levelReward', {
            n: play.level,
            reward: t('messages.winCredits', { n: play.levelCredits }),
          })}
        </p>
      </header>
      <AimTrainGame key={attempt} play={play} onResult={onResult} onReload={() => setAttempt((n) => n + 1)} />
      {/* A player still tapping at targets when the level ends would dismiss the result with a tap on
          the backdrop: only OK, the close button and Escape close it. */}
      <Modal
        open={result !== null}
        onClose={close}
        title={result ? resultTitle(result, t) : ''}
        dismissOnBackdrop={false}
      >
        {submit.isPending && <p role="status">{t('aimtrain.savingResult')}</p>}
        {submit.isSuccess && submit.data.credits_awarded && submit.data.credits !== undefined ? (
          <p role="status">
            {t('aimtrain.creditsAwarded', {
              awarded: submit.data.credits_awarded,
              credits: submit.data.credits,
            })}
          </p>
        ) : null}
        {/* A result the server did not take is not a reward given: say so, and offer to send it again. */}
        {submit.isError && (
          <div role="alert" className="aim-train__not-saved">
            <p>{t('aimtrain.resultNotSaved')}</p>
            {reason ? <p>{t.message(reason)}</p> : null}
          </div>
        )}
        {submit.isError && sent ? (
          <Button block onClick={() => submit.mutate(sent)}>
            {t('aimtrain.sendResultAgain')}
          </Button>
        ) : null}
        <Button
          block
          variant={submit.isError ? 'secondary' : undefined}
          onClick={close}
          disabled={submit.isPending}
        >
          {t('common.ok')}
        </Button>
      </Modal>
    </section>
  );
}
