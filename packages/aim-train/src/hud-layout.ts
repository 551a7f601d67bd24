// The canvas's palette and the HUD's proportions, shared by the renderer and the game's layout.

export const COLORS = {
  background: '#0b1224',
  grid: 'rgba(120, 150, 220, 0.07)',
  hud: 'rgba(4, 8, 20, 0.72)',
  label: '#8fa3c8',
  text: '#ffffff',
  good: '#3ddc84',
  bad: '#ff4d6a',
  target: '#ff3355',
  targetRing: '#ffffff',
  life: 'rgba(255, 255, 255, 0.85)',
  overlay: 'rgba(3, 6, 16, 0.78)',
  accent: '#ffc53d',
};

export const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

/** HUD band height for a canvas of this size; the game keeps targets below it. */
export function hudHeightFor(width: number, height: number): number {
  return Math.round(hudFontSize(width, height) * 2.9);
}

export function hudFontSize(width: number, height: number): number {
  return Math.max(11, Math.min(20, Math.min(width / 24, height / 18)));
}
