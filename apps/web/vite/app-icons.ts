// The installable app's icons (decision 0960): PNGs drawn from the logo (src/assets/misc/logo.svg) and
// committed in public/icons/, at the sizes Android asks for (192 and 512 px, and a maskable 512 px whose
// artwork keeps to the safe zone) plus the 180 px icon iOS uses. `npm run icons -w apps/web` redraws them.

export interface AppIcon {
  file: string;
  size: number;
  /** 'any': the logo as it is, round corners included; 'maskable' and 'touch': full-bleed artwork. */
  purpose: 'any' | 'maskable' | 'touch';
}

export const APP_ICONS: readonly AppIcon[] = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/maskable-512.png', size: 512, purpose: 'maskable' },
  { file: 'icons/apple-touch-icon.png', size: 180, purpose: 'touch' },
];

/** The logo's gradient and bolt, as an SVG for one purpose. */
export function iconSvg(logo: string, purpose: AppIcon['purpose']): string {
  if (purpose === 'any') return logo;
  const gradient = /<defs>[\s\S]*?<\/defs>/.exec(logo)?.[0] ?? '';
  const bolt = /<path [^>]*\/>/.exec(logo)?.[0] ?? '';
  // Maskable icons are cut to a circle of 80% of their width: the bolt stays well inside it.
  const scale = purpose === 'maskable' ? 1.15 : 1.25;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">${gradient}` +
    `<rect width="40" height="40" fill="url(#k)"/>` +
    `<g transform="translate(20 20) scale(${scale}) translate(-19.5 -22.5)">${bolt}</g></svg>`
  );
}
