import { describe, expect, it } from 'vitest';
import { AIM_TRAIN_BRIDGE, toAimTrainResult } from './bridge';
import { AIM_TRAIN_BUILD, aimTrainBuildUrls } from './build-files';

describe('bridge protocol', () => {
  it('names the Unity game object, method and events the app and game agree on', () => {
    expect(AIM_TRAIN_BRIDGE.gameObject).toBe('GameManager');
    expect(AIM_TRAIN_BRIDGE.setLevelMethod).toBe('SetLevel');
    expect(AIM_TRAIN_BRIDGE.events).toEqual({ passed: 'LevelPassed', failed: 'LevelFailed' });
    expect(AIM_TRAIN_BRIDGE.setLevelDelayMs).toBe(500);
    expect(AIM_TRAIN_BRIDGE.fullscreenDelayMs).toBe(1000);
  });

  it('turns listener params into a result, accepting numbers sent as strings', () => {
    expect(toAimTrainResult('LevelPassed', [3])).toEqual({ passed: true, level: 3 });
    expect(toAimTrainResult('LevelFailed', ['4', 'Accuracy too low'])).toEqual({
      passed: false,
      level: 4,
      reason: 'Accuracy too low',
    });
    expect(toAimTrainResult('LevelFailed', [4])).toEqual({ passed: false, level: 4, reason: 'Time is up' });
    expect(toAimTrainResult('LevelPassed', ['x'])).toBeNull();
    expect(toAimTrainResult('Other', [1])).toBeNull();
  });
});

describe('build files', () => {
  it('builds the four react-unity-webgl URLs from a base path', () => {
    expect(aimTrainBuildUrls()).toEqual({
      loaderUrl: '/aim-train/aim-train.loader.js',
      dataUrl: '/aim-train/aim-train.data.json',
      frameworkUrl: '/aim-train/aim-train.framework.js',
      codeUrl: '/aim-train/aim-train.code.js',
    });
    expect(aimTrainBuildUrls('https://cdn.example/game/').loaderUrl).toBe(
      `https://cdn.example/game/${AIM_TRAIN_BUILD.loaderFile}`,
    );
  });
});
