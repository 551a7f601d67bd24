// Entry of dist/aim-train.loader.js, a classic script injected by react-unity-webgl. It may run
// again after an unmount (the library removes and re-adds the script), so it only (re)defines the
// global function and keeps no state of its own.
import { createAimTrainInstance } from './instance';

window.createUnityInstance = createAimTrainInstance;
