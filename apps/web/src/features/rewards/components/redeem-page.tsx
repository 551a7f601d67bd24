import { isEmailAddress, rewardByItemNumber } from '@esr/domain';
import { useId, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { rewardImageUrl } from '@/components/ui/artwork';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { ErrorMessage } from '@/components/ui/error-message';
import { Image } from '@/components/ui/image';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-title';
import { phoneNumberText } from '@/lib/phone-number';
import { useT, type MessageId } from '@/lib/i18n';
import { useRedeemClaim } from '../api/redeem-claim';
import { readRedeemState, type RedeemLocationState, type ThankYouLocationState } from '../location-state';
import './redeem.css';

/** Page title and field labels (no spec text; decision 0540). */
export const REDEEM_TITLE = 'rewards.redeemTitle' satisfies MessageId;
export const REDEEM_LABELS = {
  name: 'rewards.nameLabel',
  email: 'rewards.emailLabel',
  mobile: 'rewards.mobileLabel',
} as const satisfies Record<string, MessageId>;

/** /redeem (spec sections 2, 5, 7 and 8): opened by a successful Redeem click; else back to /rewards. */
export function RedeemPage() {
  const t = useT();
  useDocumentTitle(t(REDEEM_TITLE));
  const state = readRedeemState(useLocation().state);
  if (!state) return <Navigate to={paths.rewards.getHref()} replace />;
  return <RedeemForm state={state} />;
}

function RedeemForm({ state }: { state: RedeemLocationState }) {
  const t = useT();
  const navigate = useNavigate();
  const ids = { name: useId(), email: useId(), mobile: useId() };
  const { itemNumber, redemption } = state;
  const reward = rewardByItemNumber(itemNumber);
  const image = reward ? rewardImageUrl(reward.thumbnail) : undefined;
  const [name, setName] = useState(redemption.name);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<'incomplete' | 'email' | null>(null);
  const claim = useRedeemClaim();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (claim.isPending) return;
    const values = { name: name.trim(), email: email.trim() };
    const found =
      values.name === '' || values.email === ''
        ? 'incomplete'
        : isEmailAddress(values.email)
          ? null
          : 'email';
    setProblem(found);
    claim.reset();
    if (found) return;
    // item and uuid go back exactly as redeem-item answered them (the contract's redeem-claim).
    const { item, uuid, tel } = redemption;
    claim.mutate(
      { item, uuid, name: values.name, email: values.email, phone: tel },
      {
        onSuccess: () => {
          const thanks: ThankYouLocationState = { itemNumber };
          void navigate(paths.thankYou.getHref(), { replace: true, state: thanks });
        },
      },
    );
  };

  const error =
    problem === 'incomplete'
      ? t('messages.fillAllFields')
      : problem === 'email'
        ? t('rewards.invalidEmail')
        : claim.isError
          ? t('messages.redemptionFailed')
          : null;
  const blank = (value: string) => problem === 'incomplete' && value.trim() === '';

  return (
    <div className="page redeem">
      <header>
        <h1 className="page__title">{t(REDEEM_TITLE)}</h1>
      </header>
      <section className="redeem__item" aria-label={t('rewards.item')}>
        {image ? (
          <Image className="redeem__image" src={image} alt="" width={160} height={120} priority />
        ) : null}
        <div className="redeem__item-text">
          <h2 className="redeem__item-name">
            <bdi>{reward ? t(reward.nameId) : redemption.item}</bdi>
          </h2>
          {reward ? (
            <p className="redeem__item-credits">{t('messages.entryFeeCredits', { n: reward.credits })}</p>
          ) : null}
        </div>
      </section>
      <form className="redeem__form" onSubmit={onSubmit} noValidate>
        <TextField
          id={ids.name}
          label={t(REDEEM_LABELS.name)}
          type="text"
          autoComplete="name"
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={blank(name) || undefined}
        />
        <TextField
          id={ids.email}
          label={t(REDEEM_LABELS.email)}
          type="email"
          autoComplete="email"
          maxLength={254}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={blank(email) || problem === 'email' || undefined}
        />
        <TextField
          id={ids.mobile}
          label={t(REDEEM_LABELS.mobile)}
          type="tel"
          dir="ltr"
          value={phoneNumberText(redemption.tel)}
          readOnly
        />
        {error ? <ErrorMessage>{error}</ErrorMessage> : null}
        <Button type="submit" block disabled={claim.isPending} aria-busy={claim.isPending || undefined}>
          {t('copy.redeem')}
        </Button>
      </form>
    </div>
  );
}
