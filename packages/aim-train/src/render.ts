import { EFFECT_DURATION_MS, type Effects } from './effects';
import { accuracyOf, timeLeftOf, type Game } from './game';
import { COLORS, FONT_FAMILY, hudFontSize, hudHeightFor } from './hud-layout';
import type { GameWords } from './texts';

export { hudHeightFor } from './hud-layout';

export interface View {
  /** CSS pixels. */
  width: number;
  height: number;
  /** Wall-clock ms, for the pulsing prompt only. */
  nowMs: number;
  game: Game | null;
  effects: Effects;
  /** The page's language: the words drawn, how numbers are written, the direction (SetLanguage). */
  words: GameWords;
  /** The font family of that language's text (the page's, which the canvas inherits), else the game's own. */
  fontFamily?: string;
}

export interface Renderer {
  draw(view: View): void;
}

export function createRenderer(ctx: CanvasRenderingContext2D): Renderer {
  // Strings are rebuilt only when what they show changes, not every frame.
  let fontKey = -1;
  let fontFamilyKey = '';
  let wordsKey: GameWords | null = null;
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

  function setFonts(width: number, height: number, family: string, direction: string): void {
    const size = hudFontSize(width, height);
    const key = `${family}:${direction}`;
    if (size === fontKey && key === fontFamilyKey) return;
    fontKey = size;
    fontFamilyKey = key;
    // Arabic-script words (right to left: Urdu) read smaller than Latin ones at the same size.
    const words = direction === 'rtl' ? 1.25 : 1;
    labelFont = `600 ${Math.round(size * 0.62 * words)}px ${family}`;
    valueFont = `700 ${Math.round(size * 1.05)}px ${family}`;
    titleFont = `800 ${Math.round(size * 1.9)}px ${family}`;
    bodyFont = `500 ${Math.round(size * 0.95 * words)}px ${family}`;
    promptFont = `800 ${Math.round(size * 1.25)}px ${family}`;
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

  function refreshHudText(game: Game, words: GameWords): void {
    const s = game.state;
    const tenths = Math.ceil(timeLeftOf(s) / 100);
    if (
      tenths === lastTimeTenths &&
      s.hits === lastHits &&
      s.misses === lastMisses &&
      s.level === lastLevel &&
      words === wordsKey &&
      hudKey !== ''
    ) {
      return;
    }
    lastTimeTenths = tenths;
    lastHits = s.hits;
    lastMisses = s.misses;
    lastLevel = s.level;
    wordsKey = words;
    hudKey = 'set';
    levelText = words.count(s.level);
    timeText = words.text('aimgame.seconds', { seconds: words.tenths(timeLeftOf(s)) });
    hitsText = `${words.count(s.hits)}/${words.count(s.params.requiredHits)}`;
    accuracyText = s.hits + s.misses === 0 ? '–' : words.percent(accuracyOf(s));
  }

  function hudCell(
    index: number,
    width: number,
    hud: number,
    label: string,
    value: string,
    color: string,
  ): void {
    // Right to left, the first cell is the rightmost, as the page's own rows run.
    const rtl = ctx.direction === 'rtl';
    const x = (width / 4) * ((rtl ? 3 - index : index) + 0.5);
    ctx.font = labelFont;
    ctx.fillStyle = COLORS.label;
    ctx.fillText(label, x, hud * 0.3);
    ctx.font = valueFont;
    ctx.fillStyle = color;
    ctx.fillText(value, x, hud * 0.68);
  }

  function drawHud(game: Game, words: GameWords, width: number, height: number): void {
    const hud = hudHeightFor(width, height);
    const s = game.state;
    refreshHudText(game, words);
    ctx.fillStyle = COLORS.hud;
    ctx.fillRect(0, 0, width, hud);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const timeLeft = timeLeftOf(s);
    const needsAccuracy = s.params.minAccuracy > 0 && s.hits + s.misses > 0;
    hudCell(0, width, hud, words.text('aimgame.level'), levelText, COLORS.text);
    hudCell(
      1,
      width,
      hud,
      words.text('aimgame.time'),
      timeText,
      timeLeft <= 5000 && s.phase === 'playing' ? COLORS.bad : COLORS.text,
    );
    hudCell(
      2,
      width,
      hud,
      words.text('aimgame.hits'),
      hitsText,
      s.hits >= s.params.requiredHits ? COLORS.good : COLORS.text,
    );
    hudCell(
      3,
      width,
      hud,
      words.text('aimgame.accuracy'),
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
    const { width, height, game, words } = view;
    const centerY = top + (height - top) / 2;
    const gap = fontKey * 2.2;
    if (!game) {
      overlay(width, height, 0);
      lines(width, height / 2, gap, [
        [titleFont, COLORS.text, 'Aim Train'],
        [bodyFont, COLORS.label, words.text('aimgame.loading')],
      ]);
      return;
    }
    const s = game.state;
    if (s.phase === 'playing') return;
    overlay(width, height, top);
    if (s.phase === 'ready') {
      const pulse = 0.6 + 0.4 * Math.abs(Math.sin(view.nowMs / 450));
      const rows: [string, string, string][] = [
        [titleFont, COLORS.text, words.text('aimgame.levelTitle', { level: words.count(s.level) })],
        [
          bodyFont,
          COLORS.label,
          words.text('aimgame.goal', {
            hits: words.count(s.params.requiredHits),
            seconds: words.seconds(s.params.timeLimitMs / 1000),
          }),
        ],
      ];
      if (s.params.minAccuracy > 0) {
        rows.push([
          bodyFont,
          COLORS.label,
          words.text('aimgame.accuracyGoal', { percent: words.percent(s.params.minAccuracy) }),
        ]);
      }
      rows.push([promptFont, `rgba(255, 197, 61, ${pulse.toFixed(2)})`, words.text('aimgame.tapToStart')]);
      lines(width, centerY, gap, rows);
      return;
    }
    const level = words.count(s.level);
    const stats = words.text('aimgame.stats', {
      hits: words.count(s.hits),
      required: words.count(s.params.requiredHits),
      percent: words.percent(accuracyOf(s)),
    });
    if (s.outcome?.passed) {
      lines(width, centerY, gap, [
        [titleFont, COLORS.good, words.text('aimgame.completed', { level })],
        [bodyFont, COLORS.label, stats],
      ]);
    } else {
      const reason = words.reason(s.outcome?.reason ?? '');
      lines(width, centerY, gap, [
        [titleFont, COLORS.bad, words.text('aimgame.failed', { level })],
        [bodyFont, COLORS.text, words.text('aimgame.reason', { reason })],
        [bodyFont, COLORS.label, stats],
      ]);
    }
  }

  return {
    draw(view) {
      const { width, height, game, words } = view;
      setFonts(width, height, view.fontFamily || FONT_FAMILY, words.language.direction);
      ctx.direction = words.language.direction;
      drawBackground(width, height);
      if (game) {
        drawTargets(game);
        drawEffects(view.effects);
        drawHud(game, words, width, height);
      }
      drawOverlay(view, game ? hudHeightFor(width, height) : 0);
    },
  };
}
