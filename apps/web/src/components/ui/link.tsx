import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router-dom';
import { cx } from '@/lib/cx';

// The app's links: an <a> with the path's href, whose plain click navigates inside the app (a click with
// a modifier key, another button or another target is the browser's), as react-router's <Link> does. Not
// react-router's own: its <Link> carries the framework mode's route prefetching (and <NavLink> its view
// transitions), about 2 KB gzipped that every page downloaded before it answered taps, for links that
// only ever name the app's own paths (decision 1080, round 5).

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the app (src/config/paths.ts). */
  to: To;
  /** Replaces the current history entry instead of adding one (by default only a link to where the user is). */
  replace?: boolean;
  /** History state for the page it opens. */
  state?: unknown;
}

export function Link({ to, replace, state, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} href={href} target={target} onClick={click} />;
}

export interface NavLinkProps extends LinkProps {
  /** Active only on its own path, not on the paths under it (Home's '/'). */
  end?: boolean;
}

/** A link of the navigation: `active` and aria-current="page" while its page, or one under it, is open. */
export function NavLink({ end = false, className, ...rest }: NavLinkProps) {
  const here = useLocation().pathname.toLowerCase();
  const its = useResolvedPath(rest.to).pathname.toLowerCase();
  const under = its.endsWith('/') ? its : `${its}/`;
  const active = here === its || (!end && here.startsWith(under));
  return (
    <Link
      {...rest}
      className={cx(className, active && 'active')}
      aria-current={active ? 'page' : undefined}
    />
  );
}
