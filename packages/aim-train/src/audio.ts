/** Tiny WebAudio beeps; no audio files. Off unless turned on (SetSound 1). */
export interface Beeper {
  enabled: boolean;
  /** Call from a user gesture: browsers only start audio after one. */
  unlock(): void;
  beep(kind: 'hit' | 'miss' | 'pass' | 'fail'): void;
  close(): void;
}

const TONES = { hit: [880, 0.05], miss: [200, 0.08], pass: [1320, 0.25], fail: [150, 0.3] } as const;

type AudioContextCtor = new () => AudioContext;

export function createBeeper(enabled: boolean): Beeper {
  let ctx: AudioContext | null = null;
  const beeper: Beeper = {
    enabled,
    unlock() {
      if (!beeper.enabled || ctx) return;
      const Ctor: AudioContextCtor | undefined =
        globalThis.AudioContext ??
        (globalThis as unknown as { webkitAudioContext?: AudioContextCtor }).webkitAudioContext;
      if (!Ctor) return;
      try {
        ctx = new Ctor();
      } catch {
        ctx = null;
      }
    },
    beep(kind) {
      if (!beeper.enabled || !ctx) return;
      const [frequency, seconds] = TONES[kind];
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.08, ctx.currentTime);
      gain.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + seconds);
      osc.connect(gain).connect(ctx.destination);
      osc.start();
      osc.stop(ctx.currentTime + seconds);
    },
    close() {
      void ctx?.close().catch(() => undefined);
      ctx = null;
    },
  };
  return beeper;
}
