import { EFFECT_DURATION_MS, type Effects } from './effects';
import { accuracyOf, timeLeftOf, type Game } from './game';
import { COLORS, FONT_FAMILY, formatSeconds, hudFontSize, hudHeightFor } from './hud-layout';

export { hudHeightFor } from './hud-layout';

export interface View {
  /** CSS pixels. */
  width: number;
  height: number;
  /** Wall-clock ms, for the pulsing prompt only. */
  nowMs: number;
  game: Game | null;
  effects: Effects;
  /** Shown while there is no level yet (before SetLevel). */
  waitingText: string;
}

export interface Renderer {
  draw(view: View): void;
}

export function createRenderer(ctx: CanvasRenderingContext2D): Renderer {
  // Strings are rebuilt only when what they show changes, not every frame.
  let fontKey = -1;
  let labelFont = '';
  let valueFont = '';
  let titleFont = '';
  let bodyFont = '';
  let promptFont = '';
  let hudKey = '';
  let levelText = '';
  let timeText = '';
  let hitsText = '';
  let accuracyText = '';
  let lastTimeTenths = -1;
  let lastHits = -1;
  let lastMisses = -1;
  let lastLevel = -1;

  function setFonts(width: number, height: number): void {
    const size = hudFontSize(width, height);
    if (size === fontKey) return;
    fontKey = size;
    labelFont = `600 ${Math.round(size * 0.62)}px ${FONT_FAMILY}`;
    valueFont = `700 ${Math.round(size * 1.05)}px ${FONT_FAMILY}`;
    titleFont = `800 ${Math.round(size * 1.9)}px ${FONT_FAMILY}`;
    bodyFont = `500 ${Math.round(size * 0.95)}px ${FONT_FAMILY}`;
    promptFont = `800 ${Math.round(size * 1.25)}px ${FONT_FAMILY}`;
  }

  function drawBackground(width: number, height: number): void {
    ctx.fillStyle = COLORS.background;
    ctx.fillRect(0, 0, width, height);
    const step = Math.max(32, Math.round(Math.min(width, height) / 8));
    ctx.beginPath();
    for (let x = step; x < width; x += step) {
      ctx.moveTo(x + 0.5, 0);
      ctx.lineTo(x + 0.5, height);
    }
    for (let y = step; y < height; y += step) {
      ctx.moveTo(0, y + 0.5);
      ctx.lineTo(width, y + 0.5);
    }
    ctx.strokeStyle = COLORS.grid;
    ctx.lineWidth = 1;
    ctx.stroke();
  }

  function circle(x: number, y: number, r: number, color: string): void {
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fillStyle = color;
    ctx.fill();
  }

  function drawTargets(game: Game): void {
    for (const t of game.state.targets) {
      if (!t.active) continue;
      // Pop in over the first 120 ms so a new target catches the eye.
      const grow = Math.min(1, t.ageMs / 120);
      const r = t.radius * (0.6 + 0.4 * grow);
      circle(t.x, t.y, r, COLORS.target);
      circle(t.x, t.y, r * 0.72, COLORS.targetRing);
      circle(t.x, t.y, r * 0.48, COLORS.target);
      circle(t.x, t.y, r * 0.2, COLORS.targetRing);
      const lifeLeft = 1 - t.ageMs / t.lifetimeMs;
      ctx.beginPath();
      ctx.arc(t.x, t.y, r + 3, -Math.PI / 2, -Math.PI / 2 + lifeLeft * Math.PI * 2);
      ctx.strokeStyle = COLORS.life;
      ctx.lineWidth = 2.5;
      ctx.stroke();
    }
  }

  function drawEffects(effects: Effects): void {
    for (const e of effects.items) {
      if (!e.active) continue;
      const p = e.ageMs / EFFECT_DURATION_MS;
      ctx.globalAlpha = 1 - p;
      ctx.lineWidth = 3;
      if (e.kind === 'hit') {
        ctx.beginPath();
        ctx.arc(e.x, e.y, e.radius * (1 + p * 0.9), 0, Math.PI * 2);
        ctx.strokeStyle = COLORS.good;
        ctx.stroke();
      } else {
        const s = 7 + p * 3;
        ctx.beginPath();
        ctx.moveTo(e.x - s, e.y - s);
        ctx.lineTo(e.x + s, e.y + s);
        ctx.moveTo(e.x + s, e.y - s);
        ctx.lineTo(e.x - s, e.y + s);
        ctx.strokeStyle = COLORS.bad;
        ctx.stroke();
      }
    }
    ctx.globalAlpha = 1;
  }

  function refreshHudText(game: Game): void {
    const s = game.state;
    const tenths = Math.ceil(timeLeftOf(s) / 100);
    if (
      tenths === lastTimeTenths &&
      s.hits === lastHits &&
      s.misses === lastMisses &&
      s.level === lastLevel &&
      hudKey !== ''
    ) {
      return;
    }
    lastTimeTenths = tenths;
    lastHits = s.hits;
    lastMisses = s.misses;
    lastLevel = s.level;
    hudKey = 'set';
    levelText = String(s.level);
    timeText = `${formatSeconds(timeLeftOf(s))}s`;
    hitsText = `${s.hits}/${s.params.requiredHits}`;
    accuracyText = s.hits + s.misses === 0 ? '–' : `${Math.round(accuracyOf(s) * 100)}%`;
  }

  function hudCell(
    index: number,
    width: number,
    hud: number,
    label: string,
    value: string,
    color: string,
  ): void {
    const x = (width / 4) * (index + 0.5);
    ctx.font = labelFont;
    ctx.fillStyle = COLORS.label;
    ctx.fillText(label, x, hud * 0.3);
    ctx.font = valueFont;
    ctx.fillStyle = color;
    ctx.fillText(value, x, hud * 0.68);
  }

  function drawHud(game: Game, width: number, height: number): void {
    const hud = hudHeightFor(width, height);
    const s = game.state;
    refreshHudText(game);
    ctx.fillStyle = COLORS.hud;
    ctx.fillRect(0, 0, width, hud);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const timeLeft = timeLeftOf(s);
    const needsAccuracy = s.params.minAccuracy > 0 && s.hits + s.misses > 0;
    hudCell(0, width, hud, 'LEVEL', levelText, COLORS.text);
    hudCell(
      1,
      width,
      hud,
      'TIME',
      timeText,
      timeLeft <= 5000 && s.phase === 'playing' ? COLORS.bad : COLORS.text,
    );
    hudCell(2, width, hud, 'HITS', hitsText, s.hits >= s.params.requiredHits ? COLORS.good : COLORS.text);
    hudCell(
      3,
      width,
      hud,
      'ACCURACY',
      accuracyText,
      needsAccuracy && accuracyOf(s) < s.params.minAccuracy ? COLORS.bad : COLORS.text,
    );
  }

  function overlay(width: number, height: number, top: number): void {
    ctx.fillStyle = COLORS.overlay;
    ctx.fillRect(0, top, width, height - top);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
  }

  function lines(
    width: number,
    centerY: number,
    gap: number,
    rows: readonly [string, string, string][],
  ): void {
    const start = centerY - ((rows.length - 1) * gap) / 2;
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i];
      if (!row) continue;
      ctx.font = row[0];
      ctx.fillStyle = row[1];
      ctx.fillText(row[2], width / 2, start + i * gap, width - 24);
    }
  }

  function drawOverlay(view: View, top: number): void {
    const { width, height, game } = view;
    const centerY = top + (height - top) / 2;
    const gap = fontKey * 2.2;
    if (!game) {
      overlay(width, height, 0);
      lines(width, height / 2, gap, [
        [titleFont, COLORS.text, 'Aim Train'],
        [bodyFont, COLORS.label, view.waitingText],
      ]);
      return;
    }
    const s = game.state;
    if (s.phase === 'playing') return;
    overlay(width, height, top);
    if (s.phase === 'ready') {
      const pulse = 0.6 + 0.4 * Math.abs(Math.sin(view.nowMs / 450));
      const rows: [string, string, string][] = [
        [titleFont, COLORS.text, `Level ${s.level}`],
        [
          bodyFont,
          COLORS.label,
          `Hit ${s.params.requiredHits} targets in ${s.params.timeLimitMs / 1000} seconds`,
        ],
      ];
      if (s.params.minAccuracy > 0) {
        rows.push([
          bodyFont,
          COLORS.label,
          `Keep accuracy at ${Math.round(s.params.minAccuracy * 100)}% or more`,
        ]);
      }
      rows.push([promptFont, `rgba(255, 197, 61, ${pulse.toFixed(2)})`, 'Tap to start']);
      lines(width, centerY, gap, rows);
      return;
    }
    const stats = `Hits ${s.hits}/${s.params.requiredHits} · Accuracy ${Math.round(accuracyOf(s) * 100)}%`;
    if (s.outcome?.passed) {
      lines(width, centerY, gap, [
        [titleFont, COLORS.good, `Level ${s.level} completed!`],
        [bodyFont, COLORS.label, stats],
      ]);
    } else {
      lines(width, centerY, gap, [
        [titleFont, COLORS.bad, `Level ${s.level} failed!`],
        [bodyFont, COLORS.text, `Reason: ${s.outcome?.reason ?? ''}`],
        [bodyFont, COLORS.label, stats],
      ]);
    }
  }

  return {
    draw(view) {
      const { width, height, game } = view;
      setFonts(width, height);
      drawBackground(width, height);
      if (game) {
        drawTargets(game);
        drawEffects(view.effects);
        drawHud(game, width, height);
      }
      drawOverlay(view, game ? hudHeightFor(width, height) : 0);
    },
  };
}
