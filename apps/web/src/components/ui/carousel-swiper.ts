import Swiper from 'swiper';
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';

// Swiper's core and the modules the carousels use: a chunk of its own, loaded by carousel.tsx once a
// carousel has mounted, so no page waits for it before it paints (decision 0960).

export { Swiper };
export const SWIPER_MODULES = [A11y, Autoplay, Keyboard, Navigation, Pagination];
