import {
  entryFeeMessage,
  isEmailAddress,
  registrationInputsDisabled,
  registrationRequirements,
  tournamentPhase,
  validateRegistration,
  type RegistrationField,
  type RegistrationRequirements,
} from '@esr/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { TextField } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { paths } from '@/config/paths';
import type { Tournament } from '@/lib/queries/list-tournaments';
import { errorMessage } from '@/lib/api-error';
import { useSession } from '@/lib/auth';
import { useT, type MessageId } from '@/lib/i18n';
import { entryFeeText } from '../format';
import { registeredHere, rememberRegistered } from '../registered-here';
import {
  useRegisterForTournament,
  type RegistrationOutcome,
  type RegistrationValues,
} from '../api/register-for-tournament';

// The registration form of /join-tournament (spec sections 2, 4 and 5): UID when UIDCheck is 1, NICK
// always, e-mail unless tourn_type is 'Credits'. Blank (trimmed) required fields are highlighted and block
// the call, and so does an e-mail that is not an address. Inputs are disabled from status 2; status 2 says 'Tournament is in progress', above 2 offers
// 'VIEW HIGHLIGHTS' and 'Registrations Closed'.

const FIELDS: Record<RegistrationField, { label: MessageId; type: 'text' | 'email'; autoComplete: string }> =
  {
    pubg_id: { label: 'tournaments.gameUid', type: 'text', autoComplete: 'off' },
    pubg_nick: { label: 'tournaments.nickname', type: 'text', autoComplete: 'nickname' },
    userEmail: { label: 'tournaments.email', type: 'email', autoComplete: 'email' },
  };

/** Shown under a highlighted field (no spec text; decision 0530). */
export const FIELD_REQUIRED = 'tournaments.fieldRequired' satisfies MessageId;
/** Shown under an e-mail that is not an address: domain's INVALID_EMAIL_MESSAGE (decision 0580). */
const INVALID_EMAIL = 'tournaments.invalidEmail' satisfies MessageId;

const EMPTY: RegistrationValues = { pubg_id: '', pubg_nick: '', userEmail: '' };

type FieldErrors = Partial<Record<RegistrationField, MessageId>>;

/** What stops the form from being sent, field by field: blank required fields, then the e-mail's format. */
function fieldErrors(requirements: RegistrationRequirements, values: RegistrationValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of validateRegistration(requirements, values)) errors[field] = FIELD_REQUIRED;
  if (requirements.email && !errors.userEmail && !isEmailAddress(values.userEmail)) {
    errors.userEmail = INVALID_EMAIL;
  }
  return errors;
}

export function RegistrationForm({ tournament }: { tournament: Tournament }) {
  const t = useT();
  const navigate = useNavigate();
  const { msisdn } = useSession();
  const formId = useId();
  const inputs = useRef<Partial<Record<RegistrationField, HTMLInputElement | null>>>({});
  const [values, setValues] = useState<RegistrationValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<RegistrationOutcome | null>(null);
  const register = useRegisterForTournament(tournament.tourn_id);

  const requirements = registrationRequirements(tournament);
  const fields = (Object.keys(FIELDS) as RegistrationField[]).filter((field) =>
    field === 'pubg_id' ? requirements.uid : field === 'userEmail' ? requirements.email : true,
  );
  const phase = tournamentPhase(tournament.status);
  // The fee is taken on Register: said before the tap, beside the button (decision 1020).
  const paid = entryFeeMessage(tournament).id === 'messages.entryFeeCredits';
  const inputsDisabled = registrationInputsDisabled(tournament.status);
  // Registered already: said before the form (issue 39). The server's word when it sends it (designed),
  // else this device's record; and what this form was just told.
  const [registeredNow, setRegisteredNow] = useState(false);
  const registered = registeredNow || (tournament.registered ?? registeredHere(msisdn, tournament.tourn_id));

  const onChange = (field: RegistrationField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A field that was blank clears once something is typed; a refused e-mail once it is changed.
    if (errors[field] === INVALID_EMAIL || (errors[field] && value.trim() !== '')) {
      setErrors((current) => ({ ...current, [field]: undefined }));
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (inputsDisabled || register.isPending) return;
    const found = fieldErrors(requirements, values);
    setErrors(found);
    const first = fields.find((field) => found[field]);
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    register.reset();
    register.mutate(values, {
      onSuccess: (result) => {
        if (result === 'closed') return setOutcome(null);
        rememberRegistered(msisdn, tournament.tourn_id);
        setOutcome(result);
      },
    });
  };

  const popupMessage =
    outcome === 'registered'
      ? t('messages.registrationSuccess')
      : outcome === 'already-submitted'
        ? t('messages.alreadySubmitted')
        : null;
  const closePopup = () => {
    const justRegistered = outcome === 'registered';
    setOutcome(null);
    setRegisteredNow(true);
    // Spec section 8: after the success popup closes the user goes home.
    if (justRegistered) navigate(paths.home.getHref());
  };
  // Registered for a tournament still open: nothing to fill in, only the spec's words for it.
  const formShown = !(registered && phase === 'open');

  return (
    <section className="join__register" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className="join__section-title">
        {t('tournaments.registration')}
      </h2>
      {registered && phase !== 'ended' ? (
        <p className="join__registered" role="status">
          {t('messages.alreadySubmitted')}
        </p>
      ) : null}
      {formShown ? (
        <form className="join__form" onSubmit={onSubmit} noValidate aria-describedby={`${formId}-state`}>
          {fields.map((field) => {
            const id = `${formId}-${field}`;
            return (
              <TextField
                key={field}
                inputRef={(element) => {
                  inputs.current[field] = element;
                }}
                id={id}
                label={t(FIELDS[field].label)}
                name={field}
                type={FIELDS[field].type}
                autoComplete={FIELDS[field].autoComplete}
                value={values[field]}
                onChange={(event) => onChange(field, event.target.value)}
                required
                disabled={inputsDisabled}
                aria-invalid={false}
                error={errors[field] && t(errors[field])}
              />
            );
          })}

          <div id={`${formId}-state`} className="join__actions">
            {phase === 'ended' ? (
              <>
                <Button block disabled>
                  {t('messages.registrationsClosed')}
                </Button>
                <ButtonLink to={paths.highlights.getHref()} variant="secondary" block>
                  {t('messages.viewHighlights')}
                </ButtonLink>
              </>
            ) : (
              <>
                {phase === 'in-progress' ? (
                  <p className="join__state" role="status">
                    {t('messages.tournamentInProgress')}
                  </p>
                ) : null}
                {paid ? (
                  <p id={`${formId}-fee`} className="join__fee">
                    {t('tournaments.registerFee', { fee: entryFeeText(tournament, t) })}
                  </p>
                ) : null}
                <Button
                  type="submit"
                  block
                  disabled={phase === 'in-progress' || register.isPending}
                  aria-describedby={paid ? `${formId}-fee` : undefined}
                >
                  {t('copy.register')}
                </Button>
              </>
            )}
          </div>
          {register.isError ? (
            <ErrorMessage>
              {t.message(errorMessage(register.error, 'messages.failedToRegister'))}
            </ErrorMessage>
          ) : null}
        </form>
      ) : null}

      <Modal
        open={popupMessage !== null}
        onClose={closePopup}
        title={popupMessage ?? ''}
        className="join__popup"
      >
        <Button block onClick={closePopup}>
          {t('tournaments.ok')}
        </Button>
      </Modal>
    </section>
  );
}
