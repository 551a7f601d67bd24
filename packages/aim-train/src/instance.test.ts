import { runInNewContext } from 'node:vm';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLevelPack } from './level-pack';
import { AIM_TRAIN_LEVELS, getLevelParams } from './levels';
import { createAimTrainInstance, type AimTrainInstance } from './instance';

// A canvas and 2D context just real enough for the runtime: the drawing calls are no-ops.
function fakeContext(): CanvasRenderingContext2D {
  return new Proxy({} as Record<string | symbol, unknown>, {
    get: (target, key) => (key in target ? target[key] : () => undefined),
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
}

/** Text drawn on the canvas: what, where, and the context's direction at the time. */
interface Drawn {
  text: string;
  x: number;
  direction: string;
}

/** A 2D context that records the text drawn (fillText) with its position and direction. */
function recordingContext(drawn: Drawn[]): CanvasRenderingContext2D {
  const state: Record<string | symbol, unknown> = { direction: 'inherit' };
  return new Proxy(state, {
    get: (target, key) => {
      if (key === 'fillText') {
        return (text: string, x: number) => drawn.push({ text, x, direction: String(target.direction) });
      }
      return key in target ? target[key] : () => undefined;
    },
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
}

type Listener = (event: unknown) => void;

function fakeCanvas(options: { context?: boolean; drawn?: Drawn[] } = {}) {
  const listeners = new Map<string, Set<Listener>>();
  const canvas = {
    width: 300,
    height: 150,
    clientWidth: 640,
    clientHeight: 360,
    style: { touchAction: '' },
    getContext: () =>
      options.context === false ? null : options.drawn ? recordingContext(options.drawn) : fakeContext(),
    getBoundingClientRect: () => ({ left: 0, top: 0, width: 640, height: 360 }),
    addEventListener: (name: string, fn: Listener) => {
      if (!listeners.has(name)) listeners.set(name, new Set());
      listeners.get(name)?.add(fn);
    },
    removeEventListener: (name: string, fn: Listener) => listeners.get(name)?.delete(fn),
    listenerCount: () => [...listeners.values()].reduce((n, set) => n + set.size, 0),
    press(x: number, y: number) {
      for (const fn of listeners.get('pointerdown') ?? []) {
        fn({ clientX: x, clientY: y, pointerType: 'mouse', preventDefault: () => undefined });
      }
    },
  };
  return canvas;
}

type FakeCanvas = ReturnType<typeof fakeCanvas>;
const asCanvas = (c: FakeCanvas) => c as unknown as HTMLCanvasElement;

let frames: ((ts: number) => void)[] = [];
let clock = 0;
const dispatched: unknown[][] = [];

/** Runs animation frames of 16 ms each. */
function runFrames(count: number): void {
  for (let i = 0; i < count; i++) {
    const pending = frames;
    frames = [];
    clock += 16;
    for (const fn of pending) fn(clock);
  }
}

function packResponse(status = 200): Response {
  const body = JSON.stringify(createLevelPack(AIM_TRAIN_LEVELS));
  return new Response(status === 200 ? body : 'not found', {
    status,
    headers: { 'content-length': String(body.length) },
  });
}

beforeEach(() => {
  frames = [];
  clock = 0;
  dispatched.length = 0;
  vi.stubGlobal('requestAnimationFrame', (fn: (ts: number) => void) => frames.push(fn));
  vi.stubGlobal('cancelAnimationFrame', () => {
    frames = [];
  });
  vi.stubGlobal('window', {
    dispatchReactUnityEvent: (...args: unknown[]) => dispatched.push(args),
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => packResponse(url.includes('missing') ? 404 : 200)),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const quiet = { print: () => undefined, printErr: () => undefined };

async function loaded(canvas = fakeCanvas()): Promise<{ instance: AimTrainInstance; canvas: FakeCanvas }> {
  const instance = await createAimTrainInstance(asCanvas(canvas), {
    dataUrl: '/aim-train/data.json',
    ...quiet,
  });
  return { instance, canvas };
}

function playToPass(canvas: FakeCanvas, level: number): void {
  canvas.press(5, 300); // the start tap
  for (let hit = 0; hit < getLevelParams(level).requiredHits; hit++) {
    let target = window.aimTrainDebug?.state()?.targets[0];
    for (let i = 0; i < 100 && !target; i++) {
      runFrames(1);
      target = window.aimTrainDebug?.state()?.targets[0];
    }
    if (!target) throw new Error('no target appeared');
    canvas.press(target.x, target.y);
  }
}

describe('createUnityInstance (HTML5 Aim Train)', () => {
  it('reports progress below 1 while the level pack loads, then exactly 1 when the instance is ready', async () => {
    const progress: number[] = [];
    const canvas = fakeCanvas();
    const instance = await createAimTrainInstance(
      asCanvas(canvas),
      { dataUrl: '/aim-train/aim-train.data.json', ...quiet },
      (p) => progress.push(p),
    );
    expect(fetch).toHaveBeenCalledWith('/aim-train/aim-train.data.json');
    expect(progress.at(-1)).toBe(1);
    expect(progress.slice(0, -1).every((p) => p < 1)).toBe(true);
    expect(progress.length).toBeGreaterThan(2);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(instance.Module.canvas).toBe(canvas);
  });

  it('sizes the backing store to CSS size times the pixel ratio', async () => {
    const canvas = fakeCanvas();
    await createAimTrainInstance(asCanvas(canvas), { devicePixelRatio: 2, ...quiet });
    runFrames(1);
    expect([canvas.width, canvas.height]).toEqual([1280, 720]);
  });

  it('rejects when the data file is missing, so the app can show its Game Error', async () => {
    const progress: number[] = [];
    await expect(
      createAimTrainInstance(asCanvas(fakeCanvas()), { dataUrl: '/missing.json', ...quiet }, (p) =>
        progress.push(p),
      ),
    ).rejects.toThrow('HTTP 404');
    expect(progress).not.toContain(1);
  });

  it('rejects without a canvas or without a 2D context', async () => {
    await expect(createAimTrainInstance(null as unknown as HTMLCanvasElement)).rejects.toThrow(/canvas/);
    await expect(createAimTrainInstance(asCanvas(fakeCanvas({ context: false })), quiet)).rejects.toThrow(
      /2D/,
    );
  });

  it("sends LevelPassed(level) when SetLevel's level is beaten", async () => {
    const { instance, canvas } = await loaded();
    instance.SendMessage('GameManager', 'SetLevel', 2);
    runFrames(2);
    playToPass(canvas, 2);
    expect(dispatched).toEqual([['LevelPassed', 2]]);
  });

  it("sends LevelFailed(level, 'Time is up') once when the time runs out", async () => {
    const { instance, canvas } = await loaded();
    instance.SendMessage('GameManager', 'SetLevel', '1');
    runFrames(1);
    canvas.press(5, 300);
    runFrames(Math.ceil(getLevelParams(1).timeLimitMs / 16) + 5);
    runFrames(30);
    expect(dispatched).toEqual([['LevelFailed', 1, 'Time is up']]);
  });

  it('ignores a level outside 1..25 and unknown receivers, telling printErr', async () => {
    const errors: string[] = [];
    const instance = await createAimTrainInstance(asCanvas(fakeCanvas()), {
      printErr: (m) => errors.push(m),
      print: () => undefined,
    });
    instance.SendMessage('GameManager', 'SetLevel', 26);
    instance.SendMessage('Player', 'SetLevel', 1);
    instance.SendMessage('GameManager', 'Jump');
    expect(window.aimTrainDebug?.state()).toBeNull();
    expect(errors).toHaveLength(3);
  });

  it('plays the same targets for the same SetSeed', async () => {
    const targetsFor = async () => {
      const { instance, canvas } = await loaded();
      instance.SendMessage('GameManager', 'SetSeed', 'e2e');
      instance.SendMessage('GameManager', 'SetLevel', 20);
      runFrames(1);
      canvas.press(1, 1);
      runFrames(40);
      const targets = window.aimTrainDebug?.state()?.targets;
      await instance.Quit();
      return targets;
    };
    const first = await targetsFor();
    expect(first?.length).toBeGreaterThan(0);
    expect(await targetsFor()).toEqual(first);
  });

  it('Quit stops the loop, removes its listeners and the debug hook, and later messages do nothing', async () => {
    const { instance, canvas } = await loaded();
    instance.SendMessage('GameManager', 'SetLevel', 1);
    expect(canvas.listenerCount()).toBeGreaterThan(0);
    instance.Module.canvas = asCanvas(fakeCanvas()); // what react-unity-webgl does before Quit
    await expect(instance.Quit()).resolves.toBeUndefined();
    expect(canvas.listenerCount()).toBe(0);
    expect(frames).toHaveLength(0);
    expect(window.aimTrainDebug).toBeUndefined();
    instance.SendMessage('GameManager', 'SetLevel', 1);
    await expect(instance.Quit()).resolves.toBeUndefined();
  });
});

describe("the page's language (SetLanguage, issue 39)", () => {
  const URDU = {
    language: 'ur',
    direction: 'rtl',
    texts: {
      'aimgame.level': 'لیول',
      'aimgame.time': 'وقت',
      'aimgame.levelTitle': 'لیول {level}',
      'aimgame.goal': '{seconds} سیکنڈ میں {hits} نشانے لگائیں',
      'aimgame.tapToStart': 'شروع کرنے کے لیے ٹیپ کریں',
      'aimgame.seconds': '{seconds} سیکنڈ',
    },
  };

  async function drawnLevel(language?: object): Promise<Drawn[]> {
    const drawn: Drawn[] = [];
    const { instance } = await loaded(fakeCanvas({ drawn }));
    if (language) instance.SendMessage('GameManager', 'SetLanguage', JSON.stringify(language));
    instance.SendMessage('GameManager', 'SetLevel', 1);
    drawn.length = 0;
    runFrames(1);
    await instance.Quit();
    return drawn;
  }

  const texts = (drawn: Drawn[]) => drawn.map((d) => d.text);
  const level1 = getLevelParams(1);

  it('draws English, left to right, until the app names a language', async () => {
    const drawn = await drawnLevel();
    expect(texts(drawn)).toEqual(
      expect.arrayContaining([
        'LEVEL',
        'TIME',
        'Level 1',
        `Hit ${level1.requiredHits} targets in ${level1.timeLimitMs / 1000} seconds`,
        'Tap to start',
      ]),
    );
    const label = drawn.find((d) => d.text === 'LEVEL')!;
    expect([label.direction, label.x < 320]).toEqual(['ltr', true]);
  });

  it('draws the texts it was sent, right to left, the first HUD cell at the right, other texts in English', async () => {
    const drawn = await drawnLevel(URDU);
    expect(texts(drawn)).toEqual(
      expect.arrayContaining([
        'لیول',
        'وقت',
        'لیول 1',
        `${level1.timeLimitMs / 1000} سیکنڈ میں ${level1.requiredHits} نشانے لگائیں`,
        'شروع کرنے کے لیے ٹیپ کریں',
        'HITS',
      ]),
    );
    expect(texts(drawn)).not.toContain('LEVEL');
    expect(texts(drawn)).not.toContain('Tap to start');
    const label = drawn.find((d) => d.text === 'لیول')!;
    expect([label.direction, label.x > 320]).toEqual(['rtl', true]);
  });

  it('writes every number the way the language writes it (Intl)', async () => {
    const drawn = await drawnLevel({ ...URDU, language: 'ar-EG' });
    const digits = (n: number) => new Intl.NumberFormat('ar-EG').format(n);
    expect(texts(drawn)).toContain(`لیول ${digits(1)}`);
    expect(texts(drawn)).toContain(
      `${digits(level1.timeLimitMs / 1000)} سیکنڈ میں ${digits(level1.requiredHits)} نشانے لگائیں`,
    );
    expect(texts(drawn)).toContain(
      `${new Intl.NumberFormat('ar-EG', { minimumFractionDigits: 1 }).format(level1.timeLimitMs / 1000)} سیکنڈ`,
    );
  });

  it('refuses a parameter that is not a language, keeping its words', async () => {
    const errors: string[] = [];
    const drawn: Drawn[] = [];
    const instance = await createAimTrainInstance(asCanvas(fakeCanvas({ drawn })), {
      printErr: (m) => errors.push(m),
      print: () => undefined,
    });
    instance.SendMessage('GameManager', 'SetLanguage', 'ur');
    instance.SendMessage('GameManager', 'SetLanguage', JSON.stringify({ ...URDU, language: 'not a tag!' }));
    instance.SendMessage('GameManager', 'SetLevel', 1);
    runFrames(1);
    expect(errors).toHaveLength(2);
    expect(texts(drawn)).toContain('Tap to start');
    await instance.Quit();
  });
});

describe('dist/aim-train.loader.js', () => {
  it('can run twice (react-unity-webgl re-injects it after an unmount) and defines createUnityInstance', () => {
    const entry = fileURLToPath(new URL('./loader.ts', import.meta.url));
    const code = buildSync({
      entryPoints: [entry],
      bundle: true,
      format: 'iife',
      target: 'es2019',
      write: false,
    }).outputFiles[0]?.text;
    if (!code) throw new Error('no bundle');
    const sandbox: Record<string, unknown> = {};
    sandbox.window = sandbox;
    runInNewContext(code, sandbox);
    const first = sandbox.createUnityInstance;
    runInNewContext(code, sandbox);
    expect(typeof first).toBe('function');
    expect(typeof sandbox.createUnityInstance).toBe('function');
  });
});
