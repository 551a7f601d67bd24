// The layout breakpoint (spec sections 2 and 9). A plain module: vite.config.ts imports it too.

/** From this width (px) the side navigation shows; narrower screens get the header and drawer. */
export const WIDE_LAYOUT_MIN_WIDTH = 768;
