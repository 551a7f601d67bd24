import { useState, type ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import logo from '@/assets/misc/logo.svg';
import { Avatar } from '@/components/ui/artwork';
import { Modal } from '@/components/ui/modal';
import { paths } from '@/config/paths';
import { APP_NAME } from '@/lib/document-title';
import { useT } from '@/lib/i18n';
import { useIsWideLayout } from '@/lib/media-query';
import { NavIcon } from './nav-icons';
import { NavPanel, type LayoutUser } from './nav-panel';
import './app-layout.css';

export interface AppLayoutProps {
  user: LayoutUser;
  /** The Check in Rewards button; the shell opens the check-in only for logged-in users. */
  onCheckIn: () => void;
  children: ReactNode;
}

const DRAWER_ID = 'navigation-drawer';

const LAYOUT_CLASS = { wide: 'app-layout--wide', narrow: 'app-layout--narrow', both: 'app-layout--both' };

/**
 * Side navigation from 768 px; below, a header with a menu button and a slide-in drawer (a dialog). The
 * prerendered HTML has both, and CSS shows the one that fits, until hydration tells which one it is.
 */
export function AppLayout({ user, onCheckIn, children }: AppLayoutProps) {
  const t = useT();
  const wide = useIsWideLayout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = () => setDrawerOpen(false);
  const mode = wide === null ? 'both' : wide ? 'wide' : 'narrow';

  // Each part keeps its place among the children whatever the mode, so <main> is never remounted.
  return (
    <div className={`app-layout ${LAYOUT_CLASS[mode]}`}>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      {mode !== 'narrow' ? (
        <aside className="app-layout__sidenav">
          <NavPanel user={user} onCheckIn={onCheckIn} />
        </aside>
      ) : null}
      {mode !== 'wide' ? (
        <>
          <header className="app-layout__header">
            <button
              type="button"
              className="app-layout__menu"
              aria-label={t('common.openMenu')}
              aria-expanded={drawerOpen}
              aria-controls={drawerOpen ? DRAWER_ID : undefined}
              onClick={() => setDrawerOpen(true)}
            >
              <NavIcon name="menu" size={24} />
            </button>
            <Link to={paths.home.getHref()} className="app-layout__brand">
              <img src={logo} alt="" width={30} height={30} fetchPriority="low" />
              <span>{APP_NAME}</span>
            </Link>
            <Link
              to={paths.profile.getHref()}
              className="app-layout__header-avatar"
              aria-label={t('copy.profile')}
            >
              <Avatar src={user.profileImage} name="" size={34} />
            </Link>
          </header>
          <Modal
            open={drawerOpen}
            onClose={closeDrawer}
            title={t('common.menu')}
            hideTitle
            placement="drawer"
            closeLabel={t('common.closeMenu')}
          >
            <div id={DRAWER_ID}>
              <NavPanel
                user={user}
                onNavigate={closeDrawer}
                onCheckIn={() => {
                  closeDrawer();
                  onCheckIn();
                }}
              />
            </div>
          </Modal>
        </>
      ) : null}
      <main id="main" className="app-layout__main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
