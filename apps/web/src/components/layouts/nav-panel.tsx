import { COPY, shortenLayoutName } from '@esr/domain';
import { Link, NavLink } from 'react-router-dom';
import logo from '@/assets/misc/logo.svg';
import { Avatar } from '@/components/ui/artwork';
import { Button } from '@/components/ui/button';
import { SOCIAL_LINKS } from '@/config/env';
import { paths } from '@/config/paths';
import { APP_NAME } from '@/lib/document-title';
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
  const displayName = shortenLayoutName(user.name);
  return (
    <div className="nav-panel">
      <Link to={paths.home.getHref()} className="nav-panel__brand" onClick={onNavigate}>
        <img src={logo} alt="" width={36} height={36} />
        <span>{APP_NAME}</span>
      </Link>

      <div className="nav-panel__user">
        <Avatar src={user.profileImage} name="" size={48} priority />
        <div className="nav-panel__user-text">
          <span className="nav-panel__name" title={user.name ?? undefined}>
            {displayName}
          </span>
          <Link to={paths.profile.getHref()} className="nav-panel__profile" onClick={onNavigate}>
            <NavIcon name="profile" size={16} />
            {COPY.profile}
          </Link>
        </div>
      </div>

      <Button block onClick={onCheckIn} className="nav-panel__checkin">
        <NavIcon name="checkin" size={18} />
        {COPY.checkInRewards}
      </Button>

      <nav aria-label="Main" className="nav-panel__nav">
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
                <span>{item.label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      <footer className="nav-panel__footer">
        <ul className="nav-panel__social" aria-label="Social links">
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
          © {new Date().getFullYear()} {APP_NAME}. All rights reserved.
        </p>
      </footer>
    </div>
  );
}
