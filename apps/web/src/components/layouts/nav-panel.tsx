import { shortenLayoutName } from '@esr/domain';
import { Link, NavLink } from '@/components/ui/link';
import logo from '@/assets/misc/logo.svg';
import { Avatar } from '@/components/ui/artwork';
import { Button } from '@/components/ui/button';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { SOCIAL_LINKS } from '@/config/env';
import { paths } from '@/config/paths';
import { APP_NAME } from '@/lib/document-title';
import { useT } from '@/lib/i18n';
import { NavIcon } from './nav-icons';
import { NAV_ITEMS } from '@/config/nav';

export interface LayoutUser {
  name?: string | null;
  profileImage?: string | null;
}

export interface NavPanelProps {
  user: LayoutUser;
  onCheckIn: () => void;
  /** Called after a link is followed (the drawer closes). */
  onNavigate?: () => void;
}

/** What both the side navigation and the drawer show (spec section 2, Layout). */
export function NavPanel({ user, onCheckIn, onNavigate }: NavPanelProps) {
  const t = useT();
  // No name: the spec's 'Guest User', in the page's language.
  const displayName = user.name?.trim() ? shortenLayoutName(user.name) : t('copy.guestUser');
  return (
    <div className="nav-panel">
      <Link to={paths.home.getHref()} className="nav-panel__brand" onClick={onNavigate}>
        <img src={logo} alt="" width={36} height={36} fetchPriority="low" loading="lazy" />
        <span>{APP_NAME}</span>
      </Link>

      <div className="nav-panel__user">
        <Avatar src={user.profileImage} name="" size={48} />
        <div className="nav-panel__user-text">
          <span className="nav-panel__name" dir="auto" title={user.name ?? undefined}>
            {displayName}
          </span>
          <Link to={paths.profile.getHref()} className="nav-panel__profile" onClick={onNavigate}>
            <NavIcon name="profile" size={16} />
            {t('copy.profile')}
          </Link>
        </div>
      </div>

      <Button block onClick={onCheckIn} className="nav-panel__checkin">
        <NavIcon name="checkin" size={18} />
        {t('copy.checkInRewards')}
      </Button>

      <nav aria-label={t('common.mainNavigation')} className="nav-panel__nav">
        <ul>
          {NAV_ITEMS.map((item) => (
            <li key={item.path}>
              <NavLink
                to={item.path}
                end={item.path === '/'}
                className="nav-panel__link"
                onClick={onNavigate}
              >
                <NavIcon name={item.path} />
                <span>{t(item.label)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      <footer className="nav-panel__footer">
        <LanguageSwitch className="nav-panel__language" />
        <ul className="nav-panel__social" aria-label={t('common.socialLinks')}>
          {SOCIAL_LINKS.map((link) => (
            <li key={link.label}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.label}>
                <NavIcon name={link.icon} size={18} />
              </a>
            </li>
          ))}
        </ul>
        {/* The prerendered year is the build's: a page hydrated in a later year takes the browser's. */}
        <p className="nav-panel__copyright" suppressHydrationWarning>
          {t('common.copyright', { year: String(new Date().getFullYear()) })}
        </p>
      </footer>
    </div>
  );
}
