import { useId, type ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { Avatar } from '@/components/ui/artwork';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { LineIcon } from '@/components/ui/line-icon';
import { paths } from '@/config/paths';
import { useProfile } from '@/lib/queries/get-profile';
import { mediaUrl } from '@/lib/media-url';
import { useSession } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/document-title';
import { PhoneNumber } from '@/lib/phone-number';
import { useT, type MessageId } from '@/lib/i18n';
import { useLogout } from '../logout';
import './account.css';

/** Texts the spec does not write (decision 0540). */
export const SETTINGS_TEXT = {
  gamenowNote: 'account.gamenowNote',
  language: 'account.language',
  stats: {
    credits: 'copy.leaderboardCredits',
    tournaments: 'account.statTournaments',
    completed: 'account.statCompletedTasks',
    redeemed: 'account.statItemsRedeemed',
  },
} as const satisfies { gamenowNote: MessageId; language: MessageId; stats: Record<string, MessageId> };

const ICONS = {
  edit: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4',
  faqs: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01',
  terms: 'M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9zM14 3v6h6M8 13h8M8 17h5',
  unsubscribe: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM5 5l14 14',
  logout: 'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9',
  chevron: 'M9 6l6 6-6 6',
} as const;

function Icon({ name }: { name: keyof typeof ICONS }) {
  return <LineIcon d={ICONS[name]} />;
}

function Row({ icon, children }: { icon: keyof typeof ICONS; children: ReactNode }) {
  return (
    <>
      <span className={`settings__icon settings__icon--${icon}`}>
        <Icon name={icon} />
      </span>
      <span className="settings__label">{children}</span>
      <span className="settings__chevron">
        <Icon name="chevron" />
      </span>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="settings__section" aria-labelledby={headingId}>
      <h2 className="settings__heading" id={headingId}>
        {title}
      </h2>
      <ul className="settings__list">{children}</ul>
    </section>
  );
}

function ProfileSummary() {
  const t = useT();
  const { isLoggedIn } = useSession();
  const profile = useProfile({ enabled: isLoggedIn }).data;
  if (!profile) return null;
  const name = profile.name || profile.username || t('copy.guestUser');
  const stats = [
    [SETTINGS_TEXT.stats.credits, profile.credits],
    [SETTINGS_TEXT.stats.tournaments, profile.total_tournament],
    [SETTINGS_TEXT.stats.completed, profile.completed_tasks_total],
    [SETTINGS_TEXT.stats.redeemed, profile.items_redeemed],
  ] as const;
  return (
    <section className="settings__profile" aria-label={t('copy.profile')}>
      <div className="settings__who">
        <Avatar src={mediaUrl(profile.profileImage)} name="" size={64} priority />
        <div className="settings__who-text">
          <p className="settings__name">{name}</p>
          {profile.phone ? (
            <p className="settings__phone">
              <PhoneNumber number={profile.phone} />
            </p>
          ) : null}
        </div>
      </div>
      <dl className="settings__stats">
        {stats.map(([label, value]) => (
          <div key={label} className="settings__stat">
            <dt>{t(label)}</dt>
            <dd>{t.number(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * /profile, Settings (spec section 2): SUPPORT (Edit Profile, FAQs), MORE INFORMATION (Terms of Service),
 * ACCOUNT ACTIONS (Unsubscribe, Logout). For gamenow-referred users the last two are disabled.
 */
export function SettingsPage() {
  const t = useT();
  useDocumentTitle(t('copy.settings'));
  const { isGamenow } = useSession();
  const noteId = useId();
  const logout = useLogout();

  return (
    <div className="page settings">
      <header>
        <h1 className="page__title">{t('copy.settings')}</h1>
      </header>
      <ProfileSummary />
      <Section title={t('copy.settingsSupport')}>
        <li>
          <Link className="settings__item" to={paths.editProfile.getHref()}>
            <Row icon="edit">{t('copy.editProfile')}</Row>
          </Link>
        </li>
        <li>
          <Link className="settings__item" to={paths.faqs.getHref()}>
            <Row icon="faqs">{t('copy.faqs')}</Row>
          </Link>
        </li>
      </Section>
      <Section title={t('copy.settingsMoreInformation')}>
        <li>
          <Link className="settings__item" to={paths.termsService.getHref()}>
            <Row icon="terms">{t('copy.termsOfService')}</Row>
          </Link>
        </li>
      </Section>
      <Section title={t(SETTINGS_TEXT.language)}>
        <li className="settings__item">
          <LanguageSwitch />
        </li>
      </Section>
      <Section title={t('copy.settingsAccountActions')}>
        <li>
          {isGamenow ? (
            <button type="button" className="settings__item" disabled aria-describedby={noteId}>
              <Row icon="unsubscribe">{t('copy.unsubscribe')}</Row>
            </button>
          ) : (
            <Link className="settings__item" to={paths.unsubscribe.getHref()}>
              <Row icon="unsubscribe">{t('copy.unsubscribe')}</Row>
            </Link>
          )}
        </li>
        <li>
          <button
            type="button"
            className="settings__item settings__item--danger"
            disabled={isGamenow}
            aria-describedby={isGamenow ? noteId : undefined}
            onClick={logout}
          >
            <Row icon="logout">{t('copy.logout')}</Row>
          </button>
        </li>
      </Section>
      {isGamenow ? (
        <p className="settings__note" id={noteId}>
          {t(SETTINGS_TEXT.gamenowNote)}
        </p>
      ) : null}
    </div>
  );
}
