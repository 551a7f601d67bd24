/**
 * The files of the Aim Train build, laid out the way react-unity-webgl expects a Unity build
 * (loader, data, framework, code). Swapping in the real Unity build means changing these names
 * (and the base path), nothing else.
 *
 * HTML5 build: the loader holds the whole game; the data file is the level pack it fetches from
 * `dataUrl` (progress is reported while it streams). The framework and code files are tiny
 * placeholders: react-unity-webgl requires their URLs, the HTML5 loader never fetches them.
 */
export const AIM_TRAIN_BUILD = {
  /** Where the web app serves the dist/ folder of this package. */
  basePath: '/aim-train',
  loaderFile: 'aim-train.loader.js',
  dataFile: 'aim-train.data.json',
  frameworkFile: 'aim-train.framework.js',
  codeFile: 'aim-train.code.js',
  productName: 'Aim Train',
  companyName: 'ESL',
  productVersion: '1.0.0',
} as const;

export interface AimTrainBuildUrls {
  readonly loaderUrl: string;
  readonly dataUrl: string;
  readonly frameworkUrl: string;
  readonly codeUrl: string;
}

/** The four URLs for useUnityContext, under `basePath` (default '/aim-train'). */
export function aimTrainBuildUrls(basePath: string = AIM_TRAIN_BUILD.basePath): AimTrainBuildUrls {
  const base = basePath.replace(/\/+$/, '');
  return {
    loaderUrl: `${base}/${AIM_TRAIN_BUILD.loaderFile}`,
    dataUrl: `${base}/${AIM_TRAIN_BUILD.dataFile}`,
    frameworkUrl: `${base}/${AIM_TRAIN_BUILD.frameworkFile}`,
    codeUrl: `${base}/${AIM_TRAIN_BUILD.codeFile}`,
  };
}
