export { AIM_TRAIN_BRIDGE, toAimTrainResult } from './bridge';
export type {
  AimTrainEventName,
  AimTrainEventParams,
  AimTrainResult,
  DispatchReactUnityEvent,
} from './bridge';
export { AIM_TRAIN_BUILD, aimTrainBuildUrls } from './build-files';
export type { AimTrainBuildUrls } from './build-files';
export { AIM_TRAIN_FAIL_REASONS } from './game';
export type { FailReason } from './game';
export { AIM_TRAIN_LEVELS, getLevelParams, parseLevelNumber } from './levels';
export type { LevelParams } from './levels';
export { AIM_TRAIN_REASON_TEXTS, AIM_TRAIN_TEXTS, AIM_TRAIN_TEXT_PLACEHOLDERS } from './texts';
export type { AimTrainLanguage, GamePlaceholder, GameTextId, GameTexts } from './texts';
